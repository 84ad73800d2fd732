import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../support/database.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
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
