import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Dialog, HStack, Input, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { BedDouble } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readApiProblem } from '../../engine/apollo/errors';
import { Can } from '../../engine/auth';
import {
  type Column,
  CrudList,
  DialogFrame,
  ExportButton,
  pagedListProps,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { DatePickerField, FormField } from '../../engine/form';
import {
  EventCustomOptionsDocument,
  EventRegistrationPageDocument,
  type EventRegistrationFieldsFragment,
  UpdateEventAccommodationDocument,
} from '../../generated/graphql';
import { EventSelect } from './EventSelect';
import { shortTime } from './eventFormat';

export type ConferenceView = 'registrations' | 'attendees' | 'accommodation';
const PATHS: Record<ConferenceView, string> = {
  registrations: '/awards/conferenceRegistration',
  attendees: '/awards/conferenceRegistration/meetApplyPersonList',
  accommodation: '/awards/conferenceRegistration/accommodationInfo',
};
const EMPTY_FILTER = { keyword: '' };

/**
 * 会议报名 (/awards/conferenceRegistration): the registrations of an event (staff); 参会人员名单 (attendees, with
 * check-in) and 住宿信息 (accommodation, editable for conferences) of the same event; exports of each.
 */
export function ConferencePage({ view }: { view: ConferenceView }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const eventId = params.get('eventId') ?? '';
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <EventSelect value={eventId} onChange={(id) => setParams(id ? { eventId: id } : {})} />
      </HStack>
      <Tabs.Root
        value={view}
        onValueChange={(d) => navigate(`${PATHS[d.value as ConferenceView]}${eventId ? `?eventId=${eventId}` : ''}`)}
        variant="line"
      >
        <Tabs.List>
          <Tabs.Trigger value="registrations">
            <FormattedMessage id="route.awards.conferenceRegistration" />
          </Tabs.Trigger>
          <Tabs.Trigger value="attendees">
            <FormattedMessage id="route.awards.conferenceRegistration.meetApplyPersonList" />
          </Tabs.Trigger>
          <Tabs.Trigger value="accommodation">
            <FormattedMessage id="route.awards.conferenceRegistration.accommodationInfo" />
          </Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      {eventId ? (
        <RegistrationTable key={`${eventId}-${view}`} eventId={eventId} view={view} />
      ) : (
        <Text color="fg.muted">
          <FormattedMessage id="event.chooseEventHint" />
        </Text>
      )}
    </Stack>
  );
}

function RegistrationTable({ eventId, view }: { eventId: string; view: ConferenceView }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(EMPTY_FILTER);
  const optionsData = useQuery(EventCustomOptionsDocument).data;
  const options = useMemo(() => optionsData?.eventCustomOptions ?? [], [optionsData]);
  const query = usePagedQuery(EventRegistrationPageDocument, {
    list,
    filter: { eventId, keyword: list.filter.keyword || undefined },
    select: (data) => data.eventRegistrations,
  });
  const [editing, setEditing] = useState<EventRegistrationFieldsFragment | null>(null);

  const columns = useMemo<Array<Column<EventRegistrationFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const base: Array<Column<EventRegistrationFieldsFragment>> = [
      { key: 'signInNumber', header: t('event.reg.signInNumber'), value: (r) => r.signInNumber, width: '20' },
      { key: 'name', header: t('event.reg.name'), value: (r) => r.name, width: '24' },
      { key: 'mobile', header: t('event.reg.mobile'), value: (r) => r.mobile, width: '28' },
      { key: 'unit', header: t('event.reg.unit'), value: (r) => r.unit, truncate: true, width: '48' },
    ];
    if (view === 'accommodation') {
      return [
        ...base,
        { key: 'hotel', header: t('event.acc.hotel'), value: (r) => r.hotel ?? '—', truncate: true, width: '32' },
        { key: 'roomType', header: t('event.acc.roomType'), value: (r) => r.roomType ?? '—', width: '20' },
        {
          key: 'dates',
          header: t('event.acc.dates'),
          value: (r) => (r.checkInDate || r.checkOutDate ? `${r.checkInDate ?? ''} ~ ${r.checkOutDate ?? ''}` : '—'),
          width: '44',
        },
        { key: 'sharingWith', header: t('event.acc.sharingWith'), value: (r) => r.sharingWith ?? '—', width: '20' },
      ];
    }
    const answers: Array<Column<EventRegistrationFieldsFragment>> = options.map((o) => ({
      key: `answer-${o.key}`,
      header: o.label,
      value: (r) => r.answers.find((a) => a.key === o.key)?.value ?? '—',
      truncate: true,
      width: '24',
    }));
    const checkIn: Column<EventRegistrationFieldsFragment> = {
      key: 'checkIn',
      header: t('event.reg.checkIn'),
      value: (r) => (r.checkInTime ? shortTime(r.checkInTime) : t('event.reg.notCheckedIn')),
      render: (r) =>
        r.checkInTime ? (
          <Badge colorPalette="green" variant="outline">
            {shortTime(r.checkInTime)}
          </Badge>
        ) : (
          <Text as="span" color="fg.muted">
            {t('event.reg.notCheckedIn')}
          </Text>
        ),
      width: '32',
    };
    if (view === 'attendees')
      return [...base, { key: 'post', header: t('event.reg.post'), value: (r) => r.post ?? '—', width: '24' }, checkIn];
    return [
      ...base,
      { key: 'post', header: t('event.reg.post'), value: (r) => r.post ?? '—', width: '24' },
      ...answers,
      { key: 'createTime', header: t('event.reg.createTime'), value: (r) => shortTime(r.createTime), width: '32' },
    ];
  }, [intl, options, view]);

  const searchFields: SearchField[] = [{ name: 'keyword', label: t('event.reg.keyword') }];
  const exportKind = view === 'registrations' ? 'registrations' : view;
  const exportCode = view === 'registrations' ? 'event_manage_export' : 'event_conference_export';

  return (
    <>
      <CrudList
        caption={t(`event.conference.caption.${view}`)}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => `${r.signInNumber} ${r.name}`}
        toolbar={
          <ExportButton
            code={exportCode}
            path="/lnjzxh-member/eventApply/export"
            query={{ eventId, kind: exportKind }}
            fileName={t(`event.conference.caption.${view}`)}
          />
        }
        actionsWidth={view === 'accommodation' ? '28' : undefined}
        rowActions={
          view === 'accommodation'
            ? (r) => (
                <Can codes={['event_conference_edit']}>
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => setEditing(r)}
                    aria-label={`${t('event.acc.edit')} ${r.name}`}
                  >
                    <BedDouble />
                    <FormattedMessage id="event.acc.edit" />
                  </Button>
                </Can>
              )
            : undefined
        }
      />
      <AccommodationDialog registration={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function AccommodationDialog({
  registration,
  onClose,
}: {
  registration: EventRegistrationFieldsFragment | null;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState({ hotel: '', roomType: '', checkInDate: '', checkOutDate: '', sharingWith: '' });
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  if ((registration?.id ?? null) !== loadedFor) {
    setLoadedFor(registration?.id ?? null);
    setValues({
      hotel: registration?.hotel ?? '',
      roomType: registration?.roomType ?? '',
      checkInDate: registration?.checkInDate ?? '',
      checkOutDate: registration?.checkOutDate ?? '',
      sharingWith: registration?.sharingWith ?? '',
    });
  }
  const [error, setError] = useState('');
  const [update, { loading }] = useMutation(UpdateEventAccommodationDocument);
  const set = (name: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setError('');
  };
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!registration) return;
    try {
      await update({ variables: { input: { id: registration.id, ...values } } });
      notify('success', { id: 'common.updateSuccess' });
      onClose();
    } catch (err) {
      const problem = readApiProblem(err);
      if (problem) setError(problem.message);
    }
  };
  return (
    <DialogFrame
      open={registration !== null}
      onClose={onClose}
      title={`${t('event.acc.edit')} · ${registration?.name ?? ''}`}
      divider
      lazy
    >
      <form onSubmit={save} noValidate aria-label={t('event.acc.edit')}>
        <Dialog.Body py="5">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('event.acc.hotel')}>
                <Input value={values.hotel} onChange={(e) => set('hotel', e.currentTarget.value)} maxLength={200} />
              </FormField>
              <FormField label={t('event.acc.roomType')}>
                <Input
                  value={values.roomType}
                  onChange={(e) => set('roomType', e.currentTarget.value)}
                  maxLength={64}
                />
              </FormField>
              <FormField label={t('event.acc.checkInDate')}>
                <DatePickerField value={values.checkInDate} onChange={(v) => set('checkInDate', v)} />
              </FormField>
              <FormField label={t('event.acc.checkOutDate')} error={error}>
                <DatePickerField value={values.checkOutDate} onChange={(v) => set('checkOutDate', v)} />
              </FormField>
              <FormField label={t('event.acc.sharingWith')}>
                <Input
                  value={values.sharingWith}
                  onChange={(e) => set('sharingWith', e.currentTarget.value)}
                  maxLength={100}
                />
              </FormField>
            </SimpleGrid>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" loading={loading}>
            <FormattedMessage id="common.save" />
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}
