import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorLog } from '../../api/src/engine/audit/error-log.entity.js';
import { type ApiClient, startTestServer, type TestServer } from '../support/harness.js';

const NUL_MESSAGE = '输入内容不能包含空字符（NUL）';
const UTF8_MESSAGE = '请求包含无效的 UTF-8 编码字符';
const SUBMIT = `mutation($input: ParamInput!) { submitParam(input: $input) { id } }`;

let s: TestServer;
let admin: ApiClient & { token: string };
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
});
afterAll(async () => {
  await s?.stop();
});

async function errorLogRows(): Promise<number> {
  await s.app.audit.flush();
  return s.db.orm.em.fork().count(ErrorLog, {}, { filters: false });
}

async function post(path: string, body: Buffer | string, contentType = 'application/json') {
  const res = await fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, authorization: `Bearer ${admin.token}` },
    body,
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown> & {
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

describe('NUL bytes and invalid UTF-8', () => {
  it('refuses a NUL in GraphQL variables, in a string literal of the document and in nested inputs with 400, never a 500', async () => {
    const before = await errorLogRows();
    const variables = await admin.gql(SUBMIT, {
      input: { paramName: 'a\u0000b', paramKey: 'nul.key', paramValue: 'v' },
    });
    expect(variables.status).toBe(400);
    expect(variables.errors?.[0]).toMatchObject({ message: NUL_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    const literal = await admin.gql(
      'mutation { submitParam(input: { paramName: "a\\u0000b", paramKey: "nul.lit", paramValue: "v" }) { id } }',
    );
    expect(literal.status).toBe(400);
    expect(literal.errors?.[0]?.message).toBe(NUL_MESSAGE);
    const query = await admin.gql(`query($f: ParamFilter) { params(filter: $f) { total } }`, {
      f: { paramKey: 'x\u0000' },
    });
    expect(query.status).toBe(400);
    expect(query.errors?.[0]?.message).toBe(NUL_MESSAGE);
    expect(await errorLogRows()).toBe(before);
  });

  it('refuses a NUL in a REST body, form body or query parameter with a 400 envelope', async () => {
    const before = await errorLogRows();
    const body = await admin.rest('POST', '/api/blade-system/param/submit', {
      paramName: 'n',
      paramKey: 'k\u0000',
      paramValue: 'v',
    });
    expect(body).toMatchObject({ status: 400, body: { success: false, msg: NUL_MESSAGE } });
    const form = await post(
      '/api/blade-system/param/submit',
      'paramName=n&paramKey=k%00&paramValue=v',
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(400);
    expect(form.body.msg).toBe(NUL_MESSAGE);
    for (const q of ['paramKey=a%00b', 'paramKey%00=x', 'paramKey[a]=%00']) {
      const r = await admin.rest('GET', `/api/blade-system/param/list?${q}`);
      expect({ q, status: r.status, msg: r.body.msg }).toEqual({ q, status: 400, msg: NUL_MESSAGE });
    }
    expect(await errorLogRows()).toBe(before);
  });

  it('refuses bodies and query parameters that are not valid UTF-8 instead of repairing them', async () => {
    const before = await errorLogRows();
    const bad = Buffer.concat([
      Buffer.from('{"paramName":"n","paramKey":"k'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('","paramValue":"v"}'),
    ]);
    const rest = await post('/api/blade-system/param/submit', bad);
    expect(rest.status).toBe(400);
    expect(rest.body.msg).toBe(UTF8_MESSAGE);
    const overlong = Buffer.concat([
      Buffer.from('{"query":"{ params { total } }","variables":{"x":"'),
      Buffer.from([0xc0, 0xaf]),
      Buffer.from('"}}'),
    ]);
    const gql = await post('/graphql', overlong);
    expect(gql.status).toBe(400);
    expect(gql.body.errors?.[0]).toMatchObject({ message: UTF8_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    const query = await admin.rest('GET', '/api/blade-system/param/list?paramKey=%ff%fe');
    expect(query).toMatchObject({ status: 400, body: { msg: UTF8_MESSAGE } });
    // Valid multi-byte text passes.
    const ok = await admin.rest('GET', `/api/blade-system/param/list?paramKey=${encodeURIComponent('参数')}`);
    expect(ok.status).toBe(200);
    const created = await admin.rest('POST', '/api/blade-system/param/submit', {
      paramName: '中文名称',
      paramKey: 'utf8.ok',
      paramValue: '值 ✓',
    });
    expect(created.body.success).toBe(true);
    expect(await errorLogRows()).toBe(before);
  });
});
