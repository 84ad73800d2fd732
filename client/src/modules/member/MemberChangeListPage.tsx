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
import { type MemberChangeFieldsFragment, MemberChangePageDocument } from '../../generated/graphql';
import { CHANGE_FIELD_LABELS } from './ChangeDiff';
import { CHANGE_KINDS, type ChangeKind } from './changeKinds';
import { APPROVAL_STATUS, statusValues } from '@zhuxie/domain/labels/status-labels';

const EMPTY_FILTER = { kind: '', flowStatus: '', unitName: '' };

/**
 * Change requests as a list: every request for staff (信息变更, /awards/memberManagement/member-info-change), or
 * the own unit's requests of one kind on the portal's audit lists (`kind` fixed, `detailPath` of the portal).
 */
export function MemberChangeListPage({
  kind,
  detailPath = '/awards/memberManagement/member-info-change',
}: {
  kind?: ChangeKind;
  detailPath?: string;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const list = useListState(EMPTY_FILTER);
  const { flowStatus, kind: kindFilter, ...text } = activeFilter(list.filter);
  const filter = {
    ...text,
    ...(kind ? { kind } : kindFilter ? { kind: kindFilter } : {}),
    ...(flowStatus ? { flowStatus: Number(flowStatus) } : {}),
  };
  const query = usePagedQuery(MemberChangePageDocument, { list, filter, select: (data) => data.memberChangeRequests });

  const searchFields: SearchField[] = [
    ...(kind
      ? []
      : [
          { name: 'unitName', label: t('member.change.unit') },
          {
            name: 'kind',
            label: t('member.change.kindColumn'),
            options: CHANGE_KINDS.map((value) => ({ value, label: t(`member.change.kind.${value}`) })),
          },
        ]),
    {
      name: 'flowStatus',
      label: t('flow.statusColumn'),
      options: statusValues(APPROVAL_STATUS).map((value) => ({ value, label: t(`flow.status.${value}`) })),
    },
  ];

  const columns = useMemo<Array<Column<MemberChangeFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      ...(kind
        ? []
        : [
            {
              key: 'unitName',
              header: t('member.change.unit'),
              value: (r: MemberChangeFieldsFragment) => r.unitName,
              truncate: true,
              width: '56',
            },
          ]),
      {
        key: 'kind',
        header: t('member.change.kindColumn'),
        value: (r) => t(`member.change.kind.${r.kind}`),
        width: '28',
      },
      {
        key: 'changedFields',
        header: t('member.change.changedFields'),
        value: (r) => r.changedFields.map((f) => t(CHANGE_FIELD_LABELS[f] ?? f)).join('、'),
        truncate: true,
        width: '48',
      },
      { key: 'applicantName', header: t('member.join.applicant'), value: (r) => r.applicantName ?? '—', width: '28' },
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
  }, [intl, kind]);

  return (
    <CrudList
      caption={t(kind ? `member.change.auditTitle.${kind}` : 'member.change.listTitle')}
      list={list}
      searchFields={searchFields}
      {...pagedListProps(query)}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => `${r.unitName} ${t(`member.change.kind.${r.kind}`)}`}
      onView={(r) => navigate(`${detailPath}/${r.id}`)}
    />
  );
}
