import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRequest } from '../../api/src/engine/crud/paging.js';
import { paramService } from '../../api/src/modules/system/param.service.js';
import { Param } from '../../api/src/modules/system/param.entity.js';
import { serviceContext } from '../support/context.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

const input = (paramKey: string, paramValue = 'v') => ({ paramName: paramKey, paramKey, paramValue });

describe('tenant isolation of system parameters', () => {
  it('scopes lists, details, updates and removals to the tenant of the request', async () => {
    const a = () => serviceContext(db.orm, '100001', 'user-a');
    const b = () => serviceContext(db.orm, '100002', 'user-b');
    const { entity: mine } = await paramService.submit(a(), input('shared.key', 'A'));
    const { entity: theirs } = await paramService.submit(b(), input('shared.key', 'B'));
    expect(mine.tenantId).toBe('100001');
    expect(mine.createUser).toBe('user-a');
    expect(theirs.tenantId).toBe('100002');

    const listA = await paramService.page(a(), pageRequest(), paramService.where({ paramKey: 'shared.key' }));
    expect(listA.records.map((p) => p.paramValue)).toEqual(['A']);

    await expect(paramService.detail(a(), theirs.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(paramService.submit(a(), { ...input('shared.key', 'hijack'), id: theirs.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await paramService.remove(a(), [theirs.id])).toBe(0);

    const still = await db.orm.em.fork().findOne(Param, { id: theirs.id }, { filters: false });
    expect(still).toMatchObject({ paramValue: 'B', isDeleted: 0 });
  });

  it('soft-deletes: a removed parameter disappears from reads but stays in the table', async () => {
    const ctx = () => serviceContext(db.orm, '100003');
    const { entity } = await paramService.submit(ctx(), input('soft.key'));
    expect(await paramService.remove(ctx(), [entity.id, 'no-such-id'])).toBe(1);
    await expect(paramService.detail(ctx(), entity.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const row = await db.orm.em.fork().findOne(Param, { id: entity.id }, { filters: false });
    expect(row?.isDeleted).toBe(1);
  });

  it('lets exactly one of two concurrent updates of the same version win', async () => {
    const ctx = () => serviceContext(db.orm, '100004');
    const { entity } = await paramService.submit(ctx(), input('race.key', '0'));
    const results = await Promise.allSettled(
      ['1', '2'].map((v) =>
        paramService.submit(ctx(), { ...input('race.key', v), id: entity.id, version: entity.version }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ code: 'STALE' });
  });
});
