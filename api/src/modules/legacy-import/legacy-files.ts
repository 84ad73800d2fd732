import { createWriteStream } from 'node:fs';
import { copyFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** Where the files of the legacy attachments are: a local folder or an S3 bucket (the legacy object store). */
export interface LegacyFiles {
  readonly description: string;
  /** The first candidate (a path relative to the folder or bucket prefix) that names a file. */
  find(candidates: string[]): Promise<string | undefined>;
  /** Copies a found file to a local path; answers its size in bytes. */
  copyTo(found: string, target: string): Promise<number>;
  close(): void;
}

/** A local folder that the legacy links point into (a candidate may not leave it). */
export function localFiles(dir: string): LegacyFiles {
  const root = path.resolve(dir);
  return {
    description: root,
    async find(candidates) {
      for (const candidate of candidates) {
        const full = path.resolve(root, candidate);
        if (!full.startsWith(root + path.sep)) continue;
        if (
          await stat(full).then(
            (s) => s.isFile(),
            () => false,
          )
        )
          return full;
      }
      return undefined;
    },
    async copyTo(found, target) {
      await copyFile(found, target);
      return (await stat(target)).size;
    },
    close() {},
  };
}

export interface S3FilesOptions {
  /** `s3://bucket[/prefix]` */
  url: string;
  /** An S3-compatible endpoint (MinIO, OSS …; path-style addressing); absent: AWS. */
  endpoint?: string;
  region?: string;
  /** Absent: the AWS SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile …). */
  accessKey?: string;
  secretKey?: string;
}

/** Parses `s3://bucket[/prefix]`; throws a message naming what is wrong. */
export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url.trim());
  if (!m) throw new Error(`--files-s3 应为 s3://存储桶[/前缀] 形式，而不是 ${url}`);
  const prefix = (m[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: m[1]!, prefix: prefix ? `${prefix}/` : '' };
}

const isMissing = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata?.httpStatusCode === 404;
};

/** The legacy object store: files are read straight from the bucket (no copy of the bucket needed first). */
export function s3Files(options: S3FilesOptions): LegacyFiles {
  const { bucket, prefix } = parseS3Url(options.url);
  const client = new S3Client({
    endpoint: options.endpoint || undefined,
    forcePathStyle: Boolean(options.endpoint),
    region: options.region || 'us-east-1',
    credentials:
      options.accessKey && options.secretKey
        ? { accessKeyId: options.accessKey, secretAccessKey: options.secretKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
  return {
    description: `s3://${bucket}/${prefix}`,
    async find(candidates) {
      for (const candidate of candidates) {
        const key = `${prefix}${candidate.replace(/^\/+/, '')}`;
        if (!candidate || key.split('/').includes('..')) continue;
        try {
          await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
          return key;
        } catch (e) {
          if (!isMissing(e)) throw e;
        }
      }
      return undefined;
    },
    async copyTo(found, target) {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: found }));
      if (!out.Body) throw new Error(`s3://${bucket}/${found} 没有内容`);
      const body = out.Body instanceof Readable ? out.Body : Readable.fromWeb(out.Body.transformToWebStream() as never);
      await pipeline(body, createWriteStream(target));
      return (await stat(target)).size;
    },
    close() {
      client.destroy();
    },
  };
}
