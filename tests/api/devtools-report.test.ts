import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** Report definitions: GraphQL and /api/blade-report/report/rest, the built-in kinds, access and tenant isolation. */
const FIELDS = 'id name kind content remark version';
const SUBMIT = `mutation($input: ReportFileInput!) { submitReportFile(input: $input) { ${FIELDS} } }`;
const PAGE = `query($page: PageInput, $filter: ReportFileFilter) { reportFiles(page: $page, filter: $filter) { total records { ${FIELDS} } } }`;
const DETAIL = `query($id: ID!) { reportFile(id: $id) { ${FIELDS} } }`;
const REMOVE = `mutation($ids: [ID!]!) { removeReportFiles(input: { ids: $ids }) }`;
const DATA = `query($id: ID!) { reportFileData(id: $id) { title columns { key label series } rows totalRow } }`;

interface Report {
  id: string;
  name: string;
  kind: string;
  content: string | null;
  remark: string | null;
  version: number;
}
interface ReportData {
  title: string;
  columns: { key: string; label: string; series: boolean }[];
  rows: string[][];
  totalRow: boolean;
}

let s: TestServer;
let admin: ApiClient & { token: string };
let approver: ApiClient;
let member: ApiClient;
let adminB: ApiClient;
const B = '100003';

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  expect(
    (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "报表租户" }) { id } }`)).errors,
  ).toBeUndefined();
  const inB = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': B });
  const roles = await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`);
  const adminRole = roles.data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
  expect(
    (
      await inB.gql(
        `mutation($r: [ID!]!) { submitUser(input: { account: "reportb", password: "Tenant-Report-2026", roleIds: $r }) { id } }`,
        { r: [adminRole] },
      )
    ).errors,
  ).toBeUndefined();
  adminB = await s.login('reportb', 'Tenant-Report-2026', B);
  // A server boot with demo data, a second tenant and its administrator (argon2 hashes): slow on a busy machine.
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

async function create(client: ApiClient, input: Record<string, unknown>): Promise<Report> {
  const r = await client.gql<{ submitReportFile: Report }>(SUBMIT, { input });
  expect(r.errors).toBeUndefined();
  return r.data!.submitReportFile;
}

describe('report definitions over GraphQL', () => {
  it('creates, lists with a filter, reads, updates and removes a definition', async () => {
    const created = await create(admin, { name: '机构人数统计', kind: 'users_per_dept', remark: ' 月报 ' });
    expect(created).toMatchObject({
      name: '机构人数统计',
      kind: 'users_per_dept',
      content: null,
      remark: '月报',
      version: 1,
    });
    await create(admin, { name: '登录统计', kind: 'logins_per_day', content: '{"days":7}' });
    const page = await admin.gql<{ reportFiles: { total: number; records: Report[] } }>(PAGE, {
      filter: { name: '人数' },
    });
    expect(page.data!.reportFiles.records.map((r) => r.id)).toEqual([created.id]);
    const byKind = await admin.gql<{ reportFiles: { records: Report[] } }>(PAGE, {
      filter: { kind: 'logins_per_day' },
    });
    expect(byKind.data!.reportFiles.records.map((r) => r.name)).toEqual(['登录统计']);
    expect((await admin.gql<{ reportFile: Report }>(DETAIL, { id: created.id })).data!.reportFile.name).toBe(
      '机构人数统计',
    );
    const updated = await admin.gql<{ submitReportFile: Report }>(SUBMIT, {
      input: {
        id: created.id,
        version: 1,
        name: '机构人数',
        kind: 'users_per_dept',
        content: '{"includeDisabled":true}',
      },
    });
    expect(updated.data!.submitReportFile).toMatchObject({
      name: '机构人数',
      content: '{"includeDisabled":true}',
      remark: null,
      version: 2,
    });
    expect(
      (await admin.gql<{ removeReportFiles: number }>(REMOVE, { ids: [created.id] })).data!.removeReportFiles,
    ).toBe(1);
    expect((await admin.gql(DETAIL, { id: created.id })).errors?.[0]).toMatchObject({
      message: '报表不存在',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses a missing name, an unknown kind and parameters the kind does not take', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ', kind: 'users_per_dept' }, '请输入报表名称'],
      [{ name: 'x', kind: 'raw_sql' }, '请选择报表类型'],
      [{ name: 'x', kind: 'logins_per_day', content: 'select * from blade_user' }, '报表参数必须是 JSON 对象'],
      [{ name: 'x', kind: 'logins_per_day', content: '[1]' }, '报表参数必须是 JSON 对象'],
      [{ name: 'x', kind: 'logins_per_day', content: '{"days":0}' }, 'days 必须是 1 到 366 之间的整数'],
      [{ name: 'x', kind: 'logins_per_day', content: '{"sql":"select 1"}' }, '报表参数不支持：sql'],
      [
        { name: 'x', kind: 'users_per_dept', content: '{"includeDisabled":"yes"}' },
        'includeDisabled 必须是 true 或 false',
      ],
    ];
    for (const [input, message] of cases)
      expect((await admin.gql(SUBMIT, { input })).errors?.[0]?.message, JSON.stringify(input)).toBe(message);
  });

  it('renders the built-in kinds over the own tenant', async () => {
    const users = await create(admin, { name: '用户分布', kind: 'users_per_dept' });
    const data = (await admin.gql<{ reportFileData: ReportData }>(DATA, { id: users.id })).data!.reportFileData;
    expect(data.title).toBe('各机构用户数');
    expect(data.columns).toEqual([
      { key: 'dept', label: '机构', series: false },
      { key: 'users', label: '用户数', series: true },
    ]);
    // The chart draws the users per department; the total row is the table's only.
    expect(data.totalRow).toBe(true);
    const total = data.rows.at(-1)!;
    expect(total[0]).toBe('合计');
    // The demo tenant's active users: admin, shenpi, huiyuan, zhuanjia.
    expect(Number(total[1])).toBe(4);
    expect(data.rows.slice(0, -1).reduce((sum, row) => sum + Number(row[1]), 0)).toBe(4);
    expect(data.rows.map((r) => r[0])).toContain('会员单位');

    const logins = await create(admin, { name: '登录', kind: 'logins_per_day', content: '{"days":1}' });
    await s.gql(
      `mutation { login(input: { tenantId: "000000", account: "admin", password: "wrong-password" }) { accessToken } }`,
    );
    const loginData = (await admin.gql<{ reportFileData: ReportData }>(DATA, { id: logins.id })).data!.reportFileData;
    expect(loginData.columns.map((c) => c.key)).toEqual(['day', 'success', 'failure', 'total']);
    expect(loginData.columns.filter((c) => c.series).map((c) => c.key)).toEqual(['success', 'failure']);
    expect(loginData.totalRow).toBe(false);
    const today = loginData.rows[0]!;
    // Days are Beijing calendar days (counted by the database), whatever the process's zone.
    expect(today[0]).toBe(todayIn());
    // This file's sign-ins: admin, shenpi, huiyuan (before) and the failed attempt.
    expect(Number(today[1])).toBeGreaterThanOrEqual(3);
    expect(Number(today[2])).toBeGreaterThanOrEqual(1);
    expect(Number(today[3])).toBe(Number(today[1]) + Number(today[2]));

    // Tenant B sees only its own users and sign-ins.
    const bUsers = await create(adminB, { name: 'B 用户', kind: 'users_per_dept' });
    const bData = (await adminB.gql<{ reportFileData: ReportData }>(DATA, { id: bUsers.id })).data!.reportFileData;
    expect(bData.rows.at(-1)).toEqual(['合计', '1']);
    const bLogins = await create(adminB, { name: 'B 登录', kind: 'logins_per_day' });
    const bLoginData = (await adminB.gql<{ reportFileData: ReportData }>(DATA, { id: bLogins.id })).data!
      .reportFileData;
    expect(bLoginData.rows.map((r) => r[3])).toEqual(['1']);
  });
});

describe('report definitions over REST (/api/blade-report/report/rest)', () => {
  it('submit, list with a name filter, detail, data, remove by ids', async () => {
    const created = await admin.rest<{ id: string }>('POST', '/api/blade-report/report/rest/submit', {
      name: 'REST报表',
      kind: 'users_per_dept',
    });
    expect(created.body).toMatchObject({ success: true, msg: '新增成功' });
    const second = await admin.rest<{ id: string }>('POST', '/api/blade-report/report/rest/submit', {
      name: 'REST报表二',
      kind: 'logins_per_day',
      content: '{"days":30}',
    });
    const bad = await admin.rest('POST', '/api/blade-report/report/rest/submit', {
      name: 'x',
      kind: 'sql',
      tenantId: B,
    });
    expect(bad).toMatchObject({ status: 400, body: { msg: '请选择报表类型' } });
    const list = await admin.rest<{ records: { id: string; name: string }[]; total: number }>(
      'GET',
      '/api/blade-report/report/rest/list?name=REST&current=1&size=10',
    );
    expect(list.body.data.records.map((r) => r.name).sort()).toEqual(['REST报表', 'REST报表二']);
    const detail = await admin.rest<{ name: string; version: number }>(
      'GET',
      `/api/blade-report/report/rest/detail?id=${created.body.data.id}`,
    );
    expect(detail.body.data.name).toBe('REST报表');
    const update = await admin.rest('POST', '/api/blade-report/report/rest/submit', {
      id: created.body.data.id,
      version: detail.body.data.version,
      name: 'REST报表改',
      kind: 'users_per_dept',
    });
    expect(update.body).toMatchObject({ success: true, msg: '更新成功' });
    const data = await admin.rest<ReportData>('GET', `/api/blade-report/report/rest/data?id=${created.body.data.id}`);
    expect(data.body.data.title).toBe('各机构用户数');
    const removed = await admin.rest(
      'POST',
      `/api/blade-report/report/rest/remove?ids=${created.body.data.id},${second.body.data.id}`,
    );
    expect(removed.body).toMatchObject({ success: true, data: true, msg: '删除成功' });
    expect(
      (await admin.rest<{ total: number }>('GET', '/api/blade-report/report/rest/list?name=REST')).body.data.total,
    ).toBe(0);
  });
});

describe('access and tenant isolation', () => {
  it('lets the approver read and view but not change; refuses members', async () => {
    const r = await create(admin, { name: '审批人可看', kind: 'users_per_dept' });
    expect((await approver.gql<{ reportFiles: { total: number } }>(PAGE)).data!.reportFiles.total).toBeGreaterThan(0);
    expect((await approver.gql(DATA, { id: r.id })).errors).toBeUndefined();
    expect(
      (await approver.gql(SUBMIT, { input: { name: 'x', kind: 'users_per_dept' } })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await approver.gql(REMOVE, { ids: [r.id] })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await approver.rest('POST', `/api/blade-report/report/rest/remove?ids=${r.id}`)).status).toBe(403);
    expect((await member.gql(PAGE)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await member.rest('GET', '/api/blade-report/report/rest/list')).status).toBe(403);
    expect((await member.rest('GET', `/api/blade-report/report/rest/data?id=${r.id}`)).status).toBe(403);
  });

  it("answers nothing or refuses every operation on another tenant's definitions", async () => {
    const a = await create(admin, { name: 'A 的报表', kind: 'users_per_dept' });
    expect(
      (await adminB.gql<{ reportFiles: { records: Report[] } }>(PAGE)).data!.reportFiles.records.map((r) => r.name),
    ).not.toContain('A 的报表');
    expect((await adminB.gql(DETAIL, { id: a.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await adminB.gql(DATA, { id: a.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      (await adminB.gql(SUBMIT, { input: { id: a.id, name: 'hijack', kind: 'users_per_dept' } })).errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await adminB.gql<{ removeReportFiles: number }>(REMOVE, { ids: [a.id] })).data!.removeReportFiles).toBe(0);
    expect((await adminB.rest('GET', `/api/blade-report/report/rest/detail?id=${a.id}`)).status).toBe(404);
    expect((await adminB.rest('POST', `/api/blade-report/report/rest/remove?ids=${a.id}`)).body.data).toBe(false);
    expect((await admin.gql<{ reportFile: Report }>(DETAIL, { id: a.id })).data!.reportFile).toMatchObject({
      name: 'A 的报表',
      version: 1,
    });
  });
});
