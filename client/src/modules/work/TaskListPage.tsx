import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { FlowStatusBadge } from '../../engine/flow';
import { formatDateTime } from '../../engine/format/date';
import { ClaimFlowTaskDocument, type FlowInstanceFieldsFragment, FlowTasksDocument } from '../../generated/graphql';
import { businessTypeLabel } from '../flow/labels';

/** Task list kinds by route: /work/tasks/todo | claim | send | done. */
const KINDS: Record<string, 'todo' | 'claim' | 'sent' | 'done'> = {
  todo: 'todo',
  claim: 'claim',
  send: 'sent',
  done: 'done',
};

/** 待办 / 待签 / 已发 / 办结: the signed-in user's task lists of the approval flows. */
export function TaskListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const segment = useLocation().pathname.split('/').filter(Boolean)[2] ?? 'todo';
  const kind = KINDS[segment] ?? 'todo';
  const list = useListState({ title: '' });
  const query = usePagedQuery(FlowTasksDocument, {
    list,
    filter: { kind, ...activeFilter(list.filter) },
    select: (d) => d.flowTasks,
  });
  const [claim] = useMutation(ClaimFlowTaskDocument, { update: (cache) => evictList(cache, 'flowTasks') });
  const t = (id: string) => intl.formatMessage({ id });
  const searchFields: SearchField[] = [{ name: 'title', label: t('flow.task.title') }];
  // Every business type's module registers where its records open (the server's flow hooks): no list to forget here.
  const open = (r: FlowInstanceFieldsFragment, handle: boolean) => {
    const path = handle ? r.handlePath : r.detailPath;
    if (path) void navigate(path);
    else notify('error', { id: 'flow.task.noScreen' });
  };

  const columns = useMemo<Array<Column<FlowInstanceFieldsFragment>>>(
    () => [
      {
        key: 'title',
        header: intl.formatMessage({ id: 'flow.task.title' }),
        value: (r) => r.title,
        truncate: true,
        width: '72',
      },
      {
        key: 'businessType',
        header: intl.formatMessage({ id: 'flow.task.businessType' }),
        value: (r) => businessTypeLabel(intl, r.businessType, r.businessTypeLabel),
        width: '28',
      },
      {
        key: 'applicantName',
        header: intl.formatMessage({ id: 'flow.task.applicant' }),
        value: (r) => r.applicantName,
        width: '28',
      },
      {
        key: 'status',
        header: intl.formatMessage({ id: 'flow.statusColumn' }),
        value: (r) => intl.formatMessage({ id: `flow.status.${r.status}` }),
        render: (r) => <FlowStatusBadge status={r.status} />,
        width: '24',
      },
      {
        key: 'updateTime',
        header: intl.formatMessage({ id: 'flow.task.updateTime' }),
        value: (r) => formatDateTime(r.updateTime),
        width: '44',
      },
    ],
    [intl],
  );

  return (
    <CrudList
      caption={t(`flow.task.list.${kind}`)}
      list={list}
      searchFields={searchFields}
      {...pagedListProps(query)}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => r.title}
      onView={kind === 'todo' || kind === 'claim' ? undefined : (r) => open(r, false)}
      rowActions={(r) =>
        kind === 'todo' ? (
          <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => open(r, true)}>
            <FormattedMessage id="flow.task.handle" />
          </Button>
        ) : kind === 'claim' ? (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            onClick={async () => {
              try {
                await claim({ variables: { input: { instanceId: r.id, version: r.version } } });
                notify('success', { id: 'flow.task.claimed' });
                open(r, true);
              } catch (e) {
                notify('error', { text: readApiProblem(e)?.message ?? t('flow.failed') });
                query.refetch();
              }
            }}
          >
            <FormattedMessage id="flow.task.claim" />
          </Button>
        ) : null
      }
      actionsWidth="32"
    />
  );
}
