import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Dialog, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import { Can } from '../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  DialogFrame,
  FormFooter,
  OptionSelect,
  pagedListProps,
  saveForm,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { DictSelect, FormField, required, type Rules, useDictLabel, useForm } from '../../engine/form';
import {
  type AwardSerialNumberFieldsFragment,
  AwardProgrammePageDocument,
  AwardSerialNumberPageDocument,
  ChangeAwardSerialNumberStatusDocument,
  RemoveAwardSerialNumbersDocument,
  SubmitAwardSerialNumberDocument,
} from '../../generated/graphql';
import { SERIAL_NUMBER_STATUS, statusValues } from '@zhuxie/domain/labels/status-labels';

const RECOMMEND_UNIT_DICT = 'recommend_unit';
const EMPTY_FILTER = { programmeId: '', recommendUnit: '', status: '' };
/** The legal actions from each status (the server checks them again). */
const ACTIONS: Record<number, string[]> = {
  0: ['apply'],
  1: ['allocate', 'return'],
  2: ['confirm', 'reopen'],
  3: ['revoke'],
};

function useProgrammeOptions() {
  const { data } = useQuery(AwardProgrammePageDocument, { variables: { page: { current: 1, size: 200 } } });
  return useMemo(() => (data?.awardProgrammes.records ?? []).map((p) => ({ value: p.id, label: p.name })), [data]);
}

/** 分配编号: quotas of recommending units per programme, with their status changes. */
export function SerialNumbersPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(EMPTY_FILTER);
  const [editing, setEditing] = useState<AwardSerialNumberFieldsFragment | 'new' | null>(null);
  const { status, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(AwardSerialNumberPageDocument, {
    list,
    filter: { ...text, ...(status ? { status: Number(status) } : {}) },
    select: (data) => data.awardSerialNumbers,
  });
  const [removeRows] = useMutation(RemoveAwardSerialNumbersDocument, {
    update: (cache) => evictList(cache, 'awardSerialNumbers'),
  });
  const [change] = useMutation(ChangeAwardSerialNumberStatusDocument);
  const programmes = useProgrammeOptions();
  const unitLabel = useDictLabel(RECOMMEND_UNIT_DICT, { biz: true });

  const act = async (row: AwardSerialNumberFieldsFragment, action: string) => {
    try {
      await change({ variables: { input: { id: row.id, action } } });
      notify('success', { id: 'award.serial.statusChanged' });
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem) notify('error', { text: problem.message });
    }
  };

  const searchFields: SearchField[] = [
    { name: 'programmeId', label: t('award.serial.programme'), options: programmes },
    {
      name: 'status',
      label: t('award.serial.status'),
      options: statusValues(SERIAL_NUMBER_STATUS).map((value) => ({ value, label: t(`award.serial.status.${value}`) })),
    },
  ];
  const columns = useMemo<Array<Column<AwardSerialNumberFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'serialNumber', header: t('award.serial.serialNumber'), value: (r) => r.serialNumber, width: '36' },
      {
        key: 'programme',
        header: t('award.serial.programme'),
        value: (r) => r.programmeName,
        truncate: true,
        width: '52',
      },
      {
        key: 'recommendUnit',
        header: t('award.serial.recommendUnit'),
        value: (r) => unitLabel(r.recommendUnit),
        width: '48',
      },
      { key: 'quota', header: t('award.serial.quota'), value: (r) => String(r.quota), width: '16', align: 'center' },
      {
        key: 'status',
        header: t('award.serial.status'),
        value: (r) => t(`award.serial.status.${r.status}`),
        render: (r) => (
          <Badge variant="subtle" colorPalette={r.status === 3 ? 'green' : 'gray'}>
            {t(`award.serial.status.${r.status}`)}
          </Badge>
        ),
        width: '28',
        align: 'center',
      },
    ];
  }, [intl, unitLabel]);

  return (
    <>
      <CrudList
        caption={t('award.serial.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.serialNumber}
        create={{ code: 'awards_serial_add', onClick: () => setEditing('new') }}
        remove={{
          code: 'awards_serial_delete',
          run: (ids) => removeRows({ variables: { input: { ids } } }),
          when: (r) => r.status === 0,
        }}
        edit={{ code: 'awards_serial_edit', onClick: (r) => setEditing(r), when: (r) => r.status !== 3 }}
        rowActions={(r) => (
          <Can codes={['awards_serial_status']}>
            <HStack gap="1">
              {(ACTIONS[r.status] ?? []).map((action) => (
                <Button
                  key={action}
                  size="xs"
                  variant="ghost"
                  onClick={() => void act(r, action)}
                  aria-label={intl.formatMessage(
                    { id: 'award.serial.actionRow' },
                    { action: t(`award.serial.action.${action}`), name: r.serialNumber },
                  )}
                >
                  <FormattedMessage id={`award.serial.action.${action}`} />
                </Button>
              ))}
            </HStack>
          </Can>
        )}
        actionsWidth="64"
      />
      <SerialDialog row={editing} programmes={programmes} onClose={() => setEditing(null)} />
    </>
  );
}

interface SerialValues extends Record<string, string> {
  programmeId: string;
  recommendUnit: string;
  quota: string;
  remark: string;
}

function SerialDialog({
  row,
  programmes,
  onClose,
}: {
  row: AwardSerialNumberFieldsFragment | 'new' | null;
  programmes: { value: string; label: string }[];
  onClose(): void;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: row === 'new' ? 'award.serial.createTitle' : 'award.serial.editTitle' });
  return (
    <DialogFrame open={row !== null} onClose={onClose} title={title} divider lazy>
      {row !== null && (
        <SerialForm row={row === 'new' ? undefined : row} programmes={programmes} title={title} onClose={onClose} />
      )}
    </DialogFrame>
  );
}

function SerialForm({
  row,
  programmes,
  title,
  onClose,
}: {
  row?: AwardSerialNumberFieldsFragment;
  programmes: { value: string; label: string }[];
  title: string;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useMemo<Rules<SerialValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      programmeId: [required(m('award.serial.programmeRequired'))],
      recommendUnit: [required(m('award.serial.recommendUnitRequired'))],
      quota: [
        required(m('award.serial.quotaRequired')),
        (v) => (/^[1-9]\d{0,3}$/.test(v) ? undefined : m('award.serial.quotaInvalid')),
      ],
    };
  }, [intl]);
  const form = useForm<SerialValues>({
    initialValues: {
      programmeId: row?.programmeId ?? '',
      recommendUnit: row?.recommendUnit ?? '',
      quota: row ? String(row.quota) : '',
      remark: row?.remark ?? '',
    },
    rules,
  });
  const [submitRow, { loading }] = useMutation(SubmitAwardSerialNumberDocument, {
    update: (cache) => evictList(cache, 'awardSerialNumbers'),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const v = form.values;
    const input = {
      ...(row ? { id: row.id, version: row.version } : {}),
      programmeId: v.programmeId,
      recommendUnit: v.recommendUnit,
      quota: Number(v.quota),
      remark: v.remark.trim() || null,
    };
    if (await saveForm(form, () => submitRow({ variables: { input } }), { updating: Boolean(row) })) onClose();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <FormField label={t('award.serial.programme')} error={form.errors.programmeId} required>
            <OptionSelect
              name="programmeId"
              options={programmes}
              value={form.values.programmeId}
              onChange={(value) => form.setValue('programmeId', value)}
              emptyLabel={t('award.serial.programmeRequired')}
              disabled={Boolean(row)}
            />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('award.serial.recommendUnit')} error={form.errors.recommendUnit} required>
              <DictSelect
                biz
                code={RECOMMEND_UNIT_DICT}
                name="recommendUnit"
                value={form.values.recommendUnit}
                onChange={(value) => form.setValue('recommendUnit', value)}
                emptyLabel={t('award.serial.recommendUnitRequired')}
                disabled={Boolean(row)}
              />
            </FormField>
            <FormField label={t('award.serial.quota')} error={form.errors.quota} required>
              <Input {...form.field('quota')} inputMode="numeric" maxLength={4} />
            </FormField>
          </SimpleGrid>
          <FormField label={t('award.setting.remark')} error={form.errors.remark}>
            <Textarea {...form.field('remark')} rows={2} maxLength={500} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter saving={loading} onClose={onClose} />
    </form>
  );
}
