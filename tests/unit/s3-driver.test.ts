import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../api/src/engine/storage/s3.driver.js';
import { buildObjectKey } from '../../api/src/engine/storage/storage.js';
import { type S3Stub, startS3Stub } from '../support/s3-stub.js';

/**
 * The S3 driver against an in-process S3 look-alike (no S3 server on this machine): what the SDK sends (SigV4
 * headers, path-style URLs, content type and length) and how answers are read. Signatures are not verified by
 * the stub; real-store behaviour (bucket policies, multipart, virtual-host addressing) is not exercised here.
 */
let stub: S3Stub;
let storage: S3Storage;
beforeAll(async () => {
  stub = await startS3Stub();
  storage = new S3Storage({
    endpoint: stub.url,
    region: 'zhangjiakou',
    bucket: 'assoc',
    accessKey: 'AKID',
    secretKey: 'secret',
    pathStyle: true,
  });
});
afterAll(async () => {
  storage?.client.destroy();
  await stub?.close();
});

describe('S3 storage driver', () => {
  it('puts a stream with its length and type, signed with SigV4, path-style', async () => {
    const key = buildObjectKey('000000', 'txt');
    await storage.put(key, Readable.from([Buffer.from('hello '), Buffer.from('s3')]), {
      size: 8,
      contentType: 'text/plain; charset=utf-8',
    });
    const req = stub.requests.at(-1)!;
    expect(req).toMatchObject({ method: 'PUT', path: `/assoc/${key}`, bodySize: 8 });
    expect(req.headers['content-length']).toBe('8');
    expect(req.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(req.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/zhangjiakou\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(req.headers['x-amz-content-sha256']).toBeDefined();

    const got = await storage.get(key);
    expect(got.size).toBe(8);
    expect(await text(got.stream)).toBe('hello s3');
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(stub.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/assoc/${key}` });
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toThrow('文件不存在');
  });

  it('presigns uploads and downloads (with a safe download name)', async () => {
    const key = buildObjectKey('000000', 'pdf');
    const up = await storage.presignUpload(key, { contentType: 'application/pdf', expiresIn: 300 });
    const url = new URL(up.url);
    expect(url.origin + url.pathname).toBe(`${stub.url}/assoc/${key}`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKID\/\d{8}\/zhangjiakou\/s3\/aws4_request$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect((await fetch(up.url, { method: 'PUT', headers: up.headers, body: '%PDF-1.4' })).status).toBe(200);

    const down = await storage.presignDownload(key, { expiresIn: 60, fileName: '申报表.pdf' });
    const durl = new URL(down.url);
    expect(durl.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%E7%94%B3%E6%8A%A5%E8%A1%A8.pdf`,
    );
    const res = await fetch(down.url);
    expect(await res.text()).toBe('%PDF-1.4');
  });

  it('refuses keys it did not build', async () => {
    await expect(storage.put('../x', Buffer.from('x'), { size: 1, contentType: 'text/plain' })).rejects.toThrow(
      '文件路径不正确',
    );
  });
});
