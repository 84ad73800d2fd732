import type { MikroORM } from '@mikro-orm/core';
import { requirePlatformAdmin } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { type Page, type PageRequest, pageOf } from '../../engine/crud/paging.js';
import { notFound } from '../../engine/errors/domain-error.js';
import { businessSteps } from './business.js';
import { localFiles, type S3FilesOptions, s3Files } from './legacy-files.js';
import { type ImportOptions, type ImportReport, runImport } from './importer.js';
import { LegacyImportRun } from './legacy-import.entity.js';
import { platformSteps } from './platform.js';
import type { LegacySource } from './source.js';
import { findPage } from '../../engine/crud/find-page.js';

/** Permission code of the import runs screen (administrative tenant only). */
export const LEGACY_IMPORT_CODE = 'legacy_import';

/** Imports a legacy BladeX database: the platform tables, then the business tables of the mapping. */
export async function importLegacy(
  orm: MikroORM,
  source: LegacySource,
  options: ImportOptions & { storageDir?: string; filesS3?: S3FilesOptions },
): Promise<LegacyImportRun> {
  const files = options.filesS3
    ? s3Files(options.filesS3)
    : options.filesDir
      ? localFiles(options.filesDir)
      : undefined;
  try {
    const steps = [
      ...(source.platform === false
        ? []
        : platformSteps({ menus: options.mapping?.menus, files, storageDir: options.storageDir })),
      ...businessSteps(options.mapping?.tables ?? []),
    ];
    return await runImport(orm, source, steps, options);
  } finally {
    files?.close();
  }
}

/** Refused rows as CSV (Excel opens it: UTF-8 with a byte-order mark). */
export function refusedCsv(report: ImportReport): string {
  const cell = (v: unknown) => {
    const t = v === undefined || v === null ? '' : String(v);
    return /[",\n\r]/.test(t) ? `"${t.replaceAll('"', '""')}"` : t;
  };
  const lines = [['表', '旧系统编号', '列', '原因'].join(',')];
  for (const r of report.refused) lines.push([r.table, r.legacyId, r.column, r.reason].map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The runs for the staff screen (newest first) and their reports. */
export class LegacyImportService {
  async page(ctx: RequestContext, req: PageRequest): Promise<Page<LegacyImportRun>> {
    requirePlatformAdmin(ctx, LEGACY_IMPORT_CODE);
    const [records, total] = await findPage(
      ctx.em,
      LegacyImportRun,
      {},
      { orderBy: { startedAt: 'desc', id: 'desc' }, limit: req.size, offset: (req.current - 1) * req.size },
    );
    return pageOf(records, total, req);
  }

  async detail(ctx: RequestContext, id: string): Promise<LegacyImportRun> {
    requirePlatformAdmin(ctx, LEGACY_IMPORT_CODE);
    const run = await ctx.em.findOne(LegacyImportRun, { id });
    if (!run) throw notFound('导入记录不存在');
    return run;
  }

  async report(ctx: RequestContext, id: string): Promise<{ run: LegacyImportRun; report: ImportReport }> {
    requirePlatformAdmin(ctx, LEGACY_IMPORT_CODE);
    const run = await ctx.em.findOne(LegacyImportRun, { id }, { populate: ['report'] as never });
    if (!run) throw notFound('导入记录不存在');
    if (!run.report) throw notFound('该导入没有报告');
    return { run, report: JSON.parse(run.report) as ImportReport };
  }
}

export const legacyImportService = new LegacyImportService();
