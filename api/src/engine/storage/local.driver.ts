import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { v7 as uuidv7 } from 'uuid';
import { notFound } from '../errors/domain-error.js';
import type { UrlSigner } from './signed-url.js';
import { assertObjectKey, type PresignedUrl, type Storage, type StoredObject } from './storage.js';

/**
 * Files in a local folder (STORAGE_DIR), one file per key. Writes go to a temporary file renamed into place,
 * so a reader never sees half a file. Presigned URLs point at our own `/files/<key>` route (relative; the
 * caller makes them absolute), signed for a short while by `UrlSigner`.
 */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  constructor(
    readonly root: string,
    private readonly signer: UrlSigner,
  ) {}

  pathOf(key: string): string {
    assertObjectKey(key);
    const full = path.resolve(this.root, ...key.split('/'));
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error('storage key escapes the storage folder');
    return full;
  }

  async put(key: string, body: Readable | Buffer, _options: { size: number; contentType: string }): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${uuidv7()}.part`;
    try {
      await pipeline(
        Buffer.isBuffer(body) ? Readable.from([body]) : body,
        createWriteStream(temp, { flags: 'wx', mode: 0o640 }),
      );
      await rename(temp, target);
    } catch (e) {
      await rm(temp, { force: true });
      throw e;
    }
  }

  async get(key: string): Promise<StoredObject> {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) throw notFound('文件不存在');
    return { stream: createReadStream(file), size: info.size };
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
    });
  }

  async exists(key: string): Promise<boolean> {
    return (await stat(this.pathOf(key)).catch(() => undefined))?.isFile() ?? false;
  }

  async presignUpload(key: string, options: { contentType: string; expiresIn: number }): Promise<PresignedUrl> {
    return this.presign('PUT', key, options.expiresIn, { 'Content-Type': options.contentType });
  }

  async presignDownload(key: string, options: { expiresIn: number }): Promise<PresignedUrl> {
    return this.presign('GET', key, options.expiresIn, {});
  }

  private presign(
    method: 'PUT' | 'GET',
    key: string,
    expiresIn: number,
    headers: Record<string, string>,
  ): PresignedUrl {
    assertObjectKey(key);
    const { expires, signature } = this.signer.query(method, key, expiresIn);
    return {
      url: `/files/${key}?expires=${expires}&signature=${signature}`,
      method,
      headers,
      expiresAt: new Date(expires * 1000),
    };
  }
}
