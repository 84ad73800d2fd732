import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, operationLink } from '../../../test/graphql';
import { renderWithApp } from '../../../test/render';
import { RoleGrantDialog } from './RoleGrantDialog';

const menu = (id: string, name: string, parentId: string | null, category = 1) => ({
  __typename: 'Menu',
  id,
  name,
  parentId,
  code: id,
  category,
  sort: 0,
});

const GRANT_TREE = {
  __typename: 'GrantTree',
  menus: [
    menu('system', '系统管理', null),
    menu('user', '用户管理', 'system'),
    menu('user_add', '新增用户', 'user', 2),
    menu('user_delete', '删除用户', 'user', 2),
    menu('param', '参数管理', 'system'),
    menu('wel', '首页', null),
  ],
  dataScopes: [
    { __typename: 'DataScope', id: 'ds1', menuId: 'user', resourceCode: 'user', scopeName: '本人可见', scopeType: 3 },
    {
      __typename: 'DataScope',
      id: 'ds2',
      menuId: 'user',
      resourceCode: 'user',
      scopeName: '所在机构可见',
      scopeType: 4,
    },
    { __typename: 'DataScope', id: 'ds3', menuId: null, resourceCode: 'param', scopeName: '全部可见', scopeType: 1 },
  ],
  apiScopes: [
    {
      __typename: 'ApiScope',
      id: 'as1',
      menuId: 'user',
      resourceCode: 'user',
      scopeName: '用户接口',
      scopePath: '/api/blade-system/user/**',
      scopeMethod: null,
    },
  ],
};

function setup(
  options: {
    grant?: { menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[] };
    save?: () => ReturnType<typeof apiError>;
  } = {},
) {
  const graphql = operationLink({
    RoleGrantDialog: () => ({
      data: {
        grantTree: GRANT_TREE,
        roleGrant: {
          __typename: 'RoleGrant',
          ...(options.grant ?? { menuIds: ['wel'], dataScopeIds: ['ds3'], apiScopeIds: [] }),
        },
      },
    }),
    GrantRoles: () => options.save?.() ?? { data: { grantRoles: true } },
  });
  return graphql;
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('RoleGrantDialog (权限设置)', () => {
  it('opens on what the role holds, grants menus with their buttons and scopes by resource, and saves them', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const graphql = setup();
    renderWithApp(<RoleGrantDialog roles={[{ id: 'r1', roleName: '审批人' }]} onClose={onClose} />, {
      link: graphql.link,
    });

    const dialog = await screen.findByRole('dialog', { name: '权限设置' });
    expect(await within(dialog).findByText('角色：审批人')).toBeTruthy();
    expect(graphql.named('RoleGrantDialog')[0]!.variables).toEqual({ roleIds: ['r1'] });
    expect(box('首页').checked).toBe(true);
    expect(box('系统管理').checked).toBe(false);
    // Pages are listed under their group; their buttons stay folded away until opened.
    expect(screen.queryByRole('checkbox', { name: '新增用户' })).toBeNull();

    await user.click(box('用户管理'));
    expect(box('用户管理').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: '展开 用户管理' }));
    expect(box('新增用户').checked).toBe(true);
    expect(box('删除用户').checked).toBe(true);
    // 参数管理 is not granted, so 系统管理 is granted only in part.
    expect(box('系统管理').closest('[data-part="root"]')?.getAttribute('data-state')).toBe('indeterminate');
    expect(within(screen.getByRole('tab', { name: /菜单权限/ })).getByText('5')).toBeTruthy();

    // Data scopes are grouped by resource, named after their menu.
    await user.click(screen.getByRole('tab', { name: /数据权限/ }));
    const dataTree = screen.getByRole('group', { name: '数据权限' });
    expect(within(dataTree).getByRole('checkbox', { name: '全部可见' })).toHaveProperty('checked', true);
    await user.click(within(dataTree).getByRole('checkbox', { name: '用户管理 · user' }));
    expect(within(dataTree).getByRole('checkbox', { name: '本人可见' })).toHaveProperty('checked', true);
    expect(within(dataTree).getByRole('checkbox', { name: '所在机构可见' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('tab', { name: /接口权限/ }));
    const apiTree = screen.getByRole('group', { name: '接口权限' });
    expect(within(apiTree).getByText('/api/blade-system/user/**')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(graphql.named('GrantRoles')[0]!.variables).toEqual({
      input: {
        roleIds: ['r1'],
        menuIds: ['system', 'user', 'user_add', 'user_delete', 'wel'],
        dataScopeIds: ['ds1', 'ds2', 'ds3'],
        apiScopeIds: [],
      },
    });
  });

  it('grants several roles at once, starting from what any of them holds', async () => {
    const user = userEvent.setup();
    const graphql = setup({ grant: { menuIds: ['system', 'param'], dataScopeIds: [], apiScopeIds: ['as1'] } });
    renderWithApp(
      <RoleGrantDialog
        roles={[
          { id: 'r1', roleName: '审批人' },
          { id: 'r2', roleName: '专家' },
        ]}
        onClose={vi.fn()}
      />,
      { link: graphql.link },
    );
    expect(await screen.findByText('角色：审批人、专家')).toBeTruthy();
    expect(box('参数管理').checked).toBe(true);

    await user.click(box('参数管理'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(graphql.named('GrantRoles')).toHaveLength(1));
    expect(graphql.named('GrantRoles')[0]!.variables).toEqual({
      input: { roleIds: ['r1', 'r2'], menuIds: ['system'], dataScopeIds: [], apiScopeIds: ['as1'] },
    });
  });

  it('shows the server refusal and stays open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const graphql = setup({ save: () => apiError('菜单不存在') });
    renderWithApp(<RoleGrantDialog roles={[{ id: 'r1', roleName: '审批人' }]} onClose={onClose} />, {
      link: graphql.link,
    });
    await screen.findByText('角色：审批人');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('菜单不存在')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '权限设置' })).toBeTruthy();
  });

  it('shows why the grants could not be read', async () => {
    const graphql = operationLink({ RoleGrantDialog: () => apiError('无权访问', 'FORBIDDEN') });
    renderWithApp(<RoleGrantDialog roles={[{ id: 'r1', roleName: '审批人' }]} onClose={vi.fn()} />, {
      link: graphql.link,
    });
    expect(await screen.findByText('无权访问')).toBeTruthy();
  });
});
