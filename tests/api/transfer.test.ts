import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../api/src/engine/auth/user.entity.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';
import { download, sheetRows, upload, xlsxFile } from '../support/xlsx.js';

let s: TestServer;
let admin: ApiClient & { token: string };
let member: ApiClient & { token: string };
let adminB: ApiClient & { token: string };
const B = '400004';
const auth = (c: { token: string }) => ({ authorization: `Bearer ${c.token}` });
const USER_HEADER = ['登录账号', '姓名', '手机号码', '电子邮箱', '所属机构', '角色', '初始密码'];

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  expect(
    (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "导入测试租户" }) { id } }`))
      .errors,
  ).toBeUndefined();
  const inB = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': B });
  const roles = await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`);
  const adminRole = roles.data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
  expect(
    (
      await inB.gql(
        `mutation($r: [ID!]!) { submitUser(input: { account: "importb", password: "Tenant-B-2026", roleIds: $r }) { id } }`,
        { r: [adminRole] },
      )
    ).errors,
  ).toBeUndefined();
  adminB = await s.login('importb', 'Tenant-B-2026', B);
});
afterAll(async () => {
  await s?.stop();
});

describe('export of plain lists', () => {
  it('exports posts with the list filter, rows matching the list', async () => {
    for (const [code, name] of [
      ['exp_a', '导出甲'],
      ['exp_b', '导出乙'],
      ['other', '其他岗位'],
    ]) {
      expect(
        (
          await admin.gql(
            `mutation { submitPost(input: { category: 2, postCode: "${code}", postName: "${name}", remark: "=备注" }) { id } }`,
          )
        ).errors,
      ).toBeUndefined();
    }
    const res = await download(`${s.url}/api/blade-system/post/export?postCode=exp_`, auth(admin));
    expect(res.status).toBe(200);
    expect(res.disposition).toContain(`filename*=UTF-8''${encodeURIComponent('岗位列表.xlsx')}`);
    const rows = await sheetRows(res.data);
    expect(rows[0]).toEqual(['岗位类型', '岗位编号', '岗位名称', '排序', '备注', '创建时间']);
    const list = await admin.gql<{ posts: { records: { postCode: string; postName: string }[] } }>(
      `{ posts(filter: { postCode: "exp_" }) { records { postCode postName } } }`,
    );
    expect(rows.slice(1).map((r) => [r[1], r[2]])).toEqual(
      list.data!.posts.records.map((p) => [p.postCode, p.postName]),
    );
    expect(rows.slice(1).map((r) => r[2])).toEqual(['导出甲', '导出乙']);
    expect(rows[1]![4]).toBe('=备注');
    expect(String(rows[1]![5])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('exports params and users with their filters; refuses without the export code', async () => {
    const params = await sheetRows(
      (await download(`${s.url}/api/blade-system/param/export?paramKey=upload`, auth(admin))).data,
    );
    expect(params.slice(1).map((r) => r[1])).toEqual(['upload.maxFiles']);
    const users = await sheetRows(
      (await download(`${s.url}/api/blade-system/user/export-user?account=shenpi`, auth(admin))).data,
    );
    expect(users).toEqual([
      ['登录账号', '姓名', '手机号码', '电子邮箱', '所属机构', '角色', '状态', '创建时间'],
      ['shenpi', expect.any(String), null, null, '秘书处', 'approver', '正常', expect.stringMatching(/^\d{4}-/)],
    ]);
    const refused = await download(`${s.url}/api/blade-system/user/export`, auth(member));
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ success: false, msg: '没有操作权限' });
    expect((await download(`${s.url}/api/blade-system/post/export`)).status).toBe(401);
  });

  it("exports only the caller's tenant", async () => {
    const users = await sheetRows((await download(`${s.url}/api/blade-system/user/export`, auth(adminB))).data);
    expect(users.slice(1).map((r) => r[0])).toEqual(['importb']);
  });
});

describe('user import', () => {
  const url = () => `${s.url}/api/blade-system/user/import-user`;

  it('offers the template', async () => {
    const res = await download(`${s.url}/api/blade-system/user/export-template`, auth(admin));
    expect(res.disposition).toContain(encodeURIComponent('用户导入模板.xlsx'));
    expect(await sheetRows(res.data)).toEqual([USER_HEADER]);
  });

  it('answers every failing row and saves nothing', async () => {
    const file = await xlsxFile([
      USER_HEADER,
      ['imp_ok', '导入甲', '13800000001', null, '秘书处', 'approver', 'Import-Pass-2026'],
      ['imp_badrole', '导入乙', null, null, null, 'nobody', 'Import-Pass-2026'],
      ['imp_short', '导入丙', null, null, null, '流程审批人', 'short'],
      ['imp_nopass', '导入丁', null, null, null, 'member', null],
      ['imp_dept', '导入戊', null, null, '不存在的机构', 'member', 'Import-Pass-2026'],
      ['imp_ok', '重复', null, null, null, 'member', 'Import-Pass-2026'],
      ['admin', '已有', null, null, null, 'member', 'Import-Pass-2026'],
    ]);
    const r = await upload<{ errors: { row: number; message: string }[] }>(url(), file, auth(admin));
    expect(r.status).toBe(400);
    expect(r.body.data.errors).toEqual([
      { row: 3, message: '角色「nobody」不存在' },
      { row: 5, message: '请填写初始密码（或在参数管理中设置 account.initPassword）' },
      { row: 6, message: '机构「不存在的机构」不存在' },
      { row: 7, message: '与第 2 行重复' },
    ]);
    // Once the file is well-formed, the service's own rules (password length, existing accounts) apply, still all or nothing.
    const second = await upload<{ errors: { row: number; message: string }[] }>(
      url(),
      await xlsxFile([
        USER_HEADER,
        ['imp_ok', '导入甲', null, null, '秘书处', 'approver', 'Import-Pass-2026'],
        ['imp_short', '导入丙', null, null, null, '流程审批人', 'short'],
        ['admin', '已有', null, null, null, 'member', 'Import-Pass-2026'],
      ]),
      auth(admin),
    );
    expect(second.body.data.errors).toEqual([
      { row: 3, message: '密码长度不能少于8位' },
      { row: 4, message: '登录账号 admin 已存在' },
    ]);
    const found = await admin.gql<{ users: { total: number } }>(`{ users(filter: { account: "imp_" }) { total } }`);
    expect(found.data!.users.total).toBe(0);
  });

  it('creates users with hashed passwords (or the initial-password parameter) and covers existing ones on request', async () => {
    const file = await xlsxFile([
      USER_HEADER,
      ['imp_one', '导入一', '13800000002', 'one@example.com', '秘书处', 'approver,member', 'Import-Pass-2026'],
      ['imp_two', '导入二', null, null, null, '会员账号', null],
    ]);
    const noDefault = await upload<{ errors: unknown[] }>(url(), file, auth(admin));
    expect(noDefault.body.data.errors).toEqual([
      { row: 3, message: '请填写初始密码（或在参数管理中设置 account.initPassword）' },
    ]);
    expect(
      (
        await admin.gql(
          `mutation { submitParam(input: { paramName: "初始密码", paramKey: "account.initPassword", paramValue: "Initial-Pass-2026" }) { id } }`,
        )
      ).errors,
    ).toBeUndefined();
    const ok = await upload(url(), file, auth(admin));
    expect(ok.body).toMatchObject({
      success: true,
      msg: '导入成功：新增 2 条，更新 0 条',
      data: { total: 2, created: 2, updated: 0 },
    });

    const stored = await s.db.orm.em
      .fork()
      .find(User, { account: { $in: ['imp_one', 'imp_two'] } }, { filters: false, orderBy: { account: 'asc' } });
    expect(stored.map((u) => [u.tenantId, u.realName, u.roleIds.length])).toEqual([
      ['000000', '导入一', 2],
      ['000000', '导入二', 1],
    ]);
    for (const u of stored) expect(u.passwordHash).toMatch(/^\$argon2id\$/);
    await s.login('imp_one', 'Import-Pass-2026');
    await s.login('imp_two', 'Initial-Pass-2026');

    const cover = await xlsxFile([
      USER_HEADER,
      ['imp_one', '导入一改', null, null, null, 'member', 'Changed-Pass-2026'],
    ]);
    expect((await upload(url(), cover, auth(admin))).body.success).toBe(false);
    const covered = await upload(url(), cover, auth(admin), { isCovered: 'true' });
    expect(covered.body).toMatchObject({ success: true, data: { created: 0, updated: 1 } });
    const one = await admin.gql<{ users: { records: { realName: string; phone: string | null }[] } }>(
      `{ users(filter: { account: "imp_one" }) { records { realName phone } } }`,
    );
    expect(one.data!.users.records).toEqual([{ realName: '导入一改', phone: null }]);
    // Covering never changes a password.
    await s.login('imp_one', 'Import-Pass-2026');
  });

  it('imports into the caller tenant only and needs the import code', async () => {
    const file = await xlsxFile([USER_HEADER, ['imp_b', '租户用户', null, null, null, 'member', 'Import-Pass-2026']]);
    expect((await upload(url(), file, auth(member))).status).toBe(403);
    const r = await upload(url(), file, auth(adminB));
    expect(r.body.success).toBe(true);
    await s.login('imp_b', 'Import-Pass-2026', B);
    const inA = await admin.gql<{ users: { total: number } }>(`{ users(filter: { account: "imp_b" }) { total } }`);
    expect(inA.data!.users.total).toBe(0);
  });
});
