import { useMutation } from '@apollo/client/react';
import { Code, Text } from '@chakra-ui/react';
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
import { formatDate } from '../../../engine/format/date';
import { RemoveTenantsDocument, type TenantFieldsFragment, TenantPageDocument } from '../../../generated/graphql';
import { TenantFormDialog, UNLIMITED } from './TenantFormDialog';

const EMPTY_FILTER = { tenantId: '', tenantName: '' };

/** 租户管理: search, list, create, edit, view and delete tenants (administrative tenant only). */
export function TenantPage() {
  const intl = useIntl();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const query = usePagedQuery(TenantPageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.tenants,
  });
  const [removeTenants] = useMutation(RemoveTenantsDocument, { update: (cache) => evictList(cache, 'tenants') });

  const t = (id: string) => intl.formatMessage({ id });
  const searchFields: SearchField[] = [
    { name: 'tenantId', label: t('system.tenant.tenantId') },
    { name: 'tenantName', label: t('system.tenant.tenantName') },
  ];

  const columns = useMemo<Array<Column<TenantFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const quota = (n: number) => (n === UNLIMITED ? t('system.tenant.unlimited') : String(n));
    const expiry = (value: string | null | undefined) =>
      value ? formatDate(value, t('common.format.date')) : t('system.tenant.neverExpires');
    return [
      {
        key: 'tenantId',
        header: t('system.tenant.tenantId'),
        value: (r) => r.tenantId,
        render: (r) => (
          <Code size="sm" variant="surface" colorPalette="gray">
            {r.tenantId}
          </Code>
        ),
        width: '28',
      },
      {
        key: 'tenantName',
        header: t('system.tenant.tenantName'),
        value: (r) => r.tenantName,
        truncate: true,
        width: '56',
      },
      { key: 'linkman', header: t('system.tenant.linkman'), value: (r) => r.linkman, truncate: true, width: '28' },
      { key: 'contactNumber', header: t('system.tenant.contactNumber'), value: (r) => r.contactNumber, width: '36' },
      {
        key: 'accountNumber',
        header: t('system.tenant.accountNumber'),
        value: (r) => quota(r.accountNumber),
        width: '24',
        align: 'center',
      },
      {
        key: 'expireTime',
        header: t('system.tenant.expireTime'),
        value: (r) => expiry(r.expireTime),
        render: (r) => (
          <Text as="span" whiteSpace="nowrap" color="fg.muted">
            {expiry(r.expireTime)}
          </Text>
        ),
        width: '40',
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
        caption={t('system.tenant.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.tenantName}
        create={{ code: 'tenant_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'tenant_delete', run: (ids) => removeTenants({ variables: { input: { ids } } }) }}
        edit={{ code: 'tenant_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        actionsWidth="52"
      />
      <TenantFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
    </>
  );
}
