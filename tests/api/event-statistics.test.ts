import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** 活动统计 (issue 25): registered and checked-in counts per event, counted in SQL; staff only, per tenant. */
let s: TestServer;
let admin: ApiClient & { token: string };
let member: ApiClient & { token: string }; // huiyuan: no event codes

const STATS = `{ eventStatistics { eventId title startTime capacity registered checkedIn } }`;
type Row = {
  eventId: string;
  title: string;
  startTime: string;
  capacity: number;
  registered: number;
  checkedIn: number;
};
const stats = async (c: ApiClient) => {
  const r = await c.gql<{ eventStatistics: Row[] }>(STATS);
  expect(r.errors).toBeUndefined();
  return r.data!.eventStatistics;
};
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function released(title: string, startInDays: number): Promise<string> {
  const r = await admin.gql<{ submitEvent: { id: string } }>(
    `mutation($i: EventInput!) { submitEvent(input: $i) { id } }`,
    {
      i: {
        title,
        type: 'event',
        venue: '沈阳市',
        startTime: future(startInDays),
        endTime: future(startInDays + 1),
        registrationDeadline: future(startInDays - 1),
        capacity: 10,
        fee: '0',
      },
    },
  );
  expect(r.errors).toBeUndefined();
  const id = r.data!.submitEvent.id;
  expect((await admin.gql(`mutation($id: ID!) { releaseEvent(id: $id) { status } }`, { id })).errors).toBeUndefined();
  return id;
}

async function register(eventId: string, n: number): Promise<string> {
  const r = await s.gql<{ registerForEvent: { signInNumber: string } }>(
    `mutation($i: EventRegistrationInput!) { registerForEvent(input: $i) { signInNumber } }`,
    { i: { eventId, name: `统计${n}`, mobile: `1390000000${n}`, unit: '示例建筑工程有限公司' } },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.registerForEvent.signInNumber;
}

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop();
});

describe('eventStatistics', () => {
  it('counts the registrations and check-ins of each event, newest start first, without removed events', async () => {
    // The demo data: two released events and no registrations.
    const seeded = await stats(admin);
    expect(seeded.map((r) => [r.title, r.capacity, r.registered, r.checkedIn])).toEqual([
      ['年度会员大会暨行业高质量发展论坛（演示）', 100, 0, 0],
      ['建筑施工安全标准化培训（演示）', 60, 0, 0],
    ]);

    const a = await released('统计活动甲', 40);
    const b = await released('统计活动乙', 30);
    const numbers = [await register(a, 1), await register(a, 2), await register(a, 3)];
    await register(b, 4);
    for (const signInNumber of numbers.slice(0, 2)) {
      const r = await admin.gql(`mutation($i: CheckInInput!) { checkInEventRegistration(input: $i) { checkInTime } }`, {
        i: { eventId: a, signInNumber },
      });
      expect(r.errors).toBeUndefined();
    }
    // A removed event is not counted.
    const gone = await released('统计活动丙（删除）', 50);
    await register(gone, 5);
    expect(
      (await admin.gql(`mutation($id: ID!) { cancelEvent(id: $id) { status } }`, { id: gone })).errors,
    ).toBeUndefined();
    expect(
      (await admin.gql(`mutation($ids: [ID!]!) { removeEvents(ids: $ids) }`, { ids: [gone] })).errors,
    ).toBeUndefined();

    const rows = await stats(admin);
    expect(rows.map((r) => [r.title, r.registered, r.checkedIn])).toEqual([
      ['统计活动甲', 3, 2],
      ['统计活动乙', 1, 0],
      ['年度会员大会暨行业高质量发展论坛（演示）', 0, 0],
      ['建筑施工安全标准化培训（演示）', 0, 0],
    ]);
    expect(rows[0]).toMatchObject({ eventId: a, capacity: 10 });
    expect(Date.parse(rows[0]!.startTime)).toBeGreaterThan(Date.parse(rows[1]!.startTime));
    // The limit bounds the list.
    const one = await admin.gql<{ eventStatistics: Row[] }>(`{ eventStatistics(limit: 1) { title } }`);
    expect(one.data!.eventStatistics.map((r) => r.title)).toEqual(['统计活动甲']);
  });

  it('is refused to a user without the event codes', async () => {
    const r = await member.gql(STATS);
    expect(r.data).toBeNull();
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
