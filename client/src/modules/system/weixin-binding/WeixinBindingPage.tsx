import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Stack } from '@chakra-ui/react';
import { Unlink } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { readApiProblem } from '../../../engine/apollo/errors';
import { Can } from '../../../engine/auth';
import {
  type Column,
  DataTable,
  Pagination,
  SearchBar,
  type SearchField,
  Toolbar,
  useConfirm,
  useListState,
} from '../../../engine/crud';
import { notify } from '../../../engine/feedback/toaster';
import { formatDateTime } from '../../../engine/format/date';
import {
  RemoveWeixinBindingDocument,
  WeixinBindingsDocument,
  type WeixinBindingsQuery,
} from '../../../generated/graphql';

type Binding = WeixinBindingsQuery['weixinBindings']['records'][number];

const EMPTY_FILTER = { account: '' };
const REMOVE = ['weixin_binding_delete'];

/** 微信绑定 (/system/weixin-binding): the accounts bound to the messaging app (open id masked); staff may unbind one. */
export function WeixinBindingPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const confirm = useConfirm();
  const list = useListState(EMPTY_FILTER);
  const { data, previousData, loading, error, refetch } = useQuery(WeixinBindingsDocument, {
    variables: { page: { current: list.current, size: list.size }, account: list.filter.account.trim() || null },
    notifyOnNetworkStatusChange: true,
  });
  const [remove] = useMutation(RemoveWeixinBindingDocument, {
    update: (cache) => evictList(cache, 'weixinBindings'),
  });
  const page = (data ?? previousData)?.weixinBindings;

  useEffect(() => {
    if (data && data.weixinBindings.records.length === 0 && list.current > 1)
      list.setPage(Math.max(1, data.weixinBindings.pages));
  }, [data, list]);

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

  const runRemove = async (r: Binding) => {
    const message = intl.formatMessage({ id: 'system.weixinBinding.removeConfirm' }, { account: r.account });
    if (!(await confirm({ message, danger: true }))) return;
    try {
      await remove({ variables: { id: r.id } });
    } catch (failure) {
      const problem = readApiProblem(failure);
      if (problem) notify('error', { text: problem.message });
      return;
    }
    notify('success', { id: 'system.weixinBinding.removed' });
  };

  const searchFields: SearchField[] = [{ name: 'account', label: t('system.weixinBinding.account') }];
  const errorText = error ? (readApiProblem(error)?.message ?? t('errors.network')) : undefined;

  return (
    <Stack gap="4">
      <Card.Root size="sm" variant="outline">
        <Card.Body>
          <SearchBar
            fields={searchFields}
            values={list.draft}
            onChange={list.setDraft}
            onSearch={list.search}
            onReset={list.reset}
          />
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm" variant="outline">
        <Card.Body gap="4">
          <Toolbar selectedCount={0} onRefresh={() => void refetch()} refreshing={loading && Boolean(page)}>
            {null}
          </Toolbar>
          <DataTable
            caption={t('system.weixinBinding.listTitle')}
            rows={page?.records ?? []}
            columns={columns}
            rowId={(r) => r.id}
            rowLabel={(r) => r.account}
            loading={loading && !page}
            refreshing={loading && Boolean(page)}
            error={errorText}
            onRetry={() => void refetch()}
            skeletonRows={Math.min(list.size, 8)}
            actionsWidth="32"
            actions={(r) => (
              <Can codes={REMOVE}>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void runRemove(r)}>
                  <Unlink />
                  <FormattedMessage id="system.weixinBinding.remove" />
                </Button>
              </Can>
            )}
          />
          <Pagination
            page={list.current}
            pageSize={list.size}
            total={page?.total ?? 0}
            onPageChange={list.setPage}
            onPageSizeChange={list.setSize}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
