import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import { notFound } from '../errors/domain-error.js';
import { assertObjectKey, contentDisposition, type PresignedUrl, type Storage, type StoredObject } from './storage.js';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  /** Path-style addressing (`endpoint/bucket/key`), as MinIO and many S3-compatible stores want. */
  pathStyle: boolean;
}

const isMissing = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible object store (AWS S3, Aliyun OSS, MinIO ...) through AWS SDK v3. Checksums are computed
 * only when an operation requires them, because several S3-compatible stores refuse the SDK's default
 * trailing checksums.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint || undefined,
      region: settings.region,
      forcePathStyle: settings.pathStyle,
      credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
  }

  async put(key: string, body: Readable | Buffer, options: { size: number; contentType: string }): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: assertObjectKey(key),
        Body: body,
        ContentLength: options.size,
        ContentType: options.contentType,
      }),
    );
  }

  async get(key: string): Promise<StoredObject> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: assertObjectKey(key) }),
      );
      const body = out.Body;
      if (!body) throw notFound('文件不存在');
      return {
        stream: body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never),
        size: out.ContentLength,
      };
    } catch (e) {
      if (isMissing(e)) throw notFound('文件不存在');
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: assertObjectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: assertObjectKey(key) }));
      return true;
    } catch (e) {
      if (isMissing(e)) return false;
      throw e;
    }
  }

  async presignUpload(key: string, options: { contentType: string; expiresIn: number }): Promise<PresignedUrl> {
    const command = new PutObjectCommand({
      Bucket: this.settings.bucket,
      Key: assertObjectKey(key),
      ContentType: options.contentType,
    });
    const url = await getSignedUrl(this.client, command, { expiresIn: options.expiresIn });
    return {
      url,
      method: 'PUT',
      headers: { 'Content-Type': options.contentType },
      expiresAt: new Date(Date.now() + options.expiresIn * 1000),
    };
  }

  async presignDownload(key: string, options: { expiresIn: number; fileName?: string }): Promise<PresignedUrl> {
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: assertObjectKey(key),
      ...(options.fileName ? { ResponseContentDisposition: contentDisposition('attachment', options.fileName) } : {}),
    });
    const url = await getSignedUrl(this.client, command, { expiresIn: options.expiresIn });
    return { url, method: 'GET', headers: {}, expiresAt: new Date(Date.now() + options.expiresIn * 1000) };
  }
}
