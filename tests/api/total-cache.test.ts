import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/**
 * The list totals reused across pages (engine/crud/total-cache.ts): exact after any committed write to the table,
 * whoever writes it: this instance over GraphQL, the ORM, or raw SQL that bypasses the application (as another
 * instance or an operator would). The guarantee comes from the table's change counter read in the page statement,
 * not from the 30 s expiry.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  token = (await server.login('admin', DEMO_PASSWORD)).token;
}, 180_000);
afterAll(async () => server?.stop());

const LIST = `query($current: Int!, $name: String) {
  params(page: { current: $current, size: 2 }, filter: { paramName: $name }) { total records { id } }
}`;

async function total(current = 1, name = '计数缓存'): Promise<number> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: LIST, variables: { current, name } }),
  });
  const body = (await res.json()) as { data?: { params: { total: number } }; errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  return body.data!.params.total;
}

const sql = (text: string) => server.db.orm.em.getConnection().execute(text);

async function rawInsert(n: number): Promise<void> {
  for (let i = 0; i < n; i++)
    await sql(`insert into blade_param (id, tenant_id, param_name, param_key, param_value)
      values ('raw-total-${i}', '000000', '计数缓存 raw ${i}', 'total.cache.raw.${i}', 'x')`);
}

async function submit(key: string): Promise<string> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation($input: ParamInput!) { submitParam(input: $input) { id } }',
      variables: { input: { paramKey: key, paramName: `计数缓存 ${key}`, paramValue: '1' } },
    }),
  });
  const body = (await res.json()) as { data?: { submitParam: { id: string } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.submitParam.id;
}

describe('list totals reused across pages', () => {
  it('stays exact after inserts and deletes by this instance, the ORM and raw SQL', async () => {
    expect(await total()).toBe(0);
    // This instance over GraphQL.
    await submit('total.cache.a');
    await submit('total.cache.b');
    const third = await submit('total.cache.c');
    expect(await total(1)).toBe(3);
    expect(await total(2)).toBe(3);
    // Raw SQL: no application code runs; the statement trigger bumps the counter.
    await rawInsert(2);
    expect(await total(2)).toBe(5);
    expect(await total(1)).toBe(5);
    // A soft delete (an update) and a hard delete, both raw.
    await sql(`update blade_param set is_deleted = 1 where id = '${third}'`);
    expect(await total(3)).toBe(4);
    await sql(`delete from blade_param where id = 'raw-total-0'`);
    expect(await total(1)).toBe(3);
    // Over GraphQL again.
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'mutation { removeParams(input: { ids: ["raw-total-1"] }) }' }),
    });
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect(await total(2)).toBe(2);
    // Page past the end: counted, the same total.
    expect(await total(9)).toBe(2);
  });

  it('really reuses the total: a write that bumps no counter is not seen until one does', async () => {
    const before = await total(1);
    // With triggers off (replica role), a raw insert leaves the counter as it was: the kept total is served.
    await sql(`set session_replication_role = replica`);
    try {
      await sql(`insert into blade_param (id, tenant_id, param_name, param_key, param_value)
        values ('raw-hidden', '000000', '计数缓存 hidden', 'total.cache.hidden', 'x')`);
    } finally {
      await sql(`set session_replication_role = origin`);
    }
    expect(await total(2)).toBe(before);
    // The next write with the counter on makes every total of the table exact again.
    await submit('total.cache.d');
    expect(await total(1)).toBe(before + 2);
    // Another filter of the table is counted on its own.
    expect(await total(1, 'hidden')).toBe(1);
  });
});
