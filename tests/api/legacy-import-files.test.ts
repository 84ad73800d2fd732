import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importLegacy } from '../../api/src/modules/legacy-import/index.js';
import { openMysqlSource } from '../../api/src/modules/legacy-import/source.js';
import { LegacyImportRun } from '../../api/src/modules/legacy-import/legacy-import.entity.js';
import { createLegacyDatabase, type LegacyFixture } from '../support/bladex.js';
import { startTestServer, type TestServer } from '../support/harness.js';
import { type S3Server, startS3rver } from '../support/s3rver.js';

// The legacy attachments live in the legacy object store (bucket `bladex`, as the legacy links say); the import
// reads them straight from the bucket into this installation's storage.
let s: TestServer;
let legacy: LegacyFixture;
let s3: S3Server;
let storageDir: string;
const body = (i: number) => Buffer.from(`%PDF-1.4 材料${i}\n`);

beforeAll(async () => {
  storageDir = mkdtempSync(path.join(tmpdir(), 'zhuxie-legacy-files-'));
  [legacy, s3] = await Promise.all([createLegacyDatabase(12), startS3rver('bladex')]);
  s = await startTestServer();
  const client = new S3Client({
    endpoint: s3.url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey },
  });
  // Every file but the fourth is in the bucket.
  for (let i = 1; i <= 12; i++)
    if (i !== 4)
      await client.send(new PutObjectCommand({ Bucket: 'bladex', Key: `upload/20210315/file${i}.pdf`, Body: body(i) }));
  client.destroy();
}, 120_000);

afterAll(async () => {
  await legacy?.close();
  await s3?.stop();
  await s?.stop();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('legacy attachments from an S3 bucket', () => {
  it('copies each file from the bucket into the storage here, and reports the ones missing', async () => {
    const source = await openMysqlSource(legacy.url);
    try {
      const run = await importLegacy(s.db.orm, source, {
        operator: 'test',
        storageDir,
        filesS3: { url: 's3://bladex', endpoint: s3.url, accessKey: s3.accessKey, secretKey: s3.secretKey },
      });
      expect(run.status).toBe('completed');
      const attach = run.tables.find((t) => t.table === 'blade_attach')!;
      expect(attach).toMatchObject({ created: 11, refused: 1 });
      const report = JSON.parse(
        (await s.db.orm.em.fork().findOne(LegacyImportRun, { id: run.id }, { populate: ['report'] as never }))!.report!,
      ) as { refused: Array<{ table: string; column?: string; reason: string }> };
      expect(report.refused.filter((r) => r.table === 'blade_attach')).toEqual([
        expect.objectContaining({ column: 'link', reason: '在 s3://bladex/ 中找不到附件文件' }),
      ]);
    } finally {
      await source.close();
    }
    const rows = (await s.db.orm.em
      .fork()
      .getConnection()
      .execute(
        `select link, original_name, attach_size from blade_attach where tenant_id = '100001' order by original_name`,
      )) as Array<{ link: string; original_name: string; attach_size: number | string }>;
    expect(rows).toHaveLength(11);
    for (const row of rows) {
      expect(row.link).toMatch(/^\/files\/100001\//);
      const i = Number(/材料(\d+)/.exec(row.original_name)![1]);
      const copied = readFileSync(path.join(storageDir, ...row.link.replace(/^\/files\//, '').split('/')));
      expect(copied.equals(body(i))).toBe(true);
      expect(Number(row.attach_size)).toBe(body(i).length);
    }
  }, 180_000);
});
