import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, startTestServer, type TestServer } from '../support/harness.js';

const SUBMIT = `mutation($input: ParamInput!) { submitParam(input: $input) { id version paramValue } }`;
const STALE = '数据已被他人修改，请刷新后重试';

let s: TestServer;
let a: ApiClient;
let b: ApiClient;
beforeAll(async () => {
  s = await startTestServer();
  a = await s.login('admin');
  const roles = (await a.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`)).data!
    .roleTree;
  const adminRole = roles.find((r) => r.roleAlias === 'administrator')!.id;
  const made = await a.gql(`mutation($input: UserInput!) { submitUser(input: $input) { id } }`, {
    input: { account: 'second', password: 'Other-Staff-77', roleIds: [adminRole] },
  });
  expect(made.errors).toBeUndefined();
  b = await s.login('second', 'Other-Staff-77');
});
afterAll(async () => {
  await s?.stop();
});

async function create(key: string) {
  const r = await a.gql<{ submitParam: { id: string; version: number } }>(SUBMIT, {
    input: { paramName: 'n', paramKey: key, paramValue: 'v1' },
  });
  expect(r.errors).toBeUndefined();
  return r.data!.submitParam;
}

describe('lost updates', () => {
  it('requires the version on GraphQL updates and refuses a stale one', async () => {
    const p = await create('lost.gql');
    const missing = await b.gql(SUBMIT, {
      input: { id: p.id, paramName: 'n', paramKey: 'lost.gql', paramValue: 'v2' },
    });
    expect(missing.errors?.[0]).toMatchObject({
      message: '请提供数据版本号（version），刷新后重试',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const ok = await b.gql<{ submitParam: { version: number } }>(SUBMIT, {
      input: { id: p.id, version: p.version, paramName: 'n', paramKey: 'lost.gql', paramValue: 'v2' },
    });
    expect(ok.errors).toBeUndefined();
    const old = await a.gql(SUBMIT, {
      input: { id: p.id, version: p.version, paramName: 'n', paramKey: 'lost.gql', paramValue: 'v3' },
    });
    expect(old.errors?.[0]).toMatchObject({ message: STALE, extensions: { code: 'STALE' } });
  });

  it('accepts a legacy REST submit without a version only when nobody else changed the record', async () => {
    const p = await create('lost.rest');
    // Never changed since it was created: accepted.
    const first = await a.rest('POST', '/api/blade-system/param/submit', {
      id: p.id,
      paramName: 'n',
      paramKey: 'lost.rest',
      paramValue: 'a1',
    });
    expect(first.body.success).toBe(true);
    // Last changed by the same user: accepted.
    const again = await a.rest('POST', '/api/blade-system/param/submit', {
      id: p.id,
      paramName: 'n',
      paramKey: 'lost.rest',
      paramValue: 'a2',
    });
    expect(again.body.success).toBe(true);
    // Someone else changed it since: refused, nothing overwritten.
    const theirs = await b.rest('POST', '/api/blade-system/param/submit', {
      id: p.id,
      paramName: 'n',
      paramKey: 'lost.rest',
      paramValue: 'b1',
    });
    expect(theirs).toMatchObject({ status: 409, body: { success: false, msg: STALE } });
    const detail = await a.rest<{ paramValue: string; version: number }>(
      'GET',
      `/api/blade-system/param/detail?id=${p.id}`,
    );
    expect(detail.body.data.paramValue).toBe('a2');
    // With the version it read, the other user's change goes through.
    const withVersion = await b.rest('POST', '/api/blade-system/param/submit', {
      id: p.id,
      version: detail.body.data.version,
      paramName: 'n',
      paramKey: 'lost.rest',
      paramValue: 'b2',
    });
    expect(withVersion.body.success).toBe(true);
    const stale = await a.rest('POST', '/api/blade-system/param/submit', {
      id: p.id,
      version: detail.body.data.version,
      paramName: 'n',
      paramKey: 'lost.rest',
      paramValue: 'a3',
    });
    expect(stale).toMatchObject({ status: 409, body: { msg: STALE } });
  });
});
