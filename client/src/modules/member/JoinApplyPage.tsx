import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import { notify } from '../../engine/feedback/toaster';
import { ApprovalPanel, FlowStatusBadge } from '../../engine/flow';
import { FormField, UploadField, type UploadFile, useForm } from '../../engine/form';
import {
  type EntryApplicationFieldsFragment,
  MyEntryApplicationDocument,
  MyMemberUnitDocument,
  SubmitEntryApplicationDocument,
} from '../../generated/graphql';
import { CompanyFields, companyInput, companyValues, EMPTY_COMPANY, useCompanyRules } from './CompanyFields';
import { EntryApplicationView } from './EntryApplicationView';
import { SaveAndSubmitButtons } from '../../engine/crud';
import { ENTRY_BUSINESS_TYPE } from './rules';

/** Editable while not under review and not finished: pending, rejected or withdrawn. */
const EDITABLE = [0, 3, 5];

/**
 * 入会申请 (member portal, /cmsPages/joinApply): the company account fills its join application, saves it (保存) or
 * saves and sends it for review (保存并送审), and follows its status and approval record.
 */
export function JoinApplyPage() {
  const mine = useQuery(MyEntryApplicationDocument, { fetchPolicy: 'cache-and-network' });
  const unit = useQuery(MyMemberUnitDocument, { fetchPolicy: 'cache-and-network' });
  if ((mine.loading && !mine.data) || (unit.loading && !unit.data))
    return (
      <Text color="fg.muted">
        <FormattedMessage id="common.loading" />
      </Text>
    );
  const app = mine.data?.myEntryApplication ?? null;
  const refetch = () => {
    void mine.refetch();
    void unit.refetch();
  };
  const member = unit.data?.myMemberUnit;
  const editable = !app || EDITABLE.includes(app.flowStatus);
  return (
    <Stack gap="6">
      {member && member.status === 1 && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="member.join.alreadyMember" values={{ name: member.name }} />
          </Alert.Title>
        </Alert.Root>
      )}
      {editable && !(member && member.status === 1) ? (
        <JoinForm key={app ? `${app.id}:${app.version}` : 'new'} app={app} onSaved={refetch} />
      ) : (
        app && (
          <Card.Root variant="outline">
            <Card.Header>
              <HStack justify="space-between">
                <Card.Title>
                  <FormattedMessage id="member.join.mine" />
                </Card.Title>
                <FlowStatusBadge status={app.flowStatus} />
              </HStack>
            </Card.Header>
            <Card.Body>
              <EntryApplicationView app={app} />
            </Card.Body>
          </Card.Root>
        )
      )}
      {app?.flowInstanceId && (
        <ApprovalPanel businessType={ENTRY_BUSINESS_TYPE} businessId={app.id} onChanged={refetch} />
      )}
    </Stack>
  );
}

function JoinForm({ app, onSaved }: { app: EntryApplicationFieldsFragment | null; onSaved(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useCompanyRules();
  const form = useForm({ initialValues: app ? companyValues(app) : EMPTY_COMPANY, rules });
  const [files, setFiles] = useState<UploadFile[]>(() =>
    (app?.attachments ?? []).map((f) => ({ name: f.name, url: f.url, uid: f.url, size: f.size ?? 0 })),
  );
  const [saving, setSaving] = useState<false | 'save' | 'submit'>(false);
  const [save] = useMutation(SubmitEntryApplicationDocument, {
    update: (cache) => evictList(cache, 'entryApplications'),
  });

  const onSave = async (andSubmit: boolean) => {
    if (!form.validate()) return;
    setSaving(andSubmit ? 'submit' : 'save');
    try {
      const input = {
        ...(app ? { id: app.id, version: app.version } : {}),
        ...companyInput(form.values),
        attachments: files.map((f) => ({ name: f.name, url: f.url, size: f.size })),
        andSubmit,
      };
      await save({ variables: { input } });
      notify('success', {
        id: andSubmit ? 'member.join.submitted' : app ? 'common.updateSuccess' : 'common.createSuccess',
      });
      onSaved();
    } catch (e) {
      const p = readApiProblem(e);
      if (p && Object.keys(p.fields).length) form.setErrors(p.fields);
      notify('error', p ? { text: p.message } : { id: 'flow.failed' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root variant="outline">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title>
            <FormattedMessage id="member.join.formTitle" />
          </Card.Title>
          {app && <FlowStatusBadge status={app.flowStatus} />}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="member.join.formHint" />
        </Text>
      </Card.Header>
      <Card.Body>
        <form
          aria-label={t('member.join.formTitle')}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSave(false);
          }}
        >
          <Stack gap="5">
            <CompanyFields form={form} levelLabelId="member.join.requestedLevel" />
            <FormField label={t('member.join.attachments')} helperText={t('member.join.attachmentsHelp')}>
              <UploadField label={t('member.join.attachments')} value={files} onChange={setFiles} />
            </FormField>
          </Stack>
          <SaveAndSubmitButtons saving={saving} onSaveAndSubmit={() => void onSave(true)} />
        </form>
      </Card.Body>
    </Card.Root>
  );
}
