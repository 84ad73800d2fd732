import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

const REPORT = `mutation($input: ClientErrorsInput!) { reportClientErrors(input: $input) }`;
const LOGS = `{ errorLogs { total records { kind message stack url account source clientTime } } }`;
const DASHBOARD = `{ dashboard { todoCount memberCount applicationsInProgress upcomingEvents { id } latestNotices { id } userCount pendingRegistrations } }`;

let s: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop();
});

describe('error log', () => {
  it("stores a signed-in user's uploaded browser errors; administrators read them over GraphQL and REST", async () => {
    const member = await s.login('huiyuan', DEMO_PASSWORD);
    const stored = await member.gql<{ reportClientErrors: number }>(REPORT, {
      input: {
        errors: [
          {
            kind: 'error',
            message: 'boom',
            stack: 'Error: boom\n at x',
            url: 'http://localhost/wel/index',
            time: '2026-11-22T02:00:00.000Z',
          },
          { kind: 'unhandledrejection', message: 'nope' },
        ],
      },
    });
    expect(stored.data).toEqual({ reportClientErrors: 2 });
    const logs = await admin.gql<{
      errorLogs: {
        total: number;
        records: { kind: string; message: string; account: string; source: string; clientTime: string | null }[];
      };
    }>(LOGS);
    expect(logs.data!.errorLogs.total).toBe(2);
    expect(logs.data!.errorLogs.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'error',
          message: 'boom',
          account: 'huiyuan',
          source: 'client',
          clientTime: '2026-11-22T02:00:00.000Z',
        }),
      ]),
    );
    const rest = await admin.rest<{ records: { id: string; message: string }[] }>(
      'GET',
      '/api/blade-log/error/list?current=1&size=10',
    );
    expect(rest.body.data.records).toHaveLength(2);
    const detail = await admin.rest<{ message: string }>(
      'GET',
      `/api/blade-log/error/detail?id=${rest.body.data.records[0]!.id}`,
    );
    expect(detail.body.success).toBe(true);
    // Reading the log needs its code; uploading needs a signed-in user; size limits hold.
    expect((await member.gql(LOGS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await s.gql(REPORT, { input: { errors: [{ kind: 'error', message: 'x' }] } })).status).toBe(401);
    const tooMany = await member.gql(REPORT, {
      input: { errors: Array.from({ length: 51 }, () => ({ kind: 'error', message: 'x' })) },
    });
    expect(tooMany.errors?.[0]?.message).toBe('一次最多上传 50 条错误');
    const tooLong = await member.gql(REPORT, { input: { errors: [{ kind: 'error', message: 'x'.repeat(2001) }] } });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('dashboard', () => {
  it('gives each role the figures it may see: staff members, applications, events; a member its own; counts to-do and to-claim', async () => {
    const forAdmin = await admin.gql<{ dashboard: Record<string, unknown> }>(DASHBOARD);
    // Demo data: two active member units (a third is disabled), no application under review, two published notices.
    expect(forAdmin.errors).toBeUndefined();
    expect(forAdmin.data!.dashboard).toMatchObject({
      todoCount: 0,
      memberCount: 2,
      applicationsInProgress: 0,
      latestNotices: [{ id: expect.any(String) }, { id: expect.any(String) }],
      userCount: 4,
      pendingRegistrations: 0,
    });
    expect(forAdmin.data!.dashboard.upcomingEvents).toEqual(expect.any(Array));
    const member = await s.login('huiyuan', DEMO_PASSWORD);
    const forMember = await member.gql<{ dashboard: Record<string, unknown> }>(DASHBOARD);
    // A member account: no member or user counts, its own unit's applications (none yet).
    expect(forMember.data!.dashboard).toMatchObject({
      memberCount: null,
      applicationsInProgress: 0,
      userCount: null,
      pendingRegistrations: null,
    });
    const expert = await s.login('zhuanjia', DEMO_PASSWORD);
    const forExpert = await expert.gql<{ dashboard: Record<string, unknown> }>(DASHBOARD);
    expect(forExpert.data!.dashboard).toMatchObject({ memberCount: null, applicationsInProgress: null });
  });
});
