/**
 * npm run import:legacy -- --from mysql://user:password@host:3306/db [--mapping file.yaml] [--dry-run] [--resume]
 * npm run import:legacy -- --from data.xlsx [--tenant 100001] (a filled-in template) | --template template.xlsx
 *   [--report file.json] [--files-dir folder | --files-s3 s3://bucket[/prefix] [--s3-endpoint url] [--s3-region r]]
 *   [--tenant 000000] [--batch-size 200]
 * Brings an association's data over from its legacy BladeX system into the configured database (DATABASE_URL or
 * the embedded PGlite in DATA_DIR). See docs/legacy-import.md.
 */
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { dbSettingsOf, describeDatabase, openDatabase } from '../db/database.js';
import { Tenant } from '../engine/tenancy/tenant.entity.js';
import type { ProgressEvent } from '../modules/legacy-import/importer.js';
import { ImportInterrupted, importLegacy } from '../modules/legacy-import/index.js';
import { loadMapping } from '../modules/legacy-import/mapping.js';
import { parseS3Url } from '../modules/legacy-import/legacy-files.js';
import { openMysqlSource } from '../modules/legacy-import/source.js';
import { openWorkbookSource, templateWorkbook } from '../modules/legacy-import/workbook.js';

const USAGE = `用法: npm run import:legacy -- --from mysql://用户:密码@主机:3306/数据库 [--mapping 映射.yaml] [--dry-run] [--resume]
       npm run import:legacy -- --from 数据.xlsx [--tenant 租户编号] [--dry-run]    （填好的 Excel 模板）
       npm run import:legacy -- --template 模板.xlsx                              （写出 Excel 模板）
        [--report 报告.json] [--files-dir 附件目录 | --files-s3 s3://存储桶[/前缀] [--s3-endpoint 地址] [--s3-region 区域]]
        [--tenant 000000] [--batch-size 200]
  --files-s3 的密钥取自环境变量 LEGACY_S3_ACCESS_KEY、LEGACY_S3_SECRET_KEY（或 AWS SDK 的默认方式）`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        from: { type: 'string' },
        mapping: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        resume: { type: 'boolean', default: false },
        report: { type: 'string' },
        template: { type: 'string' },
        'files-dir': { type: 'string' },
        'files-s3': { type: 'string' },
        's3-endpoint': { type: 'string' },
        's3-region': { type: 'string' },
        tenant: { type: 'string' },
        'batch-size': { type: 'string' },
        'stop-after': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
})();

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const cwd = process.env.INIT_CWD || process.cwd();
if (values.template) {
  const file = path.resolve(cwd, values.template);
  await writeFile(file, await templateWorkbook());
  console.log(`Excel 模板: ${file}（填好后用 --from ${path.basename(file)} 导入）`);
  process.exit(0);
}
if (!values.from) fail(`缺少 --from\n${USAGE}`);
const fromWorkbook = /\.xlsx$/i.test(values.from);
if (fromWorkbook && values.mapping) fail('从 Excel 工作簿导入时不用 --mapping（表与列按模板对应）');
if (values['files-dir'] && values['files-s3']) fail(`--files-dir 与 --files-s3 只能选一个\n${USAGE}`);
if (values['files-s3']) {
  try {
    parseS3Url(values['files-s3']);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
const positive = (name: string, text: string | undefined) => {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < 1) fail(`--${name} 应为正整数`);
  return Number(text);
};
const batchSize = positive('batch-size', values['batch-size']);
const stopAfter = positive('stop-after', values['stop-after']);
const mapping = values.mapping
  ? await loadMapping(path.resolve(cwd, values.mapping)).catch((e: unknown) =>
      fail(e instanceof Error ? e.message : String(e)),
    )
  : undefined;

const config = loadConfig();
const settings = dbSettingsOf(config);
const workbook = fromWorkbook
  ? await openWorkbookSource(path.resolve(cwd, values.from)).catch((e: unknown) =>
      fail(`无法读取工作簿: ${e instanceof Error ? e.message : String(e)}`),
    )
  : undefined;
const source =
  workbook?.source ??
  (await openMysqlSource(values.from).catch((e: unknown) =>
    fail(`无法连接旧系统数据库: ${e instanceof Error ? e.message : String(e)}`),
  ));
const orm = await openDatabase(settings);
const abort = new AbortController();
process.on('SIGINT', () => {
  if (abort.signal.aborted) process.exit(130);
  abort.abort();
  process.stderr.write('\n正在中断：当前记录完成后停止（再按一次 Ctrl+C 立即退出）\n');
});

const tty = process.stdout.isTTY;
let lastLine = 0;
let lastTable = '';
const seconds = (s: number | undefined) =>
  s === undefined ? '?' : s >= 60 ? `${Math.floor(s / 60)} 分 ${s % 60} 秒` : `${s} 秒`;
function progress(e: ProgressEvent): void {
  const pct = e.total ? Math.floor((e.done / e.total) * 100) : 100;
  const c = e.counts;
  const line = `${e.table.padEnd(24)} ${String(e.done).padStart(7)}/${String(e.total).padEnd(7)} ${String(pct).padStart(3)}%  ${e.rowsPerSecond} 行/秒  剩余 ${seconds(e.secondsLeft)}  新增 ${c.created} 更新 ${c.updated} 未变 ${c.unchanged} 拒绝 ${c.refused}`;
  if (tty) {
    if (lastTable && lastTable !== e.table) process.stdout.write('\n');
    process.stdout.write(`\r${line}\x1b[K`);
  } else if (e.done === e.total || Date.now() - lastLine > 2000 || lastTable !== e.table) {
    console.log(line);
    lastLine = Date.now();
  }
  lastTable = e.table;
}

let exitCode = 0;
try {
  if (!(await orm.em.fork().count(Tenant, {}, { filters: false })))
    fail('数据库还没有基础数据：请先运行一次 npm start（或 npm run db:seed）');
  console.log(
    `从 ${source.description} 导入到 ${describeDatabase(settings)}${values['dry-run'] ? '（演练：不写入）' : ''}`,
  );
  const started = Date.now();
  let runId: string;
  try {
    const run = await importLegacy(orm, source, {
      dryRun: values['dry-run'],
      resume: values.resume,
      operator: os.userInfo().username || 'cli',
      mapping: workbook?.mapping ?? mapping,
      mappingFile: values.mapping ? path.basename(values.mapping) : undefined,
      filesDir: values['files-dir'] ? path.resolve(cwd, values['files-dir']) : undefined,
      // Credentials: LEGACY_S3_ACCESS_KEY and LEGACY_S3_SECRET_KEY, else the AWS SDK's own chain (AWS_ACCESS_KEY_ID …).
      filesS3: values['files-s3']
        ? {
            url: values['files-s3'],
            endpoint: values['s3-endpoint'],
            region: values['s3-region'],
            accessKey: process.env.LEGACY_S3_ACCESS_KEY,
            secretKey: process.env.LEGACY_S3_SECRET_KEY,
          }
        : undefined,
      storageDir: config.storage.dir,
      defaultTenant: values.tenant,
      batchSize,
      stopAfter,
      signal: abort.signal,
      progress,
    });
    runId = run.id;
  } catch (error) {
    if (!(error instanceof ImportInterrupted)) throw error;
    runId = error.runId;
    exitCode = 3;
  }
  if (tty) process.stdout.write('\n');
  const { LegacyImportRun } = await import('../modules/legacy-import/legacy-import.entity.js');
  const run = (await orm.em.fork().findOne(LegacyImportRun, { id: runId }, { populate: ['report'] as never }))!;
  const reportFile = path.resolve(cwd, values.report ?? `legacy-import-${run.id}.json`);
  await writeFile(reportFile, JSON.stringify(JSON.parse(run.report ?? '{}'), null, 2));
  console.log(
    `${run.status === 'interrupted' ? '已中断（用 --resume 继续）' : run.status === 'completed' ? '完成' : run.status}: 读取 ${run.readCount} 行，新增 ${run.createdCount}，更新 ${run.updatedCount}，未变 ${run.unchangedCount}，拒绝 ${run.refusedCount}；` +
      `用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒，${run.rowsPerSecond} 行/秒`,
  );
  console.log(`报告: ${reportFile}`);
} catch (error) {
  if (tty) process.stdout.write('\n');
  console.error(`导入失败: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await source.close();
  await orm.close(true);
}
process.exit(exitCode);
