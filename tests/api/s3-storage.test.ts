import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../api/src/engine/storage/s3.driver.js';
import { buildObjectKey } from '../../api/src/engine/storage/storage.js';
import { PDF_MINI } from '../support/files.js';
import { type S3Server, startS3rver } from '../support/s3rver.js';

/**
 * The product's S3 driver (api/src/engine/storage/s3.driver.ts) against a real S3-compatible server process
 * (s3rver): upload, download, existence, presigned upload and download URLs a browser would use, delete. The
 * stub-based unit test (tests/unit/s3-driver.test.ts) checks what the SDK signs; this one checks that a real
 * store's request parsing, bucket and object handling accept it. s3rver checks the access key id but does not
 * verify SigV4 signatures, so signature mistakes would not show here.
 */
let s3: S3Server;
let storage: S3Storage;
beforeAll(async () => {
  s3 = await startS3rver('zhuxie-files');
  storage = new S3Storage({
    endpoint: s3.url,
    region: 'us-east-1',
    bucket: s3.bucket,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    pathStyle: true,
  });
});
afterAll(async () => {
  storage?.client.destroy();
  await s3?.stop();
});

describe('S3 driver against a real S3-compatible server (s3rver)', () => {
  it('uploads a stream, downloads it, tells whether it exists, deletes it', async () => {
    const key = buildObjectKey('000000', 'txt');
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Readable.from([Buffer.from('你好，'), Buffer.from('对象存储')]), {
      size: Buffer.byteLength('你好，对象存储'),
      contentType: 'text/plain; charset=utf-8',
    });
    expect(await storage.exists(key)).toBe(true);
    const got = await storage.get(key);
    expect(got.size).toBe(Buffer.byteLength('你好，对象存储'));
    expect(await text(got.stream)).toBe('你好，对象存储');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toThrow('文件不存在');
  });

  it('presigns an upload a browser can PUT and a download it can GET, with the download name', async () => {
    const key = buildObjectKey('000000', 'pdf');
    const up = await storage.presignUpload(key, { contentType: 'application/pdf', expiresIn: 300 });
    expect(up.url.startsWith(`${s3.url}/${s3.bucket}/`)).toBe(true);
    const put = await fetch(up.url, { method: 'PUT', headers: up.headers, body: new Uint8Array(PDF_MINI) });
    expect(put.status).toBe(200);
    const down = await storage.presignDownload(key, { expiresIn: 60, fileName: '申报表.pdf' });
    const res = await fetch(down.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%E7%94%B3%E6%8A%A5%E8%A1%A8.pdf`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF_MINI)).toBe(true);
    await storage.delete(key);
    expect((await fetch(down.url)).status).toBe(404);
  });

  it('is refused by the server with an unknown access key, and reports a missing bucket', async () => {
    const wrong = new S3Storage({
      endpoint: s3.url,
      region: 'us-east-1',
      bucket: s3.bucket,
      accessKey: 'NOT-A-KEY',
      secretKey: s3.secretKey,
      pathStyle: true,
    });
    const noBucket = new S3Storage({
      endpoint: s3.url,
      region: 'us-east-1',
      bucket: 'no-such-bucket',
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      pathStyle: true,
    });
    try {
      await expect(
        wrong.put(buildObjectKey('000000', 'txt'), Buffer.from('x'), { size: 1, contentType: 'text/plain' }),
      ).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
      await expect(
        noBucket.put(buildObjectKey('000000', 'txt'), Buffer.from('x'), { size: 1, contentType: 'text/plain' }),
      ).rejects.toMatchObject({ name: 'NoSuchBucket' });
    } finally {
      wrong.client.destroy();
      noBucket.client.destroy();
    }
  });
});
