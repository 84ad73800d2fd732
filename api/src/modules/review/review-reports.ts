import type { RequestContext } from '../../engine/context.js';
import { notFound } from '../../engine/errors/domain-error.js';
import { expertService } from '../expert/index.js';
import { FLOW_STATUS_LABELS, type FlowStatus } from '../../engine/flow/transitions.js';
import { type AwardApplication, awardApplicationService, awardProgrammeService } from '../award/index.js';
import { regionService } from '../system/index.js';
import { rankApplications } from './ranking.js';
import { ReviewScore, ReviewSheet, SCORE_STATUS } from './review.entity.js';

/** Permission codes of the report screens (menu and button codes of menus.ts). */
export const REPORT_CODES = {
  declareStat: 'awards_declare_stat',
  declareStatExport: 'awards_declare_stat_export',
  summary: 'awards_summary_report',
  summaryExport: 'awards_summary_report_export',
  opinion: 'awards_evaluation_opinion',
  house: 'awards_house_verification',
  houseExport: 'awards_house_verification_export',
} as const;

/** 房屋建筑工程: the projectCategory of the house verification summary. */
export const HOUSE_CATEGORY = '1';
export const NO_REGION = '未填写';

export interface CountRow {
  key: string;
  label: string;
  count: number;
}

export interface DeclareStatistic {
  total: number;
  byProgramme: CountRow[];
  byRegion: CountRow[];
  byStatus: CountRow[];
}

export interface SummaryRow {
  applicationId: string;
  programmeId: string;
  projectName: string | null;
  unitName: string;
  flowStatus: number;
  statusLabel: string;
  experts: number;
  submitted: number;
  rawMean: number | null;
  normalizedMean: number | null;
  rank: number | null;
}

export interface HouseRow {
  applicationId: string;
  projectName: string | null;
  unitName: string;
  flowStatus: number;
  statusLabel: string;
  submitted: number;
  /** Mean weighted total of the submitted scores on 实体 sheets (key …shiti). */
  entityMean: number | null;
  /** Mean weighted total of the submitted scores on 档案 sheets (key …dangan). */
  archiveMean: number | null;
}

export interface EvaluationOpinion {
  row: SummaryRow;
  ranked: number;
  scores: ReviewScore[];
}

export interface EvaluationOpinionDocument {
  row: SummaryRow;
  ranked: number;
  programmeName: string;
  scores: {
    expertName: string;
    sheetName: string;
    total: number;
    items: { label: string; score: number | null; comment: string }[];
  }[];
}

export const statusLabel = (s: number) => FLOW_STATUS_LABELS[s as FlowStatus] ?? String(s);
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

/** Counted rows as CountRows: the keys of `order` first (zeros included), else by count (descending) then key. */
function countRows(counts: Map<string, number>, labelOf: (key: string) => string, order: string[] = []): CountRow[] {
  const all = new Map<string, number>(order.map((k) => [k, 0]));
  for (const [key, count] of counts) all.set(key, (all.get(key) ?? 0) + count);
  const rows = [...all].map(([key, count]) => ({ key, label: labelOf(key), count }));
  return order.length ? rows : rows.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** The grouping keys of 申报统计 (fixed SQL expressions, never user input). */
const DECLARE_KEYS = {
  programme: 'programme_id',
  // values.region when it is a non-blank string, else ''.
  region: `case when jsonb_typeof("values"::jsonb -> 'region') = 'string' then trim("values"::jsonb ->> 'region') else '' end`,
  status: 'cast(flow_status as varchar)',
} as const;

class ReviewReports {
  private async applications(ctx: RequestContext, programmeId?: string | null): Promise<AwardApplication[]> {
    return awardApplicationService.ofProgramme(ctx, programmeId);
  }

  /** Applications counted by the database, grouped by one of the keys (the tenant's live applications). */
  private async declareCounts(
    ctx: RequestContext,
    key: keyof typeof DECLARE_KEYS,
    programmeId?: string | null,
  ): Promise<Map<string, number>> {
    const rows = await ctx.em.execute<{ k: string | null; n: string | number }[]>(
      `select ${DECLARE_KEYS[key]} as k, count(*) as n from lnjzxh_award_application
       where tenant_id = ? and is_deleted = 0${programmeId ? ' and programme_id = ?' : ''}
       group by 1`,
      programmeId ? [ctx.tenantId, programmeId] : [ctx.tenantId],
    );
    return new Map(rows.map((r) => [r.k ?? '', Number(r.n)]));
  }

  /** 申报统计: applications by programme, by region (values.region, a city code) and by flow status, counted in SQL. */
  async declareStatistic(ctx: RequestContext, programmeId?: string | null): Promise<DeclareStatistic> {
    const byProgramme = await this.declareCounts(ctx, 'programme', programmeId);
    const byRegion = await this.declareCounts(ctx, 'region', programmeId);
    const byStatus = await this.declareCounts(ctx, 'status', programmeId);
    const programmes = new Map(
      (await awardProgrammeService.byIds(ctx, [...byProgramme.keys()])).map((p) => [p.id, p.name]),
    );
    const codes = [...byRegion.keys()].filter(Boolean);
    const regions = new Map([...(await regionService.byCodes(ctx, codes))].map(([code, r]) => [code, r.name]));
    return {
      total: [...byStatus.values()].reduce((a, b) => a + b, 0),
      byProgramme: countRows(byProgramme, (k) => programmes.get(k) ?? k),
      byRegion: countRows(byRegion, (k) => (k ? (regions.get(k) ?? k) : NO_REGION)),
      byStatus: countRows(byStatus, (k) => statusLabel(Number(k)), ['0', '1', '2', '3', '4', '5']),
    };
  }

  private async scoresOf(ctx: RequestContext, appIds: string[]): Promise<ReviewScore[]> {
    if (!appIds.length) return [];
    return ctx.em.find(
      ReviewScore,
      { applicationId: { $in: appIds }, status: SCORE_STATUS.submitted },
      { orderBy: [{ id: 'asc' }] },
    );
  }

  /** 汇总表: one row per application of the programme with its assignment, submitted scores, means and rank. */
  async summary(ctx: RequestContext, programmeId?: string | null): Promise<SummaryRow[]> {
    const apps = await this.applications(ctx, programmeId);
    const ids = apps.map((a) => a.id);
    const assigned = await awardApplicationService.assignments(ctx, { applicationIds: ids });
    const scores = await this.scoresOf(ctx, ids);
    const ranked = new Map(
      rankApplications(
        scores.map((s) => ({ applicationId: s.applicationId, expertId: s.expertId, total: s.totalWeighted })),
      ).map((r) => [r.applicationId, r]),
    );
    const rows = apps.map((a) => {
      const r = ranked.get(a.id);
      return {
        applicationId: a.id,
        programmeId: a.programmeId,
        projectName: a.projectName ?? null,
        unitName: a.unitName,
        flowStatus: a.flowStatus,
        statusLabel: statusLabel(a.flowStatus),
        experts: assigned.filter((x) => x.applicationId === a.id).length,
        submitted: r?.count ?? 0,
        rawMean: r?.rawMean ?? null,
        normalizedMean: r?.normalizedMean ?? null,
        rank: r?.rank ?? null,
      };
    });
    const rankOf = (r: SummaryRow) => r.rank ?? Number.MAX_SAFE_INTEGER;
    return rows.sort((a, b) => rankOf(a) - rankOf(b));
  }

  /** One application's summary row among its programme's (for the evaluation opinion) and the number of ranked applications. */
  async opinionOf(ctx: RequestContext, applicationId: string): Promise<{ row: SummaryRow; ranked: number } | null> {
    const [app] = await awardApplicationService.byIds(ctx, [applicationId]);
    if (!app) return null;
    const rows = await this.summary(ctx, app.programmeId);
    return {
      row: rows.find((r) => r.applicationId === applicationId)!,
      ranked: rows.filter((r) => r.rank != null).length,
    };
  }

  /**
   * The evaluation opinion of an application: its summary row, the number of ranked applications and its
   * submitted scores (oldest first); not found when there is no such application.
   */
  async opinion(ctx: RequestContext, applicationId: string): Promise<EvaluationOpinion> {
    const found = await this.opinionOf(ctx, applicationId);
    if (!found) throw notFound('申报不存在');
    const scores = await ctx.em.find(
      ReviewScore,
      { applicationId, status: SCORE_STATUS.submitted },
      { orderBy: [{ createTime: 'asc' }, { id: 'asc' }] },
    );
    return { ...found, scores };
  }

  /** The evaluation opinion as the PDF prints it: the names of the programme, the experts and the sheets' items. */
  async opinionDocument(ctx: RequestContext, applicationId: string): Promise<EvaluationOpinionDocument> {
    const { row, ranked, scores } = await this.opinion(ctx, applicationId);
    const sheets = new Map(
      (
        await ctx.em.find(
          ReviewSheet,
          { id: { $in: [...new Set(scores.map((s) => s.sheetId))] } },
          { filters: { notDeleted: false } },
        )
      ).map((s) => [s.id, s]),
    );
    const experts = await Promise.all(scores.map((s) => expertService.nameOf(ctx, s.expertId)));
    return {
      row,
      ranked,
      programmeName: await awardProgrammeService.nameOf(ctx, row.programmeId),
      scores: scores.map((s, i) => {
        const sheet = sheets.get(s.sheetId);
        const keys = [...new Set([...(sheet?.items ?? []).map((it) => it.key), ...Object.keys(s.scores)])];
        return {
          expertName: experts[i]!,
          sheetName: sheet?.name ?? '',
          total: s.totalWeighted,
          items: keys.map((key) => {
            const item = sheet?.items.find((it) => it.key === key);
            return {
              label: item ? `${item.label}（${item.maxPoints}）` : key,
              score: s.scores[key] ?? null,
              comment: s.comments[key] ?? '',
            };
          }),
        };
      }),
    };
  }

  /** 房建工程核验汇总: the programme's 房屋建筑工程 applications with their status and the 实体/档案 means. */
  async houseVerification(ctx: RequestContext, programmeId?: string | null): Promise<HouseRow[]> {
    const apps = (await this.applications(ctx, programmeId)).filter(
      (a) => String(a.values.projectCategory ?? '') === HOUSE_CATEGORY,
    );
    const scores = await this.scoresOf(
      ctx,
      apps.map((a) => a.id),
    );
    const sheets = new Map(
      (
        await ctx.em.find(
          ReviewSheet,
          { id: { $in: [...new Set(scores.map((s) => s.sheetId))] } },
          { filters: { notDeleted: false } },
        )
      ).map((s) => [s.id, s.key]),
    );
    const kindOf = (s: ReviewScore) => {
      const key = sheets.get(s.sheetId) ?? '';
      return key.endsWith('shiti') ? 'entity' : key.endsWith('dangan') ? 'archive' : 'other';
    };
    return apps.map((a) => {
      const mine = scores.filter((s) => s.applicationId === a.id);
      return {
        applicationId: a.id,
        projectName: a.projectName ?? null,
        unitName: a.unitName,
        flowStatus: a.flowStatus,
        statusLabel: statusLabel(a.flowStatus),
        submitted: mine.length,
        entityMean: mean(mine.filter((s) => kindOf(s) === 'entity').map((s) => s.totalWeighted)),
        archiveMean: mean(mine.filter((s) => kindOf(s) === 'archive').map((s) => s.totalWeighted)),
      };
    });
  }
}

export const reviewReports = new ReviewReports();
