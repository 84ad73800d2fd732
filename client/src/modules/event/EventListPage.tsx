import { useMutation } from '@apollo/client/react';
import { Badge, Button, Dialog, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Ban, Link2, Send, Users } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { EVENT_MESSAGES } from '@zhuxie/domain/event/event-rules';
import { checkMoney } from '@zhuxie/domain/rules/money';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import { Can } from '../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  DialogFrame,
  pagedListProps,
  type SearchField,
  useConfirm,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { DateTimeField, FormField } from '../../engine/form';
import {
  CancelEventDocument,
  type EventFieldsFragment,
  EventPageDocument,
  ReleaseEventDocument,
  RemoveEventsDocument,
  SubmitEventDocument,
} from '../../generated/graphql';
import type { MessageId } from '../../i18n/locale';
import { EventStatistics } from './EventStatistics';
import { fromLocalInput, shortTime, STATUS_PALETTE, toLocalInput } from './eventFormat';

const EMPTY_FILTER = { title: '', type: '', status: '' };

/** The open registration page of an event. */
export const registrationPath = (id: string, mobile = false) =>
  `${mobile ? '/activity-wx' : '/activity-registration'}?id=${encodeURIComponent(id)}`;

/** 活动管理 (/event/list): events and conferences; drafts are edited, released, cancelled, removed. */
export function EventListPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const list = useListState(EMPTY_FILTER);
  const filter = activeFilter(list.filter);
  const query = usePagedQuery(EventPageDocument, {
    list,
    filter: {
      title: filter.title,
      type: filter.type,
      status: filter.status === undefined || filter.status === '' ? undefined : Number(filter.status),
    },
    select: (data) => data.events,
  });
  const [editing, setEditing] = useState<EventFieldsFragment | 'new' | null>(null);
  const evict = { update: (cache: Parameters<typeof evictList>[0]) => evictList(cache, 'events') };
  const [release] = useMutation(ReleaseEventDocument, evict);
  const [cancel] = useMutation(CancelEventDocument, evict);
  const [remove] = useMutation(RemoveEventsDocument, evict);

  const searchFields: SearchField[] = [
    { name: 'title', label: t('event.field.title') },
    {
      name: 'type',
      label: t('event.field.type'),
      options: ['event', 'conference'].map((value) => ({ value, label: t(`event.type.${value}`) })),
    },
    {
      name: 'status',
      label: t('event.field.status'),
      options: ['0', '1', '2'].map((value) => ({ value, label: t(`event.status.${value}`) })),
    },
  ];

  const columns = useMemo<Array<Column<EventFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'title', header: t('event.field.title'), value: (r) => r.title, truncate: true, width: '56' },
      { key: 'type', header: t('event.field.type'), value: (r) => t(`event.type.${r.type}`), width: '16' },
      { key: 'venue', header: t('event.field.venue'), value: (r) => r.venue, truncate: true, width: '40' },
      { key: 'startTime', header: t('event.field.startTime'), value: (r) => shortTime(r.startTime), width: '36' },
      {
        key: 'capacity',
        header: t('event.field.capacity'),
        value: (r) => (r.capacity ? String(r.capacity) : t('event.unlimited')),
        width: '20',
      },
      {
        key: 'status',
        header: t('event.field.status'),
        value: (r) => t(`event.status.${r.status}`),
        render: (r) => (
          <Badge colorPalette={STATUS_PALETTE[r.status]} variant="outline">
            {t(`event.status.${r.status}`)}
          </Badge>
        ),
        width: '20',
        align: 'center',
      },
    ];
  }, [intl]);

  const run = async (action: () => Promise<unknown>, done: MessageId) => {
    try {
      await action();
      notify('success', { id: done });
    } catch (e) {
      const problem = readApiProblem(e);
      if (problem) notify('error', { text: problem.message });
    }
  };

  return (
    <>
      <CrudList
        caption={t('event.list.caption')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.title}
        create={{ code: 'event_manage_add', onClick: () => setEditing('new') }}
        edit={{ code: 'event_manage_edit', onClick: (r) => setEditing(r), when: (r) => r.status === 0 }}
        remove={{
          code: 'event_manage_delete',
          run: (ids) => remove({ variables: { ids } }),
          when: (r) => r.status === 0 || r.status === 2,
        }}
        actionsWidth="120"
        rowActions={(r) => (
          <>
            {r.status === 0 && (
              <Can codes={['event_manage_release']}>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => void run(() => release({ variables: { id: r.id } }), 'event.release.done')}
                  aria-label={`${t('event.action.release')} ${r.title}`}
                >
                  <Send />
                  <FormattedMessage id="event.action.release" />
                </Button>
              </Can>
            )}
            {r.status === 1 && (
              <>
                <Button size="xs" variant="ghost" asChild>
                  <a href={registrationPath(r.id)} target="_blank" rel="noopener">
                    <Link2 />
                    <FormattedMessage id="event.action.link" />
                  </a>
                </Button>
                <Can codes={['event_manage_cancel']}>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`${t('event.action.cancel')} ${r.title}`}
                    onClick={async () => {
                      if (await confirm({ message: t('event.cancel.confirm', { title: r.title }) }))
                        await run(() => cancel({ variables: { id: r.id } }), 'event.cancel.done');
                    }}
                  >
                    <Ban />
                    <FormattedMessage id="event.action.cancel" />
                  </Button>
                </Can>
              </>
            )}
            {r.status !== 0 && (
              <Button
                size="xs"
                variant="ghost"
                onClick={() => navigate(`/awards/conferenceRegistration?eventId=${r.id}`)}
                aria-label={`${t('event.action.registrations')} ${r.title}`}
              >
                <Users />
                <FormattedMessage id="event.action.registrations" />
              </Button>
            )}
          </>
        )}
      />
      <EventStatistics />
      <EventFormDialog event={editing} onClose={() => setEditing(null)} />
    </>
  );
}

type FormValues = {
  title: string;
  type: string;
  venue: string;
  startTime: string;
  endTime: string;
  registrationDeadline: string;
  capacity: string;
  fee: string;
  agenda: string;
  description: string;
};
const BLANK: FormValues = {
  title: '',
  type: 'event',
  venue: '',
  startTime: '',
  endTime: '',
  registrationDeadline: '',
  capacity: '0',
  fee: '0',
  agenda: '',
  description: '',
};

function EventFormDialog({ event, onClose }: { event: EventFieldsFragment | 'new' | null; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const current = event && event !== 'new' ? event : null;
  const [values, setValues] = useState<FormValues>(BLANK);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const key = event === null ? null : (current?.id ?? 'new');
  if (key !== loadedFor) {
    setLoadedFor(key);
    setValues(
      current
        ? {
            title: current.title,
            type: current.type,
            venue: current.venue,
            startTime: toLocalInput(current.startTime),
            endTime: toLocalInput(current.endTime),
            registrationDeadline: toLocalInput(current.registrationDeadline),
            capacity: String(current.capacity),
            fee: current.fee,
            agenda: current.agenda ?? '',
            description: current.description ?? '',
          }
        : BLANK,
    );
  }
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submit, { loading }] = useMutation(SubmitEventDocument, { update: (cache) => evictList(cache, 'events') });
  const set = (name: keyof FormValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };
  const close = () => {
    setErrors({});
    setLoadedFor(null);
    onClose();
  };
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!values.title.trim()) missing.title = EVENT_MESSAGES.titleRequired;
    if (!values.venue.trim()) missing.venue = EVENT_MESSAGES.venueRequired;
    if (!values.startTime) missing.startTime = EVENT_MESSAGES.startRequired;
    if (!values.endTime) missing.endTime = EVENT_MESSAGES.endRequired;
    const feeError = checkMoney(values.fee);
    if (feeError) missing.fee = feeError;
    if (!/^\d+$/.test(values.capacity.trim() || '0')) missing.capacity = EVENT_MESSAGES.capacityInvalid;
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      await submit({
        variables: {
          input: {
            id: current?.id,
            version: current?.version,
            title: values.title.trim(),
            type: values.type,
            venue: values.venue.trim(),
            startTime: fromLocalInput(values.startTime),
            endTime: fromLocalInput(values.endTime),
            registrationDeadline: fromLocalInput(values.registrationDeadline) || null,
            capacity: Number(values.capacity || 0),
            fee: values.fee || '0',
            agenda: values.agenda || null,
            description: values.description || null,
          },
        },
      });
      notify('success', { id: current ? 'common.updateSuccess' : 'common.createSuccess' });
      close();
    } catch (err) {
      const problem = readApiProblem(err);
      if (!problem) return;
      if (Object.keys(problem.fields).length) setErrors(problem.fields as Record<string, string>);
      else notify('error', { text: problem.message });
    }
  };
  const title = t(current ? 'event.form.editTitle' : 'event.form.newTitle');
  return (
    <DialogFrame open={event !== null} onClose={close} title={title} divider lazy size="lg">
      <form onSubmit={save} noValidate aria-label={title}>
        <Dialog.Body py="5">
          <Stack gap="4">
            <FormField label={t('event.field.title')} required error={errors.title}>
              <Input value={values.title} onChange={(e) => set('title', e.currentTarget.value)} maxLength={200} />
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('event.field.type')} required error={errors.type}>
                <NativeSelect.Root>
                  <NativeSelect.Field value={values.type} onChange={(e) => set('type', e.currentTarget.value)}>
                    <option value="event">{t('event.type.event')}</option>
                    <option value="conference">{t('event.type.conference')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={t('event.field.venue')} required error={errors.venue}>
                <Input value={values.venue} onChange={(e) => set('venue', e.currentTarget.value)} maxLength={255} />
              </FormField>
              <FormField label={t('event.field.startTime')} required error={errors.startTime}>
                <DateTimeField value={values.startTime} onChange={(v) => set('startTime', v)} />
              </FormField>
              <FormField label={t('event.field.endTime')} required error={errors.endTime}>
                <DateTimeField value={values.endTime} onChange={(v) => set('endTime', v)} />
              </FormField>
              <FormField
                label={t('event.field.registrationDeadline')}
                error={errors.registrationDeadline}
                helperText={t('event.form.deadlineHint')}
              >
                <DateTimeField value={values.registrationDeadline} onChange={(v) => set('registrationDeadline', v)} />
              </FormField>
              <FormField
                label={t('event.field.capacity')}
                error={errors.capacity}
                helperText={t('event.form.capacityHint')}
              >
                <Input
                  inputMode="numeric"
                  value={values.capacity}
                  onChange={(e) => set('capacity', e.currentTarget.value.replace(/\D/g, ''))}
                />
              </FormField>
              <FormField label={t('event.field.fee')} error={errors.fee}>
                <Input inputMode="decimal" value={values.fee} onChange={(e) => set('fee', e.currentTarget.value)} />
              </FormField>
            </SimpleGrid>
            <FormField label={t('event.field.agenda')} error={errors.agenda}>
              <Textarea value={values.agenda} onChange={(e) => set('agenda', e.currentTarget.value)} rows={4} />
            </FormField>
            <FormField label={t('event.field.description')} error={errors.description}>
              <Textarea
                value={values.description}
                onChange={(e) => set('description', e.currentTarget.value)}
                rows={3}
              />
            </FormField>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={close}>
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
