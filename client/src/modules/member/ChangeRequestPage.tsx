import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Card, HStack, Input, Link, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import { CheckboxChoices, SaveAndSubmitButtons } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { ApprovalPanel, FlowStatusBadge } from '../../engine/flow';
import {
  FormField,
  required,
  type Rules,
  UploadField,
  type UploadFile,
  useDictionary,
  useForm,
} from '../../engine/form';
import {
  type MemberChangeFieldsFragment,
  type MemberUnitFieldsFragment,
  MyMemberUnitDetailDocument,
  MyOpenMemberChangeDocument,
  SubmitMemberChangeDocument,
} from '../../generated/graphql';
import { ChangeDiff } from './ChangeDiff';
import { CHANGE_BUSINESS_TYPE, CHANGE_PATHS, type ChangeKind, changedFields, valuesOf } from './changeKinds';
import { MEMBER_POST_DICT, mobileMessageId } from './rules';
import { ProblemAlert } from '../../engine/feedback/ProblemAlert';

/** Editable while not under review and not finished: pending, rejected or withdrawn. */
const EDITABLE = [0, 3, 5];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface ChangeForm extends Record<string, string> {
  contactName: string;
  contactMobile: string;
  email: string;
  address: string;
  legalRepresentative: string;
  qualifications: string;
}

const formOf = (v: Record<string, unknown>): ChangeForm => ({
  contactName: String(v.contactName ?? ''),
  contactMobile: String(v.contactMobile ?? ''),
  email: String(v.email ?? ''),
  address: String(v.address ?? ''),
  legalRepresentative: String(v.legalRepresentative ?? ''),
  qualifications: String(v.qualifications ?? ''),
});

/**
 * 联系人变更 / 资质变更 / 职务变更 (member portal): the company account edits the new values next to the current
 * ones, sees the changed fields highlighted, adds evidence, saves a draft or sends it for approval, and follows it.
 */
export function ChangeRequestPage({ kind }: { kind: ChangeKind }) {
  const unit = useQuery(MyMemberUnitDetailDocument, { fetchPolicy: 'cache-and-network' });
  const open = useQuery(MyOpenMemberChangeDocument, { variables: { kind }, fetchPolicy: 'cache-and-network' });
  if ((unit.loading && !unit.data) || (open.loading && !open.data))
    return (
      <Text color="fg.muted">
        <FormattedMessage id="common.loading" />
      </Text>
    );
  const member = unit.data?.myMemberUnit;
  const request = open.data?.myOpenMemberChange ?? null;
  const refetch = () => {
    void unit.refetch();
    void open.refetch();
  };
  const auditList = (
    <Link asChild colorPalette="blue" fontSize="sm">
      <RouterLink to={`${CHANGE_PATHS[kind]}/auditList`}>
        <FormattedMessage id="member.change.auditListLink" />
      </RouterLink>
    </Link>
  );
  if (!member) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="member.change.noUnit" />
        </Alert.Title>
      </Alert.Root>
    );
  }
  const editable = !request || EDITABLE.includes(request.flowStatus);
  return (
    <Stack gap="6">
      {editable ? (
        <ChangeFormCard
          key={request ? `${request.id}:${request.version}` : 'new'}
          kind={kind}
          unit={member}
          request={request}
          onSaved={refetch}
          extra={auditList}
        />
      ) : (
        request && (
          <Card.Root variant="outline">
            <Card.Header>
              <HStack justify="space-between">
                <Card.Title>
                  <FormattedMessage id={`member.change.kind.${kind}`} />
                </Card.Title>
                <HStack gap="4">
                  {auditList}
                  <FlowStatusBadge status={request.flowStatus} />
                </HStack>
              </HStack>
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage id="member.change.reviewing" />
              </Text>
            </Card.Header>
            <Card.Body>
              <ChangeDiff kind={kind} before={valuesOf(request.before)} after={valuesOf(request.after)} />
            </Card.Body>
          </Card.Root>
        )
      )}
      {request?.flowInstanceId && (
        <ApprovalPanel businessType={CHANGE_BUSINESS_TYPE} businessId={request.id} onChanged={refetch} />
      )}
    </Stack>
  );
}

function ChangeFormCard({
  kind,
  unit,
  request,
  onSaved,
  extra,
}: {
  kind: ChangeKind;
  unit: MemberUnitFieldsFragment;
  request: MemberChangeFieldsFragment | null;
  onSaved(): void;
  extra: React.ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const current = valuesOf(unit);
  const start = request ? valuesOf(request.after) : current;
  const rules = useMemo<Rules<ChangeForm>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    if (kind !== 'contacts') return {};
    return {
      contactName: [required(t('member.rules.contactRequired'))],
      contactMobile: [
        (v) => {
          const id = mobileMessageId(v);
          return id ? t(id) : undefined;
        },
      ],
      email: [(v) => (v.trim() && !EMAIL.test(v.trim()) ? t('member.rules.emailInvalid') : undefined)],
    };
  }, [intl, kind]);
  const form = useForm({ initialValues: formOf(start), rules });
  const [posts, setPosts] = useState<string[]>(() => [...((start.posts as string[] | null) ?? [])]);
  const [files, setFiles] = useState<UploadFile[]>(() =>
    (request?.attachments ?? []).map((f) => ({ name: f.name, url: f.url, uid: f.url, size: f.size ?? 0 })),
  );
  const [remark, setRemark] = useState(request?.remark ?? '');
  const [saving, setSaving] = useState<false | 'save' | 'submit'>(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [save] = useMutation(SubmitMemberChangeDocument, {
    update: (cache) => evictList(cache, 'memberChangeRequests'),
  });
  const postDict = useDictionary(MEMBER_POST_DICT, { biz: true });

  const after: Record<string, unknown> = kind === 'posts' ? { posts } : { ...form.values };
  const nothingChanged = changedFields(kind, current, after).length === 0;

  const onSave = async (andSubmit: boolean) => {
    setProblem(undefined);
    if (!form.validate()) return;
    if (nothingChanged) {
      setProblem(t('member.change.empty'));
      return;
    }
    setSaving(andSubmit ? 'submit' : 'save');
    try {
      const opt = (s: string) => (s.trim() === '' ? null : s.trim());
      const values =
        kind === 'contacts'
          ? {
              contactName: form.values.contactName.trim(),
              contactMobile: form.values.contactMobile.trim(),
              email: opt(form.values.email),
              address: opt(form.values.address),
              legalRepresentative: opt(form.values.legalRepresentative),
            }
          : kind === 'qualifications'
            ? { qualifications: opt(form.values.qualifications) }
            : { posts };
      const input = {
        ...(request ? { id: request.id, version: request.version } : {}),
        kind,
        ...values,
        remark: opt(remark),
        attachments: files.map((f) => ({ name: f.name, url: f.url, size: f.size })),
        andSubmit,
      };
      await save({ variables: { input } });
      notify('success', { id: andSubmit ? 'member.join.submitted' : 'member.change.saved' });
      onSaved();
    } catch (e) {
      const p = readApiProblem(e);
      if (p && Object.keys(p.fields).length) form.setErrors(p.fields);
      setProblem(p?.message);
      notify('error', p ? { text: p.message } : { id: 'flow.failed' });
    } finally {
      setSaving(false);
    }
  };

  const title = t(`member.change.kind.${kind}`);
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title>{title}</Card.Title>
          <HStack gap="4">
            {extra}
            {request && <FlowStatusBadge status={request.flowStatus} />}
          </HStack>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="member.change.hint" values={{ name: unit.name }} />
        </Text>
      </Card.Header>
      <Card.Body>
        <form
          aria-label={title}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSave(false);
          }}
        >
          <Stack gap="5">
            {kind === 'contacts' && (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label={t('member.change.new.contactName')} required error={form.errors.contactName}>
                  <Input {...form.field('contactName')} />
                </FormField>
                <FormField label={t('member.change.new.contactMobile')} required error={form.errors.contactMobile}>
                  <Input {...form.field('contactMobile')} inputMode="numeric" />
                </FormField>
                <FormField label={t('member.change.new.email')} error={form.errors.email}>
                  <Input {...form.field('email')} />
                </FormField>
                <FormField label={t('member.change.new.legalRepresentative')} error={form.errors.legalRepresentative}>
                  <Input {...form.field('legalRepresentative')} />
                </FormField>
                <FormField label={t('member.change.new.address')} error={form.errors.address}>
                  <Input {...form.field('address')} />
                </FormField>
              </SimpleGrid>
            )}
            {kind === 'qualifications' && (
              <FormField
                label={t('member.change.new.qualifications')}
                helperText={t('member.field.qualificationsHelp')}
                error={form.errors.qualifications}
              >
                <Textarea rows={5} {...form.field('qualifications')} />
              </FormField>
            )}
            {kind === 'posts' && (
              <FormField label={t('member.change.new.posts')}>
                <CheckboxChoices
                  aria-label={t('member.change.new.posts')}
                  value={posts}
                  onChange={setPosts}
                  options={postDict.options}
                />
              </FormField>
            )}
            <Stack gap="2">
              <Text fontWeight="medium">
                <FormattedMessage id="member.change.diffTitle" />
              </Text>
              <ChangeDiff kind={kind} before={current} after={after} />
            </Stack>
            <FormField label={t('member.change.remark')}>
              <Textarea rows={2} value={remark} onChange={(e) => setRemark(e.target.value)} />
            </FormField>
            <FormField label={t('member.change.attachments')} helperText={t('member.join.attachmentsHelp')}>
              <UploadField label={t('member.change.attachments')} value={files} onChange={setFiles} />
            </FormField>
            <ProblemAlert message={problem} />
          </Stack>
          <SaveAndSubmitButtons saving={saving} onSaveAndSubmit={() => void onSave(true)} />
        </form>
      </Card.Body>
    </Card.Root>
  );
}
