import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../api/src/engine/limits/rate-limits.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/**
 * The system calls of BladeX's admin front end (Saber) beyond SPEC section 7, in BladeX's shapes: the user
 * module's update, grant, reset-password, update-password, update-info, unlock and info (under /blade-system/user
 * and /blade-user), the menu module's lazy lists, trees, grant trees and top menus, tenant info, select and
 * setting, and the lists BladeX answers as trees.
 */

type Node = {
  id: string;
  parentId: string;
  hasChildren: boolean;
  children?: Node[];
  title?: string;
  key?: string;
  value?: string;
  [k: string]: unknown;
};

let s: TestServer;
let admin: Awaited<ReturnType<TestServer['login']>>;
let member: ApiClient;

const ok = (body: { code: number; success: boolean }) => expect(body).toMatchObject({ code: 200, success: true });
/** A refused call: the envelope with `code` and a Chinese message. */
const refused = (body: { code: number; success: boolean; msg: string }, code: number, msg?: string | RegExp) => {
  expect(body).toMatchObject({ code, success: false });
  expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
  if (msg) expect(body.msg).toMatch(msg);
};
const walk = (nodes: Node[], visit: (n: Node) => void) => {
  for (const n of nodes) {
    visit(n);
    walk(n.children ?? [], visit);
  }
};

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop();
});

describe('user module', () => {
  let userId: string;
  let roleIds: string[];

  beforeAll(async () => {
    const roles = await admin.rest<Node[]>('GET', '/api/blade-system/role/list');
    ok(roles.body);
    const flat: Node[] = [];
    walk(roles.body.data, (n) => flat.push(n));
    roleIds = flat.filter((r) => ['approver', 'member'].includes(r.roleAlias as string)).map((r) => r.id);
    expect(roleIds).toHaveLength(2);
    // Saber's user form sends roleId as a comma-separated string.
    const created = await admin.rest<{ id: string; roleIds: string[] }>('POST', '/api/blade-user/submit', {
      account: 'shapes01',
      password: 'Shapes-Test-2026',
      realName: '形状测试',
      roleId: roleIds.join(','),
    });
    ok(created.body);
    expect(created.body.data.roleIds.sort()).toEqual([...roleIds].sort());
    userId = created.body.data.id;
  });

  it('answers info under both prefixes, the signed-in user without the password hash', async () => {
    for (const path of ['/api/blade-system/user/info', '/api/blade-user/info']) {
      const r = await member.rest<Record<string, unknown>>('GET', path);
      ok(r.body);
      expect(r.body.data).toMatchObject({ account: 'huiyuan' });
      expect(r.body.data).not.toHaveProperty('passwordHash');
    }
    expect((await s.rest('GET', '/api/blade-user/info')).status).toBe(401);
  });

  it('answers list and page as pages and user-list as a list', async () => {
    for (const path of ['/api/blade-user/list', '/api/blade-user/page', '/api/blade-system/user/page']) {
      const r = await admin.rest<{ records: unknown[]; total: number; current: number; size: number }>(
        'GET',
        `${path}?current=1&size=2`,
      );
      ok(r.body);
      expect(r.body.data).toMatchObject({ current: 1, size: 2 });
      expect(r.body.data.records.length).toBeLessThanOrEqual(2);
      expect(r.body.data.total).toBeGreaterThanOrEqual(4);
    }
    const all = await admin.rest<{ account: string }[]>('GET', '/api/blade-system/user/user-list?account=shapes');
    ok(all.body);
    expect(all.body.data.map((u) => u.account)).toEqual(['shapes01']);
    refused((await member.rest('GET', '/api/blade-user/user-list')).body, 403);
  });

  it("answers page by department with the users of the departments below it, as BladeX's page does", async () => {
    const depts = await admin.rest<Node[]>('GET', '/api/blade-system/dept/lazy-list');
    const top = depts.body.data[0]!;
    const child = await admin.rest<{ id: string }>('POST', '/api/blade-system/dept/submit', {
      parentId: top.id,
      deptName: '形状下级机构',
      loginType: top.loginType,
    });
    ok(child.body);
    ok(
      (
        await admin.rest('POST', '/api/blade-user/submit', {
          account: 'shapes02',
          password: 'Shapes-Test-2026',
          deptId: child.body.data.id,
          roleIds: [roleIds[0]],
        })
      ).body,
    );
    const page = await admin.rest<{ records: { account: string }[] }>(
      'GET',
      `/api/blade-user/page?deptId=${top.id}&current=1&size=100`,
    );
    ok(page.body);
    expect(page.body.data.records.map((u) => u.account)).toContain('shapes02');
    const list = await admin.rest<{ records: { account: string }[] }>(
      'GET',
      `/api/blade-user/list?deptId=${top.id}&current=1&size=100`,
    );
    expect(list.body.data.records.map((u) => u.account)).not.toContain('shapes02');
  });

  it('updates a user (update needs the id and the edit permission)', async () => {
    const r = await admin.rest<{ realName: string }>('POST', '/api/blade-system/user/update', {
      id: userId,
      account: 'shapes01',
      realName: '形状测试改',
      roleIds,
    });
    ok(r.body);
    expect(r.body.data.realName).toBe('形状测试改');
    refused(
      (await admin.rest('POST', '/api/blade-user/update', { account: 'shapes01', roleIds })).body,
      400,
      '请选择要修改的用户',
    );
    refused(
      (await member.rest('POST', '/api/blade-user/update', { id: userId, account: 'shapes01', roleIds })).body,
      403,
    );
  });

  it('grants roles (userIds, roleIds in the query) with the rules of an edit', async () => {
    const r = await admin.rest('POST', `/api/blade-user/grant?userIds=${userId}&roleIds=${roleIds[1]}`);
    ok(r.body);
    const detail = await admin.rest<{ roleIds: string[] }>('GET', `/api/blade-system/user/detail?id=${userId}`);
    expect(detail.body.data.roleIds).toEqual([roleIds[1]]);
    refused(
      (await admin.rest('POST', `/api/blade-system/user/grant?roleIds=${roleIds[0]}`)).body,
      400,
      '请选择至少一个用户',
    );
    refused(
      (await admin.rest('POST', `/api/blade-system/user/grant?userIds=${userId}&roleIds=nope`)).body,
      400,
      '角色不存在',
    );
    refused((await member.rest('POST', `/api/blade-user/grant?userIds=${userId}&roleIds=${roleIds[0]}`)).body, 403);
  });

  it('resets passwords of users: the administrator chooses the new password', async () => {
    refused((await admin.rest('POST', `/api/blade-user/reset-password?userIds=${userId}`)).body, 400, '请输入新密码');
    refused(
      (await admin.rest('POST', '/api/blade-user/reset-password', { password: 'Shapes-Reset-2026' })).body,
      400,
      '请选择至少一个用户',
    );
    refused(
      (await member.rest('POST', `/api/blade-user/reset-password?userIds=${userId}`, { password: 'Shapes-Reset-2026' }))
        .body,
      403,
    );
    ok(
      (
        await admin.rest('POST', `/api/blade-system/user/reset-password?userIds=${userId}`, {
          password: 'Shapes-Reset-2026',
        })
      ).body,
    );
    await s.login('shapes01', 'Shapes-Reset-2026');
  });

  it('unlocks users (edit permission): their failed sign-ins are forgotten', async () => {
    const login = (password: string) =>
      s.gql(`mutation($input: LoginInput!) { login(input: $input) { accessToken } }`, {
        input: { tenantId: '000000', account: 'shapes01', password },
      });
    for (let i = 0; i < RATE_LIMITS.loginAccount.points; i++) await login(`bad-password-${i}`);
    expect((await login('Shapes-Reset-2026')).errors?.[0]?.extensions?.code).toBe('CAPTCHA_REQUIRED');
    ok((await admin.rest('POST', `/api/blade-system/user/unlock?userIds=${userId}`)).body);
    expect((await login('Shapes-Reset-2026')).errors).toBeUndefined();
    refused((await admin.rest('POST', '/api/blade-system/user/unlock')).body, 400, '请选择至少一个用户');
    refused((await admin.rest('POST', '/api/blade-system/user/unlock?userIds=nope')).body, 404, '用户不存在');
    refused((await member.rest('POST', `/api/blade-user/unlock?userIds=${userId}`)).body, 403);
  });

  it('approves and refuses guest registrations (audit-pass, audit-refuse) like 注册审核', async () => {
    const register = async (account: string) =>
      ok(
        (
          await s.rest('POST', '/api/blade-system/user/register', {
            tenantId: '000000',
            account,
            password: 'Guest-Shapes-2026',
            confirmPassword: 'Guest-Shapes-2026',
          })
        ).body,
      );
    await register('shapesguest1');
    await register('shapesguest2');
    const waiting = await admin.gql<{ registrations: { records: { id: string; account: string }[] } }>(
      `{ registrations(page: { size: 100 }) { records { id account } } }`,
    );
    const idOf = (account: string) => waiting.data!.registrations.records.find((r) => r.account === account)!.id;
    refused((await member.rest('POST', `/api/blade-system/user/audit-pass?userIds=${idOf('shapesguest1')}`)).body, 403);
    refused((await admin.rest('POST', '/api/blade-system/user/audit-pass', {})).body, 400, '请选择至少一个用户');
    ok((await admin.rest('POST', `/api/blade-system/user/audit-pass?userIds=${idOf('shapesguest1')}`)).body);
    await s.login('shapesguest1', 'Guest-Shapes-2026');
    // Deciding again: nothing of the choice waits any more.
    refused(
      (await admin.rest('POST', `/api/blade-user/audit-refuse?userIds=${idOf('shapesguest1')}`)).body,
      400,
      '所选用户没有待审核的注册',
    );
    const refuse = await admin.rest('POST', '/api/blade-user/audit-refuse', {
      userIds: [idOf('shapesguest2')],
      remark: '单位信息不符',
    });
    ok(refuse.body);
    const signIn = await s.gql(
      `mutation { login(input: { tenantId: "000000", account: "shapesguest2", password: "Guest-Shapes-2026" }) { accessToken } }`,
    );
    expect(signIn.errors?.[0]?.message).toBe('注册申请未通过审核，请联系管理员');
    const refusedUser = await admin.rest<{ reviewRemark: string; status: number }>(
      'GET',
      `/api/blade-system/user/detail?id=${idOf('shapesguest2')}`,
    );
    expect(refusedUser.body.data.reviewRemark).toBe('单位信息不符');
  });

  it('says plainly that the per-platform user extension is not used here', async () => {
    refused(
      (await admin.rest('GET', `/api/blade-system/user/platform-detail?id=${userId}`)).body,
      400,
      '不区分用户平台',
    );
    refused((await admin.rest('POST', '/api/blade-user/update-platform', {})).body, 400, '不区分用户平台');
    refused((await member.rest('GET', `/api/blade-system/user/platform-detail?id=${userId}`)).body, 403);
  });

  it("changes the signed-in user's own profile and password", async () => {
    const me = await s.login('shapes01', 'Shapes-Reset-2026');
    const info = await me.rest<{ realName: string; account: string }>('POST', '/api/blade-user/update-info', {
      realName: '自己改名',
      account: 'ignored',
    });
    ok(info.body);
    expect(info.body.data).toMatchObject({ realName: '自己改名', account: 'shapes01' });
    refused(
      (
        await me.rest(
          'POST',
          '/api/blade-system/user/update-password?oldPassword=Shapes-Reset-2026&newPassword=Shapes-New-2026&newPassword1=Other-2026',
        )
      ).body,
      400,
    );
    refused((await me.rest('POST', '/api/blade-system/user/update-password', {})).body, 400, '请输入原密码');
    const changed = await me.rest<{ access_token: string }>(
      'POST',
      '/api/blade-user/update-password?oldPassword=Shapes-Reset-2026&newPassword=Shapes-New-2026&newPassword1=Shapes-New-2026',
    );
    ok(changed.body);
    expect(changed.body.data.access_token).toEqual(expect.any(String));
    await s.login('shapes01', 'Shapes-New-2026');
  });
});

describe('menu module', () => {
  it('answers list and menu-list as trees (menu-list without buttons)', async () => {
    const list = await admin.rest<Node[]>('GET', '/api/blade-system/menu/list');
    ok(list.body);
    expect(Array.isArray(list.body.data)).toBe(true);
    const system = list.body.data.find((m) => m.code === 'system')!;
    expect(system).toMatchObject({ parentId: '0', hasChildren: true, name: '系统管理' });
    expect(system.children!.length).toBeGreaterThan(0);
    let buttons = 0;
    walk(list.body.data, (n) => {
      if (n.category === 2) buttons++;
      expect(n.hasChildren).toBe((n.children ?? []).length > 0);
    });
    expect(buttons).toBeGreaterThan(0);
    const menus = await admin.rest<Node[]>('GET', '/api/blade-system/menu/menu-list');
    ok(menus.body);
    walk(menus.body.data, (n) => expect(n.category).toBe(1));
  });

  it('answers one level under parentId in lazy-list and lazy-menu-list', async () => {
    const roots = await admin.rest<Node[]>('GET', '/api/blade-system/menu/lazy-list');
    ok(roots.body);
    expect(roots.body.data.every((m) => m.parentId === '0')).toBe(true);
    const system = roots.body.data.find((m) => m.code === 'system')!;
    expect(system.hasChildren).toBe(true);
    expect(system).not.toHaveProperty('children');
    const level = await admin.rest<Node[]>('GET', `/api/blade-system/menu/lazy-list?parentId=${system.id}`);
    expect(level.body.data.length).toBeGreaterThan(0);
    expect(level.body.data.every((m) => m.parentId === system.id)).toBe(true);
    const user = level.body.data.find((m) => m.code === 'user')!;
    const userButtons = await admin.rest<Node[]>('GET', `/api/blade-system/menu/lazy-list?parentId=${user.id}`);
    expect(userButtons.body.data.some((m) => m.category === 2)).toBe(true);
    const userMenus = await admin.rest<Node[]>('GET', `/api/blade-system/menu/lazy-menu-list?parentId=${user.id}`);
    ok(userMenus.body);
    expect(userMenus.body.data.some((m) => m.category === 2)).toBe(false);
    refused((await member.rest('GET', '/api/blade-system/menu/lazy-list')).body, 403);
  });

  it('answers the grant tree as {menu, dataScope, apiScope} trees and role-tree-keys as key lists', async () => {
    const tree = await admin.rest<{ menu: Node[]; dataScope: Node[]; apiScope: Node[] }>(
      'GET',
      '/api/blade-system/menu/grant-tree',
    );
    ok(tree.body);
    expect(Object.keys(tree.body.data).sort()).toEqual(['apiScope', 'dataScope', 'menu']);
    const system = tree.body.data.menu.find((m) => m.title === '系统管理')!;
    expect(system).toMatchObject({ parentId: '0', key: system.id, value: system.id, hasChildren: true });
    expect(system.children!.length).toBeGreaterThan(0);
    for (const part of [tree.body.data.dataScope, tree.body.data.apiScope])
      walk(part, (n) => expect(n).toMatchObject({ key: n.id, value: n.id, title: expect.any(String) }));
    const roles = await admin.rest<Node[]>('GET', '/api/blade-system/role/list?roleAlias=approver');
    const keys = await admin.rest<{ menu: string[]; dataScope: string[]; apiScope: string[] }>(
      'GET',
      `/api/blade-system/menu/role-tree-keys?roleIds=${roles.body.data[0]!.id}`,
    );
    ok(keys.body);
    expect(keys.body.data.menu.length).toBeGreaterThan(0);
    expect(keys.body.data.menu).toContain(system.id);
    expect(Array.isArray(keys.body.data.dataScope) && Array.isArray(keys.body.data.apiScope)).toBe(true);
    refused((await member.rest('GET', '/api/blade-system/menu/grant-tree')).body, 403);
  });

  it('answers grant-data-tree and grant-api-tree as the scope parts of the grant tree', async () => {
    const tree = await admin.rest<{ dataScope: Node[]; apiScope: Node[] }>('GET', '/api/blade-system/menu/grant-tree');
    const data = await admin.rest<Node[]>('GET', '/api/blade-system/menu/grant-data-tree');
    const api = await admin.rest<Node[]>('GET', '/api/blade-system/menu/grant-api-tree');
    ok(data.body);
    ok(api.body);
    expect(data.body.data).toEqual(tree.body.data.dataScope);
    expect(api.body.data).toEqual(tree.body.data.apiScope);
    expect(data.body.data.length).toBeGreaterThan(0);
    refused((await member.rest('GET', '/api/blade-system/menu/grant-data-tree')).body, 403);
  });

  it("answers role alias (GET or POST) and select as flat lists of the tenant's roles, for holders of role", async () => {
    const tree = await admin.rest<Node[]>('GET', '/api/blade-system/role/list');
    const all: Node[] = [];
    walk(tree.body.data, (n) => all.push(n));
    for (const method of ['GET', 'POST'] as const) {
      const alias = await admin.rest<Node[]>(method, '/api/blade-system/role/alias');
      ok(alias.body);
      expect(alias.body.data.map((r) => r.id).sort()).toEqual(all.map((r) => r.id).sort());
      for (const r of alias.body.data) {
        expect(r).toMatchObject({ roleName: expect.any(String), roleAlias: expect.any(String) });
        expect(r.children).toBeUndefined();
      }
      expect(alias.body.data.map((r) => r.roleAlias)).toEqual(expect.arrayContaining(['administrator', 'member']));
      refused((await member.rest(method, '/api/blade-system/role/alias')).body, 403);
    }
    const two = all.filter((r) => ['approver', 'member'].includes(r.roleAlias as string)).map((r) => r.id);
    const select = await admin.rest<Node[]>('GET', `/api/blade-system/role/select?roleId=${two.join(',')}`);
    ok(select.body);
    expect(select.body.data.map((r) => r.id).sort()).toEqual([...two].sort());
    const every = await admin.rest<Node[]>('GET', '/api/blade-system/role/select');
    expect(every.body.data).toHaveLength(all.length);
    refused((await member.rest('GET', '/api/blade-system/role/select')).body, 403);
  });

  it('grants a role from comma-separated ids in the query (older front ends) as from JSON arrays', async () => {
    const made = await admin.rest<{ id: string }>('POST', '/api/blade-system/role/submit', {
      roleName: '形状角色',
      roleAlias: 'shapes',
    });
    ok(made.body);
    const tree = await admin.rest<{ menu: Node[] }>('GET', '/api/blade-system/menu/grant-tree');
    const system = tree.body.data.menu.find((m) => m.title === '系统管理')!;
    const user = system.children!.find((m) => m.title === '用户管理')!;
    const role = made.body.data.id;
    ok((await admin.rest('POST', `/api/blade-system/role/grant?roleIds=${role}&menuIds=${system.id},${user.id}`)).body);
    const keys = await admin.rest<{ menu: string[] }>('GET', `/api/blade-system/menu/role-tree-keys?roleIds=${role}`);
    expect(keys.body.data.menu.sort()).toEqual([system.id, user.id].sort());
    ok((await admin.rest('POST', '/api/blade-system/role/grant', { roleIds: [role], menuIds: [system.id] })).body);
    const after = await admin.rest<{ menu: string[] }>('GET', `/api/blade-system/menu/role-tree-keys?roleIds=${role}`);
    expect(after.body.data.menu).toEqual([system.id]);
    refused(
      (await admin.rest('POST', `/api/blade-system/role/grant?menuIds=${system.id}`)).body,
      400,
      '请选择至少一个角色',
    );
    refused(
      (await admin.rest('POST', `/api/blade-system/role/grant?roleIds=${role}&menuIds=nope`)).body,
      400,
      '菜单不存在',
    );
    refused((await member.rest('POST', `/api/blade-system/role/grant?roleIds=${role}&menuIds=${system.id}`)).body, 403);
  });

  it('answers the top menus, the grant-top-tree as a tree, routes by top menu and auth-routes', async () => {
    const created = await admin.rest<{ id: string }>('POST', '/api/blade-system/topmenu/submit', {
      code: 'shapes',
      name: '形状',
      sort: 90,
    });
    ok(created.body);
    const top = await member.rest<{ id: string; name: string }[]>('GET', '/api/blade-system/menu/top-menu');
    ok(top.body);
    expect(top.body.data.map((t) => t.name)).toContain('形状');
    const grantable = await admin.rest<Node[]>('GET', '/api/blade-system/menu/grant-top-tree');
    ok(grantable.body);
    const system = grantable.body.data.find((m) => m.title === '系统管理')!;
    expect(system.children!.length).toBeGreaterThan(0);
    const user = system.children!.find((m) => m.title === '用户管理')!;
    ok(
      (
        await admin.rest(
          'POST',
          `/api/blade-system/topmenu/grant?topMenuIds=${created.body.data.id}&menuIds=${system.id},${user.id}`,
        )
      ).body,
    );
    const routes = await admin.rest<Node[]>('GET', `/api/blade-system/menu/routes?topMenuId=${created.body.data.id}`);
    ok(routes.body);
    expect(routes.body.data.map((r) => r.name)).toEqual(['系统管理']);
    expect(routes.body.data[0]!.children!.map((r) => r.name)).toEqual(['用户管理']);
    const auth = await admin.rest<Record<string, { authority: string[] }>[]>(
      'GET',
      '/api/blade-system/menu/auth-routes',
    );
    ok(auth.body);
    const userRoute = auth.body.data.find((r) => '/system/user' in r)!;
    expect(userRoute['/system/user']!.authority).toContain('administrator');
    // routes-ext answers the same tree as routes (one front end here).
    const ext = await admin.rest<Node[]>('GET', `/api/blade-system/menu/routes-ext?topMenuId=${created.body.data.id}`);
    expect(ext.body.data).toEqual(routes.body.data);
    const mine = await member.rest<Node[]>('GET', '/api/blade-system/menu/routes-ext');
    expect(mine.body.data).toEqual((await member.rest<Node[]>('GET', '/api/blade-system/menu/routes')).body.data);
    expect(mine.body.data.map((r) => r.name)).not.toContain('系统管理');
  });
});

describe('tenant module', () => {
  let tenantId: string;
  beforeAll(async () => {
    const r = await admin.rest<{ id: string }>('POST', '/api/blade-system/tenant/submit', {
      tenantId: '300021',
      tenantName: '形状租户',
      domain: 'shapes.example.org',
    });
    ok(r.body);
    tenantId = r.body.data.id;
  });

  it('answers info by domain without sign-in (an empty object for an unknown domain)', async () => {
    const r = await s.rest<Record<string, unknown>>('GET', '/api/blade-system/tenant/info?domain=Shapes.example.org');
    ok(r.body);
    expect(r.body.data).toEqual({ tenantId: '300021', tenantName: '形状租户', domain: 'shapes.example.org' });
    const none = await s.rest('GET', '/api/blade-system/tenant/info?domain=nowhere.example.org');
    ok(none.body);
    expect(none.body.data).toEqual({});
  });

  it('answers select as a list and sets quota and expiry (setting), validated in Chinese', async () => {
    const select = await admin.rest<{ tenantId: string }[]>('GET', '/api/blade-system/tenant/select');
    ok(select.body);
    expect(select.body.data.map((t) => t.tenantId)).toEqual(expect.arrayContaining(['000000', '300021']));
    refused((await member.rest('GET', '/api/blade-system/tenant/select')).body, 403);
    const set = await admin.rest(
      'POST',
      `/api/blade-system/tenant/setting?ids=${tenantId}&accountNumber=10&expireTime=2030-01-01%2000:00:00`,
    );
    ok(set.body);
    const detail = await admin.rest<{ accountNumber: number; expireTime: string }>(
      'GET',
      `/api/blade-system/tenant/detail?id=${tenantId}`,
    );
    expect(detail.body.data).toMatchObject({ accountNumber: 10, expireTime: '2030-01-01 00:00:00' });
    refused((await admin.rest('POST', `/api/blade-system/tenant/setting?ids=${tenantId}&accountNumber=x`)).body, 400);
    refused(
      (await admin.rest('POST', `/api/blade-system/tenant/setting?ids=${tenantId}&expireTime=tomorrow`)).body,
      400,
      '到期时间格式不正确',
    );
    refused(
      (await admin.rest('POST', '/api/blade-system/tenant/setting?accountNumber=3')).body,
      400,
      '请选择至少一个租户',
    );
    refused((await member.rest('POST', `/api/blade-system/tenant/setting?ids=${tenantId}&accountNumber=3`)).body, 403);
  });

  it('finds tenants by name and says plainly that tenant packages and data sources are not used here', async () => {
    const found = await admin.rest<{ tenantId: string }[]>('GET', '/api/blade-system/tenant/find-by-name?name=形状');
    ok(found.body);
    expect(found.body.data.map((t) => t.tenantId)).toEqual(['300021']);
    refused((await member.rest('GET', '/api/blade-system/tenant/find-by-name?name=形状')).body, 403);
    refused(
      (await admin.rest('GET', `/api/blade-system/tenant/package-detail?tenantId=${tenantId}`)).body,
      400,
      '不使用租户产品包',
    );
    refused((await admin.rest('POST', '/api/blade-system/tenant/package-setting', {})).body, 400, '不使用租户产品包');
    refused((await admin.rest('POST', '/api/blade-system/tenant/datasource', {})).body, 400, '不支持租户数据源');
  });
});

describe('auth module', () => {
  it('answers the captcha at /blade-auth/oauth/captcha too, and user-info as the token carries the user', async () => {
    for (const path of ['/api/blade-auth/captcha', '/api/blade-auth/oauth/captcha']) {
      const r = await s.rest<never>('GET', path);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ key: expect.any(String), image: expect.stringMatching(/^data:image\//) });
    }
    const info = await member.rest<Record<string, string>>('GET', '/api/blade-auth/oauth/user-info');
    ok(info.body);
    expect(info.body.data).toMatchObject({ account: 'huiyuan', userName: 'huiyuan', tenantId: '000000' });
    expect(info.body.data.roleName?.split(',')).toContain('member');
    expect(info.body.data.userId).toEqual(expect.any(String));
    expect(JSON.stringify(info.body.data)).not.toMatch(/password/i);
    expect((await s.rest('GET', '/api/blade-auth/oauth/user-info')).status).toBe(401);
  });

  it('answers clear-cache with success for signed-in users (the server keeps no such cache)', async () => {
    const r = await member.rest<{ success: string }>('GET', '/api/blade-auth/oauth/clear-cache');
    ok(r.body);
    expect(r.body.data).toEqual({ success: 'true', msg: 'success' });
    expect((await s.rest('GET', '/api/blade-auth/oauth/clear-cache')).status).toBe(401);
  });
});

describe('lists BladeX answers as trees', () => {
  it('answers dept list as a tree and its lazy list and lazy tree by parentId', async () => {
    const list = await admin.rest<Node[]>('GET', '/api/blade-system/dept/list');
    ok(list.body);
    expect(list.body.data.every((d) => d.parentId === '0' && Array.isArray(d.children))).toBe(true);
    expect(list.body.data[0]).toHaveProperty('deptName');
    const lazy = await admin.rest<Node[]>('GET', '/api/blade-system/dept/lazy-list?parentId=0');
    ok(lazy.body);
    expect(lazy.body.data.map((d) => d.id)).toEqual(list.body.data.map((d) => d.id));
    const withChildren = list.body.data.find((d) => d.hasChildren);
    if (withChildren) {
      const level = await admin.rest<Node[]>('GET', `/api/blade-system/dept/lazy-tree?parentId=${withChildren.id}`);
      expect(level.body.data.map((d) => d.id)).toEqual(withChildren.children!.map((d) => d.id));
    }
    const tree = await admin.rest<Node[]>('GET', '/api/blade-system/dept/lazy-tree');
    walk(tree.body.data, (n) => expect(n).toMatchObject({ key: n.id, value: n.id, title: expect.any(String) }));
    refused((await member.rest('GET', '/api/blade-system/dept/lazy-tree')).body, 403);
  });

  it('answers role, dict and dict-biz lists as trees', async () => {
    for (const path of [
      '/api/blade-system/role/list',
      '/api/blade-system/dict/list',
      '/api/blade-system/dict-biz/list',
    ]) {
      const r = await admin.rest<Node[]>('GET', path);
      ok(r.body);
      expect(Array.isArray(r.body.data), path).toBe(true);
      expect(r.body.data.length, path).toBeGreaterThan(0);
      walk(r.body.data, (n) => expect(n.hasChildren).toBe((n.children ?? []).length > 0));
    }
    const dict = await admin.rest<Node[]>('GET', '/api/blade-system/dict/list?code=sex');
    const sex = dict.body.data.find((d) => d.code === 'sex' && d.parentId === '0');
    if (sex) expect(sex.children!.length).toBeGreaterThan(0);
  });

  it('answers role tree-by-id as a tree, dictionary-tree as entry trees and region select by code', async () => {
    const roles = await admin.rest<Node[]>('GET', '/api/blade-system/role/tree-by-id?roleId=x');
    ok(roles.body);
    walk(roles.body.data, (n) => expect(n).toMatchObject({ key: n.id, value: n.id, title: expect.any(String) }));
    expect(roles.body.data.length).toBeGreaterThan(0);
    refused((await member.rest('GET', '/api/blade-system/role/tree-by-id')).body, 403);
    const entries = await member.rest<Node[]>('GET', '/api/blade-system/dict/dictionary-tree?code=yes_no');
    ok(entries.body);
    expect(entries.body.data.length).toBeGreaterThan(0);
    expect(entries.body.data[0]).toMatchObject({ code: 'yes_no', dictValue: expect.any(String), children: [] });
    refused((await member.rest('GET', '/api/blade-system/dict-biz/dictionary-tree')).body, 400);
    const provinces = await member.rest<{ code: string; name: string; regionLevel: number }[]>(
      'GET',
      '/api/blade-system/region/select',
    );
    ok(provinces.body);
    expect(provinces.body.data.length).toBeGreaterThan(0);
    expect(provinces.body.data.every((r) => r.regionLevel === 1)).toBe(true);
    const province = provinces.body.data.find((r) => r.code === '21') ?? provinces.body.data[0]!;
    const cities = await member.rest<{ parentCode: string }[]>(
      'GET',
      `/api/blade-system/region/select?code=${province.code}`,
    );
    expect(cities.body.data.every((r) => r.parentCode === province.code)).toBe(true);
  });

  it('refuses a submit with bad input in Chinese in the envelope', async () => {
    refused((await admin.rest('POST', '/api/blade-system/dept/submit', { deptName: '' })).body, 400);
    refused(
      (await member.rest('POST', '/api/blade-system/dept/submit', { deptName: 'x', loginType: 'award' })).body,
      403,
    );
  });
});
