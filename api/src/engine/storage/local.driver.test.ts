import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStorage } from './local.driver.js';
import { UrlSigner } from './signed-url.js';
import { buildObjectKey } from './storage.js';

const root = mkdtempSync(path.join(tmpdir(), 'zhuxie-local-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = new LocalStorage(root, new UrlSigner('s'.repeat(32)));

describe('local storage driver', () => {
  it('puts (stream or buffer), reads, checks and deletes by key', async () => {
    const key = buildObjectKey('000000', 'txt');
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Readable.from([Buffer.from('第一'), Buffer.from('部分')]), {
      size: 12,
      contentType: 'text/plain',
    });
    expect(await storage.exists(key)).toBe(true);
    const got = await storage.get(key);
    expect(got.size).toBe(12);
    expect(await text(got.stream)).toBe('第一部分');
    await storage.put(key, Buffer.from('replaced'), { size: 8, contentType: 'text/plain' });
    expect(await text((await storage.get(key)).stream)).toBe('replaced');
    // No temporary files are left next to the object.
    expect(readdirSync(path.dirname(storage.pathOf(key)))).toEqual([path.basename(key)]);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toThrow('文件不存在');
  });

  it('never leaves the storage folder', () => {
    expect(() => storage.pathOf('../../etc/passwd')).toThrow('文件路径不正确');
    expect(() => storage.pathOf('000000/20260101/../../../x.png')).toThrow('文件路径不正确');
  });

  it('presigns our own /files route for uploads', async () => {
    const key = buildObjectKey('000000', 'png');
    const signed = await storage.presignUpload(key, { contentType: 'image/png', expiresIn: 60 });
    expect(signed).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/png' } });
    expect(signed.url).toMatch(new RegExp(`^/files/${key}\\?expires=\\d+&signature=[\\w-]{43}$`));
    expect(signed.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});
