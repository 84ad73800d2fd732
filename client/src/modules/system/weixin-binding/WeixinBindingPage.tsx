import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../../engine/crud';
import { formatDateTime } from '../../../engine/format/date';
import {
  RemoveWeixinBindingDocument,
  WeixinBindingsDocument,
  type WeixinBindingsQuery,
} from '../../../generated/graphql';

type Binding = WeixinBindingsQuery['weixinBindings']['records'][number];

const EMPTY_FILTER = { account: '' };

/** 微信绑定 (/system/weixin-binding): the accounts bound to the messaging app (open id masked); staff may remove one. */
export function WeixinBindingPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(EMPTY_FILTER);
  const query = usePagedQuery(WeixinBindingsDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.weixinBindings,
  });
  const [remove] = useMutation(RemoveWeixinBindingDocument, {
    update: (cache) => evictList(cache, 'weixinBindings'),
  });
  const searchFields: SearchField[] = [{ name: 'account', label: t('system.weixinBinding.account') }];
  const columns = useMemo<Array<Column<Binding>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'account',
        header: t('system.weixinBinding.account'),
        value: (r) => r.account,
        truncate: true,
        width: '48',
      },
      {
        key: 'realName',
        header: t('system.weixinBinding.realName'),
        value: (r) => r.realName,
        truncate: true,
        width: '40',
      },
      { key: 'openId', header: t('system.weixinBinding.openId'), value: (r) => r.openId, width: '48' },
      {
        key: 'createTime',
        header: t('system.weixinBinding.boundAt'),
        value: (r) => formatDateTime(r.createTime),
        width: '48',
      },
    ];
  }, [intl]);
  return (
    <CrudList
      caption={t('system.weixinBinding.listTitle')}
      list={list}
      searchFields={searchFields}
      {...pagedListProps(query)}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => r.account}
      remove={{
        code: 'weixin_binding_delete',
        run: async (ids) => {
          for (const id of ids) await remove({ variables: { id } });
        },
      }}
    />
  );
}
