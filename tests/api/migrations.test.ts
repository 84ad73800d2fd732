import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../support/database.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase({ fromEmpty: true });
});
afterAll(async () => {
  await db?.close();
});

describe('migrations', () => {
  it('bring an empty database to exactly the schema the entities describe', async () => {
    // A pending schema difference means an entity changed without `npm run db:migration:create`.
    const diff = await db.orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false });
    expect(diff.trim()).toBe('');
    expect(await db.orm.migrator.getPending()).toEqual([]);
  });
});

describe('the receipts verification code migration', () => {
  it('gives every existing receipt its own random code, then requires one', async () => {
    const before = 'Migration20261127000200_reminders';
    const run = (sql: string) => db.orm.em.getConnection().execute(sql);
    await db.orm.migrator.down({ to: before });
    try {
      for (const n of [1, 2])
        await run(
          `insert into "lnjzxh_receipt" ("id", "tenant_id", "receipt_no", "year", "seq", "order_id", "unit_id", "unit_name", "subject", "amount", "provider", "issue_time") values ('mig-r-${n}', '000000', '2020-00000${n}', 2020, ${n}, 'o${n}', 'u', '旧单位', '2020年度会费', 100, 'offline', now())`,
        );
    } finally {
      await db.orm.migrator.up();
    }
    const rows = await run(`select "verify_code" from "lnjzxh_receipt" where "id" like 'mig-r-%' order by "id"`);
    const codes = (rows as { verify_code: string }[]).map((r) => r.verify_code);
    expect(codes).toHaveLength(2);
    for (const code of codes) expect(code).toMatch(/^[0-9a-f]{32}$/);
    expect(codes[0]).not.toBe(codes[1]);
    await expect(
      run(
        `insert into "lnjzxh_receipt" ("id", "tenant_id", "receipt_no", "year", "seq", "order_id", "unit_id", "unit_name", "subject", "amount", "provider", "issue_time") values ('mig-r-3', '000000', '2020-000003', 2020, 3, 'o3', 'u', '旧单位', '2020年度会费', 100, 'offline', now())`,
      ),
    ).rejects.toThrow(/verify_code/);
    await run(`delete from "lnjzxh_receipt" where "id" like 'mig-r-%'`);
  });
});
