import type { ExportDefinition } from '../../engine/crud/export.js';
import { streamXlsx } from '../../engine/crud/export.js';
import { queryText } from '../../engine/rest/query.js';
import { route } from '../../engine/rest/route.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { REVIEW_CODES, reviewService, type RankingRow } from './review.service.js';

const round2 = (v: number) => Math.round(v * 100) / 100;

export const RANKING_EXPORT: ExportDefinition<RankingRow> = {
  fileName: '工程质量评审排名',
  columns: [
    { header: '排名', width: 8, value: (r) => r.rank },
    { header: '工程名称', width: 36, value: (r) => r.projectName },
    { header: '申报单位', width: 36, value: (r) => r.unitName },
    { header: '评分数', width: 10, value: (r) => r.count },
    { header: '加权平均分', width: 14, value: (r) => round2(r.rawMean) },
    { header: '标准化平均分', width: 14, value: (r) => round2(r.normalizedMean) },
    { header: '标准化排名', width: 12, value: (r) => r.normalizedRank },
  ],
};

/** The ranking export (project-quality-ranking-table): GET …/review/ranking/export?programmeId=. */
export const registerReviewRest: RestRegistration = (deps) => {
  route(deps, 'GET', '/lnjzxh-awards-mgt/lnjzxh/review/ranking/export', { any: [REVIEW_CODES.rankingExport] }, async (req, res, ctx) => {
    const rows = await reviewService.ranking(ctx, queryText(req, 'programmeId') || undefined);
    async function* batches() {
      yield rows;
    }
    await streamXlsx(ctx, res, RANKING_EXPORT, batches());
  });
};
