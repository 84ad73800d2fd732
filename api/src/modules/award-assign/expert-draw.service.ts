import type { RequiredEntityData } from '@mikro-orm/core';
import { formatDateTime, todayIn } from '@zhuxie/domain/time/datetime';
import { requirePermission, requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { badInput, notFound } from '../../engine/errors/domain-error.js';
import { type AwardApplication, awardApplicationService } from '../award/index.js';
import { type ExpertAccount, expertService } from '../expert/index.js';
import { type DrawExpertRef, ExpertDraw } from './award-assign.entity.js';
import type { DrawDeclineInput, ExpertDrawInput } from './award-assign.inputs.js';
import { ALLOT_CODES, asCandidate, awardAssignService } from './award-assign.service.js';
import { exclusionOf } from './auto-assign.js';
import { drawExperts, newDrawSeed, replayDraw } from './expert-draw.js';

export const DRAW_MESSAGES = {
  drawNotFound: '抽取记录不存在',
  applicationNotFound: '所选申报不存在',
  notActive: '该专家不是本次抽取的在任专家',
  noSubstitute: '替补专家已用完，请重新抽取或手动分配专家',
  declined: '婉拒',
  unable: '无法参加',
} as const;

export interface DrawReplay {
  drawId: string;
  matches: boolean;
  seed: string;
  drawnIds: string[];
  substituteIds: string[];
}

const ranked = (experts: ExpertAccount[], ids: string[]): DrawExpertRef[] =>
  ids.map((id, i) => {
    const e = experts.find((x) => x.id === id)!;
    return { expertId: id, name: e.name, unitName: e.unitName ?? null, rank: i + 1 };
  });
const whoOf = (ctx: RequestContext) => ctx.user?.realName || ctx.user?.account || null;

/** The experts of a draw now serving: the drawn, each replaced one swapped for its substitute. */
export function activeOf(draw: Pick<ExpertDraw, 'drawn' | 'replacements'>): string[] {
  const out = draw.drawn.map((e) => e.expertId);
  for (const r of draw.replacements) {
    const i = out.indexOf(r.expertId);
    if (i >= 0) out[i] = r.substituteId;
  }
  return out;
}

class ExpertDrawService {
  /**
   * Draws N experts and M ranked substitutes for each application (all or nothing): the pool is the group's members
   * or the approved experts of the discipline, less the excluded (same reasons as automatic assignment); the drawn
   * are assigned through the manual assignment checks and every draw is recorded with its seed and pool.
   */
  async draw(ctx: RequestContext, input: ExpertDrawInput): Promise<ExpertDraw[]> {
    requirePermission(ctx, ALLOT_CODES.apply);
    const ids = [...new Set(input.applicationIds.map((id) => id.trim()).filter(Boolean))];
    const apps = await awardApplicationService.byIds(ctx, ids);
    if (!ids.length || apps.length !== ids.length) throw badInput(DRAW_MESSAGES.applicationNotFound);
    for (const programmeId of new Set(apps.map((a) => a.programmeId)))
      await awardAssignService.staffProgramme(ctx, programmeId);
    const experts = await awardAssignService.pool(ctx, input.groupId, input.discipline);
    const today = todayIn();
    const drawTime = formatDateTime(new Date());
    const plans: { app: AwardApplication; current: string[]; drawn: string[]; draw: RequiredEntityData<ExpertDraw> }[] =
      [];
    for (const app of ids.map((id) => apps.find((a) => a.id === id)!)) {
      const current = (await awardApplicationService.assignments(ctx, { applicationIds: [app.id] }, true)).map(
        (r) => r.expertId,
      );
      const involved = [...(await awardApplicationService.involvedCreditCodes(ctx, app))];
      const seed = newDrawSeed();
      const result = drawExperts({
        seed,
        application: { id: app.id, involvedCreditCodes: involved, assignedExpertIds: current },
        experts: experts.map(asCandidate),
        count: input.count,
        substitutes: input.substitutes,
        today,
      });
      if (result.shortfall)
        throw badInput(ids.length > 1 ? `${app.projectName ?? app.unitName}：${result.shortfall}` : result.shortfall, [
          { field: 'count', message: result.shortfall },
        ]);
      const draw: RequiredEntityData<ExpertDraw> = {
        tenantId: ctx.tenantId,
        createUser: ctx.userId,
        programmeId: app.programmeId,
        applicationId: app.id,
        groupId: input.groupId?.trim() || null,
        discipline: input.groupId?.trim() ? null : input.discipline?.trim() || null,
        seed,
        drawCount: input.count,
        substituteCount: input.substitutes,
        eligibleIds: result.eligibleIds,
        exclusions: result.exclusions.map((x) => ({
          expertId: x.expertId,
          name: experts.find((e) => e.id === x.expertId)!.name,
          reason: x.reason,
        })),
        drawn: ranked(experts, result.drawnIds),
        substitutes: ranked(experts, result.substituteIds),
        replacements: [],
        drawnByName: whoOf(ctx),
        drawTime,
      };
      plans.push({ app, current, drawn: result.drawnIds, draw });
    }
    const records: ExpertDraw[] = [];
    await awardAssignService.writeAssignments(
      ctx,
      plans.map((p) => ({
        applicationId: p.app.id,
        expertIds: [...p.current, ...p.drawn],
      })),
      async (tx) => {
        for (const p of plans) records.push(tx.em.create(ExpertDraw, p.draw));
      },
    );
    return records;
  }

  /** The draws of one application, newest first (staff of its award type). */
  async ofApplication(ctx: RequestContext, applicationId: string): Promise<ExpertDraw[]> {
    requireUser(ctx);
    const app = await awardApplicationService.detail(ctx, applicationId.trim());
    await awardAssignService.staffProgramme(ctx, app.programmeId);
    return ctx.em.find(ExpertDraw, { applicationId: app.id }, { orderBy: [{ createTime: 'desc' }, { id: 'desc' }] });
  }

  private async record(ctx: RequestContext, id: string): Promise<ExpertDraw> {
    requireUser(ctx);
    const draw = await ctx.em.findOne(ExpertDraw, { id: id.trim() });
    if (!draw) throw notFound(DRAW_MESSAGES.drawNotFound);
    await awardAssignService.staffProgramme(ctx, draw.programmeId);
    return draw;
  }

  /** Recomputes the order from the recorded seed and pool: whether it yields exactly the recorded drawn and substitutes. */
  async replay(ctx: RequestContext, id: string): Promise<DrawReplay> {
    const draw = await this.record(ctx, id);
    const r = replayDraw({
      seed: draw.seed,
      applicationId: draw.applicationId,
      eligibleIds: draw.eligibleIds,
      count: draw.drawCount,
      drawnIds: draw.drawn.map((e) => e.expertId),
      substituteIds: draw.substitutes.map((e) => e.expertId),
    });
    return { drawId: draw.id, seed: draw.seed, ...r };
  }

  /**
   * A serving expert of the draw declined (or staff mark the expert unable): the first unused substitute still
   * eligible steps in (assigned in place of the expert); substitutes no longer eligible are passed over, with the reason.
   */
  async decline(ctx: RequestContext, input: DrawDeclineInput): Promise<ExpertDraw> {
    requirePermission(ctx, ALLOT_CODES.apply);
    const draw = await this.record(ctx, input.drawId);
    const expertId = input.expertId.trim();
    const active = activeOf(draw);
    if (!active.includes(expertId)) throw badInput(DRAW_MESSAGES.notActive);
    const used = new Set([
      ...draw.replacements.map((r) => r.substituteId),
      ...draw.replacements.flatMap((r) => r.skipped.map((s) => s.expertId)),
    ]);
    const app = await awardApplicationService.detail(ctx, draw.applicationId);
    const current = (await awardApplicationService.assignments(ctx, { applicationIds: [app.id] }, true)).map(
      (r) => r.expertId,
    );
    const involved = [...(await awardApplicationService.involvedCreditCodes(ctx, app))];
    const waiting = draw.substitutes.filter((s) => !used.has(s.expertId));
    const accounts = await expertService.byIds(
      ctx,
      waiting.map((s) => s.expertId),
    );
    const today = todayIn();
    const skipped: ExpertDraw['exclusions'] = [];
    let chosen: DrawExpertRef | undefined;
    for (const s of waiting) {
      const account = accounts.find((a) => a.id === s.expertId);
      const reason = account
        ? exclusionOf(
            { id: app.id, involvedCreditCodes: involved, assignedExpertIds: current },
            asCandidate(account),
            today,
          )
        : DRAW_MESSAGES.drawNotFound;
      if (!reason) {
        chosen = s;
        break;
      }
      skipped.push({ expertId: s.expertId, name: s.name, reason });
    }
    if (!chosen) throw badInput(DRAW_MESSAGES.noSubstitute);
    const declined = [...draw.drawn, ...draw.substitutes].find((e) => e.expertId === expertId)!;
    const replacements = [
      ...draw.replacements,
      {
        expertId,
        expertName: declined.name,
        substituteId: chosen.expertId,
        substituteName: chosen.name,
        reason: input.unable ? DRAW_MESSAGES.unable : DRAW_MESSAGES.declined,
        skipped,
        time: formatDateTime(new Date()),
        byName: whoOf(ctx),
      },
    ];
    let saved: ExpertDraw = draw;
    await awardAssignService.writeAssignments(
      ctx,
      [{ applicationId: app.id, expertIds: [...current.filter((id) => id !== expertId), chosen.expertId] }],
      async (tx) => {
        saved = await tx.em.findOneOrFail(ExpertDraw, { id: draw.id });
        saved.replacements = replacements;
        saved.updateUser = ctx.userId;
      },
    );
    return saved;
  }
}

export const expertDrawService = new ExpertDrawService();
