import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, DataList, Dialog, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { Paperclip, Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { readApiProblem } from '../../engine/apollo/errors';
import { DialogFrame } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { ApprovalPanel, type ApprovalRecord, FlowStatusBadge } from '../../engine/flow';
import { DictLabel, FormField, formatFileSize } from '../../engine/form';
import { formatYuan } from '../../engine/format/money';
import { formatDateTime } from '../../engine/format/date';
import { OaApplicationDocument, UpdateOaApprovalRecordDocument } from '../../generated/graphql';
import {
  EDITABLE_STATUSES,
  OA_BUSINESS_TYPE,
  OA_CATEGORY_DICT,
  oaPaths,
  URGENCY_BADGE,
  urgencyLabelId,
} from './oaTypes';

/**
 * An office application with its approval panel (/work/oa/detail/:id): the applicant follows it (送审, 撤回 …),
 * the current approver approves or rejects there, and the author of the latest opinion may correct it in the
 * approval-record dialog until the next approver acts.
 */
export function OaDetailPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(OaApplicationDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [correcting, setCorrecting] = useState<ApprovalRecord | null>(null);
  const record = data?.oaApplication;
  if (loading && !record)
    return (
      <Text color="fg.muted">
        <FormattedMessage id="common.loading" />
      </Text>
    );
  if (!record) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          {error ? (readApiProblem(error)?.message ?? error.message) : intl.formatMessage({ id: 'common.loadFailed' })}
        </Alert.Title>
      </Alert.Root>
    );
  }
  const t = (key: string) => intl.formatMessage({ id: key });
  const people = (list: readonly { name: string; deptName?: string | null }[]) =>
    list.length ? list.map((p) => p.name).join('、') : '—';
  const items: Array<[string, ReactNode]> = [
    ['oa.field.referenceNumber', record.referenceNumber ?? '—'],
    ['oa.field.category', <DictLabel key="c" code={OA_CATEGORY_DICT} biz value={record.category} />],
    [
      'oa.field.urgency',
      <Badge key="u" {...(URGENCY_BADGE[record.urgency] ?? URGENCY_BADGE[1])}>
        {t(urgencyLabelId(record.urgency))}
      </Badge>,
    ],
    ['oa.field.amount', formatYuan(intl, record.amount, { thousands: true })],
    [
      'oa.field.applicant',
      record.applicantDeptName ? `${record.applicantName}（${record.applicantDeptName}）` : record.applicantName,
    ],
    ['oa.field.createTime', formatDateTime(record.createTime)],
    ['oa.field.approvers', record.approvers.map((p, i) => `${i + 1}. ${p.name}`).join('  ') || '—'],
    ['oa.field.cc', people(record.ccPersonnel)],
    ['flow.statusColumn', <FlowStatusBadge key="s" status={record.flowStatus} />],
  ];

  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Header>
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Card.Title>{record.title}</Card.Title>
            {record.mine && EDITABLE_STATUSES.includes(record.flowStatus) && (
              <Button size="sm" variant="outline" onClick={() => navigate(oaPaths.edit(record.id))}>
                <Pencil />
                <FormattedMessage id="common.edit" />
              </Button>
            )}
          </HStack>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <DataList.Root orientation="horizontal">
              {items.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel>
                    <FormattedMessage id={label} />
                  </DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            <Stack gap="1">
              <Text fontWeight="medium" color="fg.muted">
                <FormattedMessage id="oa.field.content" />
              </Text>
              <Text whiteSpace="pre-wrap">{record.content}</Text>
            </Stack>
            <Stack gap="1">
              <Text fontWeight="medium" color="fg.muted">
                <FormattedMessage id="oa.field.attachments" />
              </Text>
              {record.attachments.length === 0 ? (
                <Text color="fg.muted">—</Text>
              ) : (
                record.attachments.map((a) => (
                  <HStack key={a.url} gap="2">
                    <Paperclip size={14} aria-hidden />
                    <Link href={a.url} target="_blank" rel="noreferrer" colorPalette="blue">
                      {a.name}
                    </Link>
                    <Text color="fg.muted" textStyle="xs">
                      {formatFileSize(a.size)}
                    </Text>
                  </HStack>
                ))
              )}
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>
      <ApprovalPanel
        businessType={OA_BUSINESS_TYPE}
        businessId={record.id}
        onChanged={() => void refetch()}
        recordActions={(log) =>
          log.id === record.correctableRecordId ? (
            <Button size="xs" variant="ghost" onClick={() => setCorrecting(log)}>
              <Pencil />
              <FormattedMessage id="oa.record.correct" />
            </Button>
          ) : null
        }
      />
      <CorrectOpinionDialog log={correcting} onClose={() => setCorrecting(null)} onSaved={() => void refetch()} />
    </Stack>
  );
}

/** Corrects the text of the user's own latest opinion (approval-record/update); the first text stays in the record. */
function CorrectOpinionDialog({
  log,
  onClose,
  onSaved,
}: {
  log: ApprovalRecord | null;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  return (
    <DialogFrame
      open={Boolean(log)}
      onClose={onClose}
      title={intl.formatMessage({ id: 'oa.record.correctTitle' })}
      size="md"
      divider
    >
      {log && <CorrectOpinionForm key={log.id} log={log} onClose={onClose} onSaved={onSaved} />}
    </DialogFrame>
  );
}

function CorrectOpinionForm({ log, onClose, onSaved }: { log: ApprovalRecord; onClose(): void; onSaved(): void }) {
  const intl = useIntl();
  const [text, setText] = useState(log.approvalOpinion ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const [update, { loading }] = useMutation(UpdateOaApprovalRecordDocument, {
    refetchQueries: ['FlowRecord', 'OaApplication'],
  });
  const submit = async () => {
    setProblem(undefined);
    try {
      await update({ variables: { input: { id: log.id, approvalOpinion: text } } });
      notify('success', { id: 'common.updateSuccess' });
      onSaved();
      onClose();
    } catch (e) {
      setProblem(readApiProblem(e)?.message ?? intl.formatMessage({ id: 'flow.failed' }));
    }
  };
  return (
    <>
      <Dialog.Body>
        <Stack gap="3">
          <Text textStyle="sm" color="fg.muted">
            {log.approvalConfigTitle} · {formatDateTime(log.createDateTime)}
          </Text>
          <FormField label={intl.formatMessage({ id: 'flow.panel.opinion' })} error={problem}>
            <Textarea value={text} onChange={(e) => setText(e.currentTarget.value)} rows={4} maxLength={2000} />
          </FormField>
          <Text textStyle="xs" color="fg.muted">
            <FormattedMessage id="oa.record.correctHelp" />
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button colorPalette="blue" loading={loading} onClick={() => void submit()}>
          <FormattedMessage id="common.save" />
        </Button>
      </Dialog.Footer>
    </>
  );
}
