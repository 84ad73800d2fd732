import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

const SUBMIT_USER = `mutation($input: UserInput!) { submitUser(input: $input) { id account deptId roleIds version status } }`;
const USERS = `query($filter: UserFilter) { users(filter: $filter, page: { size: 100 }) { total records { account deptId } } }`;
const ROLES = `{ roleTree { id roleAlias } }`;
const DEPTS = `{ deptTree { id deptName parentId } }`;
const GRANT = `mutation($input: GrantInput!) { grantRoles(input: $input) }`;
const GRANT_TREE = `{ grantTree { menus { id code } dataScopes { id scopeName resourceCode } apiScopes { id scopeName scopePath } } }`;
const SUBMIT_ROLE = `mutation($input: RoleInput!) { submitRole(input: $input) { id roleAlias version } }`;
const PASSWORD = 'Staff-Pass-2026';

let s: TestServer;
let admin: ApiClient;
let roles: Record<string, string>;
let depts: Record<string, string>;
let grantTree: {
  menus: { id: string; code: string }[];
  dataScopes: { id: string; scopeName: string }[];
  apiScopes: { id: string; scopePath: string }[];
};

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  roles = Object.fromEntries(
    (await admin.gql<{ roleTree: { id: string; roleAlias: string }[] }>(ROLES)).data!.roleTree.map((r) => [
      r.roleAlias,
      r.id,
    ]),
  );
  depts = Object.fromEntries(
    (await admin.gql<{ deptTree: { id: string; deptName: string }[] }>(DEPTS)).data!.deptTree.map((d) => [
      d.deptName,
      d.id,
    ]),
  );
  grantTree = (await admin.gql<{ grantTree: typeof grantTree }>(GRANT_TREE)).data!.grantTree;
});
afterAll(async () => {
  await s?.stop();
});

async function createUser(account: string, roleIds: string[], deptId?: string) {
  const r = await admin.gql<{ submitUser: { id: string; version: number } }>(SUBMIT_USER, {
    input: { account, password: PASSWORD, roleIds, deptId },
  });
  expect(r.errors).toBeUndefined();
  return r.data!.submitUser;
}

const menuIds = (...codes: string[]) => codes.map((c) => grantTree.menus.find((m) => m.code === c)!.id);

describe('permission codes', () => {
  it('refuses operations the user holds no code for, over GraphQL and REST', async () => {
    const member = await s.login('huiyuan', DEMO_PASSWORD);
    const gql = await member.gql(USERS);
    expect(gql.errors?.[0]).toMatchObject({ message: '没有操作权限', extensions: { code: 'FORBIDDEN' } });
    const rest = await member.rest('GET', '/api/blade-system/user/list');
    expect(rest.status).toBe(403);
    const paramRest = await member.rest('POST', '/api/blade-system/param/submit', {
      paramName: 'a',
      paramKey: 'b',
      paramValue: 'c',
    });
    expect(paramRest.status).toBe(403);
    const anonymous = await s.gql(`{ params { total } }`);
    expect(anonymous.status).toBe(401);
  });

  it('grants codes through role menus: the view code reads, the add code creates, the edit code updates', async () => {
    const role = (
      await admin.gql<{ submitRole: { id: string } }>(SUBMIT_ROLE, {
        input: { roleName: '参数查看', roleAlias: 'param_viewer' },
      })
    ).data!.submitRole;
    expect(
      (
        await admin.gql(GRANT, {
          input: { roleIds: [role.id], menuIds: menuIds('system', 'param', 'param_add', 'cms', 'cms_home') },
        })
      ).errors,
    ).toBeUndefined();
    await createUser('viewer1', [role.id], depts['秘书处']);
    const viewer = await s.login('viewer1', PASSWORD);
    expect((await viewer.gql(`{ params { total } }`)).errors).toBeUndefined();
    const created = await viewer.gql<{ submitParam: { id: string; version: number } }>(
      `mutation { submitParam(input: { paramName: "n", paramKey: "viewer.k", paramValue: "v" }) { id version } }`,
    );
    expect(created.errors).toBeUndefined();
    const { id, version } = created.data!.submitParam;
    const update = await viewer.gql(
      `mutation($id: ID!, $v: Int) { submitParam(input: { id: $id, version: $v, paramName: "n2", paramKey: "viewer.k", paramValue: "v" }) { id } }`,
      { id, v: version },
    );
    expect(update.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const remove = await viewer.rest('POST', `/api/blade-system/param/remove?ids=${id}`);
    expect(remove.status).toBe(403);
    // Menus of the user's tree are the granted ones whose meta roles admit the user's roles.
    const menus = await viewer.gql<{ myMenus: { code: string; children: { code: string }[] }[] }>(
      `{ myMenus { code children { code } } }`,
    );
    expect(menus.data!.myMenus.find((m) => m.code === 'system')!.children.map((c) => c.code)).toEqual(['param']);
    // 会员中心 lists meta roles [member]: granted, but hidden (with its children) from this role.
    expect(menus.data!.myMenus.map((m) => m.code)).not.toContain('cms');
    expect(JSON.stringify(menus.data!.myMenus)).not.toContain('cms_home');
  });
});

describe('data scope', () => {
  it('narrows the user list to the own department when that scope is granted', async () => {
    const ownDept = grantTree.dataScopes.find((d) => d.scopeName === '本部门用户')!;
    const role = (
      await admin.gql<{ submitRole: { id: string } }>(SUBMIT_ROLE, {
        input: { roleName: '部门用户管理', roleAlias: 'dept_user_admin' },
      })
    ).data!.submitRole;
    const userApi = grantTree.apiScopes.find((a) => a.scopePath.startsWith('/api/blade-system/user/'))!;
    await admin.gql(GRANT, {
      input: {
        roleIds: [role.id],
        menuIds: menuIds('system', 'user'),
        dataScopeIds: [ownDept.id],
        apiScopeIds: [userApi.id],
      },
    });
    await createUser('scoped1', [role.id], depts['评审专家']);
    const scoped = await s.login('scoped1', PASSWORD);
    const list = await scoped.gql<{ users: { total: number; records: { account: string; deptId: string }[] } }>(USERS);
    expect(list.errors).toBeUndefined();
    expect(list.data!.users.records.length).toBeGreaterThan(0);
    expect(list.data!.users.records.every((u) => u.deptId === depts['评审专家'])).toBe(true);
    expect(list.data!.users.records.map((u) => u.account)).toEqual(expect.arrayContaining(['zhuanjia', 'scoped1']));
    const all = await admin.gql<{ users: { total: number } }>(USERS);
    expect(all.data!.users.total).toBeGreaterThan(list.data!.users.total);
    // The REST list goes through the same service.
    const rest = await scoped.rest<{ records: { deptId: string }[] }>('GET', '/api/blade-system/user/list?size=100');
    expect(rest.body.data.records.every((u) => u.deptId === depts['评审专家'])).toBe(true);
  });
});

describe('API scope', () => {
  it('guards REST paths covered by a scope: holders of the menu code still need the scope granted', async () => {
    const userApi = grantTree.apiScopes.find((a) => a.scopePath.startsWith('/api/blade-system/user/'))!;
    const role = (
      await admin.gql<{ submitRole: { id: string } }>(SUBMIT_ROLE, {
        input: { roleName: '用户查看', roleAlias: 'user_viewer' },
      })
    ).data!.submitRole;
    await admin.gql(GRANT, { input: { roleIds: [role.id], menuIds: menuIds('system', 'user') } });
    await createUser('apiscoped', [role.id], depts['秘书处']);
    const u = await s.login('apiscoped', PASSWORD);
    const refused = await u.rest('GET', '/api/blade-system/user/list');
    expect(refused).toMatchObject({ status: 403, body: { msg: '没有访问该接口的权限' } });
    // Paths outside every scope are not affected (own info).
    expect((await u.rest('GET', '/api/blade-system/user/info')).status).toBe(200);
    await admin.gql(GRANT, {
      input: { roleIds: [role.id], menuIds: menuIds('system', 'user'), apiScopeIds: [userApi.id] },
    });
    expect((await u.rest('GET', '/api/blade-system/user/list')).status).toBe(200);
  });
});

describe('lock-out protection', () => {
  it('never lets an administrator remove their own last administrator grant, disable or delete themself', async () => {
    const me = await admin.gql<{ me: { id: string } }>(`{ me { id } }`);
    const id = me.data!.me.id;
    const current = await admin.gql<{ user: { version: number; account: string } }>(
      `query($id: ID!) { user(id: $id) { version account } }`,
      { id },
    );
    const base = { id, version: current.data!.user.version, account: 'admin', deptId: depts['秘书处'] };
    const demote = await admin.gql(SUBMIT_USER, { input: { ...base, roleIds: [roles.approver] } });
    expect(demote.errors?.[0]).toMatchObject({
      message: '不能移除自己的最后一个管理员角色',
      extensions: { code: 'FORBIDDEN' },
    });
    const disable = await admin.gql(SUBMIT_USER, { input: { ...base, roleIds: [roles.administrator], status: 0 } });
    expect(disable.errors?.[0]?.message).toBe('不能停用自己的账号');
    const remove = await admin.gql(`mutation($ids: [ID!]!) { removeUsers(input: { ids: $ids }) }`, { ids: [id] });
    expect(remove.errors?.[0]?.message).toBe('不能删除自己的账号');
    const removeRole = await admin.gql(`mutation($ids: [ID!]!) { removeRoles(input: { ids: $ids }) }`, {
      ids: [roles.administrator],
    });
    expect(removeRole.errors?.[0]?.message).toBe('不能移除自己的最后一个管理员角色');
    const role = await admin.gql<{ role: { version: number } }>(`query($id: ID!) { role(id: $id) { version } }`, {
      id: roles.administrator,
    });
    const rename = await admin.gql(SUBMIT_ROLE, {
      input: { id: roles.administrator, version: role.data!.role.version, roleName: '管理员', roleAlias: 'admin2' },
    });
    expect(rename.errors?.[0]?.message).toBe('不能移除自己的最后一个管理员角色');
    // Still an administrator.
    expect((await admin.gql<{ me: { roles: string[] } }>(`{ me { roles } }`)).data!.me.roles).toContain(
      'administrator',
    );
  });

  it('disabling a user ends their sessions at once', async () => {
    const target = await createUser('tobedisabled', [roles.approver!], depts['秘书处']);
    const session = await s.login('tobedisabled', PASSWORD);
    expect((await session.gql(`{ me { id } }`)).errors).toBeUndefined();
    const r = await admin.gql(SUBMIT_USER, {
      input: { id: target.id, version: target.version, account: 'tobedisabled', roleIds: [roles.approver], status: 0 },
    });
    expect(r.errors).toBeUndefined();
    expect((await session.gql(`{ me { id } }`)).status).toBe(401);
    expect(
      (
        await s.gql(
          `mutation { login(input: { tenantId: "000000", account: "tobedisabled", password: "${PASSWORD}" }) { accessToken } }`,
        )
      ).errors?.[0]?.message,
    ).toBe('账号已被停用，请联系管理员');
  });
});

describe('guest registration', () => {
  const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) }`;
  it('validates the dialog, waits for approval, and the approved guest sees only the granted menus', async () => {
    const missing = await s.gql(REGISTER, { input: { tenantId: '', account: '', password: '', confirmPassword: '' } });
    expect(missing.errors?.[0]?.extensions?.fields).toEqual(
      expect.arrayContaining([
        { field: 'tenantId', message: '请先输入租户编号' },
        { field: 'account', message: '请先输入账号名称' },
        { field: 'password', message: '请先输入密码' },
      ]),
    );
    const mismatch = await s.gql(REGISTER, {
      input: { tenantId: '000000', account: 'guest1', password: 'Guest-Pass-2026', confirmPassword: 'Guest-Pass-2027' },
    });
    expect(mismatch.errors?.[0]?.message).toBe('两次密码输入不一致');
    const taken = await s.gql(REGISTER, {
      input: { tenantId: '000000', account: 'admin', password: 'Guest-Pass-2026', confirmPassword: 'Guest-Pass-2026' },
    });
    expect(taken.errors?.[0]?.message).toBe('账号已存在');
    expect(
      (
        await s.gql(REGISTER, {
          input: {
            tenantId: '000000',
            account: 'guest1',
            password: 'Guest-Pass-2026',
            confirmPassword: 'Guest-Pass-2026',
          },
        })
      ).data,
    ).toEqual({ register: true });

    const pending = await s.gql(
      `mutation { login(input: { tenantId: "000000", account: "guest1", password: "Guest-Pass-2026" }) { accessToken } }`,
    );
    expect(pending.errors?.[0]?.message).toBe('注册申请正在审核中，请耐心等待管理员通过');
    const list = await admin.gql<{ registrations: { records: { id: string; account: string }[] } }>(
      `{ registrations { records { id account } } }`,
    );
    const reg = list.data!.registrations.records.find((r) => r.account === 'guest1')!;
    expect(
      (await admin.gql(`mutation($ids: [ID!]!) { approveRegistrations(input: { ids: $ids }) }`, { ids: [reg.id] }))
        .data,
    ).toEqual({ approveRegistrations: 1 });
    const guest = await s.login('guest1', 'Guest-Pass-2026');
    const menus = await guest.gql<{ myMenus: { code: string; children: { code: string }[] }[] }>(
      `{ myMenus { code children { code } } }`,
    );
    expect(menus.data!.myMenus).toEqual([{ code: 'wel', children: [{ code: 'wel_index' }] }]);
    expect((await guest.gql(`{ registrations { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
