import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, startTestServer, type TestServer } from '../support/harness.js';

let s: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  s = await startTestServer();
  admin = await s.login('admin');
});
afterAll(async () => {
  await s?.stop();
});

/** Any Latin word of class-validator's default messages ("must", "each value in" …). */
const ENGLISH = /\b(must|should|each value|value in)\b/i;

describe('REST validation errors are Chinese, in the envelope', () => {
  // The calls that answered class-validator's English before (rules declared without a message of their own).
  const cases: { name: string; path: string; body: Record<string, unknown>; field: string; msg: string }[] = [
    {
      name: 'post submit, category over its maximum',
      path: '/api/blade-system/post/submit',
      body: { category: 9, postCode: 'p1', postName: '岗位' },
      field: 'category',
      msg: 'category 不能大于 4',
    },
    {
      name: 'post submit, category not a number',
      path: '/api/blade-system/post/submit',
      body: { category: 'x', postCode: 'p1', postName: '岗位' },
      field: 'category',
      msg: 'category 必须是整数',
    },
    {
      name: 'top menu grant, ids not text',
      path: '/api/blade-system/topmenu/grant',
      body: { topMenuIds: [1, 2], menuIds: [] },
      field: 'topMenuIds',
      msg: 'topMenuIds 的每一项必须是文本',
    },
    {
      name: 'role grant, menu ids not text',
      path: '/api/blade-system/role/grant',
      body: { roleIds: ['1'], menuIds: [3] },
      field: 'menuIds',
      msg: 'menuIds 的每一项必须是文本',
    },
    {
      name: 'user reset password, id not text',
      path: '/api/blade-system/user/reset-password',
      body: { id: 5, password: 'Secret#2026' },
      field: 'id',
      msg: 'id 必须是文本',
    },
    {
      name: 'client submit, status outside its values and token validity too short',
      path: '/api/blade-system/client/submit',
      body: {
        clientId: 'c1',
        grantTypes: ['password'],
        accessTokenValidity: 10,
        refreshTokenValidity: 3600,
        status: 5,
      },
      field: 'status',
      msg: 'status 必须是以下值之一：0、1',
    },
  ];

  for (const c of cases) {
    it(c.name, async () => {
      const r = await admin.rest('POST', c.path, c.body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 400, success: false });
      const fields = (r.body.data as { fields: { field: string; message: string }[] } | null)?.fields ?? [];
      expect(fields).toContainEqual({ field: c.field, message: c.msg });
      expect(fields.map((f) => f.field)).toContain(c.field);
      // The envelope's message is the first field's, and no message is English.
      expect(r.body.msg).toBe(fields[0]!.message);
      for (const f of fields) expect(f.message).not.toMatch(ENGLISH);
    });
  }

  it('names the bound of a length or size rule and keeps the messages the rules declare', async () => {
    const r = await admin.rest('POST', '/api/blade-system/client/submit', {
      clientId: 'c1',
      grantTypes: ['password'],
      accessTokenValidity: 10,
      refreshTokenValidity: 3600,
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('accessTokenValidity 不能小于 60');
    const grant = await admin.rest('POST', '/api/blade-system/topmenu/grant', { topMenuIds: [], menuIds: [] });
    expect(grant).toMatchObject({ status: 400, body: { success: false, msg: '请选择至少一个顶部菜单' } });
  });

  it('answers the same Chinese messages on GraphQL', async () => {
    const r = await admin.gql(`mutation($input: PostInput!) { submitPost(input: $input) { id } }`, {
      input: { category: 9, postCode: 'p1', postName: '岗位' },
    });
    expect(r.errors?.[0]?.message).toBe('category 不能大于 4');
  });
});
