import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuthClient } from '../../api/src/engine/auth/oauth-client.entity.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

let s: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop();
});

describe('trees (departments, roles, menus)', () => {
  it('refuses a missing parent, a cycle, and removing a node that still has children or users', async () => {
    const root = (
      await admin.gql<{ submitDept: { id: string; version: number } }>(
        `mutation { submitDept(input: { deptName: "测试总部", loginType: "award" }) { id version } }`,
      )
    ).data!.submitDept;
    const child = (
      await admin.gql<{ submitDept: { id: string } }>(
        `mutation($p: ID) { submitDept(input: { parentId: $p, deptName: "测试分部", loginType: "account" }) { id } }`,
        { p: root.id },
      )
    ).data!.submitDept;
    const missing = await admin.gql(
      `mutation { submitDept(input: { parentId: "nope", deptName: "x", loginType: "award" }) { id } }`,
    );
    expect(missing.errors?.[0]?.message).toBe('上级节点不存在');
    const cycle = await admin.gql(
      `mutation($id: ID!, $p: ID, $v: Int) { submitDept(input: { id: $id, version: $v, parentId: $p, deptName: "测试总部", loginType: "award" }) { id } }`,
      { id: root.id, p: child.id, v: root.version },
    );
    expect(cycle.errors?.[0]?.message).toBe('上级节点不能是自己或自己的下级');
    const hasChildren = await admin.gql(`mutation($ids: [ID!]!) { removeDepts(input: { ids: $ids }) }`, {
      ids: [root.id],
    });
    expect(hasChildren.errors?.[0]?.message).toBe('请先删除子节点');
    const badType = await admin.gql(`mutation { submitDept(input: { deptName: "x", loginType: "other" }) { id } }`);
    expect(badType.errors?.[0]?.message).toBe('请选择登录类型');
    await admin.gql(
      `mutation($d: ID) { submitUser(input: { account: "inchild", password: "Child-Pass-2026", roleIds: [], deptId: $d }) { id } }`,
      { d: child.id },
    );
    const hasUsers = await admin.gql(`mutation($ids: [ID!]!) { removeDepts(input: { ids: $ids }) }`, {
      ids: [child.id],
    });
    expect(hasUsers.errors?.[0]?.message).toBe('机构下还有用户，不能删除');
    // The user's login type follows the department.
    const tree = await admin.rest<{ title: string; children: { title: string }[] }[]>(
      'GET',
      '/api/blade-system/dept/tree',
    );
    const node = tree.body.data.find((d) => d.title === '测试总部')!;
    expect(node.children.map((c) => c.title)).toEqual(['测试分部']);
    const login = await s.login('inchild', 'Child-Pass-2026');
    expect((await login.gql<{ me: { loginType: string } }>(`{ me { loginType } }`)).data!.me.loginType).toBe('account');
  });

  it('keeps menu codes unique, buttons under a menu, and ungrants removed menus', async () => {
    const dup = await admin.gql(
      `mutation { submitMenu(input: { code: "user", name: "x", path: "/x", category: 1 }) { id } }`,
    );
    expect(dup.errors?.[0]?.message).toBe('菜单编号已存在');
    const orphanButton = await admin.gql(
      `mutation { submitMenu(input: { code: "lonely_btn", name: "x", category: 2 }) { id } }`,
    );
    expect(orphanButton.errors?.[0]?.message).toBe('按钮必须有上级菜单');
    const m = (
      await admin.gql<{ submitMenu: { id: string } }>(
        `mutation { submitMenu(input: { code: "report_x", name: "报表", path: "/report/x", category: 1, roles: ["approver"], isTab: false }) { id } }`,
      )
    ).data!.submitMenu;
    const approverRole = (
      await admin.gql<{ roles: { records: { id: string }[] } }>(
        `{ roles(filter: { roleAlias: "approver" }) { records { id } } }`,
      )
    ).data!.roles.records[0]!.id;
    const grant = (
      await admin.gql<{ roleGrant: { menuIds: string[] } }>(
        `query($r: [ID!]!) { roleGrant(roleIds: $r) { menuIds } }`,
        { r: [approverRole] },
      )
    ).data!.roleGrant;
    await admin.gql(`mutation($r: [ID!]!, $m: [ID!]!) { grantRoles(input: { roleIds: $r, menuIds: $m }) }`, {
      r: [approverRole],
      m: [...grant.menuIds, m.id],
    });
    const approver = await s.login('shenpi', DEMO_PASSWORD);
    const routes = await approver.rest<{ code: string; meta: { isTab: boolean; roles: string[] } }[]>(
      'GET',
      '/api/blade-system/menu/routes',
    );
    expect(routes.body.data.find((r) => r.code === 'report_x')).toMatchObject({
      meta: { isTab: false, roles: ['approver'] },
    });
    expect(
      (await admin.gql(`mutation($ids: [ID!]!) { removeMenus(input: { ids: $ids }) }`, { ids: [m.id] })).errors,
    ).toBeUndefined();
    const after = (
      await admin.gql<{ roleGrant: { menuIds: string[] } }>(
        `query($r: [ID!]!) { roleGrant(roleIds: $r) { menuIds } }`,
        { r: [approverRole] },
      )
    ).data!.roleGrant;
    expect(after.menuIds).not.toContain(m.id);
  });

  it('keeps an English menu name, seeded and edited, in the menu and the signed-in menu tree', async () => {
    type Node = { code: string; name: string; nameEn: string | null; children: Node[] };
    const tree = async (client: ApiClient) =>
      (
        await client.gql<{ myMenus: Node[] }>(
          `{ myMenus { code name nameEn children { code name nameEn children { code name nameEn } } } }`,
        )
      ).data!.myMenus;
    const find = (nodes: Node[], code: string): Node | undefined =>
      nodes.map((n) => (n.code === code ? n : find(n.children ?? [], code))).find(Boolean);
    expect(find(await tree(admin), 'dict_biz')).toMatchObject({ name: '业务字典', nameEn: 'Business dictionary' });
    expect(find(await tree(admin), 'member_info')).toMatchObject({ name: '会员信息', nameEn: 'Member info' });
    const created = (
      await admin.gql<{ submitMenu: { id: string; version: number; nameEn: string | null } }>(
        `mutation { submitMenu(input: { code: "report_en", name: "英文报表", nameEn: " English report ", path: "/report/en", category: 1 }) { id version nameEn } }`,
      )
    ).data!.submitMenu;
    expect(created.nameEn).toBe('English report');
    const cleared = await admin.gql<{ submitMenu: { nameEn: string | null } }>(
      `mutation($id: ID!, $v: Int!) { submitMenu(input: { id: $id, version: $v, code: "report_en", name: "英文报表", nameEn: "", path: "/report/en", category: 1 }) { nameEn } }`,
      { id: created.id, v: created.version },
    );
    expect(cleared.data!.submitMenu.nameEn).toBeNull();
    const buttons = (
      await admin.gql<{ menuTree: { code: string; nameEn: string | null }[] }>(`{ menuTree { code nameEn } }`)
    ).data!.menuTree;
    expect(buttons.find((b) => b.code === 'user_reset')?.nameEn).toBe('Reset password');
    expect(buttons.find((b) => b.code === 'user_add')?.nameEn).toBe('Add');
    await admin.gql(`mutation($ids: [ID!]!) { removeMenus(input: { ids: $ids }) }`, { ids: [created.id] });
  });
});

describe('legacy REST paths of SPEC section 7 (system)', () => {
  it('posts: list, select, detail, submit, remove', async () => {
    const created = await admin.rest<{ id: string }>('POST', '/api/blade-system/post/submit', {
      category: 2,
      postCode: 'mgr',
      postName: '部门经理',
      sort: 1,
    });
    expect(created.body).toMatchObject({ success: true, msg: '新增成功' });
    const dup = await admin.rest('POST', '/api/blade-system/post/submit', {
      category: 2,
      postCode: 'mgr',
      postName: '重复',
    });
    expect(dup.body).toMatchObject({ code: 409, msg: '岗位编号已存在' });
    const list = await admin.rest<{ records: { postCode: string }[] }>(
      'GET',
      '/api/blade-system/post/list?postName=经理',
    );
    expect(list.body.data.records.map((p) => p.postCode)).toEqual(['mgr']);
    const select = await admin.rest<{ id: string; postName: string }[]>(
      'GET',
      '/api/blade-system/post/select?tenantId=000000',
    );
    expect(select.body.data).toEqual([{ id: created.body.data.id, postName: '部门经理', postCode: 'mgr' }]);
    expect((await admin.rest('GET', `/api/blade-system/post/detail?id=${created.body.data.id}`)).body).toMatchObject({
      data: { postName: '部门经理' },
    });
    expect((await admin.rest('POST', `/api/blade-system/post/remove?ids=${created.body.data.id}`)).body).toMatchObject({
      data: true,
      msg: '删除成功',
    });
  });

  it('top menus with their grants: grant-top-tree, top-tree-keys, topmenu/grant', async () => {
    const top = await admin.rest<{ id: string }>('POST', '/api/blade-system/topmenu/submit', {
      code: 'office',
      name: '办公',
      sort: 1,
    });
    expect(top.body.success).toBe(true);
    const tree = await admin.rest<{ id: string; title: string }[]>('GET', '/api/blade-system/menu/grant-top-tree');
    const menuIds = tree.body.data.filter((n) => ['首页', '流程办公'].includes(n.title)).map((n) => n.id);
    expect(menuIds).toHaveLength(2);
    const grant = await admin.rest('POST', '/api/blade-system/topmenu/grant', {
      topMenuIds: [top.body.data.id],
      menuIds,
    });
    expect(grant.body.success).toBe(true);
    const keys = await admin.rest<string[]>(
      'GET',
      `/api/blade-system/menu/top-tree-keys?topMenuIds=${top.body.data.id}`,
    );
    expect(keys.body.data.sort()).toEqual([...menuIds].sort());
    const list = await admin.rest<{ records: { code: string }[] }>('GET', '/api/blade-system/topmenu/list');
    expect(list.body.data.records.map((t) => t.code)).toContain('office');
    expect((await admin.rest('POST', `/api/blade-system/topmenu/remove?ids=${top.body.data.id}`)).body.data).toBe(true);
  });

  it('data scopes and API scopes: list, detail, submit, remove; rules of the custom scope and paths', async () => {
    const custom = await admin.rest('POST', '/api/blade-system/data-scope/submit', {
      resourceCode: 'user',
      scopeName: '自定义',
      scopeType: 2,
    });
    expect(custom.body.msg).toBe('自定义规则需要字段名和值');
    const ok = await admin.rest<{ id: string }>('POST', '/api/blade-system/data-scope/submit', {
      resourceCode: 'user',
      scopeName: '指定账号',
      scopeType: 2,
      scopeColumn: 'account',
      scopeValue: 'admin,{userId}',
    });
    expect(ok.body.success).toBe(true);
    expect((await admin.rest('GET', `/api/blade-system/data-scope/detail?id=${ok.body.data.id}`)).body).toMatchObject({
      data: { scopeColumn: 'account' },
    });
    expect(
      (await admin.rest<{ total: number }>('GET', '/api/blade-system/data-scope/list?resourceCode=user')).body.data
        .total,
    ).toBeGreaterThanOrEqual(5);
    const badPath = await admin.rest('POST', '/api/blade-system/api-scope/submit', {
      resourceCode: 'x',
      scopeName: 'x',
      scopePath: '/other/**',
    });
    expect(badPath.body.msg).toBe('接口路径必须以 /api/ 开头');
    const api = await admin.rest<{ id: string }>('POST', '/api/blade-system/api-scope/submit', {
      resourceCode: 'param',
      scopeName: '参数接口',
      scopePath: '/api/blade-system/param/**',
      scopeMethod: 'POST',
    });
    expect(api.body.success).toBe(true);
    expect((await admin.rest('POST', `/api/blade-system/api-scope/remove?ids=${api.body.data.id}`)).body.data).toBe(
      true,
    );
    expect((await admin.rest('POST', `/api/blade-system/data-scope/remove?ids=${ok.body.data.id}`)).body.data).toBe(
      true,
    );
  });

  it('menu buttons, own info and the member business context', async () => {
    const member = await s.login('huiyuan', DEMO_PASSWORD);
    const info = await member.rest<Record<string, unknown>>('GET', '/api/blade-system/user/info');
    expect(info.body.data).toMatchObject({ account: 'huiyuan', companyName: '示例建筑工程有限公司' });
    expect(info.body.data).not.toHaveProperty('passwordHash');
    const business = await member.rest('GET', '/api/rs-member-service/ucenter/login/tenant/member/business');
    expect(business.body.data).toMatchObject({
      account: 'huiyuan',
      tenantId: '000000',
      loginType: 'account',
      roles: ['member'],
    });
    const buttons = await admin.rest<{ code: string; children: { code: string }[] }[]>(
      'GET',
      '/api/blade-system/menu/buttons',
    );
    expect(buttons.body.data.find((b) => b.code === 'user')!.children.map((c) => c.code)).toEqual([
      'user_add',
      'user_edit',
      'user_delete',
      'user_reset',
      'user_export',
      'user_import',
    ]);
  });
});

describe('tenants and clients', () => {
  it('keeps a tenant code fixed and the administrative tenant alive; new tenants get the standard roles', async () => {
    const t = (
      await admin.gql<{ submitTenant: { id: string; version: number } }>(
        `mutation { submitTenant(input: { tenantId: "200002", tenantName: "测试租户", accountNumber: 1 }) { id version } }`,
      )
    ).data!.submitTenant;
    const rename = await admin.gql(
      `mutation($id: ID!, $v: Int) { submitTenant(input: { id: $id, version: $v, tenantId: "200003", tenantName: "x" }) { id } }`,
      { id: t.id, v: t.version },
    );
    expect(rename.errors?.[0]?.message).toBe('租户编号不能修改');
    const bad = await admin.gql(`mutation { submitTenant(input: { tenantId: "12ab", tenantName: "x" }) { id } }`);
    expect(bad.errors?.[0]?.message).toBe('租户编号必须是6位数字');
    const list = await admin.gql<{ tenants: { records: { tenantId: string; id: string }[] } }>(
      `{ tenants { records { id tenantId } } }`,
    );
    const main = list.data!.tenants.records.find((r) => r.tenantId === '000000')!;
    expect(
      (await admin.gql(`mutation($ids: [ID!]!) { removeTenants(input: { ids: $ids }) }`, { ids: [main.id] }))
        .errors?.[0]?.message,
    ).toBe('管理组租户不能删除');
    const inT = s.with({
      authorization: `Bearer ${(await s.login('admin', DEMO_PASSWORD)).token}`,
      'tenant-id': '200002',
    });
    const roles = await inT.gql<{ roleTree: { roleAlias: string }[] }>(`{ roleTree { roleAlias } }`);
    expect(roles.data!.roleTree.map((r) => r.roleAlias)).toEqual([
      'administrator',
      'approver',
      'member',
      'expert',
      'guest',
    ]);
    // Account quota 1.
    expect(
      (
        await inT.gql(
          `mutation { submitUser(input: { account: "first", password: "Quota-Pass-2026", roleIds: [] }) { id } }`,
        )
      ).errors,
    ).toBeUndefined();
    expect(
      (
        await inT.gql(
          `mutation { submitUser(input: { account: "second", password: "Quota-Pass-2026", roleIds: [] }) { id } }`,
        )
      ).errors?.[0]?.message,
    ).toBe('租户账号数量已达上限');
  });

  it('stores client secrets hashed and refuses a client without a secret', async () => {
    const none = await admin.gql(
      `mutation { submitOauthClient(input: { clientId: "app2", grantTypes: ["password"], accessTokenValidity: 600, refreshTokenValidity: 3600 }) { id } }`,
    );
    expect(none.errors?.[0]?.message).toBe('请输入客户端密钥');
    const r = await admin.gql(
      `mutation { submitOauthClient(input: { clientId: "app2", clientSecret: "app2-secret-xyz", grantTypes: ["password"], accessTokenValidity: 600, refreshTokenValidity: 3600 }) { id clientId grantTypes } }`,
    );
    expect(r.errors).toBeUndefined();
    const stored = await s.db.orm.em.fork().findOneOrFail(OAuthClient, { clientId: 'app2' });
    expect(stored.secretHash).not.toContain('app2-secret');
    // The new client's lifetime applies to its tokens; it may not refresh (no refresh_token grant).
    const login = await s.gql<{ login: { expiresIn: number; refreshToken: string } }>(
      `mutation { login(input: { tenantId: "000000", account: "shenpi", password: "${DEMO_PASSWORD}", clientId: "app2" }) { expiresIn refreshToken } }`,
    );
    expect(login.data!.login.expiresIn).toBe(600);
    const refresh = await s.gql(
      `mutation($t: String!) { refreshToken(input: { refreshToken: $t, clientId: "app2" }) { accessToken } }`,
      { t: login.data!.login.refreshToken },
    );
    expect(refresh.errors?.[0]?.message).toBe('不支持的授权类型');
  });
});
