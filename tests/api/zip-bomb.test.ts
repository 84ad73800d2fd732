import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/harness.js';
import { upload, xlsxFile } from '../support/xlsx.js';

const USER_HEADER = ['登录账号', '姓名', '手机号码', '电子邮箱', '所属机构', '角色', '初始密码'];

let s: TestServer;
let auth: Record<string, string>;
beforeAll(async () => {
  s = await startTestServer();
  auth = { authorization: `Bearer ${(await s.login('admin')).token}` };
});
afterAll(async () => {
  await s?.stop();
});

describe('workbook import of a zip bomb', () => {
  it('refuses a small .xlsx that inflates past the bound, before parsing it, without stalling the server', async () => {
    const parts = unzipSync(
      await xlsxFile([USER_HEADER, ['bomb1', '炸弹', null, null, null, 'member', 'Bomb-Pass-2026']]),
    );
    // 64 MiB of zeros packed into a worksheet part: a few dozen KB on the wire.
    const bomb = Buffer.from(
      zipSync({ ...parts, 'xl/worksheets/sheet1.xml': new Uint8Array(64 * 1024 * 1024) }, { level: 9 }),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    let slowest = 0;
    let done = false;
    const probe = (async () => {
      while (!done) {
        const t = performance.now();
        await fetch(`${s.url}/healthz`);
        slowest = Math.max(slowest, performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const r = await upload(`${s.url}/api/blade-system/user/import-user`, bomb, auth);
    done = true;
    await probe;
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Excel 文件解压后超过 40 MB，请拆分后再导入');
    expect(slowest).toBeLessThan(2000);
    // Nothing was imported.
    const users = await s.gql<{ users: { total: number } }>(
      `{ users(filter: { account: "bomb1" }) { total } }`,
      undefined,
      auth,
    );
    expect(users.data?.users.total).toBe(0);
  }, 120_000);

  it('counts worksheet rows while inflating and refuses too many', async () => {
    const rows = Array.from(
      { length: 5002 },
      (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>u${i}</t></is></c></row>`,
    ).join('');
    const parts = unzipSync(await xlsxFile([USER_HEADER]));
    const sheet = Buffer.from(parts['xl/worksheets/sheet1.xml']!)
      .toString()
      .replace(/<sheetData>.*<\/sheetData>|<sheetData\/>/s, (m) =>
        m.replace('</sheetData>', `${rows}</sheetData>`).replace('<sheetData/>', `<sheetData>${rows}</sheetData>`),
      );
    const file = Buffer.from(zipSync({ ...parts, 'xl/worksheets/sheet1.xml': new TextEncoder().encode(sheet) }));
    const r = await upload(`${s.url}/api/blade-system/user/import-user`, file, auth);
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/^一次最多导入 \d+ 条数据$/);
  }, 60_000);
});
