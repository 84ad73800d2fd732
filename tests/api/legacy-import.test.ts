import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../api/src/engine/auth/user.entity.js';
import { ImportInterrupted, importLegacy } from '../../api/src/modules/legacy-import/index.js';
import type { ImportOptions, ImportReport } from '../../api/src/modules/legacy-import/importer.js';
import { LegacyImportRun } from '../../api/src/modules/legacy-import/legacy-import.entity.js';
import { loadMapping } from '../../api/src/modules/legacy-import/mapping.js';
import { type LegacySource, openMysqlSource } from '../../api/src/modules/legacy-import/source.js';
import { createLegacyDatabase, type LegacyFixture, sid } from '../support/bladex.js';
import { type ApiClient, startTestServer, type TestServer } from '../support/harness.js';

const T = '100001';
let s: TestServer;
let legacy: LegacyFixture;
let source: LegacySource;
let admin: ApiClient & { token: string };
let options: ImportOptions;
const timings: Record<string, number> = {};

const sql = async <R>(text: string, params: unknown[] = []): Promise<R[]> =>
  (await s.db.orm.em.fork().getConnection().execute(text, params)) as R[];
const count = async (table: string, where = 'true') =>
  Number((await sql<{ n: number | string }>(`select count(*) as n from ${table} where ${where}`))[0]!.n);
const reportOf = async (id: string) =>
  JSON.parse(
    (await s.db.orm.em.fork().findOne(LegacyImportRun, { id }, { populate: ['report'] as never }))!.report!,
  ) as ImportReport;
const timed = async <T>(name: string, work: () => Promise<T>) => {
  const started = Date.now();
  try {
    return await work();
  } finally {
    timings[name] = Date.now() - started;
  }
};

beforeAll(async () => {
  legacy = await createLegacyDatabase(300);
  s = await startTestServer();
  admin = await s.login('admin');
  source = await openMysqlSource(legacy.url);
  options = {
    operator: 'test',
    mapping: await loadMapping(path.resolve(import.meta.dirname, '../../docs/legacy-import.example.yaml')),
    mappingFile: 'legacy-import.example.yaml',
  };
}, 120_000);

afterAll(async () => {
  await source?.close();
  await legacy?.close();
  await s?.stop();
  if (Object.keys(timings).length) console.log(`legacy import timings (ms): ${JSON.stringify(timings)}`);
});

describe('legacy import from a BladeX database', () => {
  it('a dry run reports what would be created and refused, and writes nothing', async () => {
    const usersBefore = await count('blade_user');
    const run = await importLegacy(s.db.orm, source, { ...options, dryRun: true });
    expect(run.status).toBe('completed');
    expect(run.dryRun).toBe(true);
    expect(run.createdCount).toBeGreaterThan(3000);
    expect(run.refusedCount).toBeGreaterThan(0);
    expect(await count('blade_user')).toBe(usersBefore);
    expect(await count('lnjzxh_member_unit')).toBe(0);
    expect(await count('legacy_import_map')).toBe(0);
    const report = await reportOf(run.id);
    expect(report.refused.some((r) => r.table === 'lnjzxh_member_info' && r.legacyId === legacy.badCreditCodeId)).toBe(
      true,
    );
  }, 120_000);

  it('is interrupted and resumes where it stopped, without duplicates', async () => {
    let interruptedId = '';
    await timed('firstPart', async () => {
      try {
        await importLegacy(s.db.orm, source, { ...options, stopAfter: 700 });
        throw new Error('expected an interruption');
      } catch (error) {
        expect(error).toBeInstanceOf(ImportInterrupted);
        interruptedId = (error as ImportInterrupted).runId;
      }
    });
    const interrupted = await s.db.orm.em.fork().findOneOrFail(LegacyImportRun, { id: interruptedId });
    expect(interrupted.status).toBe('interrupted');
    expect(interrupted.readCount).toBe(700);
    const mappedBefore = await count('legacy_import_map');
    expect(mappedBefore).toBeGreaterThan(0);
    expect(mappedBefore).toBeLessThan(700);

    const run = await timed('resume', () => importLegacy(s.db.orm, source, { ...options, resume: true }));
    expect(run.id).toBe(interruptedId);
    expect(run.status).toBe('completed');
    timings.total = timings.firstPart! + timings.resume!;
    timings.rows = run.readCount;
    expect(run.readCount).toBe(Object.values(legacy.counts).reduce((a, b) => a + b, 0) - legacy.counts.blade_menu!);

    // Every legacy row once: imported or refused.
    const byTable = Object.fromEntries(run.tables.map((t) => [t.table, t]));
    expect(byTable.blade_user!.created + byTable.blade_user!.refused).toBe(300);
    expect(byTable.lnjzxh_member_info!.created + byTable.lnjzxh_member_info!.refused).toBe(300);
    expect(await count('blade_user', `tenant_id = '${T}'`)).toBe(byTable.blade_user!.created);
    expect(await count('lnjzxh_member_unit', `tenant_id = '${T}'`)).toBe(297);
    expect(await count('blade_dept', `tenant_id = '${T}' and dept_name like '部门%'`)).toBe(300);
    expect(await count('lnjzxh_receipt', `tenant_id = '${T}'`)).toBe(byTable.lnjzxh_receipt!.created);
    // Departments whose parent came later got their parent in the end.
    const [child] = await sql<{ parent_name: string }>(
      `select p.dept_name as parent_name from blade_dept d join blade_dept p on p.id = d.parent_id where d.tenant_id = ? and d.dept_name = '部门7'`,
      [T],
    );
    expect(child?.parent_name).toBe('部门8');
  }, 600_000);

  it('imports again without duplicating anything, and updates only what changed', async () => {
    const before = {
      users: await count('blade_user'),
      units: await count('lnjzxh_member_unit'),
      receipts: await count('lnjzxh_receipt'),
      map: await count('legacy_import_map'),
    };
    const again = await timed('rerun', () => importLegacy(s.db.orm, source, options));
    expect(again.status).toBe('completed');
    expect(again.createdCount).toBe(0);
    expect(again.updatedCount).toBe(0);
    expect(again.unchangedCount).toBeGreaterThan(3000);
    expect({
      users: await count('blade_user'),
      units: await count('lnjzxh_member_unit'),
      receipts: await count('lnjzxh_receipt'),
      map: await count('legacy_import_map'),
    }).toEqual(before);

    await legacy.query(`update lnjzxh_member_info set company_name = '改名后的建筑公司' where id = ?`, [sid(20001)]);
    const third = await importLegacy(s.db.orm, source, options);
    expect(third.createdCount).toBe(0);
    expect(third.updatedCount).toBe(1);
    expect(await count('lnjzxh_member_unit', `name = '改名后的建筑公司'`)).toBe(1);
    expect(await count('lnjzxh_member_unit')).toBe(before.units);
  }, 600_000);

  it('accepts a legacy password once, then keeps it as argon2id', async () => {
    const { account, password, tenantId } = legacy.legacyUser;
    const em = s.db.orm.em.fork();
    const stored = await em.findOneOrFail(User, { account, tenantId }, { filters: false });
    expect(stored.passwordHash).toMatch(/^bladex\$[0-9a-f]{40}$/);

    const wrong = await s.gql(`mutation($i: LoginInput!) { login(input: $i) { accessToken } }`, {
      i: { tenantId, account, password: 'wrong-password' },
    });
    expect(wrong.errors?.[0]?.message).toBe('账号或密码错误');
    const user = await s.login(account, password, tenantId);
    expect(user.token).toBeTruthy();
    const after = await s.db.orm.em.fork().findOneOrFail(User, { account, tenantId }, { filters: false });
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
    await s.login(account, password, tenantId);

    // A later import does not bring the legacy hash back.
    await legacy.query(`update blade_user set email = 'changed@example.com' where account = ?`, [account]);
    await importLegacy(s.db.orm, source, options);
    const kept = await s.db.orm.em.fork().findOneOrFail(User, { account, tenantId }, { filters: false });
    expect(kept.email).toBe('changed@example.com');
    expect(kept.passwordHash).toMatch(/^\$argon2id\$/);
  }, 120_000);

  it('accepts a {bcrypt} password of a newer BladeX once, then keeps it as argon2id', async () => {
    const { account, password, tenantId } = legacy.bcryptUser;
    const stored = await s.db.orm.em.fork().findOneOrFail(User, { account, tenantId }, { filters: false });
    expect(stored.passwordHash).toMatch(/^bladex-bcrypt\$\$2[aby]\$04\$/);
    const wrong = await s.gql(`mutation($i: LoginInput!) { login(input: $i) { accessToken } }`, {
      i: { tenantId, account, password: 'Bcrypt#Pass4' },
    });
    expect(wrong.errors?.[0]?.message).toBe('账号或密码错误');
    expect((await s.login(account, password, tenantId)).token).toBeTruthy();
    const after = await s.db.orm.em.fork().findOneOrFail(User, { account, tenantId }, { filters: false });
    expect(after.passwordHash).toMatch(/^\$argon2id\$/);
  }, 120_000);

  it('brings events with their registrations, articles and past applications with their flow history', async () => {
    // Events: the one that ends before it starts is refused; sign-in numbers are kept and new ones continue.
    expect(await count('lnjzxh_event', `tenant_id = '${T}'`)).toBe(19);
    const runs = await s.db.orm.em.fork().find(LegacyImportRun, { dryRun: false }, { orderBy: { startedAt: 'asc' } });
    const report = await reportOf(runs[0]!.id);
    const refused = (table: string) => report.refused.filter((r) => r.table === table);
    expect(refused('lnjzxh_meeting')).toEqual([
      {
        table: 'lnjzxh_meeting',
        legacyId: legacy.eventEndsEarlyId,
        column: 'end_time',
        reason: '结束时间早于开始时间',
      },
    ]);
    expect(refused('lnjzxh_meeting_apply').map((r) => r.column)).toEqual(['phone']);
    const [first] = await sql<{ id: string; title: string; type: string }>(
      `select id, title, type from lnjzxh_event where tenant_id = ? and title = '旧系统年会2'`,
      [T],
    );
    expect(first!.type).toBe('conference');
    const signIns = await sql<{ sign_in_number: string }>(
      'select sign_in_number from lnjzxh_event_registration where event_id = ? order by seq',
      [first!.id],
    );
    expect(signIns.map((r) => r.sign_in_number)).toEqual(
      Array.from({ length: 25 }, (_, k) => String(k + 11).padStart(4, '0')),
    );
    const inT = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': T });
    // The legacy event is over: moved to next month, a registration made here gets the number after 0035.
    await sql(
      `update lnjzxh_event set start_time = now() + interval '30 days', end_time = now() + interval '31 days',
       registration_deadline = null where id = ?`,
      [first!.id],
    );
    const registered = await inT.gql<{ registerForEvent: { signInNumber: string } }>(
      `mutation($i: EventRegistrationInput!) { registerForEvent(input: $i) { signInNumber } }`,
      { i: { eventId: first!.id, name: '新报名', mobile: '13912345678', unit: '新单位' } },
    );
    expect(registered.errors).toBeUndefined();
    expect(registered.data!.registerForEvent.signInNumber).toBe('0036');

    // Articles: bodies cleaned by the article sanitizer; a body of nothing but a script is refused.
    expect(await count('lnjzxh_article', `tenant_id = '${T}'`)).toBe(29);
    expect(refused('lnjzxh_article')).toMatchObject([{ legacyId: legacy.scriptOnlyArticleId, column: 'content' }]);
    const bodies = await sql<{ content: string }>('select content from lnjzxh_article where tenant_id = ?', [T]);
    expect(bodies.every((b) => !/script|onerror|steal/i.test(b.content))).toBe(true);
    expect(bodies.some((b) => b.content.includes('<p>正文1</p>'))).toBe(true);

    // Applications: 38 of 40 (a unit without an account cannot be an applicant; its records follow it), in a
    // closed programme of their year, with their flow instance and history.
    expect(refused('lnjzxh_century_cup')).toMatchObject([
      { column: 'member_id', reason: '会员单位没有账号，流程没有申请人' },
    ]);
    expect(await count('lnjzxh_award_application', `tenant_id = '${T}' and award_type = 'century_cup'`)).toBe(39);
    const [programme] = await sql<{ name: string; open_flag: number }>(
      `select name, open_flag from lnjzxh_award_programme where tenant_id = ? and award_type = 'century_cup' and year = 2024`,
      [T],
    );
    expect(programme).toEqual({ name: '2024年度世纪杯（旧系统导入）', open_flag: 0 });
    const statuses = await sql<{ status: number; n: number | string }>(
      `select i.status, count(*) as n from blade_flow_instance i join lnjzxh_award_application a on a.id = i.business_id
       where a.tenant_id = ? group by i.status order by i.status`,
      [T],
    );
    expect(statuses.map((r) => [Number(r.status), Number(r.n)])).toEqual([
      [1, 1],
      [2, 30],
      [3, 7],
    ]);
    const [approved] = await sql<{ id: string; values: unknown; flow_status: number }>(
      `select id, "values", flow_status from lnjzxh_award_application where tenant_id = ? and project_name = '旧系统世纪杯工程1'`,
      [T],
    );
    expect(approved!.flow_status).toBe(2);
    const values = typeof approved!.values === 'string' ? JSON.parse(approved!.values) : approved!.values;
    expect(values).toEqual({ proName: '旧系统世纪杯工程1', built: '沈阳市和平区1号', buildingScale: '1万平方米' });
    const application = await inT.gql<{ awardApplication: { flowInstanceId: string } }>(
      `query($id: ID!) { awardApplication(id: $id) { flowInstanceId } }`,
      { id: approved!.id },
    );
    expect(application.errors).toBeUndefined();
    const flow = await inT.gql<{
      flowInstance: { instance: { status: number }; logs: Array<{ action: string; approvalOpinion: string | null }> };
    }>(`query($id: ID!) { flowInstance(id: $id) { instance { status } logs { action approvalOpinion } } }`, {
      id: application.data!.awardApplication.flowInstanceId,
    });
    expect(flow.errors).toBeUndefined();
    expect(flow.data!.flowInstance.instance.status).toBe(2);
    expect(flow.data!.flowInstance.logs.map((l) => [l.action, l.approvalOpinion])).toEqual([
      ['submit', null],
      ['approve', '材料齐全，同意'],
    ]);
    const logRows = await sql<{ action: string; approval_config_title: string; create_by_name: string }>(
      `select l.action, l.approval_config_title, l.create_by_name from blade_flow_log l
       join blade_flow_instance i on i.id = l.instance_id where i.business_id = ? order by l.create_time`,
      [approved!.id],
    );
    expect(logRows).toEqual([
      { action: 'submit', approval_config_title: '提交', create_by_name: '旧系统建筑工程有限公司1' },
      { action: 'approve', approval_config_title: '协会形式审查', create_by_name: '审核员' },
    ]);
    expect(refused('lnjzxh_approval_record').map((r) => r.column)).toEqual(['business_id', 'business_id']);
  }, 120_000);

  it('reports every refused row with its table, legacy id, column and reason', async () => {
    const runs = await s.db.orm.em.fork().find(LegacyImportRun, { dryRun: false }, { orderBy: { startedAt: 'asc' } });
    const report = await reportOf(runs[0]!.id);
    const find = (table: string, legacyId: string) =>
      report.refused.find((r) => r.table === table && r.legacyId === legacyId);
    expect(find('lnjzxh_member_info', legacy.badCreditCodeId)).toMatchObject({ column: 'credit_code' });
    expect(find('lnjzxh_member_info', legacy.badCreditCodeId)!.reason).toContain('校验');
    expect(find('lnjzxh_member_info', legacy.shortMobileId)).toMatchObject({ column: 'contact_phone' });
    expect(find('lnjzxh_member_info', legacy.shortMobileId)!.reason).toContain('手机号码长度不为11位');
    expect(find('lnjzxh_member_info', legacy.unknownLevelId)).toMatchObject({
      column: 'member_level',
      reason: '字典 member_level 中没有键值 9',
    });
    expect(report.refused.find((r) => r.table === 'lnjzxh_expert' && r.column === 'major')?.reason).toContain(
      'expert_discipline',
    );
    expect(report.refused.find((r) => r.table === 'blade_user' && r.column === 'account')?.reason).toContain('已存在');
    expect(report.refused.find((r) => r.table === 'blade_user' && r.column === 'password')).toBeTruthy();
    // Rows depending on a refused unit are refused too (nothing half-imported).
    expect(report.refused.some((r) => r.table === 'lnjzxh_receipt' && r.column === 'member_id')).toBe(true);
    // Menu grants without a counterpart here.
    const unmapped = report.unmappedMenus as Array<{ code: string }>;
    expect(unmapped.length).toBeGreaterThan(10);
    expect(unmapped.some((m) => m.code === 'user')).toBe(false);
    expect(unmapped.every((m) => m.code.startsWith('legacy_menu_'))).toBe(true);
  });

  it('keeps receipt and certificate numbers, verifiable, and new numbers continue after them', async () => {
    const inT = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': T });
    const byNo = await inT.gql<{ receipts: { records: Array<{ receiptNo: string; status: number; amount: string }> } }>(
      `query($f: ReceiptFilter) { receipts(filter: $f, page: { size: 10 }) { records { receiptNo status amount } } }`,
      { f: { receiptNo: legacy.receipts[0]!.number } },
    );
    expect(byNo.errors).toBeUndefined();
    expect(byNo.data!.receipts.records.map((r) => r.receiptNo)).toContain(legacy.receipts[0]!.number);
    const numbers = (
      await sql<{ receipt_no: string }>(`select receipt_no from lnjzxh_receipt where tenant_id = ?`, [T])
    ).map((r: { receipt_no: string }) => r.receipt_no);
    const expected = legacy.receipts.map((r) => r.number).filter((n) => numbers.includes(n));
    expect(numbers.sort()).toEqual(expected.sort());
    expect(numbers.length).toBeGreaterThan(240);
    const voided = await sql<{ status: number; void_reason: string }>(
      `select status, void_reason from lnjzxh_receipt where receipt_no = ?`,
      [legacy.receipts[9]!.number],
    );
    expect(voided[0]).toMatchObject({ status: 0, void_reason: '金额有误' });
    const [counter] = await sql<{ last_number: number }>(
      `select last_number from lnjzxh_sequence_counter where tenant_id = ? and name = 'receipt' and year = 2025`,
      [T],
    );
    expect(Number(counter!.last_number)).toBe(350);

    for (const cert of [legacy.certificates[0]!, legacy.certificates[100]!]) {
      const verified = await s.gql<{ verifyMemberCertificate: { state: string; number: string; unitName: string } }>(
        `query($c: String!) { verifyMemberCertificate(code: $c) { state number unitName } }`,
        { c: cert.code },
      );
      expect(verified.errors).toBeUndefined();
      expect(verified.data!.verifyMemberCertificate).toMatchObject({ state: 'VALID', number: cert.number });
    }
    const [certCounter] = await sql<{ last_number: number }>(
      `select last_number from lnjzxh_sequence_counter where tenant_id = ? and name = 'member_certificate' and year = 2025`,
      [T],
    );
    expect(Number(certCounter!.last_number)).toBeGreaterThanOrEqual(245);
  });

  it('shows the runs to staff of the administrative tenant, with downloadable reports', async () => {
    const runs = await admin.gql<{
      legacyImportRuns: {
        total: number;
        records: Array<{
          id: string;
          status: string;
          dryRun: boolean;
          createdCount: number;
          refusedCount: number;
          operator: string;
          source: string;
          tables: Array<{ table: string; created: number }>;
        }>;
      };
    }>(
      `{ legacyImportRuns(page: { size: 20 }) { total records { id status dryRun createdCount refusedCount operator source tables { table created } } } }`,
    );
    expect(runs.errors).toBeUndefined();
    expect(runs.data!.legacyImportRuns.total).toBeGreaterThanOrEqual(4);
    const first = runs.data!.legacyImportRuns.records.at(-1)!;
    expect(first.dryRun).toBe(true);
    expect(first.source).toBe(`mysql://root@127.0.0.1:3306/${legacy.database}`);
    expect(first.source).not.toContain(':@');

    const res = await fetch(`${s.url}/api/legacy-import/run/${first.id}/report`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const report = (await res.json()) as ImportReport;
    expect(report.run.id).toBe(first.id);
    const csv = await fetch(`${s.url}/api/legacy-import/run/${first.id}/report?format=csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.status).toBe(200);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark, for Excel
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('表,旧系统编号,列,原因');
    expect(text).toContain(legacy.badCreditCodeId);

    // Not for other tenants' users nor the anonymous.
    const user = await s.login(legacy.legacyUser.account, legacy.legacyUser.password, T);
    const refused = await user.gql(`{ legacyImportRuns { total } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await fetch(`${s.url}/api/legacy-import/run/${first.id}/report`)).status).toBe(401);
  });
});
