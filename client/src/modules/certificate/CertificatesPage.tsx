import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Code, Dialog, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Ban, FileDown, Layers, Plus, Printer, ShieldCheck } from 'lucide-react';
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
  OptionSelect,
  pagedListProps,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { DatePickerField, FormField } from '../../engine/form';
import {
  CertificateModelPageDocument,
  GenerateAllMemberCertificatesDocument,
  GenerateMemberCertificateDocument,
  type MemberCertificateFieldsFragment,
  MemberCertificatePageDocument,
  MemberUnitPageDocument,
  RevokeMemberCertificateDocument,
} from '../../generated/graphql';
import { CertificateStateBadge } from './CertificateStateBadge';
import { downloadCertificatePdf, printPath, verifyPath } from './download';

const EMPTY_FILTER = { unitName: '', number: '', state: '' };

/** 会员证书 (staff): certificates searched by unit, number and state; generate one or for every active unit; revoke; PDF, print, verification page. */
export function CertificatesPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(EMPTY_FILTER);
  const query = usePagedQuery(MemberCertificatePageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.memberCertificates,
  });
  const [generating, setGenerating] = useState<'one' | 'all' | null>(null);
  const [revoking, setRevoking] = useState<MemberCertificateFieldsFragment | null>(null);

  const searchFields: SearchField[] = [
    { name: 'unitName', label: t('certificate.field.unitName') },
    { name: 'number', label: t('certificate.field.number') },
    {
      name: 'state',
      label: t('certificate.field.state'),
      options: ['valid', 'expired', 'revoked'].map((value) => ({
        value,
        label: t(`certificate.filterState.${value}`),
      })),
    },
  ];

  const columns = useMemo<Array<Column<MemberCertificateFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'number',
        header: t('certificate.field.number'),
        value: (r) => r.number,
        render: (r) => (
          <Code size="sm" variant="surface">
            {r.number}
          </Code>
        ),
        width: '40',
      },
      {
        key: 'unitName',
        header: t('certificate.field.unitName'),
        value: (r) => r.unitName,
        truncate: true,
        width: '56',
      },
      {
        key: 'model',
        header: t('certificate.field.model'),
        value: (r) => r.modelTitle ?? '—',
        truncate: true,
        width: '36',
      },
      {
        key: 'validity',
        header: t('certificate.field.validity'),
        value: (r) => `${r.validFrom} ~ ${r.validTo}`,
        width: '48',
      },
      { key: 'issueDate', header: t('certificate.field.issueDate'), value: (r) => r.issueDate, width: '28' },
      {
        key: 'state',
        header: t('certificate.field.state'),
        value: (r) => t(`certificate.stateShort.${r.state}`),
        render: (r) => <CertificateStateBadge state={r.state} />,
        width: '20',
        align: 'center',
      },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('certificate.list.caption')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.number}
        actionsWidth="96"
        toolbar={
          <Can codes={['member_certificate_generate']}>
            <Button size="sm" onClick={() => setGenerating('one')}>
              <Plus />
              <FormattedMessage id="certificate.generate.one" />
            </Button>
            <Button size="sm" variant="outline" onClick={() => setGenerating('all')}>
              <Layers />
              <FormattedMessage id="certificate.generate.all" />
            </Button>
          </Can>
        }
        rowActions={(r) => (
          <>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => void downloadCertificatePdf(r.id, r.number)}
              aria-label={`${t('certificate.action.pdf')} ${r.number}`}
            >
              <FileDown />
              PDF
            </Button>
            <Button size="xs" variant="ghost" asChild>
              <a href={printPath(r.id)} target="_blank" rel="noopener">
                <Printer />
                <FormattedMessage id="certificate.action.print" />
              </a>
            </Button>
            <Button size="xs" variant="ghost" asChild>
              <a href={verifyPath(r.code)} target="_blank" rel="noopener">
                <ShieldCheck />
                <FormattedMessage id="certificate.action.verify" />
              </a>
            </Button>
            {r.status === 1 && (
              <Can codes={['member_certificate_revoke']}>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRevoking(r)}>
                  <Ban />
                  <FormattedMessage id="certificate.action.revoke" />
                </Button>
              </Can>
            )}
          </>
        )}
      />
      <GenerateDialog mode={generating} onClose={() => setGenerating(null)} />
      <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

function GenerateDialog({ mode, onClose }: { mode: 'one' | 'all' | null; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const models = useQuery(CertificateModelPageDocument, {
    variables: { page: { current: 1, size: 200 }, filter: { status: 1 } },
    skip: !mode,
  });
  const units = useQuery(MemberUnitPageDocument, {
    variables: { page: { current: 1, size: 200 }, filter: { status: 1 } },
    skip: mode !== 'one',
  });
  const [values, setValues] = useState({ modelId: '', unitId: '', issueDate: '', validFrom: '', validTo: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const evict = { update: (cache: Parameters<typeof evictList>[0]) => evictList(cache, 'memberCertificates') };
  const [generateOne, one] = useMutation(GenerateMemberCertificateDocument, evict);
  const [generateAll, all] = useMutation(GenerateAllMemberCertificatesDocument, evict);
  const set = (name: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: '' }));
  };
  const close = () => {
    setValues({ modelId: '', unitId: '', issueDate: '', validFrom: '', validTo: '' });
    setErrors({});
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!values.modelId) missing.modelId = t('certificate.generate.modelRequired');
    if (mode === 'one' && !values.unitId) missing.unitId = t('certificate.generate.unitRequired');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const dates = {
      issueDate: values.issueDate || null,
      validFrom: values.validFrom || null,
      validTo: values.validTo || null,
    };
    try {
      if (mode === 'one') {
        const r = await generateOne({
          variables: { input: { modelId: values.modelId, unitId: values.unitId, ...dates } },
        });
        notify('success', {
          id: 'certificate.generate.done',
          values: { number: r.data?.generateMemberCertificate.number ?? '' },
        });
      } else {
        const r = await generateAll({ variables: { input: { modelId: values.modelId, ...dates } } });
        notify('success', {
          id: 'certificate.generate.allDone',
          values: {
            created: r.data?.generateAllMemberCertificates.created ?? 0,
            skipped: r.data?.generateAllMemberCertificates.skipped ?? 0,
          },
        });
      }
      close();
    } catch (error) {
      const problem = readApiProblem(error);
      if (!problem) return;
      if (Object.keys(problem.fields).length) setErrors(problem.fields as Record<string, string>);
      else notify('error', { text: problem.message });
    }
  };
  return (
    <DialogFrame
      open={mode !== null}
      onClose={close}
      title={<FormattedMessage id={mode === 'all' ? 'certificate.generate.all' : 'certificate.generate.one'} />}
      divider
      lazy
    >
      <form
        onSubmit={submit}
        noValidate
        aria-label={t(mode === 'all' ? 'certificate.generate.all' : 'certificate.generate.one')}
      >
        <Dialog.Body py="5">
          <Stack gap="4">
            {mode === 'all' && (
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage id="certificate.generate.allHint" />
              </Text>
            )}
            <FormField label={t('certificate.field.model')} required error={errors.modelId}>
              <OptionSelect
                value={values.modelId}
                onChange={(v) => set('modelId', v)}
                emptyLabel={t('certificate.generate.chooseModel')}
                options={(models.data?.certificateModels.records ?? []).map((m) => ({ value: m.id, label: m.title }))}
              />
            </FormField>
            {mode === 'one' && (
              <FormField label={t('certificate.field.unitName')} required error={errors.unitId}>
                <OptionSelect
                  value={values.unitId}
                  onChange={(v) => set('unitId', v)}
                  emptyLabel={t('certificate.generate.chooseUnit')}
                  options={(units.data?.memberUnits.records ?? []).map((u) => ({ value: u.id, label: u.name }))}
                />
              </FormField>
            )}
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField label={t('certificate.field.issueDate')} error={errors.issueDate}>
                <DatePickerField value={values.issueDate} onChange={(v) => set('issueDate', v)} />
              </FormField>
              <FormField label={t('certificate.field.validFrom')} error={errors.validFrom}>
                <DatePickerField value={values.validFrom} onChange={(v) => set('validFrom', v)} />
              </FormField>
              <FormField label={t('certificate.field.validTo')} error={errors.validTo}>
                <DatePickerField value={values.validTo} onChange={(v) => set('validTo', v)} />
              </FormField>
            </SimpleGrid>
            <Text color="fg.muted" fontSize="xs">
              <FormattedMessage id="certificate.generate.datesHint" />
            </Text>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={close}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" loading={one.loading || all.loading}>
            <FormattedMessage id="certificate.generate.submit" />
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}

function RevokeDialog({
  certificate,
  onClose,
}: {
  certificate: MemberCertificateFieldsFragment | null;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [revoke, { loading }] = useMutation(RevokeMemberCertificateDocument);
  const close = () => {
    setReason('');
    setError('');
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!certificate) return;
    if (!reason.trim()) {
      setError(t('certificate.revoke.reasonRequired'));
      return;
    }
    try {
      await revoke({ variables: { input: { id: certificate.id, reason: reason.trim() } } });
      notify('success', { id: 'certificate.revoke.done' });
      close();
    } catch (e) {
      const problem = readApiProblem(e);
      if (problem) setError(problem.message);
    }
  };
  return (
    <DialogFrame
      open={certificate !== null}
      onClose={close}
      title={<FormattedMessage id="certificate.revoke.title" />}
      divider
    >
      <form onSubmit={submit} noValidate aria-label={t('certificate.revoke.title')}>
        <Dialog.Body py="5">
          <Stack gap="4">
            <Text>
              <FormattedMessage
                id="certificate.revoke.confirm"
                values={{ number: certificate?.number ?? '', unit: certificate?.unitName ?? '' }}
              />
            </Text>
            <FormField label={t('certificate.revoke.reason')} required error={error}>
              <Textarea
                value={reason}
                onChange={(e) => {
                  setReason(e.currentTarget.value);
                  setError('');
                }}
                maxLength={500}
                rows={3}
              />
            </FormField>
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage id="certificate.revoke.hint" />
            </Text>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={close}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" colorPalette="red" loading={loading}>
            <FormattedMessage id="certificate.revoke.submit" />
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}
