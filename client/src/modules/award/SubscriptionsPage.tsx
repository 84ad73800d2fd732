import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { useDictLabel } from '../../engine/form';
import { formatDateTime } from '../../engine/format/date';
import {
  AwardProgrammePageDocument,
  type AwardSubscriptionPageQuery,
  AwardSubscriptionPageDocument,
} from '../../generated/graphql';
import { ACCOUNT_CATEGORY_DICT } from './AwardsSettingPage';

type Row = AwardSubscriptionPageQuery['awardSubscriptions']['records'][number];
const EMPTY_FILTER = { programmeId: '', unitName: '', account: '' };

/** 订阅管理: which accounts subscribed to which programme (read-only for staff). */
export function SubscriptionsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(EMPTY_FILTER);
  const query = usePagedQuery(AwardSubscriptionPageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.awardSubscriptions,
  });
  const { data } = useQuery(AwardProgrammePageDocument, { variables: { page: { current: 1, size: 200 } } });
  const programmes = useMemo(
    () => (data?.awardProgrammes.records ?? []).map((p) => ({ value: p.id, label: p.name })),
    [data],
  );
  const categoryLabel = useDictLabel(ACCOUNT_CATEGORY_DICT, { biz: true });
  const searchFields: SearchField[] = [
    { name: 'programmeId', label: t('award.serial.programme'), options: programmes },
    { name: 'unitName', label: t('award.subscription.unitName') },
    { name: 'account', label: t('award.subscription.account') },
  ];
  const columns = useMemo<Array<Column<Row>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'programme',
        header: t('award.serial.programme'),
        value: (r) => r.programmeName,
        truncate: true,
        width: '52',
      },
      { key: 'account', header: t('award.subscription.account'), value: (r) => r.account, width: '32' },
      {
        key: 'unitName',
        header: t('award.subscription.unitName'),
        value: (r) => r.unitName ?? '',
        truncate: true,
        width: '52',
      },
      {
        key: 'category',
        header: t('award.setting.accountCategories'),
        value: (r) => categoryLabel(r.accountCategory),
        width: '28',
      },
      {
        key: 'createTime',
        header: t('award.subscription.time'),
        value: (r) => formatDateTime(r.createTime),
        width: '44',
      },
    ];
  }, [intl, categoryLabel]);
  return (
    <CrudList
      caption={t('award.subscription.listTitle')}
      list={list}
      searchFields={searchFields}
      {...pagedListProps(query)}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => r.account}
    />
  );
}
