import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Dialog, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
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
import { FormField, required, type Rules, useForm } from '../../engine/form';
import {
  AuditTechnologyResultDocument,
  AwardLineUnitOptionsDocument,
  SubmitTechnologyResultDocument,
  type TechnologyResultFieldsFragment,
  TechnologyResultPageDocument,
} from '../../generated/graphql';
import { LINE_STATUS } from './rules';
import { APPROVAL_STATUS_V1, statusValues } from '@zhuxie/domain/labels/status-labels';

const EMPTY_FILTER = { projectName: '', unitName: '', status: '' };
const STATUSES = statusValues(APPROVAL_STATUS_V1);

/** 科技成果: the applications and their staff audit (待送审 → 已通过 / 驳回 / 不通过; a rejected one is edited and audited again). */
export function TechnologyResultsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(EMPTY_FILTER);
  const [editing, setEditing] = useState<TechnologyResultFieldsFragment | 'new' | null>(null);
  const [auditing, setAuditing] = useState<TechnologyResultFieldsFragment | null>(null);
  const { status, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(TechnologyResultPageDocument, {
    list,
    filter: { ...text, ...(status ? { status: Number(status) } : {}) },
    select: (data) => data.technologyResults,
  });

  const searchFields: SearchField[] = [
    { name: 'projectName', label: t('awardLines.projectName') },
    { name: 'unitName', label: t('awardLines.memberUnit') },
    {
      name: 'status',
      label: t('awardLines.status'),
      options: STATUSES.map((value) => ({ value, label: t(`awardLines.status.${value}`) })),
    },
  ];
  const columns = useMemo<Array<Column<TechnologyResultFieldsFragment>>>(() => {
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
      {
        key: 'opinion',
        header: t('awardLines.technology.opinion'),
        value: (r) => r.opinion,
        truncate: true,
        width: '40',
      },
      { key: 'auditor', header: t('awardLines.technology.auditor'), value: (r) => r.auditorName, width: '24' },
      {
        key: 'auditTime',
        header: t('awardLines.technology.auditTime'),
        value: (r) => (r.auditTime ? r.auditTime.slice(0, 16).replace('T', ' ') : ''),
        width: '36',
      },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('awardLines.technology.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.projectName}
        create={{ code: 'awards_technology_add', onClick: () => setEditing('new') }}
        edit={{
          code: 'awards_technology_edit',
          onClick: (r) => setEditing(r),
          when: (r) => r.status === LINE_STATUS.pending || r.status === LINE_STATUS.rejected,
        }}
        rowActions={(r) =>
          r.status === LINE_STATUS.pending ? (
            <Can codes={['awards_technology_audit']}>
              <Button
                size="xs"
                variant="ghost"
                onClick={() => setAuditing(r)}
                aria-label={intl.formatMessage({ id: 'awardLines.technology.auditRow' }, { name: r.projectName })}
              >
                <FormattedMessage id="awardLines.technology.audit" />
              </Button>
            </Can>
          ) : null
        }
        actionsWidth="48"
      />
      <ResultDialog row={editing} onClose={() => setEditing(null)} />
      <AuditDialog row={auditing} onClose={() => setAuditing(null)} />
    </>
  );
}

interface ResultValues extends Record<string, string> {
  projectName: string;
  memberUnitId: string;
}

function ResultDialog({ row, onClose }: { row: TechnologyResultFieldsFragment | 'new' | null; onClose(): void }) {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: row === 'new' ? 'awardLines.technology.createTitle' : 'awardLines.technology.editTitle',
  });
  return (
    <DialogFrame open={row !== null} onClose={onClose} title={title} divider lazy>
      {row !== null && <ResultForm row={row === 'new' ? undefined : row} title={title} onClose={onClose} />}
    </DialogFrame>
  );
}

function ResultForm({ row, title, onClose }: { row?: TechnologyResultFieldsFragment; title: string; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data } = useQuery(AwardLineUnitOptionsDocument);
  const units = useMemo(() => {
    const found = (data?.awardLineUnitOptions ?? []).map((u) => ({ value: u.id, label: u.name }));
    return row && !found.some((u) => u.value === row.memberUnitId)
      ? [{ value: row.memberUnitId, label: row.unitName }, ...found]
      : found;
  }, [data, row]);
  const rules = useMemo<Rules<ResultValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      projectName: [required(m('awardLines.rules.projectNameRequired'))],
      memberUnitId: [required(m('awardLines.rules.memberUnitRequired'))],
    };
  }, [intl]);
  const form = useForm<ResultValues>({
    initialValues: { projectName: row?.projectName ?? '', memberUnitId: row?.memberUnitId ?? '' },
    rules,
  });
  const [submitRow, { loading }] = useMutation(SubmitTechnologyResultDocument, {
    update: (cache) => evictList(cache, 'technologyResults'),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const input = {
      ...(row ? { id: row.id, version: row.version } : {}),
      projectName: form.values.projectName.trim(),
      memberUnitId: form.values.memberUnitId,
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
          <FormField label={t('awardLines.memberUnit')} error={form.errors.memberUnitId} required>
            <OptionSelect
              name="memberUnitId"
              options={units}
              value={form.values.memberUnitId}
              onChange={(value) => form.setValue('memberUnitId', value)}
              emptyLabel={t('awardLines.rules.memberUnitRequired')}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter saving={loading} onClose={onClose} />
    </form>
  );
}

interface AuditValues extends Record<string, string> {
  status: string;
  opinion: string;
}

function AuditDialog({ row, onClose }: { row: TechnologyResultFieldsFragment | null; onClose(): void }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'awardLines.technology.auditTitle' });
  return (
    <DialogFrame open={row !== null} onClose={onClose} title={title} divider lazy>
      {row !== null && <AuditForm row={row} title={title} onClose={onClose} />}
    </DialogFrame>
  );
}

function AuditForm({ row, title, onClose }: { row: TechnologyResultFieldsFragment; title: string; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useMemo<Rules<AuditValues>>(
    () => ({ status: [required(intl.formatMessage({ id: 'awardLines.rules.resultRequired' }))] }),
    [intl],
  );
  const form = useForm<AuditValues>({ initialValues: { status: '', opinion: '' }, rules });
  const [audit, { loading }] = useMutation(AuditTechnologyResultDocument, {
    update: (cache) => evictList(cache, 'technologyResults'),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    // Reject and 不通过 need an opinion (the server says so too); a pass without one is 同意.
    if (form.values.status !== '1' && !form.values.opinion.trim()) {
      form.setErrors({ opinion: t('awardLines.rules.opinionRequired') });
      return;
    }
    const input = {
      id: row.id,
      version: row.version,
      status: Number(form.values.status),
      opinion: form.values.opinion.trim() || null,
    };
    if (await saveForm(form, () => audit({ variables: { input } }), { updating: true })) {
      notify('success', { id: 'awardLines.technology.audited' });
      onClose();
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <Text fontWeight="medium">{row.projectName}</Text>
          <FormField label={t('awardLines.technology.result')} error={form.errors.status} required>
            <OptionSelect
              name="status"
              options={['1', '2', '3'].map((value) => ({ value, label: t(`awardLines.status.${value}`) }))}
              value={form.values.status}
              onChange={(value) => form.setValue('status', value)}
              emptyLabel={t('awardLines.rules.resultRequired')}
            />
          </FormField>
          <FormField label={t('awardLines.technology.opinion')} error={form.errors.opinion}>
            <Textarea {...form.field('opinion')} rows={3} maxLength={500} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter saving={loading} onClose={onClose} />
    </form>
  );
}
