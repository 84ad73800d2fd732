import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Dialog, Tabs, Text } from '@chakra-ui/react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { readApiProblem } from '../../../engine/apollo/errors';
import { CheckboxTree, DialogError, DialogFrame, DialogLoading, FormFooter, nestByParent } from '../../../engine/crud';
import { notify } from '../../../engine/feedback/toaster';
import { GrantRolesDocument, type RoleGrantDialogQuery, RoleGrantDialogDocument } from '../../../generated/graphql';
import { groupScopes, type ScopeTreeRow } from '../scope/scopeGroups';

export interface RoleGrantDialogProps {
  /** The roles to grant (one or several: they all get the same grants); null closes the dialog. */
  roles: ReadonlyArray<{ id: string; roleName: string }> | null;
  onClose(): void;
}

/**
 * 权限设置: which menus and buttons, data scopes and API scopes the roles hold. Opens on what the roles hold now
 * (for several roles, everything any of them holds); saving replaces the grants of every chosen role.
 */
export function RoleGrantDialog({ roles, onClose }: RoleGrantDialogProps) {
  return (
    <DialogFrame
      open={roles !== null}
      onClose={onClose}
      size="lg"
      divider
      lazy
      closeOnInteractOutside={false}
      title={<FormattedMessage id="system.role.grant.title" />}
    >
      {roles && <GrantLoader key={roles.map((r) => r.id).join(',')} roles={roles} onClose={onClose} />}
    </DialogFrame>
  );
}

function GrantLoader({ roles, onClose }: { roles: ReadonlyArray<{ id: string; roleName: string }>; onClose(): void }) {
  const { data, error } = useQuery(RoleGrantDialogDocument, {
    variables: { roleIds: roles.map((r) => r.id) },
    fetchPolicy: 'network-only',
  });
  if (error) return <DialogError error={error} onClose={onClose} />;
  if (!data) return <DialogLoading lines={6} />;
  return <GrantForm roles={roles} data={data} onClose={onClose} />;
}

type GrantMenu = RoleGrantDialogQuery['grantTree']['menus'][number];

function GrantForm({
  roles,
  data,
  onClose,
}: {
  roles: ReadonlyArray<{ id: string; roleName: string }>;
  data: RoleGrantDialogQuery;
  onClose(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [menuIds, setMenuIds] = useState<string[]>(() => [...data.roleGrant.menuIds]);
  const [dataScopeIds, setDataScopeIds] = useState<string[]>(() => [...data.roleGrant.dataScopeIds]);
  const [apiScopeIds, setApiScopeIds] = useState<string[]>(() => [...data.roleGrant.apiScopeIds]);
  // The signed-in user's own menu may change with the grants of their roles.
  const [grantRoles, { loading: saving }] = useMutation(GrantRolesDocument, {
    update: (cache) => evictList(cache, 'myMenus'),
  });

  const menus = useMemo(() => nestByParent(data.grantTree.menus), [data]);
  const menuNames = useMemo(() => new Map(data.grantTree.menus.map((m) => [m.id, m.name])), [data]);
  const dataScopes = useMemo(() => groupScopes(data.grantTree.dataScopes, menuNames), [data, menuNames]);
  const apiScopes = useMemo(() => groupScopes(data.grantTree.apiScopes, menuNames), [data, menuNames]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await grantRoles({
        variables: { input: { roleIds: roles.map((r) => r.id), menuIds, dataScopeIds, apiScopeIds } },
      });
    } catch (failure) {
      const problem = readApiProblem(failure);
      if (problem) notify('error', { text: problem.message });
      return;
    }
    notify('success', { id: 'common.operationSuccess' });
    onClose();
  };

  const isGroup = (row: ScopeTreeRow) => row.kind === 'group';
  const scopeLabel = (row: ScopeTreeRow) => row.label;
  return (
    <form onSubmit={submit} noValidate aria-label={t('system.role.grant.title')}>
      <Dialog.Body py="4">
        <Text textStyle="sm" color="fg.muted" mb="3">
          <FormattedMessage id="system.role.grant.roles" values={{ names: roles.map((r) => r.roleName).join('、') }} />
        </Text>
        <Tabs.Root defaultValue="menus" variant="line" size="sm">
          <Tabs.List>
            <Tabs.Trigger value="menus">
              <FormattedMessage id="system.role.grant.menus" />
              <Badge size="xs" variant="subtle">
                {menuIds.length}
              </Badge>
            </Tabs.Trigger>
            <Tabs.Trigger value="dataScopes">
              <FormattedMessage id="system.role.grant.dataScopes" />
              <Badge size="xs" variant="subtle">
                {dataScopeIds.length}
              </Badge>
            </Tabs.Trigger>
            <Tabs.Trigger value="apiScopes">
              <FormattedMessage id="system.role.grant.apiScopes" />
              <Badge size="xs" variant="subtle">
                {apiScopeIds.length}
              </Badge>
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="menus">
            <CheckboxTree<GrantMenu>
              aria-label={t('system.role.grant.menus')}
              nodes={menus}
              label={(m) => m.name}
              detail={(m) =>
                m.category === 2 ? (
                  <Badge size="xs" variant="outline">
                    {t('system.menu.category.2')}
                  </Badge>
                ) : null
              }
              value={menuIds}
              onChange={setMenuIds}
              defaultExpandDepth={1}
              controls
              maxH="50vh"
            />
          </Tabs.Content>
          <Tabs.Content value="dataScopes">
            <CheckboxTree<ScopeTreeRow>
              aria-label={t('system.role.grant.dataScopes')}
              nodes={dataScopes}
              label={scopeLabel}
              isVirtual={isGroup}
              value={dataScopeIds}
              onChange={setDataScopeIds}
              controls
              maxH="50vh"
            />
          </Tabs.Content>
          <Tabs.Content value="apiScopes">
            <CheckboxTree<ScopeTreeRow>
              aria-label={t('system.role.grant.apiScopes')}
              nodes={apiScopes}
              label={scopeLabel}
              detail={(row) => row.detail}
              isVirtual={isGroup}
              value={apiScopeIds}
              onChange={setApiScopeIds}
              controls
              maxH="50vh"
            />
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Body>
      <FormFooter saving={saving} onClose={onClose} />
    </form>
  );
}
