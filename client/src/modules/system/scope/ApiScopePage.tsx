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
import { type ApiScopeFieldsFragment, ApiScopePageDocument, RemoveApiScopesDocument } from '../../../generated/graphql';
import { ApiScopeFormDialog } from './ApiScopeFormDialog';
import { SCOPE_FILTER, useScopeSearchFields } from './scopeSearch';

/** 接口权限: search, list, create, edit, view and delete API scopes. */
export function ApiScopePage() {
  const intl = useIntl();
  const list = useListState(SCOPE_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const query = usePagedQuery(ApiScopePageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.apiScopes,
  });
  const [removeScopes] = useMutation(RemoveApiScopesDocument, { update: (cache) => evictList(cache, 'apiScopes') });
  const searchFields = useScopeSearchFields();

  const columns = useMemo<Array<Column<ApiScopeFieldsFragment>>>(() => {
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
        key: 'scopeMethod',
        header: t('system.apiscope.scopeMethod'),
        value: (r) => r.scopeMethod || t('system.apiscope.method.all'),
        render: (r) => <Badge variant="outline">{r.scopeMethod || t('system.apiscope.method.all')}</Badge>,
        width: '24',
      },
      {
        key: 'scopePath',
        header: t('system.apiscope.scopePath'),
        value: (r) => r.scopePath,
        truncate: true,
        width: '80',
      },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={intl.formatMessage({ id: 'system.apiscope.listTitle' })}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.scopeName}
        create={{ code: 'api_scope_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'api_scope_delete', run: (ids) => removeScopes({ variables: { input: { ids } } }) }}
        edit={{ code: 'api_scope_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        actionsWidth="52"
      />
      <ApiScopeFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
    </>
  );
}
