import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/core';
import busboy from 'busboy';
import type { Request } from 'express';
import { v7 as uuidv7 } from 'uuid';
import { badInput, DomainError } from '../errors/domain-error.js';
import type { Logger } from '../log/logger.js';
import { Attach } from './attach.entity.js';
import { LocalStorage } from './local.driver.js';
import { TENANT_FILTER } from '../../db/filters.js';
import { OssConfig } from './oss.entity.js';
import { S3Storage } from './s3.driver.js';
import { UrlSigner } from './signed-url.js';
import { buildObjectKey, safeFileName, type Storage } from './storage.js';
import { checkUpload } from './upload-check.js';

export interface FileSettings {
  /** Local storage folder (STORAGE_DIR); also holds `.incoming/` for uploads being received. */
  dir: string;
  /** Largest accepted file (UPLOAD_MAX_BYTES). */
  maxBytes: number;
  /** Server secret the signed upload URLs of the local driver derive their key from. */
  secret: string;
}

/** A file received, checked and stored. */
export interface StoredFile {
  key: string;
  originalName: string;
  extension: string;
  contentType: string;
  size: number;
  /** The storage configuration used; undefined for the local folder. */
  ossId?: string;
}

export const tooLarge = (maxBytes: number) =>
  new DomainError('PAYLOAD_TOO_LARGE', `文件大小不能超过 ${formatSize(maxBytes)}`);

export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

/** Browsers send a quote in a multipart file name as %22 (HTML form encoding); show it as the quote it was. */
function formFileName(name: string | undefined): string | undefined {
  return name?.replace(/%22/g, '"');
}

/** A file part written to a temporary file. */
interface Received {
  temp: string;
  size: number;
  originalName: string;
}

/**
 * Uploads and storage selection. Uploads stream to a temporary file (never held in memory), are checked (size,
 * extension and content) and only then copied to the tenant's storage under a server-built key. The storage of
 * a tenant is its enabled storage configuration, or the local folder when none is enabled.
 */
export class FileService {
  readonly local: LocalStorage;
  readonly signer: UrlSigner;
  private readonly s3 = new Map<string, { version: number; storage: S3Storage }>();

  constructor(
    readonly settings: FileSettings,
    private readonly log: Logger,
  ) {
    this.signer = new UrlSigner(settings.secret);
    this.local = new LocalStorage(settings.dir, this.signer);
  }

  /** The driver of a storage configuration (undefined: the local folder). */
  driverOf(config: OssConfig | null | undefined): Storage {
    if (!config || config.category === 'local') return this.local;
    const cached = this.s3.get(config.id);
    if (cached && cached.version === config.version) return cached.storage;
    if (!config.bucketName || !config.accessKey || !config.secretKey)
      throw badInput('存储配置不完整：需要存储桶、AccessKey 和 SecretKey');
    const storage = new S3Storage({
      endpoint: config.endpoint,
      region: config.region,
      bucket: config.bucketName,
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      pathStyle: config.pathStyle,
    });
    this.s3.set(config.id, { version: config.version, storage });
    return storage;
  }

  /** The enabled storage of the request's tenant (the tenant filter of `em` scopes the lookup). */
  async storageFor(em: EntityManager): Promise<{ storage: Storage; ossId?: string }> {
    const config = await em.findOne(OssConfig, { status: 1 });
    return { storage: this.driverOf(config), ossId: config && config.category !== 'local' ? config.id : undefined };
  }

  /**
   * Where a key is stored, for serving `/files/<key>` without a signed-in user: the storage configuration
   * recorded on its attachment, else the key's tenant's enabled configuration, else the local folder.
   */
  async storageOfKey(em: EntityManager, key: string): Promise<{ storage: Storage; attach?: Attach }> {
    const attach = (await em.findOne(Attach, { name: key }, { filters: false })) ?? undefined;
    const tenantId = key.split('/')[0]!;
    const config = attach
      ? attach.ossId
        ? await em.findOne(OssConfig, { id: attach.ossId }, { filters: false })
        : undefined
      : await em.findOne(OssConfig, { tenantId, status: 1, isDeleted: 0 }, { filters: false });
    return { storage: this.driverOf(config), attach };
  }

  /**
   * The bytes of a stored object (e.g. an image a generated document draws), wherever its tenant stores it;
   * refuses an object larger than `maxBytes` (default: the upload limit) instead of holding it in memory.
   */
  async readBytes(em: EntityManager, key: string, maxBytes = this.settings.maxBytes): Promise<Uint8Array> {
    const { storage } = await this.storageOfKey(em, key);
    const object = await storage.get(key);
    if (object.size != null && object.size > maxBytes) {
      object.stream.destroy();
      throw tooLarge(maxBytes);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of object.stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        object.stream.destroy();
        throw tooLarge(maxBytes);
      }
      chunks.push(chunk);
    }
    return new Uint8Array(Buffer.concat(chunks));
  }

  /** Receives the multipart field `file` of a request, checks it and stores it for `tenantId`. */
  async receive(req: Request, em: EntityManager, tenantId: string): Promise<StoredFile> {
    const received = await this.receiveToTemp(req);
    try {
      return await this.storeChecked(received, await this.storageFor(em), tenantId);
    } finally {
      await rm(received.temp, { force: true });
    }
  }

  /** Stores a request body (a signed direct upload to an already chosen key); its content must match the key. */
  async receiveRaw(req: Readable, storage: Storage, key: string): Promise<StoredFile> {
    const received = await this.spool(req, key.split('/').pop()!);
    try {
      const checked = await checkUpload(received.temp, key);
      await storage.put(key, createReadStream(received.temp), {
        size: received.size,
        contentType: checked.contentType,
      });
      return {
        key,
        originalName: received.originalName,
        extension: checked.extension,
        contentType: checked.contentType,
        size: received.size,
      };
    } finally {
      await rm(received.temp, { force: true });
    }
  }

  /**
   * Stores bytes the server made itself (demo data) exactly as an upload of them would be: through a temporary
   * file, the same checks, the tenant's storage and a server-built key.
   */
  async storeBytes(em: EntityManager, tenantId: string, fileName: string, bytes: Uint8Array): Promise<StoredFile> {
    const temp = await this.tempFile();
    try {
      await writeFile(temp, bytes);
      const config = await em.findOne(OssConfig, { status: 1 }, { filters: { [TENANT_FILTER]: { tenantId } } });
      const target = {
        storage: this.driverOf(config),
        ossId: config && config.category !== 'local' ? config.id : undefined,
      };
      return await this.storeChecked({ temp, size: bytes.byteLength, originalName: fileName }, target, tenantId);
    } finally {
      await rm(temp, { force: true });
    }
  }

  private async storeChecked(
    received: Received,
    { storage, ossId }: { storage: Storage; ossId?: string },
    tenantId: string,
  ): Promise<StoredFile> {
    const checked = await checkUpload(received.temp, received.originalName);
    const key = buildObjectKey(tenantId, checked.extension);
    await storage.put(key, createReadStream(received.temp), { size: received.size, contentType: checked.contentType });
    this.log.info({ key, size: received.size, storage: storage.kind }, 'file stored');
    return {
      key,
      originalName: received.originalName,
      extension: checked.extension,
      contentType: checked.contentType,
      size: received.size,
      ossId,
    };
  }

  private async tempFile(): Promise<string> {
    const dir = path.join(this.settings.dir, '.incoming');
    await mkdir(dir, { recursive: true });
    return path.join(dir, `${uuidv7()}.part`);
  }

  /** Writes a raw body to a temporary file, refusing it past the size limit. */
  private async spool(body: Readable, originalName: string): Promise<Received> {
    const temp = await this.tempFile();
    let size = 0;
    const max = this.settings.maxBytes;
    try {
      await pipeline(
        body,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > max) throw tooLarge(max);
            yield chunk;
          }
        },
        createWriteStream(temp),
      );
    } catch (e) {
      await rm(temp, { force: true });
      throw e;
    }
    return { temp, size, originalName };
  }

  /** Parses multipart/form-data with busboy; the `file` part streams to a temporary file. */
  private receiveToTemp(req: Request): Promise<Received> {
    const max = this.settings.maxBytes;
    return new Promise<Received>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          defParamCharset: 'utf8',
          limits: { fileSize: max, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30 },
        });
      } catch {
        reject(badInput('请使用 multipart/form-data 上传文件（字段 file）'));
        return;
      }
      let pending: Promise<Received & { truncated: boolean }> | undefined;
      parser.on('file', (field, stream, info) => {
        if (field !== 'file' || pending) {
          stream.resume();
          return;
        }
        pending = (async () => {
          const temp = await this.tempFile();
          let size = 0;
          stream.on('data', (chunk: Buffer) => (size += chunk.length));
          try {
            await pipeline(stream, createWriteStream(temp));
          } catch (e) {
            await rm(temp, { force: true });
            throw e;
          }
          return {
            temp,
            size,
            originalName: safeFileName(formFileName(info.filename)),
            truncated: stream.truncated === true,
          };
        })();
        pending.catch(() => undefined);
      });
      parser.on('error', (e) => {
        req.unpipe(parser);
        void pending?.then((r) => rm(r.temp, { force: true })).catch(() => undefined);
        reject(e instanceof DomainError ? e : badInput('上传的数据不完整'));
      });
      parser.on('close', () => {
        if (!pending) return reject(badInput('请选择要上传的文件'));
        void pending.then(async (r) => {
          if (r.truncated) {
            await rm(r.temp, { force: true });
            return reject(tooLarge(max));
          }
          if (r.size === 0) {
            await rm(r.temp, { force: true });
            return reject(badInput('不能上传空文件'));
          }
          resolve(r);
        }, reject);
      });
      req.pipe(parser);
    });
  }
}
