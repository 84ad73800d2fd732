import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberUnit } from '../../api/src/modules/member/member.entity.js';
import { TEST_DATABASE_URL } from '../support/database.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/**
 * Incremental sync (issue 26): lists in the order rows changed, from a keyset cursor, with tombstones, that miss
 * nothing when rows change during a sync or a writing transaction commits late.
 */
let s: TestServer;
let admin: ApiClient;
let member: ApiClient;

interface Changes {
  items: { cursor: string; deleted: boolean; node: { id: string; name: string; updateTime: string } }[];
  endCursor: string | null;
  hasMore: boolean;
  until: string;
}

const UNITS = `query($s: DateTimeISO, $a: String, $f: Int, $d: Boolean) {
  memberUnitChanges(updatedSince: $s, after: $a, first: $f, includeDeleted: $d) {
    items { cursor deleted node { id name updateTime } } endCursor hasMore until
  }
}`;

async function changes(vars: { s?: string; a?: string | null; f?: number; d?: boolean }, c = admin): Promise<Changes> {
  const r = await c.gql<{ memberUnitChanges: Changes }>(UNITS, vars);
  expect(r.errors).toBeUndefined();
  return r.data!.memberUnitChanges;
}

/** One pass: every page from `after` until nothing more is committed; answers the rows and the cursor to keep. */
async function pass(after: string | null, size = 2, includeDeleted = false) {
  const seen: Changes['items'] = [];
  let cursor = after;
  for (let i = 0; i < 200; i++) {
    const page = await changes({ a: cursor, f: size, d: includeDeleted });
    seen.push(...page.items);
    cursor = page.endCursor;
    if (!page.hasMore) break;
  }
  return { seen, cursor };
}

const tenantEm = () => {
  const em = s.db.orm.em.fork();
  em.setFilterParams('tenant', { tenantId: '000000' });
  return em;
};

let cursor: string | null = null;

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop({ drop: true });
});

describe('incremental sync', () => {
  it('is for staff, and refuses a forged cursor or a page size out of range', async () => {
    const denied = await member.gql(UNITS, {});
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const forged = await admin.gql(UNITS, { a: 'bm90LWEtY3Vyc29y' });
    expect(forged.errors?.[0]?.message).toBe('同步游标无效');
    expect((await admin.gql(UNITS, { f: 0 })).errors?.[0]?.message).toBe('每页条数必须在 1 到 500 之间');
    expect((await admin.gql(UNITS, { f: 501 })).errors?.[0]?.message).toBe('每页条数必须在 1 到 500 之间');
  });

  it('pages through every row once, in the order they changed', async () => {
    const total = (await admin.gql<{ memberUnits: { total: number } }>(`{ memberUnits { total } }`)).data!.memberUnits
      .total;
    expect(total).toBeGreaterThanOrEqual(3);
    const first = await pass(null);
    expect(first.seen).toHaveLength(total);
    expect(new Set(first.seen.map((i) => i.node.id)).size).toBe(total);
    const times = first.seen.map((i) => i.node.updateTime);
    expect([...times].sort()).toEqual(times);
    expect(first.seen.every((i) => !i.deleted)).toBe(true);
    cursor = first.cursor;
    // Nothing changed since: an empty pass that keeps the cursor.
    const again = await changes({ a: cursor });
    expect(again.items).toEqual([]);
    expect(again.endCursor).toBe(cursor);
    // updatedSince: the rows changed after a time.
    const from = times[0]!;
    const since = await changes({ s: from, f: 500 });
    expect(since.items.map((i) => i.node.id)).toEqual(
      first.seen.filter((i) => i.node.updateTime > from).map((i) => i.node.id),
    );
  });

  it('sees a changed row on the next pass, also when the change set no time itself', async () => {
    const units = (await pass(null, 500)).seen.map((i) => i.node);
    const [a, b] = units;
    // A conditional update that names no update_time (as the payment confirmation does): the database stamps it.
    await tenantEm().nativeUpdate(MemberUnit, { id: a!.id }, { address: '沈阳市沈河区同步路 1 号' });
    const next = await pass(cursor);
    expect(next.seen.map((i) => i.node.id)).toEqual([a!.id]);
    expect(new Date(next.seen[0]!.node.updateTime).getTime()).toBeGreaterThan(new Date(a!.updateTime).getTime());
    cursor = next.cursor;

    // Deleted: gone from the plain sync, a tombstone when asked.
    expect(
      (await admin.gql(`mutation($i: [ID!]!) { removeMemberUnits(input: { ids: $i }) }`, { i: [b!.id] })).errors,
    ).toBeUndefined();
    expect((await pass(cursor)).seen).toEqual([]);
    const withTombstones = await pass(cursor, 2, true);
    expect(withTombstones.seen.map((i) => [i.node.id, i.deleted])).toEqual([[b!.id, true]]);
    cursor = withTombstones.cursor;
  });

  it('misses nothing while rows change during a pass', async () => {
    const all = (await pass(null, 500)).seen.map((i) => i.node.id);
    let after = cursor;
    const written = new Map<string, string>();
    // Page slowly while the rows are rewritten, one after another, each twice.
    const writer = (async () => {
      for (let round = 0; round < 2; round++)
        for (const id of all) {
          const name = `同步单位${round}-${id.slice(-6)}`;
          await tenantEm().nativeUpdate(MemberUnit, { id }, { name });
          written.set(id, name);
        }
    })();
    const latest = new Map<string, string>();
    let done = false;
    void writer.then(() => (done = true));
    while (!done) {
      const page = await changes({ a: after, f: 2 });
      for (const i of page.items) latest.set(i.node.id, i.node.name);
      after = page.endCursor;
    }
    await writer;
    // One more pass after the writes stopped: every row's last name has been read.
    const rest = await pass(after, 2);
    for (const i of rest.seen) latest.set(i.node.id, i.node.name);
    expect(Object.fromEntries(latest)).toEqual(Object.fromEntries(written));
    cursor = rest.cursor;
  });

  it.skipIf(!TEST_DATABASE_URL)(
    'does not pass a transaction that commits late (PostgreSQL: writers run side by side)',
    async () => {
      const units = (await pass(null, 500)).seen.map((i) => i.node);
      const [late, early] = units;
      // A writing transaction opens first and holds its change ...
      const held = s.db.orm.em.fork();
      held.setFilterParams('tenant', { tenantId: '000000' });
      await held.begin();
      await held.nativeUpdate(MemberUnit, { id: late!.id }, { name: '晚提交的单位' });
      // ... another change commits after it ...
      await tenantEm().nativeUpdate(MemberUnit, { id: early!.id }, { name: '先提交的单位' });
      // ... and a sync now stops before the open transaction began: not even the committed change is passed yet.
      const during = await pass(cursor);
      expect(during.seen).toEqual([]);
      await held.commit();
      const after = await pass(during.cursor);
      expect(after.seen.map((i) => i.node.name).sort()).toEqual(['先提交的单位', '晚提交的单位'].sort());
    },
  );
});
