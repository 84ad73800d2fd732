import { useQuery } from '@apollo/client/react';
import { Badge, Code, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  RecordPageFallback,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { type MemberUnitFieldsFragment, MemberUnitDocument, MemberUnitPageDocument } from '../../generated/graphql';
import { UnitHistory } from './UnitHistory';
import { UnitSummary } from './UnitSummary';

const EMPTY_FILTER = { name: '', creditCode: '' };
const BASE = '/awards/memberManagement/miRManager';

/** 会员档案 (miRManager): the member units; each opens its record with the effective-dated history of its data. */
export function MemberRecordsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const list = useListState(EMPTY_FILTER);
  const query = usePagedQuery(MemberUnitPageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.memberUnits,
  });
  const searchFields: SearchField[] = [
    { name: 'name', label: t('member.field.name') },
    { name: 'creditCode', label: t('member.field.creditCode') },
  ];
  const columns = useMemo<Array<Column<MemberUnitFieldsFragment>>>(() => {
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
        key: 'contact',
        header: t('member.field.contactName'),
        value: (r) => `${r.contactName} ${r.contactMobile}`,
        width: '40',
      },
      { key: 'joinDate', header: t('member.field.joinDate'), value: (r) => r.joinDate ?? '—', width: '28' },
      {
        key: 'status',
        header: t('member.field.status'),
        value: (r) => t(`member.status.${r.status}`),
        width: '20',
        align: 'center',
        render: (r) => (
          <Badge variant="subtle" colorPalette={r.status === 1 ? 'green' : 'gray'}>
            {t(`member.status.${r.status}`)}
          </Badge>
        ),
      },
    ];
  }, [intl]);
  return (
    <CrudList
      caption={t('member.records.listTitle')}
      list={list}
      searchFields={searchFields}
      {...pagedListProps(query)}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => r.name}
      onView={(r) => navigate(`${BASE}/${r.id}`)}
    />
  );
}

/** One unit's record: its current data and the history timeline (/awards/memberManagement/miRManager/:id). */
export function MemberRecordDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(MemberUnitDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const unit = data?.memberUnit;
  if (!unit) return <RecordPageFallback loading={loading} error={error} />;
  return (
    <Stack gap="5">
      <UnitSummary unit={unit} people />
      <UnitHistory
        unitId={unit.id}
        requestPath={(requestId) => `/awards/memberManagement/member-info-change/${requestId}`}
      />
    </Stack>
  );
}
