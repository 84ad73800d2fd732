import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Code } from '@chakra-ui/react';
import { Plus, ShieldCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { Can } from '../../../engine/auth';
import { type Column, CrudList, type RecordDialogState, type SearchField, useListState } from '../../../engine/crud';
import { notify } from '../../../engine/feedback/toaster';
import { RemoveRolesDocument, type RoleFieldsFragment, RoleTreeDocument } from '../../../generated/graphql';
import { RoleFormDialog } from './RoleFormDialog';
import { RoleGrantDialog } from './RoleGrantDialog';

const EMPTY_FILTER = { roleName: '', roleAlias: '' };

/** 角色管理: the role tree; search, create (also under a role), edit, view, delete, and 权限设置 (grants). */
export function RolePage() {
  const intl = useIntl();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const [granting, setGranting] = useState<RoleFieldsFragment[] | null>(null);
  const { data, loading, error, refetch } = useQuery(RoleTreeDocument, { notifyOnNetworkStatusChange: true });
  const [removeRoles] = useMutation(RemoveRolesDocument, {
    update: (cache) => {
      evictList(cache, 'roleTree');
      evictList(cache, 'roles');
    },
  });

  const t = (id: string) => intl.formatMessage({ id });
  const searchFields: SearchField[] = [
    { name: 'roleName', label: t('system.role.roleName') },
    { name: 'roleAlias', label: t('system.role.roleAlias') },
  ];

  const columns = useMemo<Array<Column<RoleFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'roleName', header: t('system.role.roleName'), value: (r) => r.roleName, truncate: true, width: '64' },
      {
        key: 'roleAlias',
        header: t('system.role.roleAlias'),
        value: (r) => r.roleAlias,
        render: (r) => (
          <Code size="sm" variant="surface" colorPalette="gray">
            {r.roleAlias}
          </Code>
        ),
        width: '48',
      },
      { key: 'sort', header: t('system.role.sort'), value: (r) => String(r.sort), width: '20', align: 'center' },
      { key: 'remark', header: t('system.role.remark'), value: (r) => r.remark, truncate: true, width: '64' },
    ];
  }, [intl]);

  const rows = useMemo(() => data?.roleTree ?? [], [data]);
  const grantSelected = () => {
    const chosen = rows.filter((r) => list.selected.has(r.id));
    if (chosen.length === 0) {
      notify('warning', { id: 'common.selectAtLeastOne' });
      return;
    }
    setGranting(chosen);
  };

  return (
    <>
      <CrudList
        caption={t('system.role.listTitle')}
        list={list}
        searchFields={searchFields}
        rows={rows}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.roleName}
        tree={{ parentId: (r) => r.parentId }}
        loading={loading && !data}
        refreshing={loading && Boolean(data)}
        error={error}
        onRefresh={() => void refetch()}
        create={{ code: 'role_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'role_delete', run: (ids) => removeRoles({ variables: { input: { ids } } }) }}
        edit={{ code: 'role_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        toolbar={
          <Can codes={['role_grant']}>
            <Button size="sm" variant="outline" onClick={grantSelected}>
              <ShieldCheck />
              <FormattedMessage id="system.role.grant.button" />
            </Button>
          </Can>
        }
        rowActions={(r) => (
          <>
            <Can codes={['role_add']}>
              <Button
                size="xs"
                variant="ghost"
                onClick={() => setDialog({ mode: 'create', preset: { parentId: r.id } })}
              >
                <Plus />
                <FormattedMessage id="common.addChild" />
              </Button>
            </Can>
            <Can codes={['role_grant']}>
              <Button size="xs" variant="ghost" onClick={() => setGranting([r])}>
                <ShieldCheck />
                <FormattedMessage id="system.role.grant.button" />
              </Button>
            </Can>
          </>
        )}
        actionsWidth="96"
      />
      <RoleFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
      <RoleGrantDialog roles={granting} onClose={() => setGranting(null)} />
    </>
  );
}
