import { formatIn } from '@zhuxie/domain/time/datetime';
import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { contentDisposition, XLSX_CONTENT_TYPE } from '../../engine/crud/export.js';
import { route } from '../../engine/rest/route.js';
import { queryText } from '../../engine/rest/query.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { LegacyImportRun } from './legacy-import.entity.js';
import { templateWorkbook } from './workbook.js';
import { LEGACY_IMPORT_CODE, legacyImportService, refusedCsv } from './legacy-import.service.js';

export const LegacyImportRunPage = PageType(LegacyImportRun);
export type LegacyImportRunPage = InstanceType<typeof LegacyImportRunPage>;

@Resolver(() => LegacyImportRun)
export class LegacyImportResolver {
  @Authorized(LEGACY_IMPORT_CODE)
  @Query(() => LegacyImportRunPage, {
    description: 'Runs of the legacy import (npm run import:legacy), newest first; administrative tenant only.',
  })
  async legacyImportRuns(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ): Promise<LegacyImportRunPage> {
    return legacyImportService.page(ctx, pageRequest(page));
  }

  @Authorized(LEGACY_IMPORT_CODE)
  @Query(() => LegacyImportRun, { description: 'One legacy import run by id.' })
  async legacyImportRun(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<LegacyImportRun> {
    return legacyImportService.detail(ctx, id);
  }
}

/**
 * GET /api/legacy-import/run/:id/report: the run's report as JSON (`?format=csv`: the refused rows for Excel).
 * GET /api/legacy-import/template: the Excel template for an association that kept its data in spreadsheets.
 */
export const registerLegacyImportRest: RestRegistration = (deps) => {
  route(deps, 'GET', '/legacy-import/template', { platform: [LEGACY_IMPORT_CODE] }, async (_req, res) => {
    res.setHeader('Content-Type', XLSX_CONTENT_TYPE);
    res.setHeader('Content-Disposition', contentDisposition('旧系统数据导入模板.xlsx'));
    res.send(await templateWorkbook());
  });
  route(deps, 'GET', '/legacy-import/run/:id/report', { platform: [LEGACY_IMPORT_CODE] }, async (req, res, ctx) => {
    const { run, report } = await legacyImportService.report(ctx, String(req.params.id));
    const stamp = formatIn(run.startedAt, 'yyyyMMddHHmmss');
    if (queryText(req, 'format') === 'csv') {
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', contentDisposition(`旧系统导入-拒绝行-${stamp}.csv`));
      res.send(refusedCsv(report));
      return;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', contentDisposition(`旧系统导入报告-${stamp}.json`));
    res.send(JSON.stringify(report, null, 2));
  });
};
