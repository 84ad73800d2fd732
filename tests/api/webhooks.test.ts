import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../api/src/engine/log/logger.js';
import { DELIVERY_STATUS, WebhookDelivery } from '../../api/src/engine/webhooks/webhook.entity.js';
import { WEBHOOK_MAX_ATTEMPTS, webhookService, webhookUrlProblem } from '../../api/src/engine/webhooks/webhooks.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/**
 * Webhooks (issue 26): endpoints per event type, deliveries signed with HMAC-SHA256 and a timestamp, posted by
 * the outbox job (called here as the job calls it), retried with backoff, listed with their answers, re-sent.
 * A real HTTP receiver in this process plays the third party.
 */
let s: TestServer;
let admin: ApiClient;
let member: ApiClient;
let applicant: ApiClient;
let approver: ApiClient;
let receiver: http.Server;
let url: string;
const quiet = createLogger('silent');

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  path: string;
}
const received: Received[] = [];
/** Status codes the receiver answers next (then 200). */
let answers: number[] = [];

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const ENDPOINT = 'id name url events enabled secretHint version';

interface Endpoint {
  id: string;
  name: string;
  url: string;
  events: string[];
  enabled: boolean;
  secretHint: string;
  version: number;
}

const save = (c: ApiClient, input: Record<string, unknown>) =>
  c.gql<{ saveWebhookEndpoint: { endpoint: Endpoint; secret: string } | null }>(
    `mutation($i: WebhookEndpointInput!) { saveWebhookEndpoint(input: $i) { endpoint { ${ENDPOINT} } secret } }`,
    { i: input },
  );

async function create(input: Record<string, unknown>): Promise<{ endpoint: Endpoint; secret: string }> {
  const r = await save(admin, input);
  expect(r.errors).toBeUndefined();
  return r.data!.saveWebhookEndpoint!;
}

/** Runs the outbox job once and answers what the receiver got during it. */
async function deliver(): Promise<Received[]> {
  const before = received.length;
  await webhookService.deliver(s.db.orm, quiet);
  return received.slice(before);
}

const verify = (secret: string, r: Received) =>
  `sha256=${createHmac('sha256', secret).update(`${r.headers['x-zhuxie-timestamp']}.${r.body}`).digest('hex')}` ===
  r.headers['x-zhuxie-signature'];

const deliveries = async (endpointId: string) =>
  (
    await admin.gql<{
      webhookDeliveries: {
        total: number;
        records: {
          id: string;
          eventId: string;
          event: string;
          status: number;
          attempts: number;
          responseStatus: number | null;
          responseBody: string | null;
          lastError: string | null;
          resentFrom: string | null;
          nextAttemptTime: string;
        }[];
      };
    }>(
      `query($e: ID) { webhookDeliveries(filter: { endpointId: $e }, page: { size: 50 }) { total records { id eventId event status attempts responseStatus responseBody lastError resentFrom nextAttemptTime } } }`,
      { e: endpointId },
    )
  ).data!.webhookDeliveries;

let eventId: string;
async function register(name: string, mobile: string): Promise<string> {
  const r = await member.gql<{ registerForEvent: { signInNumber: string } }>(
    `mutation($i: EventRegistrationInput!) { registerForEvent(input: $i) { signInNumber } }`,
    { i: { eventId, name, mobile, unit: '示例建筑工程有限公司' } },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.registerForEvent.signInNumber;
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body, path: req.url ?? '' });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'receiver down');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  const roleId = (
    await admin.gql<{ roles: { records: { id: string }[] } }>(
      `{ roles(filter: { roleAlias: "approver" }) { records { id } } }`,
    )
  ).data!.roles.records[0]!.id;
  expect(
    (
      await admin.gql(
        `mutation($r: [ID!]!) { submitUser(input: { account: "hookuser", realName: "推送测试", password: "Hook-User-2026", roleIds: $r }) { id } }`,
        { r: [roleId] },
      )
    ).errors,
  ).toBeUndefined();
  applicant = await s.login('hookuser', 'Hook-User-2026');
  const ev = await admin.gql<{ submitEvent: { id: string } }>(
    `mutation($i: EventInput!) { submitEvent(input: $i) { id } }`,
    {
      i: {
        title: '推送测试会议',
        type: 'conference',
        venue: '沈阳市和平区',
        startTime: future(10),
        endTime: future(11),
        registrationDeadline: future(9),
        capacity: 50,
        fee: '0',
      },
    },
  );
  expect(ev.errors).toBeUndefined();
  eventId = ev.data!.submitEvent.id;
  expect(
    (await admin.gql(`mutation($id: ID!) { releaseEvent(id: $id) { id } }`, { id: eventId })).errors,
  ).toBeUndefined();
});

afterAll(async () => {
  await s?.stop({ drop: true });
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

beforeEach(() => {
  answers = [];
});

describe('webhook endpoints', () => {
  it('are for staff with the webhook codes only', async () => {
    for (const q of [
      `{ webhookEndpoints { total } }`,
      `{ webhookEventTypes { key } }`,
      `{ webhookDeliveries { total } }`,
    ])
      expect((await member.gql(q)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await save(member, { name: 'x', url, events: ['registration.created'] })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await s.gql(`{ webhookEndpoints { total } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('list the event types the modules report', async () => {
    const types = (
      await admin.gql<{ webhookEventTypes: { key: string; description: string }[] }>(
        `{ webhookEventTypes { key description } }`,
      )
    ).data!.webhookEventTypes;
    expect(types.map((t) => t.key)).toEqual([
      'application.approved',
      'application.rejected',
      'application.submitted',
      'member.changed',
      'member.joined',
      'payment.confirmed',
      'receipt.issued',
      'registration.created',
    ]);
    expect(types.every((t) => t.description.length > 10)).toBe(true);
  });

  it('refuse bad input with clear messages', async () => {
    const message = async (input: Record<string, unknown>) => (await save(admin, input)).errors?.[0]?.message;
    expect(await message({ name: 'x', url: 'ftp://example.org/x', events: ['registration.created'] })).toBe(
      '仅支持 http 或 https 地址',
    );
    expect(await message({ name: 'x', url: 'not a url', events: ['registration.created'] })).toBe(
      '请输入有效的 URL 地址',
    );
    expect(await message({ name: 'x', url: 'https://u:p@example.org/', events: ['registration.created'] })).toBe(
      '地址中不能包含用户名或密码',
    );
    expect(await message({ name: 'x', url, events: ['nothing.here'] })).toBe('未知的事件类型：nothing.here');
    expect(await message({ name: 'x', url, events: ['webhook.ping'] })).toBe('未知的事件类型：webhook.ping');
    expect(await message({ name: 'x', url, events: [] })).toBe('请选择事件类型');
    expect(await message({ name: ' ', url, events: ['registration.created'] })).toBe('请输入名称');
  });

  it('refuse loopback and private hosts where they are not allowed (production)', () => {
    for (const bad of [
      'http://localhost/x',
      'http://127.0.0.1:9/x',
      'http://10.1.2.3/',
      'http://192.168.1.1/',
      'http://[::1]/',
      'http://172.20.0.1/',
    ])
      expect(webhookUrlProblem(bad, false)).toBe('不能推送到本机或内网地址');
    expect(webhookUrlProblem('https://hooks.example.org/zhuxie', false)).toBeUndefined();
    expect(webhookUrlProblem('http://172.32.0.1/', false)).toBeUndefined();
    expect(webhookUrlProblem('http://127.0.0.1:9/x', true)).toBeUndefined();
  });
});

describe('deliveries', () => {
  let main: { endpoint: Endpoint; secret: string };
  let other: { endpoint: Endpoint; secret: string };

  it('go, signed, to the enabled endpoints of the event type only, after the change is committed', async () => {
    main = await create({
      name: '会员系统',
      url,
      events: ['registration.created', 'application.submitted', 'application.rejected', 'application.approved'],
    });
    expect(main.secret).toMatch(/^whsec_[\w-]{40,}$/);
    expect(main.endpoint.secretHint).toBe(main.secret.slice(-4));
    other = await create({ name: '财务系统', url: `${url}/finance`, events: ['payment.confirmed'] });
    await create({ name: '停用', url: `${url}/off`, events: ['registration.created'], enabled: false });
    // The secret is answered once: it is not a field of the endpoint.
    expect((await admin.gql(`{ webhookEndpoints { records { secret } } }`)).errors?.[0]?.message).toMatch(/secret/);

    const signInNumber = await register('推送一', '13912345601');
    const got = await deliver();
    expect(got).toHaveLength(1);
    const [r] = got;
    expect(r!.path).toBe('/hooks');
    expect(r!.headers['content-type']).toMatch(/^application\/json/);
    expect(r!.headers['x-zhuxie-event']).toBe('registration.created');
    expect(verify(main.secret, r!)).toBe(true);
    expect(verify(other.secret, r!)).toBe(false);
    expect(Math.abs(Number(r!.headers['x-zhuxie-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    const body = JSON.parse(r!.body);
    expect(body).toMatchObject({
      type: 'registration.created',
      tenantId: '000000',
      data: { eventId, eventTitle: '推送测试会议', name: '推送一', signInNumber },
    });
    expect(r!.body).not.toContain('13912345601'); // no mobile numbers to third parties
    const listed = await deliveries(main.endpoint.id);
    expect(listed.records[0]).toMatchObject({
      id: r!.headers['x-zhuxie-delivery'],
      eventId: body.id,
      status: DELIVERY_STATUS.delivered,
      attempts: 1,
      responseStatus: 200,
      responseBody: 'ok',
      lastError: null,
    });
    // Nothing more is due.
    expect(await deliver()).toEqual([]);
  });

  it('a refused registration posts nothing (its transaction rolled back)', async () => {
    const r = await member.gql(
      `mutation($i: EventRegistrationInput!) { registerForEvent(input: $i) { signInNumber } }`,
      { i: { eventId, name: '推送一', mobile: '13912345601', unit: '示例建筑工程有限公司' } },
    );
    expect(r.errors?.length).toBe(1);
    expect(await deliver()).toEqual([]);
  });

  it('are retried with growing delays when the receiver fails, then delivered once it answers', async () => {
    answers = [500];
    await register('推送二', '13912345602');
    const first = await deliver();
    expect(first).toHaveLength(1);
    let row = (await deliveries(main.endpoint.id)).records[0]!;
    expect(row).toMatchObject({
      status: DELIVERY_STATUS.pending,
      attempts: 1,
      responseStatus: 500,
      lastError: 'HTTP 500',
    });
    expect(row.responseBody).toBe('receiver down');
    const delay = new Date(row.nextAttemptTime).getTime() - Date.now();
    expect(delay).toBeGreaterThan(50_000);
    expect(delay).toBeLessThan(70_000);
    // Not due yet: the job leaves it alone.
    expect(await deliver()).toEqual([]);

    await s.db.orm.em
      .fork()
      .nativeUpdate(WebhookDelivery, { id: row.id }, { nextAttemptTime: new Date(Date.now() - 1000) });
    answers = [503];
    await deliver();
    row = (await deliveries(main.endpoint.id)).records[0]!;
    expect(row).toMatchObject({ status: DELIVERY_STATUS.pending, attempts: 2, responseStatus: 503 });
    const second = new Date(row.nextAttemptTime).getTime() - Date.now();
    expect(second).toBeGreaterThan(110_000); // doubled

    await s.db.orm.em
      .fork()
      .nativeUpdate(WebhookDelivery, { id: row.id }, { nextAttemptTime: new Date(Date.now() - 1000) });
    const third = await deliver();
    expect(third).toHaveLength(1);
    // The same delivery and event each time, signed afresh.
    expect(third[0]!.headers['x-zhuxie-delivery']).toBe(first[0]!.headers['x-zhuxie-delivery']);
    expect(JSON.parse(third[0]!.body).id).toBe(JSON.parse(first[0]!.body).id);
    expect(verify(main.secret, third[0]!)).toBe(true);
    row = (await deliveries(main.endpoint.id)).records[0]!;
    expect(row).toMatchObject({ status: DELIVERY_STATUS.delivered, attempts: 3, responseStatus: 200, lastError: null });
  });

  it('are given up after the last attempt, and a receiver that does not answer counts as a failure', async () => {
    answers = [500];
    await register('推送三', '13912345603');
    await deliver();
    const row = (await deliveries(main.endpoint.id)).records[0]!;
    await s.db.orm.em
      .fork()
      .nativeUpdate(
        WebhookDelivery,
        { id: row.id },
        { attempts: WEBHOOK_MAX_ATTEMPTS - 1, nextAttemptTime: new Date(Date.now() - 1000) },
      );
    answers = [502];
    await deliver();
    expect((await deliveries(main.endpoint.id)).records[0]).toMatchObject({
      status: DELIVERY_STATUS.failed,
      attempts: WEBHOOK_MAX_ATTEMPTS,
      responseStatus: 502,
    });
    // An endpoint whose server is gone: a network error, kept as the reason.
    const gone = await create({ name: '已关闭', url: 'http://127.0.0.1:9/none', events: ['registration.created'] });
    await register('推送四', '13912345604');
    await deliver();
    const failed = (await deliveries(gone.endpoint.id)).records[0]!;
    expect(failed).toMatchObject({ status: DELIVERY_STATUS.pending, attempts: 1, responseStatus: null });
    expect(failed.lastError).toBeTruthy();
    expect(
      (
        await admin.gql(`mutation($ids: [ID!]!) { removeWebhookEndpoints(input: { ids: $ids }) }`, {
          ids: [gone.endpoint.id],
        })
      ).errors,
    ).toBeUndefined();
  });

  it('are re-sent by staff as a copy of the same event; a waiting one needs no re-send', async () => {
    const given = (await deliveries(main.endpoint.id)).records.find((d) => d.status === DELIVERY_STATUS.failed)!;
    const resend = (id: string, c = admin) =>
      c.gql<{ resendWebhookDelivery: { id: string; eventId: string; resentFrom: string; status: number } }>(
        `mutation($id: ID!) { resendWebhookDelivery(id: $id) { id eventId resentFrom status } }`,
        { id },
      );
    expect((await resend(given.id, member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const copy = await resend(given.id);
    expect(copy.errors).toBeUndefined();
    expect(copy.data!.resendWebhookDelivery).toMatchObject({ eventId: given.eventId, resentFrom: given.id, status: 0 });
    expect((await resend(copy.data!.resendWebhookDelivery.id)).errors?.[0]?.message).toBe(
      '该推送正在等待发送，无需重发',
    );
    const got = await deliver();
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0]!.body).id).toBe(given.eventId);
    expect(got[0]!.headers['x-zhuxie-delivery']).toBe(copy.data!.resendWebhookDelivery.id);
    expect((await resend('no-such-delivery')).errors?.[0]?.message).toBe('推送记录不存在');
  });

  it('a rotated secret signs from then on; a test ping reaches only its endpoint', async () => {
    const rotated = await admin.gql<{ rotateWebhookSecret: { secret: string; endpoint: { secretHint: string } } }>(
      `mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { secretHint } } }`,
      { id: main.endpoint.id },
    );
    expect(rotated.errors).toBeUndefined();
    const secret = rotated.data!.rotateWebhookSecret.secret;
    expect(secret).not.toBe(main.secret);
    const ping = await admin.gql(`mutation($id: ID!) { pingWebhookEndpoint(id: $id) { event status } }`, {
      id: main.endpoint.id,
    });
    expect(ping.errors).toBeUndefined();
    const got = await deliver();
    expect(got.map((g) => g.headers['x-zhuxie-event'])).toEqual(['webhook.ping']);
    expect(verify(secret, got[0]!)).toBe(true);
    expect(verify(main.secret, got[0]!)).toBe(false);
    main.secret = secret;
  });

  it('report application submissions, rejections and approvals of any approval flow', async () => {
    const leave = await applicant.gql<{ submitLeaveRequest: { id: string } }>(
      `mutation { submitLeaveRequest(input: { leaveType: 1, startTime: "2026-12-01T01:00:00Z", endTime: "2026-12-02T09:00:00Z", days: "1.5", reason: "推送", andSubmit: true }) { id } }`,
    );
    expect(leave.errors).toBeUndefined();
    const businessId = leave.data!.submitLeaveRequest.id;
    const instance = (
      await applicant.gql<{ flowRecord: { instance: { id: string } } }>(
        `query($b: ID!) { flowRecord(businessType: "leave", businessId: $b) { instance { id } } }`,
        { b: businessId },
      )
    ).data!.flowRecord.instance.id;
    const act = (action: string, opinion?: string) =>
      approver.gql(
        `mutation($i: ID!, $a: String!, $o: String) { flowAction(input: { instanceId: $i, action: $a, opinion: $o }) { status } }`,
        {
          i: instance,
          a: action,
          o: opinion,
        },
      );
    expect((await act('reject', '请补充')).errors).toBeUndefined();
    expect(
      (
        await applicant.gql(
          `mutation($b: ID!) { submitFlow(input: { businessType: "leave", businessId: $b }) { id } }`,
          { b: businessId },
        )
      ).errors,
    ).toBeUndefined();
    expect((await act('approve')).errors).toBeUndefined();
    const got = await deliver();
    expect(got.map((g) => g.headers['x-zhuxie-event'])).toEqual([
      'application.submitted',
      'application.rejected',
      'application.submitted',
      'application.approved',
    ]);
    const bodies = got.map((g) => JSON.parse(g.body));
    expect(bodies[1].data).toMatchObject({
      businessType: 'leave',
      businessId,
      instanceId: instance,
      status: 3,
      opinion: '请补充',
      applicantName: '推送测试',
    });
    expect(bodies[3].data).toMatchObject({ status: 2 });
    expect(got.every((g) => verify(main.secret, g))).toBe(true);
  });

  it('stop for a disabled endpoint; staff may edit with the optimistic lock', async () => {
    // The rotation above moved the version on.
    main.endpoint = (
      await admin.gql<{ webhookEndpoints: { records: Endpoint[] } }>(`{ webhookEndpoints { records { ${ENDPOINT} } } }`)
    ).data!.webhookEndpoints.records[0]!;
    const stale = await save(admin, { ...pick(main.endpoint), version: main.endpoint.version + 5, enabled: false });
    expect(stale.errors?.[0]?.extensions?.code).toBe('STALE');
    const off = await save(admin, { ...pick(main.endpoint), enabled: false });
    expect(off.errors).toBeUndefined();
    expect(off.data!.saveWebhookEndpoint).toBeNull();
    await register('推送五', '13912345605');
    expect(await deliver()).toEqual([]);
    const list = (
      await admin.gql<{ webhookEndpoints: { records: Endpoint[] } }>(`{ webhookEndpoints { records { ${ENDPOINT} } } }`)
    ).data!.webhookEndpoints.records;
    expect(list.map((e) => [e.name, e.enabled])).toEqual([
      ['会员系统', false],
      ['财务系统', true],
      ['停用', false],
    ]);
  });
});

function pick(e: Endpoint) {
  return { id: e.id, version: e.version, name: e.name, url: e.url, events: e.events };
}
