import { Code } from '@chakra-ui/react';
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
import { useDictLabel } from '../../engine/form';
import { formatDateTime } from '../../engine/format/date';
import { type EntryApplicationFieldsFragment, EntryApplicationPageDocument } from '../../generated/graphql';
import { MEMBER_LEVEL_DICT } from './rules';
import { APPROVAL_STATUS, statusValues } from '@zhuxie/domain/labels/status-labels';

const EMPTY_FILTER = { name: '', creditCode: '', flowStatus: '' };

/** 入会申请 (staff): every join application, searched by name, credit code and status; open one to approve it. */
export function JoinSocietyPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const list = useListState(EMPTY_FILTER);
  const { flowStatus, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(EntryApplicationPageDocument, {
    list,
    filter: { ...text, ...(flowStatus ? { flowStatus: Number(flowStatus) } : {}) },
    select: (data) => data.entryApplications,
  });
  const levelLabel = useDictLabel(MEMBER_LEVEL_DICT, { biz: true });

  const searchFields: SearchField[] = [
    { name: 'name', label: t('member.field.name') },
    { name: 'creditCode', label: t('member.field.creditCode') },
    {
      name: 'flowStatus',
      label: t('flow.statusColumn'),
      options: statusValues(APPROVAL_STATUS).map((value) => ({ value, label: t(`flow.status.${value}`) })),
    },
  ];

  const columns = useMemo<Array<Column<EntryApplicationFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'name', header: t('member.field.name'), value: (r) => r.name, truncate: true, width: '64' },
      {
        key: 'creditCode',
        header: t('member.field.creditCode'),
        value: (r) => r.creditCode,
        render: (r) => (
          <Code size="sm" variant="surface">
            {r.creditCode}
          </Code>
        ),
        width: '48',
      },
      {
        key: 'memberLevel',
        header: t('member.join.requestedLevel'),
        value: (r) => levelLabel(r.memberLevel),
        width: '32',
      },
      {
        key: 'contact',
        header: t('member.field.contactName'),
        value: (r) => `${r.contactName} ${r.contactMobile}`,
        width: '40',
      },
      {
        key: 'updateTime',
        header: t('member.join.updateTime'),
        value: (r) => formatDateTime(r.updateTime),
        width: '44',
      },
      {
        key: 'flowStatus',
        header: t('flow.statusColumn'),
        value: (r) => t(`flow.status.${r.flowStatus}`),
        render: (r) => <FlowStatusBadge status={r.flowStatus} />,
        width: '24',
      },
    ];
  }, [intl, levelLabel]);

  return (
    <CrudList
      caption={t('member.join.listTitle')}
      list={list}
      searchFields={searchFields}
      {...pagedListProps(query)}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => r.name}
      onView={(r) => navigate(`/awards/memberManagement/join-a-society/${r.id}`)}
    />
  );
}
