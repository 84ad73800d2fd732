import { useMutation } from '@apollo/client/react';
import { Badge, Button, Dialog, Input, Stack } from '@chakra-ui/react';
import { IdCard } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { evictList } from '../../engine/apollo/cache';
import { Can } from '../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  DialogFrame,
  FormFooter,
  pagedListProps,
  PdfButton,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { FlowStatusBadge } from '../../engine/flow';
import { DatePickerField, FormField, required, useDictionary, useDictLabel, useForm } from '../../engine/form';
import {
  type ExpertAccountFieldsFragment,
  ExpertAccountDocument,
  ExpertAccountsDocument,
  IssueExpertCardDocument,
  RemoveExpertAccountsDocument,
} from '../../generated/graphql';
import { EXPERT_DISCIPLINE_DICT, ExpertForm } from './ExpertForm';
import { EXPERT_EDITABLE, expertCardPdfPath, expertRoutes, isExpired } from './expertRoutes';

const EMPTY_FILTER = { name: '', unitName: '', discipline: '', flowStatus: '' };

/** 账号管理: expert accounts with their review status and card; new and changed records can be sent for review at once. */
export function ExpertAccountsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const [card, setCard] = useState<ExpertAccountFieldsFragment | null>(null);
  const { flowStatus, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(ExpertAccountsDocument, {
    list,
    filter: { ...text, ...(flowStatus ? { flowStatus: Number(flowStatus) } : {}) },
    select: (d) => d.expertAccounts,
  });
  const [removeExperts] = useMutation(RemoveExpertAccountsDocument, {
    update: (cache) => evictList(cache, 'expertAccounts'),
  });
  const disciplines = useDictionary(EXPERT_DISCIPLINE_DICT, { biz: true });
  const disciplineLabel = useDictLabel(EXPERT_DISCIPLINE_DICT, { biz: true });

  const searchFields: SearchField[] = [
    { name: 'name', label: t('expert.name') },
    { name: 'unitName', label: t('expert.unitName') },
    {
      name: 'discipline',
      label: t('expert.discipline'),
      options: disciplines.options,
    },
    {
      name: 'flowStatus',
      label: t('flow.statusColumn'),
      options: [0, 1, 2, 3, 4, 5].map((s) => ({ value: String(s), label: t(`flow.status.${s}`) })),
    },
  ];

  const columns = useMemo<Array<Column<ExpertAccountFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'name', header: t('expert.name'), value: (r) => r.name, width: '24' },
      { key: 'unitName', header: t('expert.unitName'), value: (r) => r.unitName, truncate: true, width: '64' },
      { key: 'discipline', header: t('expert.discipline'), value: (r) => disciplineLabel(r.discipline), width: '20' },
      { key: 'jobTitle', header: t('expert.jobTitle'), value: (r) => r.jobTitle ?? '—', width: '28' },
      { key: 'cardCode', header: t('expert.cardCode'), value: (r) => r.cardCode ?? '—', width: '32' },
      {
        key: 'expirationDate',
        header: t('expert.expirationDate'),
        value: (r) => r.expirationDate ?? t('expert.noEnd'),
        render: (r) =>
          isExpired(r.expirationDate) ? (
            <Badge colorPalette="red" variant="subtle">{`${r.expirationDate} ${t('expert.expired')}`}</Badge>
          ) : (
            (r.expirationDate ?? t('expert.noEnd'))
          ),
        width: '32',
      },
      {
        key: 'flowStatus',
        header: t('flow.statusColumn'),
        value: (r) => t(`flow.status.${r.flowStatus}`),
        render: (r) => <FlowStatusBadge status={r.flowStatus} />,
        width: '24',
        align: 'center',
      },
    ];
  }, [intl, disciplineLabel]);

  return (
    <>
      <CrudList
        caption={t('expert.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.name}
        create={{ code: 'member_account_add', onClick: () => setDialog({ mode: 'create' }) }}
        edit={{
          code: 'member_account_edit',
          onClick: (r) => setDialog({ mode: 'edit', id: r.id }),
          when: (r) => EXPERT_EDITABLE.includes(r.flowStatus),
        }}
        remove={{
          code: 'member_account_delete',
          run: (ids) => removeExperts({ variables: { input: { ids } } }),
          when: (r) => r.flowStatus !== 1,
        }}
        onView={(r) => navigate(expertRoutes.detail(r.id))}
        rowActions={(r) => (
          <>
            <Can codes={['member_account_expiry']}>
              <Button
                size="xs"
                variant="ghost"
                onClick={() => setCard(r)}
                aria-label={intl.formatMessage({ id: 'expert.card.row' }, { name: r.name })}
              >
                <IdCard />
                <FormattedMessage id="expert.card.button" />
              </Button>
            </Can>
            {r.cardCode && (
              <PdfButton
                size="xs"
                variant="ghost"
                path={expertCardPdfPath(r.id)}
                fileName={`expert-card-${r.id}.pdf`}
                aria-label={intl.formatMessage({ id: 'expert.card.pdfRow' }, { name: r.name })}
              >
                <FormattedMessage id="expert.card.pdfButton" />
              </PdfButton>
            )}
          </>
        )}
        actionsWidth="96"
      />
      {/* The generic dialog's 送审 variant: 保存 keeps a draft, 保存并送审 also sends it for review. */}
      <RecordDialog
        state={dialog}
        onClose={() => setDialog(null)}
        size="xl"
        review
        titles={{
          create: <FormattedMessage id="expert.form.createTitle" />,
          edit: <FormattedMessage id="expert.form.editTitle" />,
          view: <FormattedMessage id="expert.form.viewTitle" />,
        }}
      >
        {(open) => {
          const form = (expert?: ExpertAccountFieldsFragment) => (
            <ExpertForm
              expert={expert}
              staff
              inDialog
              label={t(expert ? 'expert.form.editTitle' : 'expert.form.createTitle')}
              onSaved={() => setDialog(null)}
              footer={({ save, saving }) => (
                <FormFooter saving={saving} onClose={() => setDialog(null)} onSaveAndSubmit={() => save(true)} />
              )}
            />
          );
          return open.mode === 'create' ? (
            form()
          ) : (
            <RecordLoader
              document={ExpertAccountDocument}
              id={open.id}
              select={(d) => d.expertAccount}
              onClose={() => setDialog(null)}
            >
              {(expert) => form(expert)}
            </RecordLoader>
          );
        }}
      </RecordDialog>
      <CardDialog expert={card} onClose={() => setCard(null)} />
    </>
  );
}

/** 专家证: staff issue or change the card code and its expiration (empty: no end). */
function CardDialog({ expert, onClose }: { expert: ExpertAccountFieldsFragment | null; onClose(): void }) {
  return (
    <DialogFrame
      open={expert !== null}
      onClose={onClose}
      title={<FormattedMessage id="expert.card.title" values={{ name: expert?.name ?? '' }} />}
      divider
      lazy
    >
      {expert && <CardForm key={expert.id} expert={expert} onClose={onClose} />}
    </DialogFrame>
  );
}

function CardForm({ expert, onClose }: { expert: ExpertAccountFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useMemo(
    () => ({ cardCode: [required(intl.formatMessage({ id: 'expert.card.codeRequired' }))] }),
    [intl],
  );
  const form = useForm({
    initialValues: { cardCode: expert.cardCode ?? '', expirationDate: expert.expirationDate ?? '' },
    rules,
  });
  const [issue, { loading }] = useMutation(IssueExpertCardDocument, {
    update: (cache) => evictList(cache, 'expertAccounts'),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const input = {
      id: expert.id,
      cardCode: form.values.cardCode.trim(),
      expirationDate: form.values.expirationDate || null,
    };
    if (await saveForm(form, () => issue({ variables: { input } }), { updating: true })) onClose();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('expert.card.form')}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <FormField label={t('expert.cardCode')} error={form.errors.cardCode} required>
            <Input {...form.field('cardCode')} maxLength={32} autoComplete="off" />
          </FormField>
          <FormField
            label={t('expert.expirationDate')}
            error={form.errors.expirationDate}
            helperText={t('expert.form.noEnd')}
          >
            <DatePickerField
              name="expirationDate"
              value={form.values.expirationDate}
              onChange={(v) => form.setValue('expirationDate', v)}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter saving={loading} onClose={onClose} />
    </form>
  );
}
