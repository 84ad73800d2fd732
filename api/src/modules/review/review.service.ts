import { holdsAny } from '../../engine/access/current-user.js';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { checkVersion } from '../../engine/crud/version.js';
import { badInput, forbidden, notFound } from '../../engine/errors/domain-error.js';
import { type AwardApplication, awardApplicationService, awardProgrammeService } from '../award/index.js';
import { awardTypeOf } from '@zhuxie/domain/award/award-types';
import { type ExpertAccount, expertService } from '../expert/index.js';
import { rankApplications, type RankedApplication } from './ranking.js';
import { ReviewScore, ReviewSheet, SCORE_STATUS } from './review.entity.js';
import {
  type CommentRequired,
  rawTotal,
  REVIEW_MESSAGES,
  scoreErrors,
  type SheetItem,
  sheetErrors,
  weightedTotal,
} from '@zhuxie/domain/review/review-rules';

/** Permission codes (menu and button codes of menus.ts). */
export const REVIEW_CODES = {
  config: 'awards_review_config',
  scoring: 'awards_scoring',
  unlock: 'awards_scoring_unlock',
  expertStat: 'awards_expert_stat',
  ranking: 'awards_ranking',
  rankingExport: 'awards_ranking_export',
} as const;

export const REVIEW_SERVICE_MESSAGES = {
  sheetNotFound: '评分表不存在',
  sheetInUse: '评分表已有专家评分，不能删除',
  itemsInUse: '评分表已有专家评分，不能修改评分项的编码、满分和权重',
  awardTypeUnknown: '奖项类型无效',
  notExpert: '当前账号不是已审核通过的专家',
  taskNotFound: '评审任务不存在',
  noSheet: '该申报没有适用的评分表，请联系管理员配置',
  sheetNotApplicable: '所选评分表不适用于该申报',
  locked: '评分已提交，如需修改请联系管理员解锁',
  incomplete: '评分不完整，请按提示修改后再提交',
  notSubmitted: '该评分尚未提交，无需解锁',
  scoreNotFound: '评分不存在',
} as const;

export interface SheetInput {
  id?: string | null;
  version?: number | null;
  key: string;
  name: string;
  awardType: string;
  programmeId?: string | null;
  discipline: string;
  items: { key: string; label: string; maxPoints: number; weight?: number | null; commentRequired?: string | null }[];
  sort?: number | null;
}

export interface ScoreInput {
  applicationId: string;
  sheetId?: string | null;
  version?: number | null;
  items: { key: string; score?: number | null; comment?: string | null }[];
}

export interface ReviewTaskRow {
  application: AwardApplication;
  expert: ExpertAccount;
  score: ReviewScore | null;
}

export interface RankingRow extends RankedApplication {
  projectName: string | null;
  unitName: string;
  programmeId: string;
}

export interface ExpertStatRow {
  expertId: string;
  expertName: string;
  unitName: string;
  discipline: string;
  assigned: number;
  submitted: number;
  meanTotal: number | null;
}

const fail = (errors: { field: string; message: string }[], message?: string): never => {
  throw badInput(message ?? errors[0]!.message, errors);
};

function normalizeItems(items: SheetInput['items']): SheetItem[] {
  return items.map((i) => ({
    key: i.key.trim(),
    label: i.label.trim(),
    maxPoints: Number(i.maxPoints),
    weight: i.weight == null ? 1 : Number(i.weight),
    commentRequired: (i.commentRequired === 'extreme' ? 'extreme' : 'never') as CommentRequired,
  }));
}

class ReviewService {
  // ---- sheets (awardReviewConfig)

  async sheets(
    ctx: RequestContext,
    filter: { awardType?: string | null; programmeId?: string | null; discipline?: string | null } = {},
  ): Promise<ReviewSheet[]> {
    requireUser(ctx);
    const where: Record<string, unknown> = {};
    if (filter.awardType) where.awardType = filter.awardType;
    if (filter.programmeId) where.programmeId = filter.programmeId;
    if (filter.discipline) where.discipline = filter.discipline;
    return ctx.em.find(ReviewSheet, where, { orderBy: [{ awardType: 'asc' }, { sort: 'asc' }, { createTime: 'asc' }] });
  }

  async sheet(ctx: RequestContext, id: string): Promise<ReviewSheet> {
    const sheet = await ctx.em.findOne(ReviewSheet, { id });
    if (!sheet) throw notFound(REVIEW_SERVICE_MESSAGES.sheetNotFound);
    return sheet;
  }

  /** The printable template of expertTable/<key>: the type-wide sheet with that key. */
  async sheetByKey(ctx: RequestContext, key: string): Promise<ReviewSheet> {
    const sheet = await ctx.em.findOne(ReviewSheet, { key, programmeId: null }, { orderBy: [{ createTime: 'asc' }] });
    if (!sheet) throw notFound(REVIEW_SERVICE_MESSAGES.sheetNotFound);
    return sheet;
  }

  async saveSheet(ctx: RequestContext, input: SheetInput): Promise<ReviewSheet> {
    const user = requireUser(ctx);
    const errors: { field: string; message: string }[] = [];
    if (!input.name.trim()) errors.push({ field: 'name', message: REVIEW_MESSAGES.sheetNameRequired });
    if (!awardTypeOf(input.awardType))
      errors.push({ field: 'awardType', message: REVIEW_SERVICE_MESSAGES.awardTypeUnknown });
    const items = normalizeItems(input.items);
    errors.push(...sheetErrors(items));
    if (errors.length) fail(errors);
    if (
      input.programmeId &&
      (await awardProgrammeService.byId(ctx, input.programmeId))?.awardType !== input.awardType
    ) {
      fail([{ field: 'programmeId', message: '所选奖项批次不存在' }]);
    }
    let sheet: ReviewSheet;
    if (input.id) {
      sheet = await this.sheet(ctx, input.id);
      checkVersion(ctx, sheet, input.version);
      const shape = (list: SheetItem[]) => JSON.stringify(list.map((i) => [i.key, i.maxPoints, i.weight]));
      if (shape(items) !== shape(sheet.items) && (await ctx.em.count(ReviewScore, { sheetId: sheet.id })))
        throw badInput(REVIEW_SERVICE_MESSAGES.itemsInUse);
    } else {
      sheet = ctx.em.create(ReviewSheet, {
        tenantId: ctx.tenantId,
        createUser: user.id,
        createDept: user.deptId,
        key: input.key.trim(),
        name: input.name.trim(),
        awardType: input.awardType,
        discipline: input.discipline,
      });
    }
    sheet.key = input.key.trim() || sheet.key;
    sheet.name = input.name.trim();
    sheet.awardType = input.awardType;
    sheet.programmeId = input.programmeId || null;
    sheet.discipline = input.discipline;
    sheet.items = items;
    sheet.sort = input.sort ?? sheet.sort;
    sheet.updateUser = user.id;
    await ctx.em.flush();
    return sheet;
  }

  async removeSheet(ctx: RequestContext, id: string): Promise<boolean> {
    const sheet = await this.sheet(ctx, id);
    if (await ctx.em.count(ReviewScore, { sheetId: id })) throw badInput(REVIEW_SERVICE_MESSAGES.sheetInUse);
    sheet.isDeleted = 1;
    sheet.updateUser = ctx.userId;
    await ctx.em.flush();
    return true;
  }

  // ---- scoring (scoringPage)

  /** The approved expert accounts of the signed-in user. */
  async myExperts(ctx: RequestContext): Promise<ExpertAccount[]> {
    const user = requireUser(ctx);
    return expertService.approvedOfUser(ctx, user.id);
  }

  /** The signed-in expert's assignments with their scores. */
  async myTasks(ctx: RequestContext): Promise<ReviewTaskRow[]> {
    const experts = await this.myExperts(ctx);
    if (!experts.length) return [];
    const assigned = await awardApplicationService.assignments(ctx, { expertIds: experts.map((e) => e.id) }, true);
    if (!assigned.length) return [];
    const apps = new Map(
      (
        await awardApplicationService.byIds(
          ctx,
          assigned.map((a) => a.applicationId),
        )
      ).map((a) => [a.id, a]),
    );
    const scores = await ctx.em.find(ReviewScore, {
      applicationId: { $in: [...apps.keys()] },
      expertId: { $in: experts.map((e) => e.id) },
    });
    const byExpert = new Map(experts.map((e) => [e.id, e]));
    return assigned
      .filter((a) => apps.has(a.applicationId))
      .map((a) => ({
        application: apps.get(a.applicationId)!,
        expert: byExpert.get(a.expertId)!,
        score: scores.find((s) => s.applicationId === a.applicationId && s.expertId === a.expertId) ?? null,
      }));
  }

  /** One assignment of the signed-in expert; anything else is not found. */
  async myTask(ctx: RequestContext, applicationId: string): Promise<ReviewTaskRow> {
    const task = (await this.myTasks(ctx)).find((t) => t.application.id === applicationId);
    if (!task) throw notFound(REVIEW_SERVICE_MESSAGES.taskNotFound);
    return task;
  }

  /** Sheets for an application and an expert: the programme's own sheets win over the type's; the expert's discipline first, else any. */
  async applicableSheets(ctx: RequestContext, app: AwardApplication, expert: ExpertAccount): Promise<ReviewSheet[]> {
    const all = await ctx.em.find(
      ReviewSheet,
      { awardType: app.awardType, $or: [{ programmeId: null }, { programmeId: app.programmeId }] },
      { orderBy: [{ sort: 'asc' }, { createTime: 'asc' }] },
    );
    const own = all.filter((s) => s.programmeId === app.programmeId);
    const pool = own.length ? own : all;
    const mine = pool.filter((s) => s.discipline === expert.discipline);
    return mine.length ? mine : pool;
  }

  private async sheetFor(ctx: RequestContext, task: ReviewTaskRow, sheetId?: string | null): Promise<ReviewSheet> {
    const sheets = await this.applicableSheets(ctx, task.application, task.expert);
    if (!sheets.length) throw badInput(REVIEW_SERVICE_MESSAGES.noSheet);
    const id = sheetId ?? task.score?.sheetId;
    if (!id) return sheets[0]!;
    const sheet = sheets.find((s) => s.id === id);
    if (!sheet)
      throw badInput(REVIEW_SERVICE_MESSAGES.sheetNotApplicable, [
        { field: 'sheetId', message: REVIEW_SERVICE_MESSAGES.sheetNotApplicable },
      ]);
    return sheet;
  }

  /** Saves a draft (submit = false) or submits and locks (submit = true) the expert's score of an assigned application. */
  async saveScore(ctx: RequestContext, input: ScoreInput, submit: boolean): Promise<ReviewScore> {
    const user = requireUser(ctx);
    const task = await this.myTask(ctx, input.applicationId);
    if (task.score?.status === SCORE_STATUS.submitted) throw badInput(REVIEW_SERVICE_MESSAGES.locked);
    if (task.score) checkVersion(ctx, task.score, input.version);
    const sheet = await this.sheetFor(ctx, task, input.sheetId);
    const scores: Record<string, number> = {};
    const comments: Record<string, string> = {};
    for (const i of input.items) {
      if (i.score != null) scores[i.key] = i.score;
      const comment = i.comment?.trim();
      if (comment) comments[i.key] = comment;
    }
    const errors = scoreErrors(sheet.items, scores, comments, submit);
    if (errors.length) fail(errors, submit ? REVIEW_SERVICE_MESSAGES.incomplete : undefined);
    const score =
      task.score ??
      ctx.em.create(ReviewScore, {
        tenantId: ctx.tenantId,
        createUser: user.id,
        applicationId: task.application.id,
        expertId: task.expert.id,
        sheetId: sheet.id,
      });
    score.sheetId = sheet.id;
    score.scores = scores;
    score.comments = comments;
    score.totalRaw = rawTotal(sheet.items, scores);
    score.totalWeighted = weightedTotal(sheet.items, scores);
    score.updateUser = user.id;
    if (submit) {
      score.status = SCORE_STATUS.submitted;
      score.submitTime = new Date();
    }
    await ctx.em.flush();
    return score;
  }

  /** An administrator unlocks a submitted score: it becomes a draft the expert may change and submit again. */
  async unlock(ctx: RequestContext, id: string): Promise<ReviewScore> {
    const user = requireUser(ctx);
    if (!holdsAny(user, [REVIEW_CODES.unlock])) throw forbidden();
    const score = await ctx.em.findOne(ReviewScore, { id });
    if (!score) throw notFound(REVIEW_SERVICE_MESSAGES.scoreNotFound);
    if (score.status !== SCORE_STATUS.submitted) throw badInput(REVIEW_SERVICE_MESSAGES.notSubmitted);
    score.status = SCORE_STATUS.draft;
    score.unlockedBy = user.id;
    score.unlockTime = new Date();
    score.updateUser = user.id;
    await ctx.em.flush();
    return score;
  }

  /** Scores of an application (staff). */
  async scoresOf(ctx: RequestContext, applicationId: string): Promise<ReviewScore[]> {
    return ctx.em.find(ReviewScore, { applicationId }, { orderBy: [{ createTime: 'asc' }, { id: 'asc' }] });
  }

  // ---- results

  /** Submitted scores of a programme's applications (or of every application). */
  private async submittedScores(
    ctx: RequestContext,
    programmeId?: string | null,
  ): Promise<{ scores: ReviewScore[]; apps: Map<string, AwardApplication> }> {
    const scores = await ctx.em.find(ReviewScore, { status: SCORE_STATUS.submitted }, { orderBy: [{ id: 'asc' }] });
    const apps = new Map(
      (await awardApplicationService.byIds(ctx, [...new Set(scores.map((s) => s.applicationId))], programmeId)).map(
        (a) => [a.id, a],
      ),
    );
    return { scores: scores.filter((s) => apps.has(s.applicationId)), apps };
  }

  /** The ranking of a programme: weighted means, raw and normalised side by side. */
  async ranking(ctx: RequestContext, programmeId?: string | null): Promise<RankingRow[]> {
    const { scores, apps } = await this.submittedScores(ctx, programmeId);
    const ranked = rankApplications(
      scores.map((s) => ({ applicationId: s.applicationId, expertId: s.expertId, total: s.totalWeighted })),
    );
    return ranked.map((r) => {
      const app = apps.get(r.applicationId)!;
      return { ...r, projectName: app.projectName ?? null, unitName: app.unitName, programmeId: app.programmeId };
    });
  }

  /** Per expert: assigned applications, submitted scores and the mean weighted total of the submitted ones. */
  async expertStatistics(ctx: RequestContext, programmeId?: string | null): Promise<ExpertStatRow[]> {
    const assigned = await awardApplicationService.assignments(ctx);
    const apps = new Set(
      await awardApplicationService.idsIn(ctx, [...new Set(assigned.map((a) => a.applicationId))], programmeId),
    );
    const rows = assigned.filter((a) => apps.has(a.applicationId));
    const experts = await expertService.byIds(ctx, [...new Set(rows.map((r) => r.expertId))], { orderByName: true });
    const scores = (
      await ctx.em.find(ReviewScore, { status: SCORE_STATUS.submitted, expertId: { $in: experts.map((e) => e.id) } })
    ).filter((s) => apps.has(s.applicationId));
    return experts.map((e) => {
      const mine = scores.filter(
        (s) => s.expertId === e.id && rows.some((r) => r.expertId === e.id && r.applicationId === s.applicationId),
      );
      return {
        expertId: e.id,
        expertName: e.name,
        unitName: e.unitName,
        discipline: e.discipline,
        assigned: rows.filter((r) => r.expertId === e.id).length,
        submitted: mine.length,
        meanTotal: mine.length
          ? Math.round((mine.reduce((a, s) => a + s.totalWeighted, 0) / mine.length) * 100) / 100
          : null,
      };
    });
  }
}

export const reviewService = new ReviewService();
