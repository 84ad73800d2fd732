import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/**
 * Tenant isolation of every identity operation: tenant B's administrator, given tenant A's ids, gets nothing
 * or a refusal, and A's data stays as it was.
 */
let s: TestServer;
let adminA: ApiClient;
let adminB: ApiClient;
const a: Record<string, string> = {};
const B = '100001';

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  adminA = await s.login('admin', DEMO_PASSWORD);
  const tenant = await adminA.gql(
    `mutation { submitTenant(input: { tenantId: "${B}", tenantName: "第二租户" }) { id } }`,
  );
  expect(tenant.errors).toBeUndefined();
  // The administrative tenant may act in another tenant through the Tenant-Id header: it creates B's administrator.
  const inB = s.with({ authorization: `Bearer ${(await s.login('admin', DEMO_PASSWORD)).token}`, 'tenant-id': B });
  const bRoles = await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`);
  const bAdminRole = bRoles.data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
  const created = await inB.gql(
    `mutation($r: [ID!]!) { submitUser(input: { account: "badmin", password: "Tenant-B-2026", roleIds: $r }) { id } }`,
    { r: [bAdminRole] },
  );
  expect(created.errors).toBeUndefined();
  adminB = await s.login('badmin', 'Tenant-B-2026', B);

  const ids = async (query: string, key: string) =>
    (await adminA.gql<Record<string, { id: string }[] | { records: { id: string }[] }>>(query)).data![key]!;
  a.user = ((await ids(`{ users { records { id } } }`, 'users')) as { records: { id: string }[] }).records[0]!.id;
  a.role = ((await ids(`{ roleTree { id } }`, 'roleTree')) as { id: string }[])[0]!.id;
  a.dept = ((await ids(`{ deptTree { id } }`, 'deptTree')) as { id: string }[])[0]!.id;
  a.post = (
    await adminA.gql<{ submitPost: { id: string } }>(
      `mutation { submitPost(input: { category: 1, postCode: "ceo", postName: "会长" }) { id } }`,
    )
  ).data!.submitPost.id;
  a.topMenu = (
    await adminA.gql<{ submitTopMenu: { id: string } }>(
      `mutation { submitTopMenu(input: { code: "work", name: "工作台" }) { id } }`,
    )
  ).data!.submitTopMenu.id;
  a.param = ((await ids(`{ params { records { id } } }`, 'params')) as { records: { id: string }[] }).records[0]!.id;
  await s.gql(
    `mutation { register(input: { tenantId: "000000", account: "waiting1", password: "Guest-Pass-2026", confirmPassword: "Guest-Pass-2026" }) }`,
  );
  a.registration = (
    (await ids(`{ registrations { records { id } } }`, 'registrations')) as { records: { id: string }[] }
  ).records[0]!.id;
});
afterAll(async () => {
  await s?.stop();
});

describe('tenant isolation', () => {
  it("lists only the own tenant's rows", async () => {
    const users = await adminB.gql<{ users: { records: { account: string }[] } }>(`{ users { records { account } } }`);
    expect(users.data!.users.records.map((u) => u.account)).toEqual(['badmin']);
    const roles = await adminB.gql<{ roleTree: { id: string }[] }>(`{ roleTree { id } }`);
    expect(roles.data!.roleTree.map((r) => r.id)).not.toContain(a.role);
    expect((await adminB.gql<{ posts: { total: number } }>(`{ posts { total } }`)).data!.posts.total).toBe(0);
    expect((await adminB.gql<{ topMenus: { total: number } }>(`{ topMenus { total } }`)).data!.topMenus.total).toBe(0);
    expect(
      (await adminB.gql<{ registrations: { total: number } }>(`{ registrations { total } }`)).data!.registrations.total,
    ).toBe(0);
    const rest = await adminB.rest<{ records: { account: string }[] }>('GET', '/api/blade-system/user/list');
    expect(rest.body.data.records.map((u) => u.account)).toEqual(['badmin']);
  });

  it("answers nothing or refuses every operation on tenant A's ids", async () => {
    const reads: [string, Record<string, unknown>][] = [
      [`query($id: ID!) { user(id: $id) { id } }`, { id: a.user }],
      [`query($id: ID!) { role(id: $id) { id } }`, { id: a.role }],
      [`query($id: ID!) { dept(id: $id) { id } }`, { id: a.dept }],
      [`query($id: ID!) { post(id: $id) { id } }`, { id: a.post }],
      [`query($id: ID!) { topMenu(id: $id) { id } }`, { id: a.topMenu }],
      [`query($id: ID!) { param(id: $id) { id } }`, { id: a.param }],
    ];
    for (const [query, variables] of reads) {
      const r = await adminB.gql(query, variables);
      expect(r.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    const updates: [string, Record<string, unknown>][] = [
      [`mutation($id: ID!) { submitUser(input: { id: $id, account: "hijack", roleIds: [] }) { id } }`, { id: a.user }],
      [
        `mutation($id: ID!) { submitRole(input: { id: $id, roleName: "x", roleAlias: "hijack" }) { id } }`,
        { id: a.role },
      ],
      [
        `mutation($id: ID!) { submitDept(input: { id: $id, deptName: "x", loginType: "award" }) { id } }`,
        { id: a.dept },
      ],
      [
        `mutation($id: ID!) { submitPost(input: { id: $id, category: 1, postCode: "x", postName: "x" }) { id } }`,
        { id: a.post },
      ],
      [`mutation($id: ID!) { submitTopMenu(input: { id: $id, code: "x", name: "x" }) { id } }`, { id: a.topMenu }],
      [
        `mutation($id: ID!) { submitParam(input: { id: $id, paramName: "x", paramKey: "x", paramValue: "x" }) { id } }`,
        { id: a.param },
      ],
      [`mutation($id: ID!) { resetUserPassword(input: { id: $id, password: "Hijacked-2026" }) }`, { id: a.user }],
    ];
    for (const [query, variables] of updates) {
      const r = await adminB.gql(query, variables);
      expect(r.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    const removals = [
      'removeUsers',
      'removeRoles',
      'removeDepts',
      'removePosts',
      'removeTopMenus',
      'removeParams',
      'approveRegistrations',
    ];
    const idOf: Record<string, string> = {
      removeUsers: a.user!,
      removeRoles: a.role!,
      removeDepts: a.dept!,
      removePosts: a.post!,
      removeTopMenus: a.topMenu!,
      removeParams: a.param!,
      approveRegistrations: a.registration!,
    };
    for (const op of removals) {
      const r = await adminB.gql<Record<string, number>>(`mutation($ids: [ID!]!) { ${op}(input: { ids: $ids }) }`, {
        ids: [idOf[op]],
      });
      expect(r.data?.[op], op).toBe(0);
    }
    const reject = await adminB.gql<{ rejectRegistrations: number }>(
      `mutation($ids: [String!]!) { rejectRegistrations(input: { ids: $ids }) }`,
      { ids: [a.registration] },
    );
    expect(reject.data!.rejectRegistrations).toBe(0);
    const grant = await adminB.gql(`mutation($r: [ID!]!) { grantRoles(input: { roleIds: $r, menuIds: [] }) }`, {
      r: [a.role],
    });
    expect(grant.errors?.[0]?.message).toBe('角色不存在');
    const roleGrant = await adminB.gql<{ roleGrant: { menuIds: string[] } }>(
      `query($r: [ID!]!) { roleGrant(roleIds: $r) { menuIds } }`,
      { r: [a.role] },
    );
    expect(roleGrant.data!.roleGrant.menuIds).toEqual([]);
    const topGrant = await adminB.gql<{ topMenuGrant: string[] }>(
      `query($t: [ID!]!) { topMenuGrant(topMenuIds: $t) }`,
      { t: [a.topMenu] },
    );
    expect(topGrant.data!.topMenuGrant).toEqual([]);
    const grantTop = await adminB.gql(
      `mutation($t: [ID!]!) { grantTopMenus(input: { topMenuIds: $t, menuIds: [] }) }`,
      { t: [a.topMenu] },
    );
    expect(grantTop.errors?.[0]?.message).toBe('顶部菜单不存在');
    const userWithForeignRole = await adminB.gql(
      `mutation($r: [ID!]!) { submitUser(input: { account: "b2", password: "Tenant-B-2026", roleIds: $r }) { id } }`,
      { r: [a.role] },
    );
    expect(userWithForeignRole.errors?.[0]?.message).toBe('角色不存在');
    const userWithForeignDept = await adminB.gql(
      `mutation($d: ID!) { submitUser(input: { account: "b3", password: "Tenant-B-2026", roleIds: [], deptId: $d }) { id } }`,
      { d: a.dept },
    );
    expect(userWithForeignDept.errors?.[0]?.message).toBe('机构不存在');
    const rest = await adminB.rest('GET', `/api/blade-system/user/detail?id=${a.user}`);
    expect(rest.status).toBe(404);
    const restRemove = await adminB.rest('POST', `/api/blade-system/post/remove?ids=${a.post}`);
    expect(restRemove.body.data).toBe(false);

    // Tenant A's data is untouched.
    const post = await adminA.gql<{ post: { postName: string } }>(`query($id: ID!) { post(id: $id) { postName } }`, {
      id: a.post,
    });
    expect(post.data!.post.postName).toBe('会长');
    expect(
      (await adminA.gql<{ registrations: { total: number } }>(`{ registrations { total } }`)).data!.registrations.total,
    ).toBe(1);
  });

  it('refuses a Tenant-Id header naming another tenant, and shared data, to a non-administrative tenant', async () => {
    const other = await adminB.gql(`{ users { total } }`, undefined, { 'tenant-id': '000000' });
    expect(other.errors?.[0]?.message).toBe('无权访问其他租户的数据');
    const restOther = await adminB.rest('GET', '/api/blade-system/user/list', undefined, { 'tenant-id': '000000' });
    expect(restOther.status).toBe(403);
    for (const query of [
      `{ tenants { total } }`,
      `{ oauthClients { total } }`,
      `{ menus { total } }`,
      `{ dataScopes { total } }`,
      `{ apiScopes { total } }`,
    ]) {
      const r = await adminB.gql(query);
      expect(r.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    const menu = await adminB.gql(
      `mutation { submitMenu(input: { code: "evil", name: "x", path: "/x", category: 1 }) { id } }`,
    );
    expect(menu.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // A user of tenant A cannot sign in as tenant B.
    const cross = await s.gql(
      `mutation { login(input: { tenantId: "${B}", account: "admin", password: "${DEMO_PASSWORD}" }) { accessToken } }`,
    );
    expect(cross.errors?.[0]?.message).toBe('账号或密码错误');
  });
});
