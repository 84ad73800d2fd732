import type { ExportDefinition } from '../../engine/crud/export.js';
import { streamXlsx } from '../../engine/crud/export.js';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { sendPdf } from '../../engine/pdf/index.js';
import { queryText } from '../../engine/rest/query.js';
import { route } from '../../engine/rest/route.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { paramService } from '../system/index.js';
import { evaluationOpinionPdf } from './evaluation-opinion.pdf.js';
import { type CountRow, type HouseRow, REPORT_CODES, reviewReports, type SummaryRow } from './review-reports.js';
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

const maybe2 = (v: number | null | undefined) => (v == null ? null : round2(v));

/** 申报统计 as one sheet: a section column (批次/地区/状态), the label and the count, with a total row per section. */
export interface DeclareStatRow {
  section: string;
  label: string;
  count: number;
}
export const DECLARE_STAT_EXPORT: ExportDefinition<DeclareStatRow> = {
  fileName: '申报统计',
  columns: [
    { header: '分类', width: 10, value: (r) => r.section },
    { header: '名称', width: 36, value: (r) => r.label },
    { header: '申报数', width: 10, value: (r) => r.count },
  ],
};

export const SUMMARY_EXPORT: ExportDefinition<SummaryRow> = {
  fileName: '评审汇总表',
  columns: [
    { header: '排名', width: 8, value: (r) => r.rank },
    { header: '工程名称', width: 36, value: (r) => r.projectName },
    { header: '申报单位', width: 36, value: (r) => r.unitName },
    { header: '审批状态', width: 10, value: (r) => r.statusLabel },
    { header: '分配专家数', width: 12, value: (r) => r.experts },
    { header: '已提交评分数', width: 12, value: (r) => r.submitted },
    { header: '加权平均分', width: 14, value: (r) => maybe2(r.rawMean) },
    { header: '标准化平均分', width: 14, value: (r) => maybe2(r.normalizedMean) },
  ],
};

export const HOUSE_EXPORT: ExportDefinition<HouseRow> = {
  fileName: '房建工程核验汇总',
  columns: [
    { header: '工程名称', width: 36, value: (r) => r.projectName },
    { header: '申报单位', width: 36, value: (r) => r.unitName },
    { header: '核验状态', width: 10, value: (r) => r.statusLabel },
    { header: '已提交评分数', width: 12, value: (r) => r.submitted },
    { header: '实体平均分', width: 14, value: (r) => maybe2(r.entityMean) },
    { header: '档案平均分', width: 14, value: (r) => maybe2(r.archiveMean) },
  ],
};

function withTotal(section: string, rows: CountRow[]): DeclareStatRow[] {
  return [
    ...rows.map((r) => ({ section, label: r.label, count: r.count })),
    { section, label: '合计', count: rows.reduce((a, r) => a + r.count, 0) },
  ];
}

async function* once<T>(rows: T[]) {
  yield rows;
}

/**
 * The ranking export (project-quality-ranking-table): GET …/review/ranking/export?programmeId=; the reports'
 * exports; and the evaluation opinion of an application as PDF: GET …/review/evaluation-opinion/pdf/{applicationId}
 * (the permission of the evaluation opinion screen).
 */
export const registerReviewRest: RestRegistration = (deps) => {
  route(
    deps,
    'GET',
    '/lnjzxh-awards-mgt/lnjzxh/review/ranking/export',
    { any: [REVIEW_CODES.rankingExport] },
    async (req, res, ctx) => {
      const rows = await reviewService.ranking(ctx, queryText(req, 'programmeId') || undefined);
      async function* batches() {
        yield rows;
      }
      await streamXlsx(ctx, res, RANKING_EXPORT, batches());
    },
  );
  route(
    deps,
    'GET',
    '/lnjzxh-awards-mgt/lnjzxh/review/declare-statistic/export',
    { any: [REPORT_CODES.declareStatExport] },
    async (req, res, ctx) => {
      const stat = await reviewReports.declareStatistic(ctx, queryText(req, 'programmeId') || undefined);
      const rows = [
        ...withTotal('批次', stat.byProgramme),
        ...withTotal('地区', stat.byRegion),
        ...withTotal('状态', stat.byStatus),
      ];
      await streamXlsx(ctx, res, DECLARE_STAT_EXPORT, once(rows));
    },
  );
  route(
    deps,
    'GET',
    '/lnjzxh-awards-mgt/lnjzxh/review/summary/export',
    { any: [REPORT_CODES.summaryExport] },
    async (req, res, ctx) => {
      await streamXlsx(
        ctx,
        res,
        SUMMARY_EXPORT,
        once(await reviewReports.summary(ctx, queryText(req, 'programmeId') || undefined)),
      );
    },
  );
  route(
    deps,
    'GET',
    '/lnjzxh-awards-mgt/lnjzxh/review/house-verification/export',
    { any: [REPORT_CODES.houseExport] },
    async (req, res, ctx) => {
      await streamXlsx(
        ctx,
        res,
        HOUSE_EXPORT,
        once(await reviewReports.houseVerification(ctx, queryText(req, 'programmeId') || undefined)),
      );
    },
  );
  route(
    deps,
    'GET',
    '/lnjzxh-awards-mgt/lnjzxh/review/evaluation-opinion/pdf/:applicationId',
    { any: [REPORT_CODES.opinion] },
    async (req, res, ctx) => {
      const data = await reviewReports.opinionDocument(ctx, String(req.params.applicationId));
      const bytes = await evaluationOpinionPdf(data, {
        association: await paramService.associationName(ctx),
        printedOn: todayIn(),
      });
      sendPdf(res, bytes, `评价意见-${data.row.projectName ?? data.row.unitName}.pdf`, 'attachment');
    },
  );
};
