import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_TEXT, EXE_HEAD, HTML_PAGE, PDF_MINI, PNG_1PX, SVG_IMAGE, upload } from '../support/files.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';
import { type S3Stub, startS3Stub } from '../support/s3-stub.js';

/** Uploads, downloads, attachments and upload tokens over HTTP (REST and GraphQL) on a real database. */
const KEY = /^000000\/\d{8}\/[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|pdf|csv|txt)$/;
const LIMIT = 64 * 1024;
const PUT_FILE = '/api/blade-resource/oss/endpoint/put-file';
const PUT_ATTACH = '/api/blade-resource/oss/endpoint/put-file-attach';
const ATTACH_FIELDS =
  'id name originalName extension attachSize contentType link domain ossId remark version createTime';

let s: TestServer;
let admin: ApiClient & { token: string };
let auth: Record<string, string>;
let dataDir: string;
let stub: S3Stub;
const B = '100001';
let adminB: ApiClient & { token: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'zhuxie-files-'));
  stub = await startS3Stub();
  s = await startTestServer({ demo: true, env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(LIMIT) } });
  admin = await s.login('admin', DEMO_PASSWORD);
  auth = { authorization: `Bearer ${admin.token}` };
  expect(
    (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "第二租户" }) { id } }`)).errors,
  ).toBeUndefined();
  const inB = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': B });
  const roles = await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`);
  const role = roles.data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
  expect(
    (
      await inB.gql(
        `mutation($r: [ID!]!) { submitUser(input: { account: "badmin", password: "Tenant-B-2026", roleIds: $r }) { id } }`,
        { r: [role] },
      )
    ).errors,
  ).toBeUndefined();
  adminB = await s.login('badmin', 'Tenant-B-2026', B);
});
afterAll(async () => {
  await s?.stop();
  await stub?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Attach {
  id: string;
  name: string;
  originalName: string;
  extension: string;
  attachSize: number;
  contentType: string;
  link: string;
  ossId: string | null;
  remark: string | null;
  version: number;
  createTime: string;
}

async function attach(
  name: string,
  body: Buffer,
  headers = auth,
): Promise<{ attachId: string; link: string; name: string }> {
  const r = await upload(s.url, PUT_ATTACH, { name, body }, headers);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as never;
}

describe('uploads and downloads (local folder)', () => {
  it('stores a file under a server-built key and serves it back byte for byte', async () => {
    const r = await upload(s.url, PUT_FILE, { name: '../../etc/工程照片.png', body: PNG_1PX, type: 'text/html' }, auth);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 200, success: true });
    const data = r.body.data as { link: string; domain: string; name: string; originalName: string };
    expect(data.name).toMatch(KEY);
    expect(data.originalName).toBe('工程照片.png');
    expect(data.domain).toBe(s.url);
    expect(data.link).toBe(`${s.url}/files/${data.name}`);

    const res = await fetch(data.link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });

  it('creates the attachment record with put-file-attach and offers the original name as a safe download name', async () => {
    const data = await attach('申报表 "终稿";.pdf', PDF_MINI);
    expect(data).toMatchObject({ name: expect.stringMatching(KEY), attachId: expect.any(String) });
    const detail = await admin.gql<{ attachment: Attach }>(
      `query($id: ID!) { attachment(id: $id) { ${ATTACH_FIELDS} } }`,
      { id: data.attachId },
    );
    expect(detail.data!.attachment).toMatchObject({
      name: data.name,
      originalName: '申报表 "终稿";.pdf',
      extension: 'pdf',
      attachSize: PDF_MINI.length,
      contentType: 'application/pdf',
      link: data.link,
      ossId: null,
    });

    const res = await fetch(`${data.link}?download=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="___ _____.pdf"; filename*=UTF-8''${encodeURIComponent('申报表 "终稿";.pdf')}`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF_MINI)).toBe(true);
  });

  it('serves text as a download, never inline', async () => {
    const data = await attach('清单.csv', CSV_TEXT);
    const res = await fetch(data.link);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(await res.text()).toBe(CSV_TEXT.toString());
  });

  it.each([
    ['setup.exe', EXE_HEAD, '不支持上传该类型的文件（.exe）'],
    ['setup.pdf', EXE_HEAD, '文件内容与扩展名不符'],
    ['page.html', HTML_PAGE, '不支持上传该类型的文件（.html）'],
    ['page.txt', HTML_PAGE, '文件内容与扩展名不符'],
    ['logo.svg', SVG_IMAGE, '不支持上传该类型的文件（.svg）'],
    ['logo.png', SVG_IMAGE, '文件内容与扩展名不符'],
    ['photo.jpg', PNG_1PX, '文件内容与扩展名不符'],
    ['noextension', PNG_1PX, '不支持上传没有扩展名的文件'],
  ])('refuses %s by extension and content', async (name, body, msg) => {
    const r = await upload(s.url, PUT_ATTACH, { name, body }, auth);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 400, msg });
  });

  it('refuses a file over UPLOAD_MAX_BYTES with 413, although far above the JSON body limit is fine', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(LIMIT)]);
    const r = await upload(s.url, PUT_FILE, { name: 'big.png', body: big }, auth);
    expect(r.status).toBe(413);
    expect(r.body.msg).toBe('文件大小不能超过 64 KB');
    const justUnder = await upload(
      s.url,
      PUT_FILE,
      { name: 'ok.png', body: Buffer.concat([PNG_1PX, Buffer.alloc(LIMIT - PNG_1PX.length - 1)]) },
      auth,
    );
    expect(justUnder.status).toBe(200);
  });

  it('refuses anonymous uploads, empty files and requests without the file field', async () => {
    expect((await upload(s.url, PUT_FILE, { name: 'a.png', body: PNG_1PX })).status).toBe(401);
    const empty = await upload(s.url, PUT_FILE, { name: 'a.txt', body: Buffer.alloc(0) }, auth);
    expect(empty.body.msg).toBe('不能上传空文件');
    const wrongField = await upload(s.url, PUT_FILE, { name: 'a.png', body: PNG_1PX }, auth, 'upload');
    expect(wrongField.body).toMatchObject({ code: 400, msg: '请选择要上传的文件' });
    const json = await admin.rest('POST', PUT_FILE, { file: 'x' });
    expect(json.status).toBe(400);
  });

  it('answers 404 for unknown or malformed file paths', async () => {
    expect((await fetch(`${s.url}/files/000000/20260101/01930000-0000-7000-8000-000000000000.png`)).status).toBe(404);
    expect((await fetch(`${s.url}/files/000000/20260101/..%2F..%2Fjwt-secret`)).status).toBe(404);
    expect((await fetch(`${s.url}/files/000000/x/y.png`)).status).toBe(404);
  });

  it('lets a member (no attachment codes) upload, but not list attachments', async () => {
    const member = await s.login('huiyuan', DEMO_PASSWORD);
    const r = await upload(
      s.url,
      PUT_ATTACH,
      { name: 'member.png', body: PNG_1PX },
      { authorization: `Bearer ${member.token}` },
    );
    expect(r.status).toBe(200);
    const list = await member.gql(`{ attachments { total } }`);
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await member.rest('GET', '/api/blade-resource/attach/list')).status).toBe(403);
    expect(
      (
        await member.rest(
          'POST',
          `/api/blade-resource/attach/remove?ids=${(r.body.data as { attachId: string }).attachId}`,
        )
      ).status,
    ).toBe(403);
  });
});

describe('attachments', () => {
  it('lists with filters (name, extension, created time) over GraphQL and REST', async () => {
    const a = await attach('会议纪要-筛选.pdf', PDF_MINI);
    await attach('现场照片-筛选.png', PNG_1PX);
    const byName = await admin.gql<{ attachments: { total: number; records: Attach[] } }>(
      `query($f: AttachFilter) { attachments(filter: $f) { total records { ${ATTACH_FIELDS} } } }`,
      { f: { originalName: '筛选' } },
    );
    expect(byName.data!.attachments.total).toBe(2);
    const byExt = await admin.gql<{ attachments: { records: Attach[] } }>(
      `query($f: AttachFilter) { attachments(filter: $f) { records { originalName } } }`,
      { f: { originalName: '筛选', extension: '.PDF' } },
    );
    expect(byExt.data!.attachments.records.map((r) => r.originalName)).toEqual(['会议纪要-筛选.pdf']);

    const rest = await admin.rest<{ total: number; records: Record<string, unknown>[] }>(
      'GET',
      `/api/blade-resource/attach/list?originalName=${encodeURIComponent('筛选')}&extension=png`,
    );
    expect(rest.body.data.total).toBe(1);
    expect(rest.body.data.records[0]).toMatchObject({
      originalName: '现场照片-筛选.png',
      extension: 'png',
      contentType: 'image/png',
    });
    expect(rest.body.data.records[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const future = await admin.rest<{ total: number }>(
      'GET',
      `/api/blade-resource/attach/list?originalName=${encodeURIComponent('筛选')}&createTime_dategt=2999-01-01`,
    );
    expect(future.body.data.total).toBe(0);
    const past = await admin.rest<{ total: number }>(
      'GET',
      `/api/blade-resource/attach/list?originalName=${encodeURIComponent('筛选')}&createTime_dategt=2000-01-01&createTime_datelt=2999-01-01`,
    );
    expect(past.body.data.total).toBe(2);

    const detail = await admin.rest<Record<string, unknown>>(
      'GET',
      `/api/blade-resource/attach/detail?id=${a.attachId}`,
    );
    expect(detail.body.data).toMatchObject({ id: a.attachId, name: a.name, link: a.link });
  });

  it('renames (keeping the stored extension) and updates the remark; creating without an upload is refused', async () => {
    const a = await attach('原名.png', PNG_1PX);
    const renamed = await admin.gql<{ submitAttachment: Attach }>(
      `mutation($i: AttachInput!) { submitAttachment(input: $i) { ${ATTACH_FIELDS} } }`,
      { i: { id: a.attachId, version: 1, originalName: '新名字.html', remark: '封面' } },
    );
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data!.submitAttachment).toMatchObject({
      originalName: '新名字.html.png',
      remark: '封面',
      name: a.name,
      version: 2,
    });
    const rest = await admin.rest('POST', '/api/blade-resource/attach/submit', {
      id: a.attachId,
      originalName: '再改.png',
    });
    expect(rest.body).toMatchObject({ success: true, msg: '更新成功', data: { originalName: '再改.png' } });
    const blank = await admin.rest('POST', '/api/blade-resource/attach/submit', { id: a.attachId, originalName: ' ' });
    expect(blank.body).toMatchObject({ code: 400, msg: '请输入附件名称' });
    const create = await admin.gql(`mutation { submitAttachment(input: { originalName: "x.png" }) { id } }`);
    expect(create.errors?.[0]?.message).toBe('附件只能通过上传新增');
  });

  it('removes softly: the record is gone from lists and details, the stored file stays', async () => {
    const a = await attach('待删除.png', PNG_1PX);
    const b = await attach('待删除2.png', PNG_1PX);
    const none = await admin.rest('POST', '/api/blade-resource/attach/remove');
    expect(none.body).toMatchObject({ code: 400, msg: '请选择至少一条数据' });
    const rest = await admin.rest('POST', `/api/blade-resource/attach/remove?ids=${a.attachId}`);
    expect(rest.body).toMatchObject({ success: true, msg: '删除成功' });
    const gql = await admin.gql<{ removeAttachments: number }>(
      `mutation($ids: [ID!]!) { removeAttachments(input: { ids: $ids }) }`,
      { ids: [b.attachId] },
    );
    expect(gql.data!.removeAttachments).toBe(1);
    const detail = await admin.gql(`query($id: ID!) { attachment(id: $id) { id } }`, { id: a.attachId });
    expect(detail.errors?.[0]).toMatchObject({ message: '附件不存在', extensions: { code: 'NOT_FOUND' } });
    const list = await admin.gql<{ attachments: { total: number } }>(
      `{ attachments(filter: { originalName: "待删除" }) { total } }`,
    );
    expect(list.data!.attachments.total).toBe(0);
    expect((await fetch(a.link)).status).toBe(200);
  });

  it("keeps tenants apart: tenant B cannot list, read, rename or remove tenant A's attachments", async () => {
    const a = await attach('租户A的文件.pdf', PDF_MINI);
    const listed = await adminB.gql<{ attachments: { records: { id: string }[] } }>(
      `{ attachments(page: { size: 200 }) { records { id } } }`,
    );
    expect(listed.data!.attachments.records.map((r) => r.id)).not.toContain(a.attachId);
    const restList = await adminB.rest<{ records: { id: string }[] }>(
      'GET',
      '/api/blade-resource/attach/list?size=200',
    );
    expect(restList.body.data.records.map((r) => r.id)).not.toContain(a.attachId);
    expect(
      (await adminB.gql(`query($id: ID!) { attachment(id: $id) { id } }`, { id: a.attachId })).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
    expect((await adminB.rest('GET', `/api/blade-resource/attach/detail?id=${a.attachId}`)).status).toBe(404);
    const rename = await adminB.gql(
      `mutation($id: ID!) { submitAttachment(input: { id: $id, originalName: "hijack.pdf" }) { id } }`,
      { id: a.attachId },
    );
    expect(rename.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const removed = await adminB.gql<{ removeAttachments: number }>(
      `mutation($ids: [ID!]!) { removeAttachments(input: { ids: $ids }) }`,
      { ids: [a.attachId] },
    );
    expect(removed.data!.removeAttachments).toBe(0);
    const restRemoved = await adminB.rest('POST', `/api/blade-resource/attach/remove?ids=${a.attachId}`);
    expect(restRemoved.body.data).toBe(false);
    const still = await admin.gql<{ attachment: Attach }>(`query($id: ID!) { attachment(id: $id) { originalName } }`, {
      id: a.attachId,
    });
    expect(still.data!.attachment.originalName).toBe('租户A的文件.pdf');

    const own = await upload(
      s.url,
      PUT_ATTACH,
      { name: 'b.png', body: PNG_1PX },
      { authorization: `Bearer ${adminB.token}` },
    );
    expect((own.body.data as { name: string }).name.startsWith(`${B}/`)).toBe(true);
    const aList = await admin.gql<{ attachments: { records: { id: string }[] } }>(
      `{ attachments(page: { size: 200 }) { records { id } } }`,
    );
    expect(aList.data!.attachments.records.map((r) => r.id)).not.toContain(
      (own.body.data as { attachId: string }).attachId,
    );
  });
});

describe('direct-upload tokens', () => {
  interface Token {
    uploadUrl: string;
    method: string;
    headers: Record<string, string>;
    key: string;
    link: string;
    storage: string;
    expiresIn: number;
    expiresAt: string;
  }

  it('gives a short-lived signed URL of our own upload route for the local folder, usable once', async () => {
    const r = await admin.rest<Token>(
      'GET',
      '/api/lnjzxh-awards-mgt/lnjzxh/common/oss-sts-upload-token?fileName=photo.png',
    );
    expect(r.status).toBe(200);
    const t = r.body.data;
    expect(t).toMatchObject({
      method: 'PUT',
      storage: 'local',
      expiresIn: 600,
      headers: { 'Content-Type': 'image/png' },
      key: expect.stringMatching(KEY),
    });
    expect(t.uploadUrl).toMatch(new RegExp(`^${s.url}/files/${t.key}\\?expires=\\d+&signature=[\\w-]+$`));
    expect(t.link).toBe(`${s.url}/files/${t.key}`);

    // Change the signature's first character to another one (a fixed replacement would sometimes be the same).
    const tampered = await fetch(
      t.uploadUrl.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'x' ? 'y' : 'x'}`),
      { method: 'PUT', body: new Uint8Array(PNG_1PX) },
    );
    expect(tampered.status).toBe(403);
    const otherKey = await fetch(t.uploadUrl.replace(/\.png\?/, '.pdf?'), {
      method: 'PUT',
      body: new Uint8Array(PDF_MINI),
    });
    expect(otherKey.status).toBe(403);
    const put = await fetch(t.uploadUrl, { method: 'PUT', headers: t.headers, body: new Uint8Array(PNG_1PX) });
    expect(put.status).toBe(200);
    const again = await fetch(t.uploadUrl, { method: 'PUT', headers: t.headers, body: new Uint8Array(PNG_1PX) });
    expect(again.status).toBe(409);
    const got = await fetch(t.link);
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG_1PX)).toBe(true);

    const other = await admin.rest<Token>('GET', '/api/blade-resource/oss/endpoint/upload-token?fileName=a.png');
    const wrongContent = await fetch(other.body.data.uploadUrl, { method: 'PUT', body: new Uint8Array(HTML_PAGE) });
    expect(wrongContent.status).toBe(400);
    expect(await wrongContent.text()).toBe('文件内容与扩展名不符');
  });

  it('refuses tokens for types that may not be uploaded, and anonymous callers', async () => {
    const r = await admin.rest('GET', '/api/lnjzxh-awards-mgt/lnjzxh/common/oss-sts-upload-token?fileName=x.html');
    expect(r.body).toMatchObject({ code: 400, msg: '不支持上传该类型的文件（.html）' });
    expect(
      (await s.rest('GET', '/api/lnjzxh-awards-mgt/lnjzxh/common/oss-sts-upload-token?fileName=x.png')).status,
    ).toBe(401);
  });

  it('answers the mini-program token only when configured', async () => {
    const r = await admin.rest('GET', '/api/lnjzxh-awards-mgt/lnjzxh/common/wx-mp-token');
    expect(r.body).toMatchObject({ code: 404, success: false, msg: '未配置微信小程序' });
  });
});

describe('uploads through an enabled S3-compatible storage (in-test stub server)', () => {
  it('stores, serves and presigns through the S3 driver, without showing the bucket in links', async () => {
    const created = await admin.gql<{ submitOssConfig: { id: string } }>(
      `mutation($i: OssConfigInput!) { submitOssConfig(input: $i) { id } }`,
      {
        i: {
          category: 's3',
          ossCode: 'stub',
          endpoint: stub.url,
          bucketName: 'secret-bucket',
          accessKey: 'AKIDSTUB',
          secretKey: 'stub-secret-key',
          pathStyle: true,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.submitOssConfig.id;
    expect(
      (await admin.gql(`mutation($id: ID!) { enableOssConfig(id: $id) { status } }`, { id })).errors,
    ).toBeUndefined();
    try {
      const a = await attach('云端照片.png', PNG_1PX);
      expect(a.link).not.toContain('secret-bucket');
      const put = stub.requests.find((r) => r.method === 'PUT' && r.path === `/secret-bucket/${a.name}`)!;
      expect(put).toBeDefined();
      expect(put.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDSTUB\/\d{8}\/zhangjiakou\/s3\/aws4_request/,
      );
      expect(put.headers['content-type']).toBe('image/png');
      expect(put.bodySize).toBe(PNG_1PX.length);
      expect(stub.objects.get(`/secret-bucket/${a.name}`)!.body.equals(PNG_1PX)).toBe(true);

      const detail = await admin.gql<{ attachment: { ossId: string } }>(
        `query($id: ID!) { attachment(id: $id) { ossId } }`,
        { id: a.attachId },
      );
      expect(detail.data!.attachment.ossId).toBe(id);
      const res = await fetch(a.link);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG_1PX)).toBe(true);

      const token = await admin.rest<{ uploadUrl: string; storage: string; key: string }>(
        'GET',
        '/api/blade-resource/oss/endpoint/upload-token?fileName=scan.pdf',
      );
      expect(token.body.data.storage).toBe('s3');
      const url = new URL(token.body.data.uploadUrl);
      expect(url.origin).toBe(stub.url);
      expect(url.pathname).toBe(`/secret-bucket/${token.body.data.key}`);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      const direct = await fetch(url, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/pdf' },
        body: new Uint8Array(PDF_MINI),
      });
      expect(direct.status).toBe(200);
      expect(stub.objects.has(`/secret-bucket/${token.body.data.key}`)).toBe(true);
    } finally {
      // Back to the local folder for the other tests.
      const local = await admin.gql<{ submitOssConfig: { id: string } }>(
        `mutation { submitOssConfig(input: { category: "local", ossCode: "本地" }) { id } }`,
      );
      await admin.gql(`mutation($id: ID!) { enableOssConfig(id: $id) { id } }`, { id: local.data!.submitOssConfig.id });
    }
  });
});
