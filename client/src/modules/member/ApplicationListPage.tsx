import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { FlowStatusBadge } from '../../engine/flow';
import { formatDateTime } from '../../engine/format/date';
import { MemberApplicationPageDocument, type MemberApplicationPageQuery } from '../../generated/graphql';
import { APPROVAL_STATUS, statusValues } from '@zhuxie/domain/labels/status-labels';

type Row = MemberApplicationPageQuery['memberApplications']['records'][number];
const EMPTY_FILTER = { kind: '', flowStatus: '', unitName: '' };
const KINDS = ['join', 'contacts', 'qualifications', 'posts'];

/** Where one application opens: join applications and change requests have their own detail pages. */
export const applicationPath = (r: Pick<Row, 'id' | 'kind'>) =>
  r.kind === 'join'
    ? `/awards/memberManagement/join-a-society/${r.id}`
    : `/awards/memberManagement/member-info-change/${r.id}`;

/** 申请列表 (staff): join applications and change requests in one list, by kind, unit, status and date. */
export function ApplicationListPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const list = useListState(EMPTY_FILTER);
  const { flowStatus, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(MemberApplicationPageDocument, {
    list,
    filter: { ...text, ...(flowStatus ? { flowStatus: Number(flowStatus) } : {}) },
    select: (data) => data.memberApplications,
  });

  const searchFields: SearchField[] = [
    { name: 'unitName', label: t('member.change.unit') },
    {
      name: 'kind',
      label: t('member.change.kindColumn'),
      options: KINDS.map((value) => ({ value, label: t(`member.change.kind.${value}`) })),
    },
    {
      name: 'flowStatus',
      label: t('flow.statusColumn'),
      options: statusValues(APPROVAL_STATUS).map((value) => ({ value, label: t(`flow.status.${value}`) })),
    },
  ];
  const columns = useMemo<Array<Column<Row>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'unitName', header: t('member.change.unit'), value: (r) => r.unitName, truncate: true, width: '64' },
      {
        key: 'kind',
        header: t('member.change.kindColumn'),
        value: (r) => t(`member.change.kind.${r.kind}`),
        width: '28',
      },
      { key: 'applicantName', header: t('member.join.applicant'), value: (r) => r.applicantName ?? '—', width: '28' },
      {
        key: 'createTime',
        header: t('member.change.createTime'),
        value: (r) => formatDateTime(r.createTime),
        width: '40',
      },
      {
        key: 'updateTime',
        header: t('member.join.updateTime'),
        value: (r) => formatDateTime(r.updateTime),
        width: '40',
      },
      {
        key: 'flowStatus',
        header: t('flow.statusColumn'),
        value: (r) => t(`flow.status.${r.flowStatus}`),
        render: (r) => <FlowStatusBadge status={r.flowStatus} />,
        width: '24',
      },
    ];
  }, [intl]);
  return (
    <CrudList
      caption={t('member.applications.listTitle')}
      list={list}
      searchFields={searchFields}
      {...pagedListProps(query)}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => `${r.unitName} ${t(`member.change.kind.${r.kind}`)}`}
      onView={(r) => navigate(applicationPath(r))}
    />
  );
}
