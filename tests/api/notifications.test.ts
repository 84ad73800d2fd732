import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { User } from '../../api/src/engine/auth/user.entity.js';
import { createLogger } from '../../api/src/engine/log/logger.js';
import { MAIL_STATUS, MailMessage } from '../../api/src/engine/mail/mail.entity.js';
import { mailService } from '../../api/src/engine/mail/mail.service.js';
import { DuesPeriod } from '../../api/src/modules/dues/dues.entity.js';
import { MemberUnit } from '../../api/src/modules/member/member.entity.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';
import { readPdfQrCodes } from '../support/pdf.js';

/**
 * Notifications (issue 25): emails through a real SMTP server (smtp-server, in this process), each user's choice
 * of notifications, the receipt PDF attached, and the dues arrears reminders by email, SMS gateway and in-app
 * message with their log.
 */
let s: TestServer;
let admin: ApiClient;
let approver: ApiClient;
let huiyuan: ApiClient;
let smtp: SMTPServer;
let gateway: http.Server;
const received: ParsedMail[] = [];
const envelopes: string[][] = [];
const texts: { to: string; text: string; auth?: string }[] = [];
const quiet = createLogger('silent');

const UNIT_A = '示例建筑工程有限公司'; // huiyuan's unit
const UNIT_B = '大连海湾建设集团有限公司'; // no account
const YEAR = Number(todayIn().slice(0, 4));

/** Sends what is queued (as the mail-outbox job does) and waits for the SMTP server to have `count` messages. */
async function deliver(count: number): Promise<void> {
  await mailService.deliver(s.db.orm, quiet);
  for (let i = 0; i < 100 && received.length < count; i++) await new Promise((r) => setTimeout(r, 50));
  expect(received).toHaveLength(count);
}

/** An entity manager of the demo tenant (the tenant filter needs its argument). */
const tenantEm = () => {
  const em = s.db.orm.em.fork();
  em.setFilterParams('tenant', { tenantId: '000000' });
  return em;
};

const daysAgo = (n: number) => {
  const d = new Date(`${todayIn()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      envelopes.push(session.envelope.rcptTo.map((r) => r.address));
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      texts.push({ ...(JSON.parse(body) as { to: string; text: string }), auth: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  s = await startTestServer({
    demo: true,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMTP_FROM: '省建筑业协会 <noreply@zhuxie.test>',
      SMS_WEBHOOK_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`,
      SMS_WEBHOOK_TOKEN: 'gateway-token',
      PUBLIC_URL: 'https://zhuxie.example.org',
    },
  });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  huiyuan = await s.login('huiyuan', DEMO_PASSWORD);
  const em = tenantEm();
  await em.nativeUpdate(User, { account: 'huiyuan' }, { email: 'huiyuan@example.com' });
  await em.nativeUpdate(User, { account: 'admin' }, { email: 'admin@example.com' });
  await em.nativeUpdate(MemberUnit, { name: UNIT_B }, { email: 'finance@dlhw.example.com' });
});

afterAll(async () => {
  await s?.stop({ drop: true });
  mailService.configure(undefined);
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await new Promise<void>((resolve) => gateway?.close(() => resolve()));
});

const PREFS = `emailEnabled language kinds { kind email }`;

describe('notification preferences', () => {
  it('start with every notification by email, in Chinese', async () => {
    const r = await huiyuan.gql<{
      myNotificationPreferences: { emailEnabled: boolean; language: string; kinds: { kind: string; email: boolean }[] };
    }>(`{ myNotificationPreferences { ${PREFS} } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data!.myNotificationPreferences).toEqual({
      emailEnabled: true,
      language: 'zh-CN',
      kinds: [
        'application_result',
        'event_registered',
        'event_reminder',
        'flow_task',
        'questionnaire_reminder',
        'receipt_issued',
      ].map((kind) => ({ kind, email: true })),
    });
  });

  it('are saved per user; unknown kinds and languages are refused with a clear message', async () => {
    const save = (c: ApiClient, input: Record<string, unknown>) =>
      c.gql<{ saveNotificationPreferences: { language: string; kinds: { kind: string; email: boolean }[] } }>(
        `mutation($i: NotificationPreferencesInput!) { saveNotificationPreferences(input: $i) { ${PREFS} } }`,
        { i: input },
      );
    const saved = await save(huiyuan, { language: 'en', kinds: [{ kind: 'event_registered', email: false }] });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveNotificationPreferences.language).toBe('en');
    expect(saved.data!.saveNotificationPreferences.kinds.find((k) => k.kind === 'event_registered')?.email).toBe(false);
    expect(saved.data!.saveNotificationPreferences.kinds.find((k) => k.kind === 'receipt_issued')?.email).toBe(true);
    // Another user's choices are their own.
    const mine = await admin.gql<{ myNotificationPreferences: { language: string; kinds: { email: boolean }[] } }>(
      `{ myNotificationPreferences { ${PREFS} } }`,
    );
    expect(mine.data!.myNotificationPreferences.language).toBe('zh-CN');
    expect(mine.data!.myNotificationPreferences.kinds.every((k) => k.email)).toBe(true);
    expect((await save(huiyuan, { kinds: [{ kind: 'dues_arrears', email: false }] })).errors?.[0]).toMatchObject({
      message: '未知的通知类型',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await save(huiyuan, { language: 'fr', kinds: [] })).errors?.[0]?.message).toBe(
      '邮件语言只能是简体中文或英文',
    );
    expect((await s.gql(`{ myNotificationPreferences { language } }`)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('decide who is emailed: an event registration reaches the user who wants it, not the one who turned it off', async () => {
    const events = await admin.gql<{ events: { records: { id: string; title: string; status: number }[] } }>(
      `{ events(page: { size: 50 }) { records { id title status startTime } } }`,
    );
    const open = events.data!.events.records.find((e) => e.status === 1)!;
    const register = (c: ApiClient, mobile: string) =>
      c.gql(`mutation($i: EventRegistrationInput!) { registerForEvent(input: $i) { signInNumber } }`, {
        i: { eventId: open.id, name: '测试', mobile, unit: UNIT_A },
      });
    expect((await register(huiyuan, '13612340001')).errors).toBeUndefined();
    expect((await register(admin, '13612340002')).errors).toBeUndefined();
    expect((await register(s, '13612340003')).errors).toBeUndefined(); // a visitor: no address
    await deliver(1);
    expect(envelopes[0]).toEqual(['admin@example.com']);
    expect(received[0]!.subject).toBe(`报名成功：${open.title}`);
    expect(received[0]!.from?.text).toContain('noreply@zhuxie.test');
    expect(received[0]!.text).toContain('签到号');
  });
});

describe('a receipt issued', () => {
  it('is emailed to the unit account in its language, with the receipt PDF attached; the message is logged as sent', async () => {
    const found = await admin.gql<{ params: { records: { id: string; version: number; paramName: string }[] } }>(
      `{ params(filter: { paramKey: "dues.pay.sandbox" }) { records { id version paramName } } }`,
    );
    const row = found.data!.params.records[0]!;
    const setParam = await admin.gql(`mutation($i: ParamInput!) { submitParam(input: $i) { id } }`, {
      i: {
        id: row.id,
        version: row.version,
        paramKey: 'dues.pay.sandbox',
        paramName: row.paramName,
        paramValue: 'true',
      },
    });
    expect(setParam.errors).toBeUndefined();
    const periods = await huiyuan.gql<{ duesPeriods: { records: { id: string; year: number }[] } }>(
      `{ duesPeriods(page: { size: 50 }) { records { id year } } }`,
    );
    const period = periods.data!.duesPeriods.records.find((p) => p.year === YEAR)!;
    const started = await huiyuan.gql<{ createPaymentOrder: { token: string } }>(
      `mutation($i: CreatePaymentOrderInput!) { createPaymentOrder(input: $i) { token } }`,
      { i: { periodId: period.id, provider: 'sandbox' } },
    );
    expect(started.errors).toBeUndefined();
    const paid = await s.rest<{ receiptNo: string }>('POST', '/api/lnjzxh-member/dues/sandbox/notify', {
      token: started.data!.createPaymentOrder.token,
    });
    expect(paid.body.success).toBe(true);
    const receiptNo = paid.body.data.receiptNo;
    await deliver(2);
    const mail = received[1]!;
    expect(envelopes[1]).toEqual(['huiyuan@example.com']);
    // huiyuan chose English above.
    expect(mail.subject).toBe(`Receipt issued: ${receiptNo}`);
    expect(mail.text).toContain(UNIT_A);
    expect(mail.text).toContain('5,000.00');
    expect(mail.html).toContain(`receipt ${receiptNo} was issued`);
    expect(mail.attachments).toHaveLength(1);
    const pdf = mail.attachments[0]!;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe(`收据-${receiptNo}.pdf`);
    expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The same QR code as a download, to the verification page at the public address.
    const [codes] = await readPdfQrCodes(new Uint8Array(pdf.content));
    expect(codes).toEqual([
      expect.stringMatching(/^https:\/\/zhuxie\.example\.org\/cmsPages\/receiptVerify\?code=[\w-]{22}$/),
    ]);
    const logged = await s.db.orm.em
      .fork()
      .find(MailMessage, { kind: 'receipt_issued' }, { orderBy: { createTime: 'asc' } });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ status: MAIL_STATUS.sent, toAddress: 'huiyuan@example.com', attempts: 1 });
    expect(logged[0]!.sentTime).toBeInstanceOf(Date);
  });
});

describe('dues arrears reminders', () => {
  const REMINDER = 'unitName year step daysOverdue channel recipient status note';
  type Reminder = {
    unitName: string;
    step: number;
    daysOverdue: number;
    channel: string;
    status: string;
    recipient: string | null;
    note: string | null;
  };
  const reminders = async () =>
    (
      await approver.gql<{ duesReminders: { total: number; records: Reminder[] } }>(
        `{ duesReminders(page: { size: 50 }) { total records { ${REMINDER} } } }`,
      )
    ).data!.duesReminders;

  it('staff set the aging steps that remind; bad steps are refused', async () => {
    expect(
      (await approver.gql<{ duesReminderSteps: number[] }>(`{ duesReminderSteps }`)).data!.duesReminderSteps,
    ).toEqual([0, 30, 60, 90]);
    const bad = await approver.gql(`mutation { setDuesReminderSteps(input: { steps: [15] }) }`);
    expect(bad.errors?.[0]?.message).toBe('提醒节点只能是 0、30、60、90（逗号分隔）');
    const set = await approver.gql<{ setDuesReminderSteps: number[] }>(
      `mutation { setDuesReminderSteps(input: { steps: [90, 30] }) }`,
    );
    expect(set.data!.setDuesReminderSteps).toEqual([30, 90]);
    expect((await huiyuan.gql(`{ duesReminders { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await huiyuan.gql(`mutation { runDuesReminders { reminded } }`)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('a unit 35 days in arrears gets the 30-day reminder once by email, SMS and message; a paid unit none; the log says so', async () => {
    // Every unpaid period fell due 35 days ago (the demo's 31 March would be past 90 days later in the year).
    await tenantEm().nativeUpdate(DuesPeriod, { year: YEAR }, { dueDate: daysAgo(35) });
    const run = await approver.gql<{ runDuesReminders: { reminded: number } }>(
      `mutation { runDuesReminders { reminded } }`,
    );
    expect(run.errors).toBeUndefined();
    expect(run.data!.runDuesReminders.reminded).toBe(1);
    const log = await reminders();
    expect(log.total).toBe(3);
    expect(log.records.every((r) => r.unitName === UNIT_B && r.step === 30 && r.daysOverdue === 35)).toBe(true);
    expect(Object.fromEntries(log.records.map((r) => [r.channel, [r.status, r.recipient, r.note]]))).toEqual({
      email: ['sent', 'finance@dlhw.example.com', null],
      sms: ['sent', '13900000001', null],
      inbox: ['skipped', null, '单位没有会员账号'],
    });
    // The paid unit (huiyuan's, paid above) has no reminder.
    expect(log.records.some((r) => r.unitName === UNIT_A)).toBe(false);
    await deliver(3);
    expect(envelopes[2]).toEqual(['finance@dlhw.example.com']);
    expect(received[2]!.subject).toBe(`会费缴纳提醒：${YEAR}年度会费已逾期35天`);
    expect(received[2]!.text).toContain(UNIT_B);
    expect(texts).toEqual([
      {
        to: '13900000001',
        text: expect.stringContaining('已逾期35天') as unknown as string,
        auth: 'Bearer gateway-token',
      },
    ]);
    // Again the same day (or the next): nothing new.
    const again = await approver.gql<{ runDuesReminders: { reminded: number } }>(
      `mutation { runDuesReminders { reminded } }`,
    );
    expect(again.data!.runDuesReminders.reminded).toBe(0);
    expect((await reminders()).total).toBe(3);
    expect(texts).toHaveLength(1);
    await mailService.deliver(s.db.orm, quiet);
    expect(received).toHaveLength(3);
  });

  it('sends the in-app message to a unit with an account, and nothing when no step is chosen', async () => {
    // huiyuan's unit owes an older year too, 95 days late: the 90-day step.
    const em = tenantEm();
    const unit = await em.findOneOrFail(MemberUnit, { name: UNIT_A }, { filters: false });
    em.create(DuesPeriod, {
      tenantId: '000000',
      unitId: unit.id,
      unitName: unit.name,
      year: YEAR - 1,
      memberLevel: unit.memberLevel,
      amount: '5000.00',
      dueDate: daysAgo(95),
    });
    await em.flush();
    expect((await approver.gql(`mutation { setDuesReminderSteps(input: { steps: [] }) }`)).errors).toBeUndefined();
    expect(
      (await approver.gql<{ runDuesReminders: { reminded: number } }>(`mutation { runDuesReminders { reminded } }`))
        .data!.runDuesReminders.reminded,
    ).toBe(0);
    await approver.gql(`mutation { setDuesReminderSteps(input: { steps: [0, 30, 60, 90] }) }`);
    const run = await approver.gql<{ runDuesReminders: { reminded: number } }>(
      `mutation { runDuesReminders { reminded } }`,
    );
    // huiyuan's older year at 90 days; the other unit's period moves on to nothing new (30 was sent, 60 not reached).
    expect(run.data!.runDuesReminders.reminded).toBe(1);
    const messages = await huiyuan.gql<{
      myMessages: { records: { category: string; title: string; link: string }[] };
    }>(`{ myMessages { records { category title link } } }`);
    expect(messages.data!.myMessages.records[0]).toEqual({
      category: 'dues_arrears',
      title: `会费缴纳提醒：${YEAR - 1}年度会费已逾期95天`,
      link: '/cmsPages/memberPay',
    });
    const log = await reminders();
    expect(log.records.filter((r) => r.unitName === UNIT_A).map((r) => [r.channel, r.step, r.status])).toEqual(
      expect.arrayContaining([
        ['email', 90, 'sent'],
        ['sms', 90, 'sent'],
        ['inbox', 90, 'sent'],
      ]),
    );
  });
});

describe('flow emails', () => {
  it('a task waiting reaches the approvers who want it; the result reaches the applicant', async () => {
    const roles = (
      await admin.gql<{ roles: { records: { id: string; roleAlias: string }[] } }>(
        `{ roles(page: { size: 50 }) { records { id roleAlias } } }`,
      )
    ).data!.roles.records;
    const created = await admin.gql(
      `mutation($r: [ID!]!) { submitUser(input: { account: "zhaoliu", realName: "赵六", password: "Flow-Mail-2026", email: "zhaoliu@example.com", roleIds: $r }) { id } }`,
      { r: [roles.find((r) => r.roleAlias === 'approver')!.id] },
    );
    expect(created.errors).toBeUndefined();
    const zhaoliu = await s.login('zhaoliu', 'Flow-Mail-2026');
    const off = await zhaoliu.gql(
      `mutation { saveNotificationPreferences(input: { kinds: [{ kind: "flow_task", email: false }] }) { language } }`,
    );
    expect(off.errors).toBeUndefined();
    await tenantEm().nativeUpdate(User, { account: 'shenpi' }, { email: 'shenpi@example.com' });
    const before = received.length;
    const leave = await admin.gql<{ submitLeaveRequest: { id: string } }>(
      `mutation { submitLeaveRequest(input: { leaveType: 2, startTime: "2026-12-07T01:00:00Z", endTime: "2026-12-08T09:00:00Z", days: "2", reason: "看病", andSubmit: true }) { id } }`,
    );
    expect(leave.errors).toBeUndefined();
    // The arrears email of the test before is still waiting too.
    await deliver(before + 2);
    const task = received.slice(before).find((m) => m.subject?.startsWith('待审批：'));
    expect(task).toBeDefined();
    expect(task!.to && 'text' in task!.to ? task!.to.text : '').toBe('shenpi@example.com');
    expect(task!.text).toContain('等待您审批');
    expect(task!.text).toContain('https://zhuxie.example.org/work/tasks/claim');
    expect(received.some((m) => m.to && 'text' in m.to && m.to.text === 'zhaoliu@example.com')).toBe(false);

    const instance = (
      await admin.gql<{ flowRecord: { instance: { id: string } } }>(
        `query($b: ID!) { flowRecord(businessType: "leave", businessId: $b) { instance { id } } }`,
        { b: leave.data!.submitLeaveRequest.id },
      )
    ).data!.flowRecord.instance;
    const rejected = await approver.gql(
      `mutation($i: ID!) { flowAction(input: { instanceId: $i, action: "reject", opinion: "材料不全" }) { status } }`,
      { i: instance.id },
    );
    expect(rejected.errors).toBeUndefined();
    await deliver(before + 3);
    const result = received[before + 2]!;
    expect(result.to && 'text' in result.to ? result.to.text : '').toBe('admin@example.com');
    expect(result.subject).toMatch(/^审批结果：.*（已驳回）$/);
    expect(result.text).toContain('审核意见：材料不全');
  });
});
