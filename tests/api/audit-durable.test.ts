import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuditService } from '../../api/src/engine/audit/audit.service.js';
import { ApiLog } from '../../api/src/engine/audit/api-log.entity.js';
import { ErrorLog } from '../../api/src/engine/audit/error-log.entity.js';
import { UsualLog } from '../../api/src/engine/audit/usual-log.entity.js';
import { type ApiClient, startTestServer, type TestServer } from '../support/harness.js';

/**
 * Audit rows are not held in memory where a dying instance would take them along (issue 29): when a GraphQL
 * answer arrives, its API, usual and error rows are already in the database, and a REST call that failed
 * unexpectedly has its error row there before the 500 goes out; a changing REST call's API row is there when its
 * answer arrives. Read straight from the tables, never through the
 * log screens (which wait for this instance's writes in flight) nor through `audit.flush()`.
 */
let s: TestServer;
let admin: ApiClient;

const rows = (entity: typeof ApiLog | typeof UsualLog | typeof ErrorLog, where: Record<string, unknown>) =>
  s.db.orm.em.fork().count(entity as typeof ApiLog, where, { filters: false });

beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
});
afterAll(async () => {
  await s?.stop();
});

describe('audit rows are written before the answer', () => {
  it('GraphQL: the API row of a mutation and the usual row of its business event', async () => {
    const created = await admin.gql<{ submitUser: { id: string } }>(
      `mutation { submitUser(input: { account: "durable1", password: "Durable-Pass-2026", roleIds: [] }) { id } }`,
      undefined,
      { 'x-request-id': 'durable-gql-1' },
    );
    expect(created.errors).toBeUndefined();
    expect(await rows(ApiLog, { requestId: 'durable-gql-1', title: 'submitUser' })).toBe(1);

    const reset = await admin.gql(
      `mutation($input: ResetPasswordInput!) { resetUserPassword(input: $input) }`,
      { input: { id: created.data!.submitUser.id, password: 'Durable-Pass-2027' } },
      { 'x-request-id': 'durable-gql-2' },
    );
    expect(reset.errors).toBeUndefined();
    expect(await rows(ApiLog, { requestId: 'durable-gql-2' })).toBe(1);
    expect(await rows(UsualLog, { requestId: 'durable-gql-2', logId: 'user_password_reset' })).toBe(1);
  });

  it('REST: the API row of a changing call, answered or refused', async () => {
    // A slow log write (a busy database): the answer must still wait for its row.
    const write = AuditService.prototype.api;
    const spy = vi.spyOn(AuditService.prototype, 'api').mockImplementation(async function (this: AuditService, call) {
      await new Promise((r) => setTimeout(r, 300));
      return write.call(this, call);
    });
    try {
      const ok = await admin.rest(
        'POST',
        '/api/blade-system/post/submit',
        { category: 1, postCode: 'durable', postName: '持久' },
        { 'x-request-id': 'durable-rest-1' },
      );
      expect(ok.status).toBe(200);
      expect(await rows(ApiLog, { requestId: 'durable-rest-1', result: 'ok' })).toBe(1);
      const refused = await admin.rest(
        'POST',
        '/api/blade-system/post/submit',
        { category: 1, postName: '' },
        { 'x-request-id': 'durable-rest-2' },
      );
      expect(refused.status).toBe(400);
      expect(await rows(ApiLog, { requestId: 'durable-rest-2' })).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('GraphQL and REST: the error row of an unexpected error', async () => {
    const conn = s.db.orm.em.getConnection();
    await conn.execute('alter table "blade_post" rename to "blade_post_gone"');
    try {
      const gql = await admin.gql(`{ posts { total } }`, undefined, { 'x-request-id': 'durable-boom-gql' });
      expect(gql.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await rows(ErrorLog, { requestId: 'durable-boom-gql' })).toBe(1);
      const rest = await admin.rest(
        'POST',
        '/api/blade-system/post/submit',
        { category: 1, postCode: 'boom', postName: '失败' },
        { 'x-request-id': 'durable-boom-rest' },
      );
      expect(rest.status).toBe(500);
      expect(await rows(ErrorLog, { requestId: 'durable-boom-rest' })).toBe(1);
    } finally {
      await conn.execute('alter table "blade_post_gone" rename to "blade_post"');
    }
  });
});
