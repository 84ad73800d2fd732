import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { readApiProblem } from '../../../engine/apollo/errors';
import {
  activeFilter,
  ExportButton,
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
import { formatDate, formatDateTime } from '../../../engine/format/date';
import { type ParamFieldsFragment, ParamPageDocument, RemoveParamsDocument } from '../../../generated/graphql';
import { type ParamDialogState, ParamFormDialog } from './ParamFormDialog';

const EMPTY_FILTER = { paramName: '', paramKey: '' };

/** 参数管理: search, list, create, edit, view and delete system parameters. */
export function ParamPage() {
  const intl = useIntl();
  const confirm = useConfirm();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<ParamDialogState | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(ParamPageDocument, {
    variables: { page: { current: list.current, size: list.size }, filter: activeFilter(list.filter) },
    notifyOnNetworkStatusChange: true,
  });
  const [removeParams, { loading: removing }] = useMutation(RemoveParamsDocument, {
    update: (cache) => evictList(cache, 'params'),
  });

  const page = (data ?? previousData)?.params;
  const rows = page?.records ?? [];

  // After deleting the last rows of the last page, show the page that now is the last one.
  useEffect(() => {
    if (data && data.params.records.length === 0 && list.current > 1) list.setPage(Math.max(1, data.params.pages));
  }, [data, list]);

  const t = (id: string) => intl.formatMessage({ id });
  const searchFields: SearchField[] = [
    { name: 'paramName', label: t('system.param.paramName') },
    { name: 'paramKey', label: t('system.param.paramKey') },
  ];

  const columns = useMemo<Array<Column<ParamFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'paramName', header: t('system.param.paramName'), value: (r) => r.paramName, truncate: true, width: '48' },
      {
        key: 'paramKey',
        header: t('system.param.paramKey'),
        value: (r) => r.paramKey,
        render: (r) => (
          <Code size="sm" variant="surface" colorPalette="gray">
            {r.paramKey}
          </Code>
        ),
        truncate: true,
        width: '56',
      },
      {
        key: 'paramValue',
        header: t('system.param.paramValue'),
        value: (r) => r.paramValue,
        truncate: true,
        width: '72',
      },
      { key: 'remark', header: t('system.param.remark'), value: (r) => r.remark, truncate: true, width: '56' },
      {
        key: 'createTime',
        header: t('system.param.createTime'),
        value: (r) => formatDateTime(r.createTime),
        render: (r) => (
          <Text as="span" whiteSpace="nowrap" color="fg.muted">
            {formatDate(r.createTime, t('common.format.date'))}
          </Text>
        ),
        width: '40',
      },
    ];
  }, [intl]);

  const remove = async (ids: string[]) => {
    if (ids.length === 0) {
      notify('warning', { id: 'common.selectAtLeastOne' });
      return;
    }
    if (!(await confirm({ message: t('common.deleteConfirm') }))) return;
    try {
      await removeParams({ variables: { input: { ids } } });
    } catch (failure) {
      const problem = readApiProblem(failure);
      if (problem) notify('error', { text: problem.message });
      return;
    }
    notify('success', { id: 'common.deleteSuccess' });
    list.setSelected(new Set());
  };

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
          <Toolbar
            selectedCount={list.selected.size}
            onRefresh={() => void refetch()}
            refreshing={loading && Boolean(page)}
          >
            <Button size="sm" onClick={() => setDialog({ mode: 'create' })}>
              <Plus />
              <FormattedMessage id="common.add" />
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={removing}
              onClick={() => void remove([...list.selected])}
            >
              <Trash2 />
              <FormattedMessage id="common.delete" />
            </Button>
            <ExportButton
              code="param_export"
              path="/blade-system/param/export"
              query={activeFilter(list.filter)}
              fileName={intl.formatMessage({ id: 'system.param.listTitle' })}
            />
          </Toolbar>

          <DataTable
            caption={t('system.param.listTitle')}
            rows={rows}
            columns={columns}
            rowId={(r) => r.id}
            rowLabel={(r) => r.paramName}
            selection={{ selected: list.selected, onChange: list.setSelected }}
            loading={loading && !page}
            refreshing={loading && Boolean(page)}
            error={errorText}
            onRetry={() => void refetch()}
            skeletonRows={Math.min(list.size, 8)}
            actionsWidth="52"
            actions={(r) => (
              <HStack gap="0" justify="center">
                <Button size="xs" variant="ghost" onClick={() => setDialog({ mode: 'view', id: r.id })}>
                  <Eye />
                  <FormattedMessage id="common.view" />
                </Button>
                <Button size="xs" variant="ghost" onClick={() => setDialog({ mode: 'edit', id: r.id })}>
                  <Pencil />
                  <FormattedMessage id="common.edit" />
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove([r.id])}>
                  <Trash2 />
                  <FormattedMessage id="common.delete" />
                </Button>
              </HStack>
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

      <ParamFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
    </Stack>
  );
}
