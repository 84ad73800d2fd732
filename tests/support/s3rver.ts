import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { REPO_ROOT } from './process.js';

export interface S3Server {
  /** http://127.0.0.1:<port> */
  url: string;
  bucket: string;
  /** s3rver's fixed credentials (it checks SigV4 signatures against them). */
  accessKey: string;
  secretKey: string;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server in a process of its own: the `s3rver` package (objects in a temporary folder,
 * SigV4 signatures verified), started on a free port of 127.0.0.1, with `bucket` created through the AWS SDK.
 */
export async function startS3rver(bucket = 'zhuxie', timeoutMs = 30_000): Promise<S3Server> {
  const dir = mkdtempSync(path.join(tmpdir(), 'zhuxie-s3rver-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules/s3rver/bin/s3rver.js'),
      '-d',
      dir,
      '-a',
      '127.0.0.1',
      '-p',
      '0',
      '--silent',
      '--no-vhost-buckets',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start:\n${out}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /S3rver listening on [^:]+:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited before starting:\n${out}`));
    });
  });
  const server: S3Server = {
    url: `http://127.0.0.1:${port}`,
    bucket,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const client = new S3Client({
    endpoint: server.url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKey, secretAccessKey: server.secretKey },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (e) {
    await server.stop();
    throw e;
  } finally {
    client.destroy();
  }
  return server;
}
