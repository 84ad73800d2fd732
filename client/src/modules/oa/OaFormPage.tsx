import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Grid, GridItem, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { Hash } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import { useSession } from '../../engine/auth';
import { OptionSelect, saveForm } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import {
  DictSelect,
  FormField,
  money,
  MoneyInput,
  required,
  type Rules,
  UploadField,
  type UploadFile,
  useForm,
} from '../../engine/form';
import {
  GenerateOaReferenceNumberDocument,
  type OaApplicationQuery,
  OaApplicationDocument,
  OaPickersDocument,
  SubmitOaApplicationDocument,
} from '../../generated/graphql';
import { ApproverPicker, CcPicker } from './OaPeopleFields';
import {
  EDITABLE_STATUSES,
  MAX_APPROVERS,
  OA_CATEGORY_DICT,
  OA_URGENCY_VALUES,
  oaPaths,
  urgencyLabelId,
} from './oaTypes';

type OaRecord = OaApplicationQuery['oaApplication'];

interface OaFormValues {
  [key: string]: string;
  title: string;
  category: string;
  urgency: string;
  referenceNumber: string;
  amount: string;
  content: string;
  /** Comma-joined user ids (kept as text so the server's field messages land here). */
  approverIds: string;
  ccUserIds: string;
  /** No value: holds the server's message about the upload field. */
  attachments: string;
}

const ids = (text: string) => text.split(',').filter(Boolean);

/** 新增 / 编辑 an office application (/work/oa/form, /work/oa/form/:id): 保存 as a draft, or 保存并送审. */
export function OaFormPage() {
  const { id } = useParams();
  const intl = useIntl();
  const existing = useQuery(OaApplicationDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  if (!id) return <OaForm key="new" />;
  if (existing.loading && !existing.data)
    return (
      <Text color="fg.muted">
        <FormattedMessage id="common.loading" />
      </Text>
    );
  const record = existing.data?.oaApplication;
  if (!record || !record.mine || !EDITABLE_STATUSES.includes(record.flowStatus)) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          {existing.error
            ? (readApiProblem(existing.error)?.message ?? existing.error.message)
            : intl.formatMessage({ id: 'oa.form.notEditable' })}
        </Alert.Title>
      </Alert.Root>
    );
  }
  return <OaForm key={record.id} record={record} />;
}

function OaForm({ record }: { record?: OaRecord }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const t = (id: string) => intl.formatMessage({ id });
  const me = useSession()?.user.id;
  const pickers = useQuery(OaPickersDocument);
  const approverChoices = (pickers.data?.oaApprovers ?? []).filter((p) => p.id !== me);
  const ccChoices = (pickers.data?.oaAssociationPersonnel ?? []).filter((p) => p.id !== me);
  const rules = useMemo<Rules<OaFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      title: [required(m('oa.form.titleRequired'))],
      category: [required(m('oa.form.categoryRequired'))],
      content: [required(m('oa.form.contentRequired'))],
      amount: [money()],
    };
  }, [intl]);
  const form = useForm<OaFormValues>({
    initialValues: {
      title: record?.title ?? '',
      category: record?.category ?? '',
      urgency: String(record?.urgency ?? 1),
      referenceNumber: record?.referenceNumber ?? '',
      amount: record?.amount ?? '',
      content: record?.content ?? '',
      approverIds: (record?.approverIds ?? []).join(','),
      ccUserIds: (record?.ccUserIds ?? []).join(','),
      attachments: '',
    },
    rules,
  });
  const [files, setFiles] = useState<UploadFile[]>(() =>
    (record?.attachments ?? []).map((a, i) => ({ name: a.name, url: a.url, size: a.size, uid: `saved-${i}` })),
  );
  const [saving, setSaving] = useState<false | 'save' | 'submit'>(false);
  const [save] = useMutation(SubmitOaApplicationDocument, { update: (cache) => evictList(cache, 'oaApplications') });
  const [generate, { loading: generating }] = useMutation(GenerateOaReferenceNumberDocument);

  const onGenerate = async () => {
    try {
      const r = await generate({ variables: { input: {} } });
      const number = r.data?.generateOaReferenceNumber.referenceNumber;
      if (number) {
        form.setValue('referenceNumber', number);
        notify('success', { id: 'oa.form.referenceGenerated', values: { number } });
      }
    } catch (e) {
      notify('error', { text: readApiProblem(e)?.message ?? t('flow.failed') });
    }
  };

  const onSave = async (andSubmit: boolean) => {
    if (!form.validate()) return;
    const v = form.values;
    if (andSubmit && ids(v.approverIds).length === 0) {
      form.setErrors({ approverIds: t('oa.form.approversRequired') });
      return;
    }
    setSaving(andSubmit ? 'submit' : 'save');
    const input = {
      ...(record ? { id: record.id, version: record.version } : {}),
      title: v.title.trim(),
      category: v.category,
      urgency: Number(v.urgency),
      referenceNumber: v.referenceNumber || null,
      amount: v.amount.trim() || null,
      content: v.content,
      approverIds: ids(v.approverIds),
      ccUserIds: ids(v.ccUserIds),
      attachments: files.map((f) => ({ name: f.name, url: f.url, size: f.size })),
      andSubmit,
    };
    let savedId: string | undefined;
    const ok = andSubmit
      ? await (async () => {
          try {
            savedId = (await save({ variables: { input } })).data?.submitOaApplication.id;
            notify('success', { id: 'oa.form.submitted' });
            return true;
          } catch (e) {
            const p = readApiProblem(e);
            const known = Object.fromEntries(Object.entries(p?.fields ?? {}).filter(([f]) => f in form.values));
            if (Object.keys(known).length) form.setErrors(known);
            else if (p) notify('error', { text: p.message });
            return false;
          }
        })()
      : await saveForm(
          form,
          async () => (savedId = (await save({ variables: { input } })).data?.submitOaApplication.id),
          { updating: Boolean(record) },
        );
    setSaving(false);
    if (!ok) return;
    void navigate(andSubmit && savedId ? oaPaths.detail('-', savedId) : oaPaths.list);
  };

  const title = t(record ? 'oa.form.editTitle' : 'oa.form.createTitle');
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <form
          aria-label={title}
          noValidate
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            void onSave(false);
          }}
        >
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <FormField label={t('oa.field.title')} error={form.errors.title} required>
                <Input {...form.field('title')} maxLength={200} autoComplete="off" />
              </FormField>
            </GridItem>
            <FormField label={t('oa.field.category')} error={form.errors.category} required>
              <DictSelect
                code={OA_CATEGORY_DICT}
                biz
                name="category"
                value={form.values.category}
                onChange={(v) => form.setValue('category', v)}
                emptyLabel={t('oa.form.categoryRequired')}
              />
            </FormField>
            <FormField label={t('oa.field.urgency')} error={form.errors.urgency}>
              <OptionSelect
                name="urgency"
                value={form.values.urgency}
                onChange={(v) => form.setValue('urgency', v)}
                options={OA_URGENCY_VALUES.map((u) => ({ value: String(u), label: t(urgencyLabelId(u)) }))}
              />
            </FormField>
            <FormField
              label={t('oa.field.referenceNumber')}
              error={form.errors.referenceNumber}
              helperText={t('oa.form.referenceHelp')}
            >
              <HStack gap="2" width="full">
                <Input {...form.field('referenceNumber')} readOnly placeholder={t('oa.form.referenceEmpty')} />
                <Button
                  size="sm"
                  variant="outline"
                  flexShrink={0}
                  loading={generating}
                  disabled={Boolean(form.values.referenceNumber)}
                  onClick={() => void onGenerate()}
                >
                  <Hash />
                  <FormattedMessage id="oa.form.generateReference" />
                </Button>
              </HStack>
            </FormField>
            <FormField label={t('oa.field.amount')} error={form.errors.amount}>
              <MoneyInput
                name="amount"
                value={form.values.amount}
                onChange={(v) => form.setValue('amount', v)}
                thousands
              />
            </FormField>
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <FormField label={t('oa.field.content')} error={form.errors.content} required>
                <Textarea {...form.field('content')} rows={8} maxLength={20000} />
              </FormField>
            </GridItem>
            <FormField
              label={t('oa.field.approvers')}
              error={form.errors.approverIds}
              helperText={t('oa.form.approversHelp')}
            >
              <ApproverPicker
                people={approverChoices}
                value={ids(form.values.approverIds)}
                onChange={(next) => form.setValue('approverIds', next.join(','))}
                max={MAX_APPROVERS}
                label={t('oa.field.approvers')}
              />
            </FormField>
            <FormField label={t('oa.field.cc')} error={form.errors.ccUserIds} helperText={t('oa.form.ccHelp')}>
              <CcPicker
                people={ccChoices}
                value={ids(form.values.ccUserIds)}
                onChange={(next) => form.setValue('ccUserIds', next.join(','))}
                label={t('oa.field.cc')}
              />
            </FormField>
            <GridItem colSpan={{ base: 1, md: 2 }}>
              <FormField label={t('oa.field.attachments')} error={form.errors.attachments}>
                <UploadField value={files} onChange={setFiles} label={t('oa.field.attachments')} />
              </FormField>
            </GridItem>
          </Grid>
          <HStack mt="6" gap="3">
            <Button type="submit" variant="outline" loading={saving === 'save'} disabled={Boolean(saving)}>
              <FormattedMessage id="common.save" />
            </Button>
            <Button
              colorPalette="blue"
              loading={saving === 'submit'}
              disabled={Boolean(saving)}
              onClick={() => void onSave(true)}
            >
              <FormattedMessage id="flow.saveAndSubmit" />
            </Button>
            <Button variant="ghost" onClick={() => navigate(oaPaths.list)}>
              <FormattedMessage id="oa.form.back" />
            </Button>
          </HStack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
