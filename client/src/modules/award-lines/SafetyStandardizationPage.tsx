import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
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
import { FormField, useForm } from '../../engine/form';
import {
  AwardLineUnitOptionsDocument,
  RemoveSafetyStandardizationsDocument,
  type SafetyStandardizationFieldsFragment,
  SafetyStandardizationPageDocument,
  SafetyProgrammeOptionsDocument,
  SubmitSafetyStandardizationDocument,
} from '../../generated/graphql';
import { safetyFormErrors, type SafetyValues, scoreValue } from './rules';
import { APPROVAL_STATUS_V1, statusValues } from '@zhuxie/domain/labels/status-labels';

const EMPTY_FILTER = { projectName: '', unitName: '', programmeId: '', level: '', status: '' };
const STATUSES = statusValues(APPROVAL_STATUS_V1);
const LEVELS = ['1', '2', '3'];

function useProgrammes() {
  const { data } = useQuery(SafetyProgrammeOptionsDocument);
  return useMemo(() => (data?.safetyProgrammeOptions ?? []).map((p) => ({ value: p.id, label: p.name })), [data]);
}

/** 安全标准化: the applications (project, unit, programme, contact, score and grade, status) with their edit dialog. */
export function SafetyStandardizationPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(EMPTY_FILTER);
  const [editing, setEditing] = useState<SafetyStandardizationFieldsFragment | 'new' | null>(null);
  const { status, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(SafetyStandardizationPageDocument, {
    list,
    filter: { ...text, ...(status ? { status: Number(status) } : {}) },
    select: (data) => data.safetyStandardizations,
  });
  const [removeRows] = useMutation(RemoveSafetyStandardizationsDocument, {
    update: (cache) => evictList(cache, 'safetyStandardizations'),
  });
  const programmes = useProgrammes();

  const searchFields: SearchField[] = [
    { name: 'projectName', label: t('awardLines.projectName') },
    { name: 'unitName', label: t('awardLines.memberUnit') },
    { name: 'programmeId', label: t('awardLines.safety.programme'), options: programmes },
    {
      name: 'level',
      label: t('awardLines.safety.level'),
      options: LEVELS.map((value) => ({ value, label: t(`awardLines.safety.level.${value}`) })),
    },
    {
      name: 'status',
      label: t('awardLines.status'),
      options: STATUSES.map((value) => ({ value, label: t(`awardLines.status.${value}`) })),
    },
  ];
  const columns = useMemo<Array<Column<SafetyStandardizationFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'projectName',
        header: t('awardLines.projectName'),
        value: (r) => r.projectName,
        truncate: true,
        width: '56',
      },
      { key: 'unitName', header: t('awardLines.memberUnit'), value: (r) => r.unitName, truncate: true, width: '48' },
      {
        key: 'programme',
        header: t('awardLines.safety.programme'),
        value: (r) => r.programmeName,
        truncate: true,
        width: '40',
      },
      { key: 'contact', header: t('awardLines.safety.contact'), value: (r) => r.contact, width: '24' },
      { key: 'mobile', header: t('awardLines.safety.mobile'), value: (r) => r.mobile, width: '32' },
      {
        key: 'score',
        header: t('awardLines.safety.score'),
        value: (r) => (r.score == null ? '' : String(r.score)),
        width: '16',
        align: 'center',
      },
      {
        key: 'level',
        header: t('awardLines.safety.level'),
        value: (r) => (r.level ? t(`awardLines.safety.level.${r.level}`) : ''),
        width: '16',
        align: 'center',
      },
      {
        key: 'status',
        header: t('awardLines.status'),
        value: (r) => t(`awardLines.status.${r.status}`),
        render: (r) => (
          <Badge variant="subtle" colorPalette={r.status === 1 ? 'green' : r.status === 0 ? 'gray' : 'red'}>
            {t(`awardLines.status.${r.status}`)}
          </Badge>
        ),
        width: '20',
        align: 'center',
      },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('awardLines.safety.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.projectName}
        create={{ code: 'awards_safety_add', onClick: () => setEditing('new') }}
        remove={{ code: 'awards_safety_delete', run: (ids) => removeRows({ variables: { input: { ids } } }) }}
        edit={{ code: 'awards_safety_edit', onClick: (r) => setEditing(r) }}
      />
      <SafetyDialog row={editing} programmes={programmes} onClose={() => setEditing(null)} />
    </>
  );
}

type Options = { value: string; label: string }[];

function SafetyDialog({
  row,
  programmes,
  onClose,
}: {
  row: SafetyStandardizationFieldsFragment | 'new' | null;
  programmes: Options;
  onClose(): void;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: row === 'new' ? 'awardLines.safety.createTitle' : 'awardLines.safety.editTitle',
  });
  return (
    <DialogFrame open={row !== null} onClose={onClose} title={title} divider lazy size="lg">
      {row !== null && (
        <SafetyForm row={row === 'new' ? undefined : row} programmes={programmes} title={title} onClose={onClose} />
      )}
    </DialogFrame>
  );
}

function SafetyForm({
  row,
  programmes,
  title,
  onClose,
}: {
  row?: SafetyStandardizationFieldsFragment;
  programmes: Options;
  title: string;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data: unitData } = useQuery(AwardLineUnitOptionsDocument);
  const units = useMemo(() => {
    const found = (unitData?.awardLineUnitOptions ?? []).map((u) => ({ value: u.id, label: u.name }));
    // The saved unit stays choosable even when it is beyond the first 200.
    return row && !found.some((u) => u.value === row.memberUnitId)
      ? [{ value: row.memberUnitId, label: row.unitName }, ...found]
      : found;
  }, [unitData, row]);
  const form = useForm<SafetyValues>({
    initialValues: {
      projectName: row?.projectName ?? '',
      memberUnitId: row?.memberUnitId ?? '',
      programmeId: row?.programmeId ?? '',
      contact: row?.contact ?? '',
      mobile: row?.mobile ?? '',
      score: row?.score == null ? '' : String(row.score),
      level: row?.level ?? '',
      status: String(row?.status ?? 0),
      remark: row?.remark ?? '',
    },
  });
  const [submitRow, { loading }] = useMutation(SubmitSafetyStandardizationDocument, {
    update: (cache) => evictList(cache, 'safetyStandardizations'),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = safetyFormErrors(form.values);
    form.setErrors(Object.fromEntries(Object.entries(found).map(([field, id]) => [field, id ? t(id) : undefined])));
    if (Object.keys(found).length > 0) return;
    const v = form.values;
    const input = {
      ...(row ? { id: row.id, version: row.version } : {}),
      projectName: v.projectName.trim(),
      memberUnitId: v.memberUnitId,
      programmeId: v.programmeId,
      contact: v.contact.trim(),
      mobile: v.mobile.trim(),
      score: scoreValue(v.score),
      level: v.level || null,
      status: Number(v.status),
      remark: v.remark.trim() || null,
    };
    if (await saveForm(form, () => submitRow({ variables: { input } }), { updating: Boolean(row) })) onClose();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <FormField label={t('awardLines.projectName')} error={form.errors.projectName} required>
            <Input {...form.field('projectName')} maxLength={255} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('awardLines.memberUnit')} error={form.errors.memberUnitId} required>
              <OptionSelect
                name="memberUnitId"
                options={units}
                value={form.values.memberUnitId}
                onChange={(value) => form.setValue('memberUnitId', value)}
                emptyLabel={t('awardLines.rules.memberUnitRequired')}
              />
            </FormField>
            <FormField label={t('awardLines.safety.programme')} error={form.errors.programmeId} required>
              <OptionSelect
                name="programmeId"
                options={programmes}
                value={form.values.programmeId}
                onChange={(value) => form.setValue('programmeId', value)}
                emptyLabel={t('awardLines.rules.programmeRequired')}
              />
            </FormField>
            <FormField label={t('awardLines.safety.contact')} error={form.errors.contact} required>
              <Input {...form.field('contact')} maxLength={64} />
            </FormField>
            <FormField label={t('awardLines.safety.mobile')} error={form.errors.mobile} required>
              <Input {...form.field('mobile')} inputMode="numeric" maxLength={11} />
            </FormField>
            <FormField label={t('awardLines.safety.score')} error={form.errors.score}>
              <Input {...form.field('score')} inputMode="decimal" maxLength={6} />
            </FormField>
            <FormField label={t('awardLines.safety.level')} error={form.errors.level}>
              <OptionSelect
                name="level"
                options={LEVELS.map((value) => ({ value, label: t(`awardLines.safety.level.${value}`) }))}
                value={form.values.level}
                onChange={(value) => form.setValue('level', value)}
                emptyLabel={t('awardLines.safety.chooseLevel')}
              />
            </FormField>
            <FormField label={t('awardLines.status')} error={form.errors.status} required>
              <OptionSelect
                name="status"
                options={STATUSES.map((value) => ({ value, label: t(`awardLines.status.${value}`) }))}
                value={form.values.status}
                onChange={(value) => form.setValue('status', value)}
              />
            </FormField>
          </SimpleGrid>
          <FormField label={t('awardLines.remark')} error={form.errors.remark}>
            <Textarea {...form.field('remark')} rows={2} maxLength={500} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter saving={loading} onClose={onClose} />
    </form>
  );
}
