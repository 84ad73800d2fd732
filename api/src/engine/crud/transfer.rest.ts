import type { Request } from 'express';
import { ALLOWED_UPLOADS } from '../storage/upload-check.js';
import type { BaseEntity } from '../../db/base.entity.js';
import { requirePermission } from '../access/permissions.js';
import { sendFailure, sendOk } from '../rest/envelope.js';
import { filterQueryDoc } from '../rest/filters.js';
import { queryText } from '../rest/query.js';
import { type RestAccess, route } from '../rest/route.js';
import type { RestDeps } from '../rest/types.js';
import type { CrudService, SubmitInput } from './crud.service.js';
import {
  EXPORT_MAX_ROWS,
  type ExportDefinition,
  exportBatches,
  startXlsxDownload,
  streamXlsx,
  templateWorkbook,
} from './export.js';
import { IMPORT_MESSAGES, type ImportDefinition, readSheet, readUpload, runImport } from './import.js';

/** Button code of a resource's export (`user` -> `user_export`) and import (`user_import`). */
export const exportCode = (viewCode: string) => `${viewCode}_export`;
export const importCode = (viewCode: string) => `${viewCode}_import`;

export interface ExportRouteOptions<E extends BaseEntity, I extends SubmitInput, F extends object, L = undefined> {
  /** Paths answering the download (`/blade-system/user/export`, legacy aliases ...). */
  paths: string[];
  access: RestAccess;
  /** Also required (checked in the handler), e.g. the resource's view code. */
  alsoRequire?: string[];
  service: CrudService<E, I, F>;
  /** The list's filter from the query string (the same function the list route uses). */
  filter: (req: Request) => F;
  definition: ExportDefinition<E, L>;
}

/** The content type of an exported workbook (.xlsx). */
export const XLSX_TYPE = ALLOWED_UPLOADS.xlsx!.contentType;

/** GET download of a resource's filtered list as .xlsx (same filter, data scope and order as the list). */
export function exportRoutes<E extends BaseEntity, I extends SubmitInput, F extends object, L = undefined>(
  deps: RestDeps,
  o: ExportRouteOptions<E, I, F, L>,
): void {
  for (const path of o.paths) {
    route(
      deps,
      'GET',
      path,
      o.access,
      async (req, res, ctx) => {
        if (o.alsoRequire?.length) requirePermission(ctx, ...o.alsoRequire);
        const { batches } = await exportBatches(ctx, o.service, o.filter(req), o.definition.maxRows ?? EXPORT_MAX_ROWS);
        await streamXlsx(ctx, res, o.definition, batches);
      },
      { file: XLSX_TYPE, query: filterQueryDoc(o.filter) },
    );
  }
}

export interface ImportRouteOptions<I extends SubmitInput> {
  /** POST paths taking the multipart upload (field `file`; `isCovered` 1/true in the query or a form field). */
  importPaths: string[];
  /** GET paths of the header-only template. */
  templatePaths: string[];
  access: RestAccess;
  definition: ImportDefinition<I>;
}

const truthy = (v: string | undefined) => v === '1' || v === 'true';

/**
 * POST import of an .xlsx upload, all or nothing: answers `{ total, created, updated }` with 导入成功 ..., or
 * HTTP 400 with `data.errors: [{ row, message }]` (row numbers of the sheet, header = row 1) and nothing saved.
 */
export function importRoutes<I extends SubmitInput>(deps: RestDeps, o: ImportRouteOptions<I>): void {
  for (const path of o.importPaths) {
    route(
      deps,
      'POST',
      path,
      o.access,
      async (req, res, ctx) => {
        const upload = await readUpload(req);
        const rows = await readSheet(upload.data, o.definition.columns, o.definition.maxRows);
        const covered = truthy(queryText(req, 'isCovered') ?? upload.fields.isCovered);
        const outcome = await runImport(ctx, o.definition, rows, { covered });
        if (!outcome.ok) {
          sendFailure(res, 400, IMPORT_MESSAGES.failed(outcome.errors.length), {
            total: outcome.total,
            errors: outcome.errors,
          });
          return;
        }
        sendOk(
          res,
          { total: outcome.total, created: outcome.created, updated: outcome.updated },
          IMPORT_MESSAGES.done(outcome.created, outcome.updated),
        );
      },
      {
        summary: '导入 Excel（multipart/form-data，字段 file）',
        query: { isCovered: '1 或 true：覆盖已有数据' },
        upload: { isCovered: '1 或 true：覆盖已有数据（也可在查询串中）' },
      },
    );
  }
  for (const path of o.templatePaths) {
    route(
      deps,
      'GET',
      path,
      o.access,
      async (_req, res) => {
        const data = await templateWorkbook(o.definition.templateName, o.definition.columns);
        startXlsxDownload(res, o.definition.templateName);
        res.end(data);
      },
      { summary: '下载导入模板', file: XLSX_TYPE },
    );
  }
}
