import { yearIn } from '@zhuxie/domain/time/datetime';
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { LayoutList, Power, PowerOff } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { FORM_AWARD_TYPES } from './application/awardApplication';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import { Can } from '../../engine/auth';
import {
  activeFilter,
  CheckboxChoices,
  type Column,
  CrudList,
  DialogFrame,
  FormFooter,
  OptionSelect,
  pagedListProps,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { DatePickerField, FormField, required, type Rules, useDictionary, useForm } from '../../engine/form';
import {
  type AwardProgrammeFieldsFragment,
  AwardProgrammeDocument,
  AwardProgrammePageDocument,
  AwardTypesDocument,
  RemoveAwardProgrammesDocument,
  SetAwardProgrammeOpenDocument,
  SubmitAwardProgrammeDocument,
} from '../../generated/graphql';
import { OPEN_FLAG, statusValues } from '@zhuxie/domain/labels/status-labels';

export const ACCOUNT_CATEGORY_DICT = 'award_account_category';
const EMPTY_FILTER = { name: '', awardType: '', openFlag: '' };

/** The award types as select options. */
export function useAwardTypeOptions() {
  const { data } = useQuery(AwardTypesDocument);
  return useMemo(() => (data?.awardTypes ?? []).map((t) => ({ value: t.key, label: t.label })), [data]);
}

/** 奖项设置: programmes per award type and year, opened and closed (with the message applicants see). */
export function AwardsSettingPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const [closing, setClosing] = useState<AwardProgrammeFieldsFragment | null>(null);
  const { openFlag, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(AwardProgrammePageDocument, {
    list,
    filter: { ...text, ...(openFlag ? { openFlag: Number(openFlag) } : {}) },
    select: (data) => data.awardProgrammes,
  });
  const [removeProgrammes] = useMutation(RemoveAwardProgrammesDocument, {
    update: (cache) => evictList(cache, 'awardProgrammes'),
  });
  const [setOpen] = useMutation(SetAwardProgrammeOpenDocument, {
    update: (cache) => evictList(cache, 'awardApplicationLayer'),
  });
  const types = useAwardTypeOptions();

  const open = async (row: AwardProgrammeFieldsFragment) => {
    try {
      await setOpen({ variables: { input: { id: row.id, openFlag: 1 } } });
      notify('success', { id: 'award.setting.openSuccess' });
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem) notify('error', { text: problem.message });
    }
  };

  const searchFields: SearchField[] = [
    { name: 'name', label: t('award.setting.name') },
    { name: 'awardType', label: t('award.setting.awardType'), options: types },
    {
      name: 'openFlag',
      label: t('award.setting.openFlag'),
      options: statusValues(OPEN_FLAG).map((value) => ({ value, label: t(`award.openFlag.${value}`) })),
    },
  ];

  const columns = useMemo<Array<Column<AwardProgrammeFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'name', header: t('award.setting.name'), value: (r) => r.name, truncate: true, width: '60' },
      { key: 'awardType', header: t('award.setting.awardType'), value: (r) => r.awardTypeLabel, width: '32' },
      { key: 'year', header: t('award.setting.year'), value: (r) => String(r.year), width: '20' },
      { key: 'dates', header: t('award.setting.dates'), value: (r) => `${r.startDate} ~ ${r.endDate}`, width: '52' },
      {
        key: 'openFlag',
        header: t('award.setting.openFlag'),
        value: (r) => t(`award.openFlag.${r.openFlag}`),
        render: (r) => (
          <Badge variant="subtle" colorPalette={r.openFlag === 1 ? 'green' : 'gray'}>
            {t(`award.openFlag.${r.openFlag}`)}
          </Badge>
        ),
        width: '20',
        align: 'center',
      },
      {
        key: 'closedMessage',
        header: t('award.setting.closedMessage'),
        value: (r) => r.closedMessage ?? '',
        truncate: true,
        width: '48',
      },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('award.setting.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.name}
        create={{ code: 'awards_setting_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'awards_setting_delete', run: (ids) => removeProgrammes({ variables: { input: { ids } } }) }}
        edit={{ code: 'awards_setting_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        rowActions={(r) => (
          <>
            {FORM_AWARD_TYPES[r.awardType] && (
              <Can codes={['awards_setting_form']}>
                <Button
                  asChild
                  size="xs"
                  variant="ghost"
                  aria-label={intl.formatMessage({ id: 'award.designer.openRow' }, { name: r.name })}
                >
                  <RouterLink to={`/awards/awardsSetting/form?id=${r.id}`}>
                    <LayoutList />
                    <FormattedMessage id="award.designer.open" />
                  </RouterLink>
                </Button>
              </Can>
            )}
            <Can codes={['awards_setting_open']}>
              {r.openFlag === 1 ? (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => setClosing(r)}
                  aria-label={intl.formatMessage({ id: 'award.setting.closeRow' }, { name: r.name })}
                >
                  <PowerOff />
                  <FormattedMessage id="award.setting.close" />
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="green"
                  onClick={() => void open(r)}
                  aria-label={intl.formatMessage({ id: 'award.setting.openRow' }, { name: r.name })}
                >
                  <Power />
                  <FormattedMessage id="award.setting.open" />
                </Button>
              )}
            </Can>
          </>
        )}
        actionsWidth="64"
      />
      <ProgrammeFormDialog state={dialog} onClose={() => setDialog(null)} />
      <CloseProgrammeDialog programme={closing} onClose={() => setClosing(null)} />
    </>
  );
}

function CloseProgrammeDialog({
  programme,
  onClose,
}: {
  programme: AwardProgrammeFieldsFragment | null;
  onClose(): void;
}) {
  const intl = useIntl();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const [setOpen, { loading }] = useMutation(SetAwardProgrammeOpenDocument, {
    update: (cache) => evictList(cache, 'awardApplicationLayer'),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!programme) return;
    if (!message.trim()) {
      setError(intl.formatMessage({ id: 'award.setting.closedMessageRequired' }));
      return;
    }
    try {
      await setOpen({ variables: { input: { id: programme.id, openFlag: 0, closedMessage: message.trim() } } });
      notify('success', { id: 'award.setting.closeSuccess' });
      setMessage('');
      onClose();
    } catch (e) {
      const problem = readApiProblem(e);
      if (problem) setError(problem.message);
    }
  };
  return (
    <DialogFrame
      open={programme !== null}
      onClose={onClose}
      title={<FormattedMessage id="award.setting.closeTitle" values={{ name: programme?.name ?? '' }} />}
      divider
      lazy
    >
      <form
        onSubmit={submit}
        noValidate
        aria-label={intl.formatMessage({ id: 'award.setting.closeTitle' }, { name: programme?.name ?? '' })}
      >
        <Dialog.Body py="6">
          <FormField label={intl.formatMessage({ id: 'award.setting.closedMessage' })} error={error} required>
            <Textarea
              value={message}
              onChange={(e) => {
                setMessage(e.target.value);
                setError(undefined);
              }}
              rows={3}
              maxLength={500}
              placeholder={intl.formatMessage({ id: 'award.setting.closedMessageRequired' })}
            />
          </FormField>
        </Dialog.Body>
        <FormFooter saving={loading} onClose={onClose} />
      </form>
    </DialogFrame>
  );
}

interface ProgrammeValues extends Record<string, string> {
  awardType: string;
  year: string;
  name: string;
  startDate: string;
  endDate: string;
  accountCategories: string;
  requireSerialNumber: string;
  closedMessage: string;
  remark: string;
}

function ProgrammeFormDialog({ state, onClose }: { state: RecordDialogState | null; onClose(): void }) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      size="lg"
      titles={{
        create: <FormattedMessage id="award.setting.createTitle" />,
        edit: <FormattedMessage id="award.setting.editTitle" />,
        view: <FormattedMessage id="award.setting.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <ProgrammeForm mode="create" onClose={onClose} />
        ) : (
          <RecordLoader
            document={AwardProgrammeDocument}
            id={open.id}
            select={(data) => data.awardProgramme}
            onClose={onClose}
          >
            {(programme) => <ProgrammeForm mode={open.mode} programme={programme} onClose={onClose} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

function ProgrammeForm({
  mode,
  programme,
  onClose,
}: {
  mode: 'create' | 'edit' | 'view';
  programme?: AwardProgrammeFieldsFragment;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const types = useAwardTypeOptions();
  const categories = useDictionary(ACCOUNT_CATEGORY_DICT, { biz: true });
  const rules = useMemo<Rules<ProgrammeValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      awardType: [required(m('award.setting.awardTypeRequired'))],
      year: [
        required(m('award.setting.yearRequired')),
        (v) => (/^\d{4}$/.test(v) ? undefined : m('award.setting.yearInvalid')),
      ],
      name: [required(m('award.setting.nameRequired'))],
      startDate: [required(m('award.setting.startRequired'))],
      endDate: [required(m('award.setting.endRequired'))],
      accountCategories: [required(m('award.setting.categoriesRequired'))],
    };
  }, [intl]);
  const form = useForm<ProgrammeValues>({
    initialValues: {
      awardType: programme?.awardType ?? '',
      year: String(programme?.year ?? yearIn()),
      name: programme?.name ?? '',
      startDate: programme?.startDate ?? '',
      endDate: programme?.endDate ?? '',
      accountCategories: (programme?.accountCategories ?? []).join(','),
      requireSerialNumber: programme?.requireSerialNumber ? '1' : '0',
      closedMessage: programme?.closedMessage ?? '',
      remark: programme?.remark ?? '',
    },
    rules,
  });
  const [submitProgramme, { loading: saving }] = useMutation(SubmitAwardProgrammeDocument, {
    update: (cache) => evictList(cache, 'awardProgrammes'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const v = form.values;
    const input = {
      ...(programme ? { id: programme.id, version: programme.version } : {}),
      awardType: v.awardType,
      year: Number(v.year),
      name: v.name.trim(),
      startDate: v.startDate,
      endDate: v.endDate,
      accountCategories: v.accountCategories.split(',').filter(Boolean),
      requireSerialNumber: v.requireSerialNumber === '1',
      closedMessage: v.closedMessage.trim() || null,
      remark: v.remark.trim() || null,
    };
    if (await saveForm(form, () => submitProgramme({ variables: { input } }), { updating: Boolean(programme) }))
      onClose();
  };
  const variant = readOnly ? 'subtle' : 'outline';
  const selected = form.values.accountCategories.split(',').filter(Boolean);

  return (
    <form onSubmit={submit} noValidate aria-label={t(`award.setting.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('award.setting.awardType')} error={form.errors.awardType} required readOnly={readOnly}>
              <OptionSelect
                name="awardType"
                options={types}
                value={form.values.awardType}
                onChange={(value) => form.setValue('awardType', value)}
                emptyLabel={t('award.setting.awardTypeRequired')}
                disabled={readOnly}
              />
            </FormField>
            <FormField label={t('award.setting.year')} error={form.errors.year} required readOnly={readOnly}>
              <Input {...form.field('year')} variant={variant} readOnly={readOnly} inputMode="numeric" maxLength={4} />
            </FormField>
          </SimpleGrid>
          <FormField label={t('award.setting.name')} error={form.errors.name} required readOnly={readOnly}>
            <Input {...form.field('name')} variant={variant} readOnly={readOnly} maxLength={200} autoComplete="off" />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('award.setting.startDate')} error={form.errors.startDate} required readOnly={readOnly}>
              <DatePickerField
                name="startDate"
                value={form.values.startDate}
                onChange={(v) => form.setValue('startDate', v)}
                variant={variant}
                readOnly={readOnly}
              />
            </FormField>
            <FormField label={t('award.setting.endDate')} error={form.errors.endDate} required readOnly={readOnly}>
              <DatePickerField
                name="endDate"
                value={form.values.endDate}
                onChange={(v) => form.setValue('endDate', v)}
                variant={variant}
                readOnly={readOnly}
              />
            </FormField>
          </SimpleGrid>
          <FormField
            label={t('award.setting.accountCategories')}
            error={form.errors.accountCategories}
            required
            readOnly={readOnly}
          >
            <CheckboxChoices
              aria-label={t('award.setting.accountCategories')}
              options={categories.options}
              value={selected}
              onChange={(next) => form.setValue('accountCategories', next.join(','))}
              disabled={readOnly}
              invalid={Boolean(form.errors.accountCategories)}
            />
          </FormField>
          <FormField label={t('award.setting.requireSerialNumber')} readOnly={readOnly}>
            <OptionSelect
              name="requireSerialNumber"
              options={[
                { value: '0', label: t('award.no') },
                { value: '1', label: t('award.yes') },
              ]}
              value={form.values.requireSerialNumber}
              onChange={(value) => form.setValue('requireSerialNumber', value)}
              disabled={readOnly}
            />
          </FormField>
          <FormField label={t('award.setting.closedMessage')} error={form.errors.closedMessage} readOnly={readOnly}>
            <Input {...form.field('closedMessage')} variant={variant} readOnly={readOnly} maxLength={500} />
          </FormField>
          <FormField label={t('award.setting.remark')} error={form.errors.remark} readOnly={readOnly}>
            <Textarea {...form.field('remark')} variant={variant} readOnly={readOnly} rows={2} maxLength={500} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
