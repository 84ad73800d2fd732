import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsOf } from '../../api/src/db/statements.js';
import { startTestServer, TEST_ADMIN_PASSWORD, type ApiClient, type TestServer } from '../support/harness.js';

/**
 * The indexes of the paged lists (Migration20261127140000_list_indexes, db/list-indexes.ts): the migration creates
 * them, the first page of the user, member unit and award application lists at 100,000 rows is read through the
 * list index (no sort of the table), a contains-filter through its trigram index, and the lists answer the rows
 * in the same order as the plain SQL of their default order.
 */

const ROWS = 100_000;
const LIST_INDEXES = [
  'blade_param_list_index',
  'blade_user_list_index',
  'blade_notice_list_index',
  'lnjzxh_member_unit_list_index',
  'lnjzxh_member_change_list_index',
  'lnjzxh_entry_application_list_index',
  'lnjzxh_dues_period_list_index',
  'lnjzxh_payment_order_list_index',
  'lnjzxh_payment_order_paid_index',
  'lnjzxh_receipt_list_index',
  'lnjzxh_dues_reminder_list_index',
  'lnjzxh_award_application_list_index',
  'lnjzxh_event_list_index',
  'lnjzxh_event_registration_list_index',
  'lnjzxh_article_list_index',
  'lnjzxh_account_list_index',
  'lnjzxh_member_certificate_list_index',
];
const TRIGRAM_INDEXES = [
  'blade_param_param_name_trgm',
  'blade_user_account_trgm',
  'blade_user_real_name_trgm',
  'blade_notice_title_trgm',
  'lnjzxh_member_unit_name_trgm',
  'lnjzxh_dues_period_unit_name_trgm',
  'lnjzxh_payment_order_unit_name_trgm',
  'lnjzxh_award_application_project_name_trgm',
  'lnjzxh_award_application_unit_name_trgm',
];

let server: TestServer;
let admin: ApiClient;
const sql = <T = Record<string, unknown>>(text: string) =>
  server.db.orm.em.getConnection().execute(text) as Promise<T[]>;

/** The plan of the page statement (the one with the total beside the rows, __page_total) a request sends. */
async function planOfPage(request: () => Promise<unknown>): Promise<string> {
  const page = (await statementsOf(server.db.orm, request)).filter((q) => q.includes('__page_total'));
  expect(page).toHaveLength(1);
  const rows = await sql<{ 'QUERY PLAN': string }>(`explain ${page[0]}`);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin', TEST_ADMIN_PASSWORD);
  // Bulk rows, one statement per table; distinct creation times so the default order is total.
  await sql(`
    insert into blade_user (id, tenant_id, account, real_name, create_time, update_time, is_deleted, version, status)
    select 'bulk-u-' || g, '000000', 'bulk' || g, '批量用户' || g, now() - (g || ' seconds')::interval, now(), 0, 1, 1
    from generate_series(1, ${ROWS}) g`);
  await sql(`
    insert into lnjzxh_member_unit (id, tenant_id, name, credit_code, contact_name, contact_mobile, member_level,
      create_time, update_time, is_deleted, version)
    select 'bulk-m-' || g, '000000', '批量单位' || g, '91210000BULK' || lpad(g::text, 6, '0'), '联系人',
      '13800000000', '1', now() - (g || ' seconds')::interval, now(), 0, 1
    from generate_series(1, ${ROWS}) g`);
  await sql(`
    insert into lnjzxh_award_application (id, tenant_id, programme_id, award_type, year, unit_id, unit_name, project_name,
      "values", materials, participants, create_time, update_time, is_deleted, version)
    select 'bulk-a-' || g, '000000', 'bulk-programme', case when g % 10 = 0 then 'other_award' else 'century_cup' end,
      2026, 'bulk-m-' || g, '批量单位' || g, '批量项目' || g, '{}', '[]', '[]', now() - (g || ' seconds')::interval,
      now(), 0, 1
    from generate_series(1, ${ROWS}) g`);
  for (const table of ['blade_user', 'lnjzxh_member_unit', 'lnjzxh_award_application']) await sql(`analyze ${table}`);
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe('list indexes', () => {
  it('are created by the migration, pg_trgm with them', async () => {
    const names = (await sql<{ indexname: string }>(`select indexname from pg_indexes`)).map((r) => r.indexname);
    for (const name of [...LIST_INDEXES, ...TRIGRAM_INDEXES]) expect(names).toContain(name);
    expect(await sql(`select 1 from pg_extension where extname = 'pg_trgm'`)).toHaveLength(1);
    const partial = await sql<{ indexdef: string }>(
      `select indexdef from pg_indexes where indexname = 'blade_user_list_index'`,
    );
    expect(partial[0]!.indexdef).toMatch(/\(tenant_id, create_time, id\) WHERE \(is_deleted = 0\)/);
  });

  const LISTS = [
    {
      list: 'users',
      table: 'blade_user',
      args: 'page: { current: 1, size: 10 }',
      where: `status in (0, 1)`,
    },
    { list: 'memberUnits', table: 'lnjzxh_member_unit', args: 'page: { current: 1, size: 10 }', where: 'true' },
    {
      list: 'awardApplications',
      table: 'lnjzxh_award_application',
      args: 'page: { current: 1, size: 10 }, filter: { awardType: "century_cup" }',
      where: `award_type = 'century_cup'`,
    },
  ];

  for (const { list, table, args, where } of LISTS) {
    it(`serve the first page of ${list} at ${ROWS.toLocaleString('en')} rows from ${table}_list_index, without sorting the table`, async () => {
      const query = `{ ${list}(${args}) { total records { id } } }`;
      const plan = await planOfPage(() => admin.gql(query));
      // The rows: an index scan in the list's order under the limit; the total (InitPlan) counts apart.
      expect(plan).toMatch(/^Limit/);
      expect(plan).toMatch(new RegExp(`^  ->  Index Scan (Backward )?using ${table}_list_index on ${table} `, 'm'));
      expect(plan).not.toMatch(/\bSort\b/);
    });

    it(`answer ${list} in the order of the plain SQL of its default order`, async () => {
      for (const current of [1, 2, 500]) {
        const res = await admin.gql<Record<string, { total: number; records: { id: string }[] }>>(
          `{ ${list}(${args.replace('current: 1', `current: ${current}`)}) { total records { id } } }`,
        );
        expect(res.errors).toBeUndefined();
        const expected = await sql<{ id: string; n: number }>(
          `select id, count(*) over ()::int as n from ${table} where tenant_id = '000000' and is_deleted = 0 and ${where}
           order by create_time desc, id desc limit 10 offset ${(current - 1) * 10}`,
        );
        expect(res.data![list]!.records.map((r) => r.id)).toEqual(expected.map((r) => r.id));
        expect(res.data![list]!.total).toBe(expected[0]!.n);
      }
    });
  }

  it('serve a contains-filter on the member unit name from its trigram index', async () => {
    const plan = await planOfPage(() =>
      admin.gql(
        `{ memberUnits(page: { current: 1, size: 10 }, filter: { name: "单位4242" }) { total records { id } } }`,
      ),
    );
    expect(plan).toContain('lnjzxh_member_unit_name_trgm');
    expect(plan).not.toMatch(/Seq Scan/);
    const res = await admin.gql<{ memberUnits: { total: number } }>(
      `{ memberUnits(page: { current: 1, size: 10 }, filter: { name: "单位4242" }) { total } }`,
    );
    // 批量单位4242 and 批量单位42420..42429
    expect(res.data!.memberUnits.total).toBe(11);
  });
});
