import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** Events (issue 10): transitions, open registration and its rules, custom options, check-in, exports, access. */
let s: TestServer;
let admin: ApiClient & { token: string };
let approver: ApiClient & { token: string }; // shenpi: staff of 活动会议
let member: ApiClient & { token: string }; // huiyuan: no event codes
let adminB: ApiClient; // administrator of tenant B
const B = '100072';

const P = '/api/lnjzxh-member';
const EVENT = 'id title type status capacity fee version registrationDeadline';
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const base = (extra: Record<string, unknown> = {}) => ({
  title: '2026 年度质量大会',
  type: 'conference',
  venue: '沈阳市和平区',
  startTime: future(10),
  endTime: future(11),
  registrationDeadline: future(9),
  capacity: 2,
  fee: '100.5',
  ...extra,
});

const submit = (c: ApiClient, input: Record<string, unknown>) =>
  c.gql<{ submitEvent: Record<string, unknown> & { id: string; version: number } }>(
    `mutation($i: EventInput!) { submitEvent(input: $i) { ${EVENT} } }`,
    { i: input },
  );
const act = (c: ApiClient, op: 'releaseEvent' | 'cancelEvent', id: string) =>
  c.gql<Record<string, { status: number }>>(`mutation($id: ID!) { ${op}(id: $id) { status } }`, { id });
const register = (c: ApiClient, input: Record<string, unknown>) =>
  c.gql<{ registerForEvent: { signInNumber: string; qrSvg: string; eventTitle: string } }>(
    `mutation($i: EventRegistrationInput!) { registerForEvent(input: $i) { signInNumber qrSvg eventTitle } }`,
    { i: input },
  );
const checkIn = (c: ApiClient, eventId: string, signInNumber: string) =>
  c.gql<{ checkInEventRegistration: { checkInTime: string } }>(
    `mutation($i: CheckInInput!) { checkInEventRegistration(input: $i) { checkInTime } }`,
    { i: { eventId, signInNumber } },
  );
const visitor = (n: number, extra: Record<string, unknown> = {}) => ({
  name: `访客${n}`,
  mobile: `1380000000${n}`,
  unit: '示例建筑工程有限公司',
  post: '项目经理',
  ...extra,
});

async function released(input: Record<string, unknown> = {}): Promise<string> {
  const r = await submit(admin, base(input));
  expect(r.errors).toBeUndefined();
  const id = r.data!.submitEvent.id;
  expect((await act(admin, 'releaseEvent', id)).errors).toBeUndefined();
  return id;
}

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  expect(
    (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "活动租户" }) { id } }`)).errors,
  ).toBeUndefined();
  const inB = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': B });
  const role = (
    await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`)
  ).data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
  expect(
    (
      await inB.gql(
        `mutation($r: [ID!]!) { submitUser(input: { account: "eventb", password: "Tenant-B-2026", roleIds: $r }) { id } }`,
        { r: [role] },
      )
    ).errors,
  ).toBeUndefined();
  adminB = await s.login('eventb', 'Tenant-B-2026', B);
});
afterAll(async () => {
  await s?.stop();
});

describe('events', () => {
  it('are validated drafts, released, cancelled and removed along the legal transitions only', async () => {
    expect((await submit(admin, base({ title: ' ' }))).errors?.[0]?.message).toBe('请输入活动名称');
    expect((await submit(admin, base({ endTime: future(5) }))).errors?.[0]?.message).toBe('结束时间不能早于开始时间');
    expect((await submit(admin, base({ fee: '1.234' }))).errors?.[0]?.message).toBe('金额最多保留2位小数');
    expect((await submit(admin, base({ capacity: -1 }))).errors?.[0]?.message).toBe(
      '人数上限须为不小于0的整数（0为不限）',
    );
    const created = await submit(admin, base());
    expect(created.errors).toBeUndefined();
    const ev = created.data!.submitEvent;
    expect(ev).toMatchObject({ status: 0, fee: '100.50', capacity: 2, type: 'conference' });
    const updated = await submit(admin, {
      ...base({ title: '2026 年度质量大会（修订）' }),
      id: ev.id,
      version: ev.version,
    });
    expect(updated.data!.submitEvent.title).toBe('2026 年度质量大会（修订）');

    expect((await act(admin, 'cancelEvent', ev.id)).errors?.[0]?.message).toBe('只有已发布的活动可以取消');
    expect((await act(admin, 'releaseEvent', ev.id)).data!.releaseEvent!.status).toBe(1);
    expect((await act(admin, 'releaseEvent', ev.id)).errors?.[0]?.message).toBe('只有草稿状态的活动可以发布');
    expect((await submit(admin, { ...base(), id: ev.id })).errors?.[0]?.message).toBe('只有草稿状态的活动可以修改');
    const removeReleased = await s.rest('POST', `${P}/event/remove/batch?ids=${ev.id}`, undefined, {
      authorization: `Bearer ${admin.token}`,
    });
    expect(removeReleased.body).toMatchObject({ success: false, msg: '已发布的活动请先取消再删除' });

    const auth = { authorization: `Bearer ${admin.token}` };
    const cancelled = await s.rest<{ status: number }>('POST', `${P}/event/cancel/${ev.id}`, undefined, auth);
    expect(cancelled.body).toMatchObject({ success: true, data: { status: 2 } });
    expect((await s.rest('POST', `${P}/event/release/${ev.id}`, undefined, auth)).body.msg).toBe(
      '只有草稿状态的活动可以发布',
    );
    expect((await s.rest('POST', `${P}/event/remove/batch?ids=${ev.id}`, undefined, auth)).body).toMatchObject({
      success: true,
      msg: '删除成功',
    });
    expect((await s.rest('GET', `${P}/event/get/${ev.id}`, undefined, auth)).body).toMatchObject({
      success: false,
      msg: '活动不存在',
    });
  });

  it('speak the legacy REST paths: submit, page, get', async () => {
    const auth = { authorization: `Bearer ${admin.token}` };
    const made = await s.rest<{ id: string; status: number; fee: string }>(
      'POST',
      `${P}/event/submit`,
      {
        ...base({ title: 'REST 活动', type: 'event' }),
        startTime: '2030-05-01 09:00',
        endTime: '2030-05-01 17:00',
        registrationDeadline: '2030-04-30 18:00',
      },
      auth,
    );
    expect(made.body).toMatchObject({ success: true, msg: '新增成功', data: { status: 0, fee: '100.50' } });
    const got = await s.rest<{ title: string; startTime: string }>(
      'GET',
      `${P}/event/get/${made.body.data.id}`,
      undefined,
      auth,
    );
    expect(got.body.data).toMatchObject({ title: 'REST 活动', startTime: '2030-05-01 09:00:00' });
    const page = await s.rest<{ records: { id: string }[]; total: number }>(
      'GET',
      `${P}/event/page?title=REST&current=1&size=10`,
      undefined,
      auth,
    );
    expect(page.body.data.records.map((r) => r.id)).toContain(made.body.data.id);
  });

  it('are staff only', async () => {
    expect((await member.gql(`{ events { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await s.gql(`{ events { total } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await submit(member, base())).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await s.rest('GET', `${P}/event/page`)).status).toBe(401);
    const byApprover = await submit(approver, base({ title: '审核员创建' }));
    expect(byApprover.errors).toBeUndefined();
    expect((await act(approver, 'releaseEvent', byApprover.data!.submitEvent.id)).data!.releaseEvent!.status).toBe(1);
  });
});

describe('registration', () => {
  it('is open without login, numbers sign-ins and refuses a second registration, a full event and unknown options', async () => {
    const id = await released();
    // The open page names the association, signed in or not.
    expect((await s.gql<{ siteInfo: unknown }>('{ siteInfo { name phone } }')).data!.siteInfo).toEqual({
      name: '省建筑业协会',
      phone: '024-23456789',
    });
    const detail = await s.gql<{
      publicEvent: { title: string; options: { key: string; label: string }[]; registered: number };
    }>(`query($id: ID!) { publicEvent(id: $id) { title registered options { key label } } }`, { id });
    expect(detail.errors).toBeUndefined();
    expect(detail.data!.publicEvent.options.map((o) => o.label)).toEqual(
      expect.arrayContaining(['是否需要住宿', '饮食禁忌', '发票抬头']),
    );

    expect((await register(s, { eventId: id, ...visitor(1, { mobile: '12345' }) })).errors?.[0]?.message).toBe(
      '手机号码长度不为11位',
    );
    expect(
      (await register(s, { eventId: id, ...visitor(1, { answers: [{ key: 'nope', value: 'x' }] }) })).errors?.[0]
        ?.message,
    ).toBe('报名选项不正确');
    const first = await register(s, {
      eventId: id,
      ...visitor(1, {
        answers: [
          { key: 'accommodation', value: '是' },
          { key: 'diet', value: '清真' },
        ],
      }),
    });
    expect(first.errors).toBeUndefined();
    expect(first.data!.registerForEvent.signInNumber).toBe('0001');
    expect(first.data!.registerForEvent.qrSvg).toContain('<svg');
    expect((await register(s, { eventId: id, ...visitor(1, { name: '别人' }) })).errors?.[0]?.message).toBe(
      '您已报名，请勿重复报名',
    );

    const viaRest = await s.rest<{ signInNumber: string }>('POST', `${P}/eventApply/public/submit`, {
      eventId: id,
      ...visitor(2),
    });
    expect(viaRest.body).toMatchObject({ success: true, msg: '报名成功', data: { signInNumber: '0002' } });
    expect((await register(s, { eventId: id, ...visitor(3) })).errors?.[0]?.message).toBe('报名人数已满');

    const list = await approver.gql<{
      eventRegistrations: {
        total: number;
        records: { signInNumber: string; answers: { key: string; value: string }[] }[];
      };
    }>(
      `query($f: EventRegistrationFilter) { eventRegistrations(filter: $f) { total records { signInNumber answers { key value } } } }`,
      { f: { eventId: id } },
    );
    expect(list.data!.eventRegistrations.total).toBe(2);
    expect([...list.data!.eventRegistrations.records[0]!.answers].sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'accommodation', value: '是' },
      { key: 'diet', value: '清真' },
    ]);
    expect(
      (
        await member.gql(`query($f: EventRegistrationFilter) { eventRegistrations(filter: $f) { total } }`, {
          f: { eventId: id },
        })
      ).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const page = await s.rest('GET', `${P}/eventApply/page?eventId=${id}`);
    expect(page.status).toBe(401);
  });

  it('never goes past the capacity under concurrent registrations, and numbers stay unique', async () => {
    const id = await released({ capacity: 3 });
    const results = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) =>
        register(s, { eventId: id, name: `并发${n}`, mobile: `1390000000${n}`, unit: '示例单位' }),
      ),
    );
    const ok = results.filter((r) => !r.errors).map((r) => r.data!.registerForEvent.signInNumber);
    expect(ok.sort()).toEqual(['0001', '0002', '0003']);
    expect(results.filter((r) => r.errors).map((r) => r.errors![0]!.message)).toEqual([
      '报名人数已满',
      '报名人数已满',
      '报名人数已满',
    ]);
  });

  it('is refused for drafts, cancelled events and after the deadline', async () => {
    const draft = (await submit(admin, base({ title: '草稿活动' }))).data!.submitEvent.id;
    expect((await register(s, { eventId: draft, ...visitor(4) })).errors?.[0]?.message).toBe('活动未发布，不能报名');
    const closed = await released({ startTime: future(-3), endTime: future(2), registrationDeadline: future(-1) });
    expect((await register(s, { eventId: closed, ...visitor(4) })).errors?.[0]?.message).toBe('报名已截止');
    const toCancel = await released();
    expect((await act(admin, 'cancelEvent', toCancel)).errors).toBeUndefined();
    expect((await register(s, { eventId: toCancel, ...visitor(4) })).errors?.[0]?.message).toBe('活动已取消');
  });
});

describe('conference and check-in', () => {
  it('keeps accommodation, checks in once, counts and exports', async () => {
    const id = await released({ capacity: 0 });
    await register(s, { eventId: id, ...visitor(5) });
    await register(s, { eventId: id, ...visitor(6) });
    const regs = (
      await admin.gql<{ eventRegistrations: { records: { id: string; signInNumber: string }[] } }>(
        `query($f: EventRegistrationFilter) { eventRegistrations(filter: $f) { records { id signInNumber } } }`,
        { f: { eventId: id } },
      )
    ).data!.eventRegistrations.records;
    const acc = await approver.gql<{ updateEventAccommodation: { hotel: string } }>(
      `mutation($i: AccommodationInput!) { updateEventAccommodation(input: $i) { hotel roomType checkInDate checkOutDate sharingWith } }`,
      {
        i: {
          id: regs[0]!.id,
          hotel: '友谊宾馆',
          roomType: '标准间',
          checkInDate: '2030-05-01',
          checkOutDate: '2030-04-30',
        },
      },
    );
    expect(acc.errors?.[0]?.message).toBe('退房日期不能早于入住日期');
    const ok = await approver.gql<{ updateEventAccommodation: { hotel: string; sharingWith: string } }>(
      `mutation($i: AccommodationInput!) { updateEventAccommodation(input: $i) { hotel sharingWith } }`,
      {
        i: {
          id: regs[0]!.id,
          hotel: '友谊宾馆',
          roomType: '标准间',
          checkInDate: '2030-05-01',
          checkOutDate: '2030-05-02',
          sharingWith: '访客6',
        },
      },
    );
    expect(ok.data!.updateEventAccommodation).toEqual({ hotel: '友谊宾馆', sharingWith: '访客6' });

    expect((await checkIn(member, id, '0001')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await checkIn(approver, id, '9999')).errors?.[0]?.message).toBe('签到号不存在');
    const first = await checkIn(approver, id, '0001');
    expect(first.errors).toBeUndefined();
    const at = new Date(first.data!.checkInEventRegistration.checkInTime);
    const hhmm = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
    expect((await checkIn(admin, id, '0001')).errors?.[0]?.message).toBe(`已于 ${hhmm} 签到`);
    const stats = await approver.gql<{ eventCheckInStats: { registered: number; checkedIn: number } }>(
      `query($id: ID!) { eventCheckInStats(eventId: $id) { registered checkedIn } }`,
      { id },
    );
    expect(stats.data!.eventCheckInStats).toEqual({ registered: 2, checkedIn: 1 });

    const token = approver.token;
    for (const kind of ['registrations', 'attendees', 'accommodation', 'attendance']) {
      const res = await fetch(`${s.url}${P}/eventApply/export?eventId=${id}&kind=${kind}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status, kind).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    const memberToken = member.token;
    expect(
      (
        await fetch(`${s.url}${P}/eventApply/export?eventId=${id}`, {
          headers: { authorization: `Bearer ${memberToken}` },
        })
      ).status,
    ).toBe(403);
  });
});

describe('tenancy', () => {
  it('keeps events and registrations of one tenant from another', async () => {
    const id = await released({ title: '租户A的活动' });
    await register(s, { eventId: id, ...visitor(7) });
    expect((await adminB.gql(`query($id: ID!) { event(id: $id) { id } }`, { id })).errors?.[0]?.message).toBe(
      '活动不存在',
    );
    expect(
      (
        await adminB.gql<{ events: { records: { id: string }[] } }>(
          `{ events(page: { size: 200 }) { records { id } } }`,
        )
      ).data!.events.records.map((r) => r.id),
    ).not.toContain(id);
    expect((await adminB.gql(`mutation($id: ID!) { cancelEvent(id: $id) { id } }`, { id })).errors?.[0]?.message).toBe(
      '活动不存在',
    );
    expect(
      (
        await adminB.gql(`query($f: EventRegistrationFilter) { eventRegistrations(filter: $f) { total } }`, {
          f: { eventId: id },
        })
      ).errors?.[0]?.message,
    ).toBe('活动不存在');
    expect(
      (
        await adminB.gql(`mutation($i: CheckInInput!) { checkInEventRegistration(input: $i) { id } }`, {
          i: { eventId: id, signInNumber: '0001' },
        })
      ).errors?.[0]?.message,
    ).toBe('活动不存在');
  });
});
