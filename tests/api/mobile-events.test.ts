import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';
import { setParam } from '../support/params.js';

/**
 * The mobile meeting pages (issue 24): the events a signed-in user may register for (openEvents) and the user's
 * own registrations with their sign-in numbers (myEventRegistrations), matched by the user who registered or by
 * the account's mobile; nobody sees anyone else's; a member reads its own unit's payment order only.
 */
let s: TestServer;
let admin: ApiClient & { token: string };
let member: ApiClient & { token: string }; // huiyuan
let expert: ApiClient & { token: string }; // zhuanjia

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const MINE = `query($e: ID) { myEventRegistrations(eventId: $e) {
  registration { id eventId name mobile signInNumber hotel answers { key value } }
  event { id title venue agenda status }
} }`;
type Mine = {
  myEventRegistrations: {
    registration: { id: string; eventId: string; name: string; mobile: string; signInNumber: string };
    event: { id: string; title: string; venue: string; status: number };
  }[];
};
const OPEN = `{ openEvents { id title registered capacity status registrationDeadline options { key label } } }`;
type Open = { openEvents: { id: string; title: string; registered: number; capacity: number; status: number }[] };

async function event(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const r = await admin.gql<{ submitEvent: { id: string } }>(
    `mutation($i: EventInput!) { submitEvent(input: $i) { id } }`,
    {
      i: {
        title,
        type: 'conference',
        venue: '沈阳市和平区',
        startTime: future(10),
        endTime: future(11),
        registrationDeadline: future(9),
        capacity: 10,
        fee: '0',
        ...extra,
      },
    },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.submitEvent.id;
}
const release = async (id: string) =>
  expect((await admin.gql(`mutation($id: ID!) { releaseEvent(id: $id) { id } }`, { id })).errors).toBeUndefined();
const register = (c: ApiClient, eventId: string, mobile: string, name = '报名人') =>
  c.gql<{ registerForEvent: { signInNumber: string } }>(
    `mutation($i: EventRegistrationInput!) { registerForEvent(input: $i) { signInNumber } }`,
    { i: { eventId, name, mobile, unit: '示例建筑工程有限公司' } },
  );

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  expert = await s.login('zhuanjia', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop();
});

describe('the mobile meeting pages', () => {
  it('list the released events still open for registration, soonest first, to signed-in users only', async () => {
    const draft = await event('草稿会议');
    const open = await event('开放报名会议', {
      startTime: future(5),
      endTime: future(6),
      registrationDeadline: future(4),
    });
    await release(open);
    const closed = await event('已截止会议', {
      startTime: future(3),
      endTime: future(4),
      registrationDeadline: future(-1),
    });
    await release(closed);

    const r = await member.gql<Open>(OPEN);
    expect(r.errors).toBeUndefined();
    const ids = r.data!.openEvents.map((e) => e.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(closed);
    // The demo conference (in three weeks) comes after the one in five days.
    const demo = r.data!.openEvents.find((e) => e.title.startsWith('年度会员大会'));
    expect(demo).toBeDefined();
    expect(ids.indexOf(open)).toBeLessThan(ids.indexOf(demo!.id));
    expect(r.data!.openEvents.every((e) => e.status === 1)).toBe(true);

    expect((await s.gql(OPEN)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("show the user's own registrations only: made while signed in or with the account's mobile", async () => {
    const id = await event('我的会议');
    await release(id);
    const other = await event('另一个会议', { startTime: future(12), endTime: future(13) });
    await release(other);

    expect((await member.gql<Mine>(MINE)).data!.myEventRegistrations).toEqual([]);
    // Registered from the phone while signed in: theirs by the user id the registration keeps.
    const mine = await register(member, id, '13912340001', '会员本人');
    expect(mine.errors).toBeUndefined();
    // A visitor registers with another number: not theirs; the expert's registration is not theirs either.
    expect((await register(s, id, '13912340002', '访客')).errors).toBeUndefined();
    expect((await register(expert, id, '13912340003', '专家')).errors).toBeUndefined();
    // A visitor registered (no login) with the mobile the account will carry: theirs once the account has it.
    expect((await register(s, other, '13912340009', '会员手机')).errors).toBeUndefined();

    // The open list counts each event's registrations (one grouped statement for all of them).
    const counts = new Map((await member.gql<Open>(OPEN)).data!.openEvents.map((e) => [e.id, e.registered]));
    expect([counts.get(id), counts.get(other)]).toEqual([3, 1]);

    let list = (await member.gql<Mine>(MINE)).data!.myEventRegistrations;
    expect(list.map((m) => m.registration.name)).toEqual(['会员本人']);
    expect(list[0]!.registration.signInNumber).toBe(mine.data!.registerForEvent.signInNumber);
    expect(list[0]!.event).toMatchObject({ id, title: '我的会议', venue: '沈阳市和平区', status: 1 });

    const profile = await member.gql(`mutation { updateMyProfile(input: { phone: "13912340009" }) { phone } }`);
    expect(profile.errors).toBeUndefined();
    list = (await member.gql<Mine>(MINE)).data!.myEventRegistrations;
    // Latest event first.
    expect(list.map((m) => [m.event.title, m.registration.name])).toEqual([
      ['另一个会议', '会员手机'],
      ['我的会议', '会员本人'],
    ]);
    // One event's only.
    const one = (await member.gql<Mine>(MINE, { e: id })).data!.myEventRegistrations;
    expect(one.map((m) => m.registration.eventId)).toEqual([id]);

    // A phone set to the number another signed-in user registered with shows nothing of theirs.
    expect(
      (await member.gql(`mutation { updateMyProfile(input: { phone: "13912340003" }) { phone } }`)).errors,
    ).toBeUndefined();
    expect((await member.gql<Mine>(MINE)).data!.myEventRegistrations.map((m) => m.registration.name)).toEqual([
      '会员本人',
    ]);

    // The expert sees their own, the administrator (no registration) none: nobody else's.
    const theirs = (await expert.gql<Mine>(MINE)).data!.myEventRegistrations;
    expect(theirs.map((m) => m.registration.name)).toEqual(['专家']);
    expect((await admin.gql<Mine>(MINE)).data!.myEventRegistrations).toEqual([]);
    expect((await s.gql(MINE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // A cancelled event's registration stays listed (with its status); the open list drops the event.
    expect((await admin.gql(`mutation($id: ID!) { cancelEvent(id: $id) { id } }`, { id })).errors).toBeUndefined();
    const after = (await member.gql<Mine>(MINE, { e: id })).data!.myEventRegistrations;
    expect(after[0]!.event.status).toBe(2);
    expect((await member.gql<Open>(OPEN)).data!.openEvents.map((e) => e.id)).not.toContain(id);
  });
});

describe('paymentOrder', () => {
  it("answers a member its own unit's order, refuses others and users without the dues codes", async () => {
    // The sandbox provider is enabled by staff (parameter dues.pay.sandbox).
    await setParam(admin, 'dues.pay.sandbox', 'true');
    const periods = await member.gql<{ duesPeriods: { records: { id: string; status: number }[] } }>(
      `{ duesPeriods { records { id status } } }`,
    );
    const unpaid = periods.data!.duesPeriods.records.find((p) => p.status === 0)!;
    expect(unpaid).toBeDefined();
    const created = await member.gql<{ createPaymentOrder: { order: { id: string; orderNo: string } } }>(
      `mutation($i: CreatePaymentOrderInput!) { createPaymentOrder(input: $i) { order { id orderNo } } }`,
      { i: { periodId: unpaid.id, provider: 'sandbox' } },
    );
    expect(created.errors).toBeUndefined();
    const { id, orderNo } = created.data!.createPaymentOrder.order;
    const Q = `query($id: ID!) { paymentOrder(id: $id) { id orderNo unitName status amount } }`;
    const r = await member.gql<{ paymentOrder: { orderNo: string; status: number } }>(Q, { id });
    expect(r.errors).toBeUndefined();
    expect(r.data!.paymentOrder).toMatchObject({ orderNo, status: 0, unitName: '示例建筑工程有限公司' });
    expect((await admin.gql<{ paymentOrder: { orderNo: string } }>(Q, { id })).data!.paymentOrder.orderNo).toBe(
      orderNo,
    );
    expect((await member.gql(Q, { id: 'no-such-order' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await expert.gql(Q, { id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await s.gql(Q, { id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
