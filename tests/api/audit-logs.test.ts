import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiLog } from '../../api/src/engine/audit/api-log.entity.js';
import { ErrorLog } from '../../api/src/engine/audit/error-log.entity.js';
import { UsualLog } from '../../api/src/engine/audit/usual-log.entity.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/**
 * The audit engine over HTTP: mutations and REST changes leave API-log rows (secrets redacted), unexpected errors
 * leave error-log rows while callers see only 服务器内部错误, services write usual-log rows; the log lists and
 * details over GraphQL and REST, their filters, permissions, tenant isolation and retention.
 */
interface ApiLogRow {
  id: string;
  tenantId: string;
  serviceId: string;
  serverHost: string;
  title: string;
  method: string;
  requestUri: string;
  params: string | null;
  result: string;
  duration: number;
  userId: string | null;
  createBy: string | null;
  remoteIp: string | null;
  userAgent: string | null;
  requestId: string | null;
  createTime: string;
}
const API_FIELDS =
  'id tenantId serviceId serverHost title method requestUri params result duration userId createBy remoteIp userAgent requestId createTime';
const API_LOGS = `query($filter: ApiLogFilter, $page: PageInput) { apiLogs(filter: $filter, page: $page) { total records { ${API_FIELDS} } } }`;
const USUAL_LOGS = `query($filter: UsualLogFilter) { usualLogs(filter: $filter) { total records { id tenantId logId logLevel logData createBy userId method requestUri serviceId requestId } } }`;
const ERROR_LOGS = `query($filter: ErrorLogFilter) { errorLogs(filter: $filter) { total records { id tenantId source kind message stack url method requestId account serverHost } } }`;

let s: TestServer;
let admin: ApiClient;
let adminId: string;
const B = '100002';
let adminB: ApiClient;

const apiLogs = async (client: ApiClient, filter: Record<string, unknown>) =>
  (
    await client.gql<{ apiLogs: { total: number; records: ApiLogRow[] } }>(API_LOGS, {
      filter,
      page: { current: 1, size: 50 },
    })
  ).data!.apiLogs;

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  adminId = (await admin.gql<{ me: { id: string } }>(`{ me { id } }`)).data!.me.id;
  // A second tenant with its own administrator (created by the administrative tenant through Tenant-Id).
  expect(
    (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "审计租户" }) { id } }`)).errors,
  ).toBeUndefined();
  const inB = s.with({ authorization: `Bearer ${(await s.login('admin', DEMO_PASSWORD)).token}`, 'tenant-id': B });
  const roles = await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`);
  const bAdminRole = roles.data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
  expect(
    (
      await inB.gql(
        `mutation($r: [ID!]!) { submitUser(input: { account: "auditb", password: "Tenant-B-2026", roleIds: $r }) { id } }`,
        { r: [bAdminRole] },
      )
    ).errors,
  ).toBeUndefined();
  adminB = await s.login('auditb', 'Tenant-B-2026', B);
});
afterAll(async () => {
  await s?.stop();
});

describe('API log', () => {
  it('records a GraphQL mutation once, with the caller, tenant, duration and redacted arguments (inline and variables)', async () => {
    const created = await admin.gql<{ submitUser: { id: string } }>(
      `mutation($roles: [ID!]!) { submitUser(input: { account: "audit1", password: "Inline-Secret-2026", realName: "审计一", roleIds: $roles }) { id } }`,
      { roles: [] },
      { 'x-request-id': 'audit-gql-1', 'user-agent': 'audit-test-agent' },
    );
    expect(created.errors).toBeUndefined();
    const reset = await admin.gql(
      `mutation($input: ResetPasswordInput!) { resetUserPassword(input: $input) }`,
      { input: { id: created.data!.submitUser.id, password: 'Variable-Secret-2026' } },
      { 'x-request-id': 'audit-gql-2' },
    );
    expect(reset.errors).toBeUndefined();

    const page = await apiLogs(admin, { requestUri: '/graphql', title: 'submitUser' });
    expect(page.total).toBe(1);
    const row = page.records[0]!;
    expect(row).toMatchObject({
      tenantId: '000000',
      serviceId: 'graphql',
      title: 'submitUser',
      method: 'POST',
      requestUri: '/graphql',
      result: 'ok',
      userId: adminId,
      createBy: 'admin',
      userAgent: 'audit-test-agent',
      requestId: 'audit-gql-1',
    });
    expect(row.duration).toBeGreaterThanOrEqual(0);
    expect(row.serverHost).not.toBe('');
    expect(row.remoteIp).toMatch(/127\.0\.0\.1/);
    expect(row.params).not.toContain('Inline-Secret-2026');
    expect(JSON.parse(row.params!)).toEqual([
      {
        field: 'submitUser',
        args: {
          input: expect.objectContaining({ account: 'audit1', password: '******', realName: '审计一', roleIds: [] }),
        },
      },
    ]);

    const resetRow = (await apiLogs(admin, { title: 'resetUserPassword' })).records[0]!;
    expect(resetRow.requestId).toBe('audit-gql-2');
    expect(resetRow.params).not.toContain('Variable-Secret-2026');
    expect(JSON.parse(resetRow.params!)).toEqual([
      { field: 'resetUserPassword', args: { input: { id: created.data!.submitUser.id, password: '******' } } },
    ]);
  });

  it('records a REST submit with its route, redacted body and query, and the refusal code of a refused call', async () => {
    const res = await admin.rest<{ id: string }>(
      'POST',
      '/api/blade-system/user/submit?source=audit',
      { account: 'audit2', password: 'Rest-Secret-2026', roleIds: [] },
      { 'x-request-id': 'audit-rest-1' },
    );
    expect(res.body).toMatchObject({ success: true, msg: '新增成功' });
    const page = await apiLogs(admin, { title: '/blade-system/user/submit' });
    expect(page.total).toBe(1);
    const row = page.records[0]!;
    expect(row).toMatchObject({
      serviceId: 'blade-system',
      method: 'POST',
      requestUri: '/api/blade-system/user/submit',
      result: 'ok',
      createBy: 'admin',
      tenantId: '000000',
      requestId: 'audit-rest-1',
    });
    expect(row.params).not.toContain('Rest-Secret-2026');
    expect(JSON.parse(row.params!)).toEqual({
      query: { source: 'audit' },
      body: { account: 'audit2', password: '******', roleIds: [] },
    });

    // A refused change is recorded with its error code; reads (GET) and sign-ins are not recorded.
    const member = await s.login('huiyuan', DEMO_PASSWORD);
    expect(
      (await member.rest('POST', '/api/blade-system/post/submit', { category: 1, postCode: 'x', postName: 'x' }))
        .status,
    ).toBe(403);
    const refused = await apiLogs(admin, { title: '/blade-system/post/submit', createBy: 'huiyuan' });
    expect(refused.records.map((r) => r.result)).toEqual(['FORBIDDEN']);
    await admin.rest('GET', '/api/blade-system/post/list');
    expect((await apiLogs(admin, { title: '/blade-system/post/list' })).total).toBe(0);
    expect((await apiLogs(admin, { title: 'login' })).total).toBe(0);
    expect((await apiLogs(admin, { title: '/blade-auth/oauth/token' })).total).toBe(0);
    const refusedGql = await member.gql(
      `mutation { submitPost(input: { category: 1, postCode: "y", postName: "y" }) { id } }`,
    );
    expect(refusedGql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await apiLogs(admin, { title: 'submitPost', createBy: 'huiyuan' })).records.map((r) => r.result)).toEqual([
      'FORBIDDEN',
    ]);
  });

  it('lists with filters (title, serviceId, requestUri, createBy, result, time range) and reads details over GraphQL and REST', async () => {
    await admin.gql(`mutation { submitPost(input: { category: 1, postCode: "flt", postName: "筛选" }) { id } }`);
    expect(
      (await apiLogs(admin, { serviceId: 'graphql', title: 'submitPost', createBy: 'adm', result: 'ok' })).total,
    ).toBe(1);
    expect((await apiLogs(admin, { serviceId: 'blade-system', title: 'submitPost' })).total).toBe(0);
    expect((await apiLogs(admin, { createTimeFrom: new Date(Date.now() + 3_600_000).toISOString() })).total).toBe(0);
    const all = await apiLogs(admin, { createTimeFrom: new Date(Date.now() - 3_600_000).toISOString() });
    expect(all.total).toBeGreaterThanOrEqual(4);
    // Newest first.
    const times = all.records.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);

    const rest = await admin.rest<{ records: { id: string; title: string; createTime: string }[]; total: number }>(
      'GET',
      '/api/blade-log/api/list?current=1&size=10&title=user/submit&createBy=admin&createTime_dategt=2020-01-01%2000:00:00',
    );
    expect(rest.body.success).toBe(true);
    expect(rest.body.data.records.map((r) => r.title)).toEqual(['/blade-system/user/submit']);
    expect(rest.body.data.records[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const id = rest.body.data.records[0]!.id;
    const detail = await admin.rest<{ id: string; params: string }>('GET', `/api/blade-log/api/detail?id=${id}`);
    expect(detail.body.data).toMatchObject({ id, title: '/blade-system/user/submit' });
    const gqlDetail = await admin.gql<{ apiLog: { id: string; title: string } }>(
      `query($id: ID!) { apiLog(id: $id) { id title } }`,
      { id },
    );
    expect(gqlDetail.data!.apiLog).toEqual({ id, title: '/blade-system/user/submit' });
    expect((await admin.gql(`{ apiLog(id: "missing") { id } }`)).errors?.[0]?.message).toBe('日志不存在');
  });
});

describe('error log of server errors', () => {
  it('records an unexpected error with stack, method, URI and request id; the caller sees only 服务器内部错误', async () => {
    const conn = s.db.orm.em.getConnection();
    await conn.execute('alter table "blade_post" rename to "blade_post_away"');
    try {
      const gql = await admin.gql(`{ posts { total } }`, undefined, { 'x-request-id': 'audit-boom-gql' });
      expect(gql.errors).toEqual([
        expect.objectContaining({ message: '服务器内部错误', extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
      ]);
      expect(JSON.stringify(gql)).not.toContain('blade_post');
      const rest = await admin.rest(
        'POST',
        '/api/blade-system/post/submit',
        { category: 1, postCode: 'boom', postName: '失败' },
        { 'x-request-id': 'audit-boom-rest' },
      );
      expect(rest.status).toBe(500);
      expect(rest.body.msg).toBe('服务器内部错误（请求编号 audit-boom-rest）');
      expect(JSON.stringify(rest.body)).not.toContain('blade_post');
    } finally {
      await conn.execute('alter table "blade_post_away" rename to "blade_post"');
    }
    const logs = (
      await admin.gql<{ errorLogs: { total: number; records: Record<string, string>[] } }>(ERROR_LOGS, {
        filter: { source: 'server' },
      })
    ).data!.errorLogs;
    expect(logs.total).toBe(2);
    const gqlRow = logs.records.find((r) => r.requestId === 'audit-boom-gql')!;
    expect(gqlRow).toMatchObject({
      tenantId: '000000',
      source: 'server',
      url: '/graphql',
      method: 'POST',
      account: 'admin',
    });
    expect(gqlRow.message).toContain('blade_post');
    expect(gqlRow.stack).toBeTruthy();
    expect(gqlRow.serverHost).toBeTruthy();
    const restRow = logs.records.find((r) => r.requestId === 'audit-boom-rest')!;
    expect(restRow).toMatchObject({ url: '/api/blade-system/post/submit', method: 'POST', account: 'admin' });
    // The failed REST call is in the API log too, with its code.
    expect(
      (await apiLogs(admin, { title: '/blade-system/post/submit', createBy: 'admin' })).records.map((r) => r.result),
    ).toContain('INTERNAL_SERVER_ERROR');
    // The error-log filters and the legacy list and detail.
    const rest = await admin.rest<{ records: { id: string; requestId: string }[] }>(
      'GET',
      '/api/blade-log/error/list?source=server&requestId=audit-boom-rest',
    );
    expect(rest.body.data.records.map((r) => r.requestId)).toEqual(['audit-boom-rest']);
    const detail = await admin.rest<{ stack: string }>(
      'GET',
      `/api/blade-log/error/detail?id=${rest.body.data.records[0]!.id}`,
    );
    expect(detail.body.data.stack).toBeTruthy();
    expect(
      (
        await admin.gql<{ errorLogs: { total: number } }>(ERROR_LOGS, {
          filter: { requestUri: '/api/blade-system', createBy: 'admin' },
        })
      ).data!.errorLogs.total,
    ).toBe(1);
  });
});

describe('usual log', () => {
  it('is written by actions (password reset, registration review, role grant) and listed with filters', async () => {
    const user = (
      await admin.gql<{ submitUser: { id: string } }>(
        `mutation { submitUser(input: { account: "usual1", password: "Usual-Pass-2026", roleIds: [] }) { id } }`,
      )
    ).data!.submitUser;
    await admin.rest('POST', '/api/blade-system/user/reset-password', { id: user.id, password: 'Usual-Pass-2027' });
    await s.gql(
      `mutation { register(input: { tenantId: "000000", account: "usualguest", password: "Guest-Pass-2026", confirmPassword: "Guest-Pass-2026" }) }`,
    );
    const waiting = (
      await admin.gql<{ registrations: { records: { id: string }[] } }>(`{ registrations { records { id } } }`)
    ).data!.registrations.records;
    expect(
      (
        await admin.gql(`mutation($ids: [ID!]!) { approveRegistrations(input: { ids: $ids }) }`, {
          ids: waiting.map((w) => w.id),
        })
      ).errors,
    ).toBeUndefined();

    const approver = (
      await admin.gql<{ roles: { records: { id: string }[] } }>(
        `{ roles(filter: { roleAlias: "approver" }) { records { id } } }`,
      )
    ).data!.roles.records[0]!.id;
    const grant = (
      await admin.gql<{ roleGrant: { menuIds: string[] } }>(
        `query($r: [ID!]!) { roleGrant(roleIds: $r) { menuIds } }`,
        { r: [approver] },
      )
    ).data!.roleGrant;
    expect(
      (
        await admin.gql(`mutation($r: [ID!]!, $m: [ID!]!) { grantRoles(input: { roleIds: $r, menuIds: $m }) }`, {
          r: [approver],
          m: grant.menuIds,
        })
      ).errors,
    ).toBeUndefined();

    const reset = (
      await admin.gql<{ usualLogs: { total: number; records: Record<string, string>[] } }>(USUAL_LOGS, {
        filter: { logId: 'user_password_reset', logData: 'usual1' },
      })
    ).data!.usualLogs;
    expect(reset.total).toBe(1);
    expect(reset.records[0]).toMatchObject({
      tenantId: '000000',
      logLevel: 'info',
      logData: '重置用户密码：usual1',
      createBy: 'admin',
      userId: adminId,
      method: 'POST',
      requestUri: '/api/blade-system/user/reset-password',
      serviceId: 'blade-system',
    });
    const approved = (
      await admin.gql<{ usualLogs: { records: Record<string, string>[] } }>(USUAL_LOGS, {
        filter: { logData: 'usualguest' },
      })
    ).data!.usualLogs;
    expect(approved.records).toEqual([
      expect.objectContaining({
        logId: 'registration_approve',
        logData: '注册审核通过：usualguest',
        requestUri: '/graphql',
        serviceId: 'graphql',
      }),
    ]);

    const granted = (
      await admin.gql<{ usualLogs: { records: Record<string, string>[] } }>(USUAL_LOGS, {
        filter: { logId: 'role_grant' },
      })
    ).data!.usualLogs;
    expect(granted.records).toHaveLength(1);
    expect(granted.records[0]!.logData).toMatch(
      new RegExp(`^角色权限设置：流程审批人（菜单 ${grant.menuIds.length} 项，数据权限 0 项，接口权限 0 项）$`),
    );

    const rest = await admin.rest<{ records: { id: string; logId: string }[] }>(
      'GET',
      '/api/blade-log/usual/list?logId=registration&createBy=admin',
    );
    expect(rest.body.data.records.map((r) => r.logId)).toEqual(['registration_approve']);
    const detail = await admin.rest<{ logData: string }>(
      'GET',
      `/api/blade-log/usual/detail?id=${rest.body.data.records[0]!.id}`,
    );
    expect(detail.body.data.logData).toBe('注册审核通过：usualguest');
    const gqlDetail = await admin.gql<{ usualLog: { logId: string } }>(
      `query($id: ID!) { usualLog(id: $id) { logId } }`,
      { id: rest.body.data.records[0]!.id },
    );
    expect(gqlDetail.data!.usualLog.logId).toBe('registration_approve');
  });
});

describe('who may read the logs', () => {
  it('refuses users without the log codes (GraphQL and REST) and anonymous callers', async () => {
    const approver = await s.login('shenpi', DEMO_PASSWORD);
    for (const query of [
      `{ apiLogs { total } }`,
      `{ usualLogs { total } }`,
      `{ errorLogs { total } }`,
      `{ apiLog(id: "x") { id } }`,
      `{ usualLog(id: "x") { id } }`,
    ]) {
      expect((await approver.gql(query)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    for (const path of [
      '/api/blade-log/api/list',
      '/api/blade-log/usual/list',
      '/api/blade-log/error/list',
      '/api/blade-log/api/detail?id=x',
      '/api/blade-log/usual/detail?id=x',
    ]) {
      const res = await approver.rest('GET', path);
      expect(res.status).toBe(403);
    }
    expect((await s.rest('GET', '/api/blade-log/api/list')).status).toBe(401);
  });

  it("keeps each tenant's logs to itself; administrators of the administrative tenant may filter by tenant", async () => {
    await adminB.gql(`mutation { submitPost(input: { category: 1, postCode: "b1", postName: "乙方" }) { id } }`);
    const own = await apiLogs(adminB, {});
    expect(own.records.length).toBeGreaterThan(0);
    expect(own.records.every((r) => r.tenantId === B)).toBe(true);
    expect(own.records.map((r) => r.title)).toContain('submitPost');
    // Tenant A's rows are invisible to B: not listed, not readable by id, not reachable by naming the tenant.
    const aRow = (await apiLogs(admin, { title: 'submitUser' })).records[0]!;
    expect((await adminB.gql(`query($id: ID!) { apiLog(id: $id) { id } }`, { id: aRow.id })).errors?.[0]?.message).toBe(
      '日志不存在',
    );
    expect((await adminB.rest('GET', `/api/blade-log/api/detail?id=${aRow.id}`)).status).toBe(404);
    const asked = await adminB.gql(`{ apiLogs(filter: { tenantId: "000000" }) { total } }`);
    expect(asked.errors?.[0]).toMatchObject({ message: '无权访问其他租户的数据', extensions: { code: 'FORBIDDEN' } });
    expect((await adminB.rest('GET', '/api/blade-log/usual/list?tenantId=000000')).status).toBe(403);
    // A's own list has none of B's rows; asking for B shows them; B's row details open for A's administrator.
    expect((await apiLogs(admin, {})).records.every((r) => r.tenantId === '000000')).toBe(true);
    const ofB = await apiLogs(admin, { tenantId: B, title: 'submitPost' });
    expect(ofB.records.map((r) => [r.tenantId, r.createBy])).toEqual([[B, 'auditb']]);
    expect(
      (
        await admin.gql<{ apiLog: { tenantId: string } }>(`query($id: ID!) { apiLog(id: $id) { tenantId } }`, {
          id: ofB.records[0]!.id,
        })
      ).data!.apiLog.tenantId,
    ).toBe(B);
    const restOfB = await admin.rest<{ records: { tenantId: string }[] }>(
      'GET',
      `/api/blade-log/api/list?tenantId=${B}`,
    );
    expect(restOfB.body.data.records.length).toBeGreaterThan(0);
    expect(restOfB.body.data.records.every((r) => r.tenantId === B)).toBe(true);
  });
});

describe('retention', () => {
  it('removes rows older than LOG_RETENTION_DAYS and keeps the rest', async () => {
    const em = s.db.orm.em.fork();
    const old = new Date(Date.now() - 181 * 86_400_000);
    const recent = new Date(Date.now() - 179 * 86_400_000);
    const base = {
      tenantId: '000000',
      serviceId: 'graphql',
      serverHost: 'h',
      method: 'POST',
      requestUri: '/graphql',
      result: 'ok',
      duration: 1,
    };
    em.create(ApiLog, { ...base, title: 'oldCall', createTime: old });
    em.create(ApiLog, { ...base, title: 'recentCall', createTime: recent });
    em.create(UsualLog, {
      tenantId: '000000',
      serviceId: 'graphql',
      serverHost: 'h',
      logLevel: 'info',
      logId: 'old_event',
      logData: 'x',
      createTime: old,
    });
    em.create(ErrorLog, { tenantId: '000000', source: 'server', kind: 'Error', message: 'old error', createTime: old });
    await em.flush();
    await s.app.audit.cleanup();
    expect((await apiLogs(admin, { title: 'oldCall' })).total).toBe(0);
    expect((await apiLogs(admin, { title: 'recentCall' })).total).toBe(1);
    expect(
      (await admin.gql<{ usualLogs: { total: number } }>(USUAL_LOGS, { filter: { logId: 'old_event' } })).data!
        .usualLogs.total,
    ).toBe(0);
    expect(
      (await admin.gql<{ errorLogs: { total: number } }>(ERROR_LOGS, { filter: { message: 'old error' } })).data!
        .errorLogs.total,
    ).toBe(0);
  });
});
