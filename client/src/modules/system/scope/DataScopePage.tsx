import { useMutation } from '@apollo/client/react';
import { Badge, Code } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type RecordDialogState,
  useListState,
  usePagedQuery,
} from '../../../engine/crud';
import {
  type DataScopeFieldsFragment,
  DataScopePageDocument,
  RemoveDataScopesDocument,
} from '../../../generated/graphql';
import { DataScopeFormDialog } from './DataScopeFormDialog';
import { SCOPE_FILTER, useScopeSearchFields } from './scopeSearch';

/** 数据权限: search, list, create, edit, view and delete data scopes. */
export function DataScopePage() {
  const intl = useIntl();
  const list = useListState(SCOPE_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const query = usePagedQuery(DataScopePageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.dataScopes,
  });
  const [removeScopes] = useMutation(RemoveDataScopesDocument, { update: (cache) => evictList(cache, 'dataScopes') });
  const searchFields = useScopeSearchFields();

  const columns = useMemo<Array<Column<DataScopeFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'scopeName', header: t('system.scope.scopeName'), value: (r) => r.scopeName, truncate: true, width: '56' },
      {
        key: 'resourceCode',
        header: t('system.scope.resourceCode'),
        value: (r) => r.resourceCode,
        render: (r) => (
          <Code size="sm" variant="surface" colorPalette="gray">
            {r.resourceCode}
          </Code>
        ),
        width: '36',
      },
      {
        key: 'scopeType',
        header: t('system.datascope.scopeType'),
        value: (r) => t(`system.datascope.scopeType.${r.scopeType}`),
        render: (r) => <Badge variant="subtle">{t(`system.datascope.scopeType.${r.scopeType}`)}</Badge>,
        width: '40',
      },
      { key: 'scopeColumn', header: t('system.datascope.scopeColumn'), value: (r) => r.scopeColumn, width: '32' },
      {
        key: 'scopeValue',
        header: t('system.datascope.scopeValue'),
        value: (r) => r.scopeValue,
        truncate: true,
        width: '48',
      },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={intl.formatMessage({ id: 'system.datascope.listTitle' })}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.scopeName}
        create={{ code: 'data_scope_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'data_scope_delete', run: (ids) => removeScopes({ variables: { input: { ids } } }) }}
        edit={{ code: 'data_scope_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        actionsWidth="52"
      />
      <DataScopeFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
    </>
  );
}
