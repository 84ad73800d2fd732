import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Button, Dialog, HStack, Icon, Stack, Text, Textarea } from '@chakra-ui/react';
import { Ban, History, TriangleAlert } from 'lucide-react';
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
  pagedListProps,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { ApprovalRecordDialog, FlowStatusBadge, flowStatusLabelId } from '../../engine/flow';
import { FormField } from '../../engine/form';
import { formatDateTime } from '../../engine/format/date';
import {
  FlowFollowUpDocument,
  type FlowInstanceFieldsFragment,
  FlowInstanceRecordDocument,
  TerminateFlowInstanceDocument,
} from '../../generated/graphql';
import { FLOW_ADMIN, useBusinessTypeOptions } from './FlowModelPage';
import { businessTypeLabel } from './labels';

const EMPTY_FILTER = { businessType: '', status: '', title: '' };
const STATUSES = [0, 1, 2, 3, 4, 5];
const REVIEWING = 1;

/** 流程跟踪: every flow instance of the tenant; its approval record; 终止 of one under review. */
export function FlowFollowPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const list = useListState(EMPTY_FILTER);
  const { status, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(FlowFollowUpDocument, {
    list,
    filter: { ...text, ...(status ? { status: Number(status) } : {}) },
    select: (d) => d.flowFollowUp,
  });
  const typeOptions = useBusinessTypeOptions();
  const [record, setRecord] = useState<string | null>(null);
  const [terminating, setTerminating] = useState<FlowInstanceFieldsFragment | null>(null);

  const searchFields: SearchField[] = [
    { name: 'businessType', label: t('flow.task.businessType'), options: typeOptions },
    {
      name: 'status',
      label: t('flow.statusColumn'),
      options: STATUSES.map((s) => ({ value: String(s), label: t(flowStatusLabelId(s)) })),
    },
    { name: 'title', label: t('flow.task.title') },
  ];

  const columns = useMemo<Array<Column<FlowInstanceFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'title', header: t('flow.task.title'), value: (r) => r.title, truncate: true, width: '64' },
      {
        key: 'businessType',
        header: t('flow.task.businessType'),
        value: (r) => businessTypeLabel(intl, r.businessType),
        width: '24',
      },
      { key: 'applicantName', header: t('flow.task.applicant'), value: (r) => r.applicantName, width: '28' },
      {
        key: 'status',
        header: t('flow.statusColumn'),
        value: (r) => t(flowStatusLabelId(r.status)),
        render: (r) => <FlowStatusBadge status={r.status} />,
        width: '24',
        align: 'center',
      },
      {
        key: 'modelVersion',
        header: t('flow.model.version'),
        value: (r) => `V${r.modelVersion}`,
        width: '16',
        align: 'center',
      },
      {
        key: 'submitTime',
        header: t('flow.follow.submitTime'),
        value: (r) => (r.submitTime ? formatDateTime(r.submitTime) : '—'),
        width: '44',
      },
      { key: 'updateTime', header: t('flow.task.updateTime'), value: (r) => formatDateTime(r.updateTime), width: '44' },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('flow.follow.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.title}
        rowActions={(r) => (
          <>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => setRecord(r.id)}
              aria-label={t('flow.follow.recordOf', { name: r.title })}
            >
              <History />
              <FormattedMessage id="flow.record.title" />
            </Button>
            {r.status === REVIEWING && (
              <Can codes={[FLOW_ADMIN]}>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => setTerminating(r)}
                  aria-label={t('flow.follow.terminateRow', { name: r.title })}
                >
                  <Ban />
                  <FormattedMessage id="flow.follow.terminate" />
                </Button>
              </Can>
            )}
          </>
        )}
        actionsWidth="48"
      />
      <RecordDialog instanceId={record} onClose={() => setRecord(null)} />
      <TerminateDialog instance={terminating} onClose={() => setTerminating(null)} />
    </>
  );
}

/** The approval record of an instance, read fresh from the server. */
function RecordDialog({ instanceId, onClose }: { instanceId: string | null; onClose(): void }) {
  const { data } = useQuery(
    FlowInstanceRecordDocument,
    instanceId ? { variables: { id: instanceId }, fetchPolicy: 'network-only' } : skipToken,
  );
  const logs = instanceId && data?.flowInstance.instance?.id === instanceId ? data.flowInstance.logs : [];
  return <ApprovalRecordDialog open={instanceId !== null} onClose={onClose} logs={logs} />;
}

/** 终止: a reason, a confirmation, then the instance is voided for good. */
function TerminateDialog({ instance, onClose }: { instance: FlowInstanceFieldsFragment | null; onClose(): void }) {
  const intl = useIntl();
  return (
    <DialogFrame
      open={instance !== null}
      onClose={onClose}
      size="md"
      divider
      lazy
      title={intl.formatMessage({ id: 'flow.follow.terminateTitle' })}
    >
      {instance && <TerminateForm key={instance.id} instance={instance} onClose={onClose} />}
    </DialogFrame>
  );
}

function TerminateForm({ instance, onClose }: { instance: FlowInstanceFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Two stages in the one dialog (a second dialog on top would be hidden from assistive technology): the reason, then the question.
  const [confirming, setConfirming] = useState(false);
  const [terminate, { loading }] = useMutation(TerminateFlowInstanceDocument, {
    update: (cache) => {
      evictList(cache, 'flowFollowUp');
      evictList(cache, 'flowTasks');
      evictList(cache, 'flowTaskCounts');
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('flow.follow.reasonRequired'));
      return;
    }
    setError(undefined);
    if (!confirming) {
      setConfirming(true);
      return;
    }
    try {
      await terminate({ variables: { input: { instanceId: instance.id, reason: reason.trim() } } });
      notify('success', { id: 'flow.follow.terminated' });
      onClose();
    } catch (e) {
      setConfirming(false);
      const problem = readApiProblem(e);
      if (problem?.fields.reason) setError(problem.fields.reason);
      else if (problem) notify('error', { text: problem.message });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('flow.follow.terminateTitle')}>
      <Dialog.Body py="5">
        {confirming ? (
          <HStack align="start" gap="3" role="alert">
            <Icon as={TriangleAlert} color="orange.500" boxSize="5" mt="0.5" aria-hidden />
            <Stack gap="2">
              <Text>{t('flow.follow.terminateConfirm', { name: instance.title })}</Text>
              <Text color="fg.muted" textStyle="sm">
                {t('flow.follow.reason')}：{reason.trim()}
              </Text>
            </Stack>
          </HStack>
        ) : (
          <Stack gap="4">
            <Text>
              <FormattedMessage id="flow.follow.terminateIntro" values={{ name: instance.title }} />
            </Text>
            <FormField label={t('flow.follow.reason')} error={error} required>
              <Textarea
                name="reason"
                value={reason}
                rows={3}
                maxLength={500}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
            </FormField>
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        {confirming ? (
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={loading}>
            <FormattedMessage id="flow.follow.back" />
          </Button>
        ) : (
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
        )}
        <Button type="submit" colorPalette="red" loading={loading}>
          <FormattedMessage id={confirming ? 'common.confirm' : 'flow.follow.terminate'} />
        </Button>
      </Dialog.Footer>
    </form>
  );
}
