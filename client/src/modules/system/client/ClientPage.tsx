import { useMutation } from '@apollo/client/react';
import { Badge, Code, HStack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type RecordDialogState,
  type SearchField,
  StatusBadge,
  useListState,
  usePagedQuery,
} from '../../../engine/crud';
import {
  type OauthClientFieldsFragment,
  OauthClientPageDocument,
  RemoveOauthClientsDocument,
} from '../../../generated/graphql';
import { ClientFormDialog } from './ClientFormDialog';

const EMPTY_FILTER = { clientId: '' };

/** 应用管理: search, list, create, edit, view and delete OAuth clients (administrative tenant only). */
export function ClientPage() {
  const intl = useIntl();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const query = usePagedQuery(OauthClientPageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.oauthClients,
  });
  const [removeClients] = useMutation(RemoveOauthClientsDocument, {
    update: (cache) => evictList(cache, 'oauthClients'),
  });

  const t = (id: string) => intl.formatMessage({ id });
  const searchFields: SearchField[] = [{ name: 'clientId', label: t('system.client.clientId') }];

  const columns = useMemo<Array<Column<OauthClientFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const grantName = (g: string) => t(`system.client.grantType.${g}`);
    return [
      {
        key: 'clientId',
        header: t('system.client.clientId'),
        value: (r) => r.clientId,
        render: (r) => (
          <Code size="sm" variant="surface" colorPalette="gray">
            {r.clientId}
          </Code>
        ),
        width: '40',
      },
      {
        key: 'grantTypes',
        header: t('system.client.grantTypes'),
        value: (r) => r.grantTypes.map(grantName).join('、'),
        render: (r) => (
          <HStack gap="1" wrap="wrap">
            {r.grantTypes.map((g) => (
              <Badge key={g} variant="outline" size="sm">
                {grantName(g)}
              </Badge>
            ))}
          </HStack>
        ),
        width: '72',
      },
      {
        key: 'access',
        header: t('system.client.accessTokenValidity'),
        value: (r) => String(r.accessTokenValidity),
        width: '36',
        align: 'end',
      },
      {
        key: 'refresh',
        header: t('system.client.refreshTokenValidity'),
        value: (r) => String(r.refreshTokenValidity),
        width: '36',
        align: 'end',
      },
      {
        key: 'status',
        header: t('common.status'),
        value: (r) => String(r.status),
        render: (r) => <StatusBadge status={r.status} />,
        width: '20',
      },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('system.client.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.clientId}
        create={{ code: 'client_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'client_delete', run: (ids) => removeClients({ variables: { input: { ids } } }) }}
        edit={{ code: 'client_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        actionsWidth="52"
      />
      <ClientFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
    </>
  );
}
