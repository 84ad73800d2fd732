import { type FilterQuery, UniqueConstraintViolationException } from '@mikro-orm/core';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { likeText } from '../../engine/crud/crud.service.js';
import { type Page, pageOf, type PageRequest } from '../../engine/crud/paging.js';
import { badInput, duplicate, notFound } from '../../engine/errors/domain-error.js';
import { memberUnitService } from '../member/index.js';
import { accountCategoryOf, awardProgrammeService, isProgrammeStaff } from './award-programme.service.js';
import { AwardSubscription } from './award.entity.js';
import type { AwardSubscriptionFilter } from './award.inputs.js';
import { findPage } from '../../engine/crud/find-page.js';

/** Staff screen 订阅管理. */
export const SUBSCRIPTION_CODE = 'awards_subscription';

export const SUBSCRIPTION_MESSAGES = {
  already: '您已订阅该奖项',
  notSubscribed: '请先订阅该奖项',
  notFound: '订阅不存在',
} as const;

export interface SubscriptionCheck {
  /** The account has subscribed to the programme. */
  subscribed: boolean;
  /** It may apply now: subscribed, the programme open and inside its dates, its account category admitted. */
  canApply: boolean;
  /** Why not, when it may not. */
  reason?: string;
}

class SubscriptionService {
  /** Subscriptions of the tenant (staff), newest first. */
  async list(
    ctx: RequestContext,
    req: PageRequest,
    filter: AwardSubscriptionFilter = {},
  ): Promise<Page<AwardSubscription>> {
    const where: Record<string, unknown> = {};
    if (filter.programmeId?.trim()) where.programmeId = filter.programmeId.trim();
    if (filter.unitName?.trim()) where.unitName = { $ilike: likeText(filter.unitName.trim()) };
    if (filter.account?.trim()) where.account = { $ilike: likeText(filter.account.trim()) };
    const [rows, total] = await findPage(ctx.em, AwardSubscription, where as FilterQuery<AwardSubscription>, {
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return pageOf(rows, total, req);
  }

  /** The signed-in account subscribes to a programme it may apply for now. */
  async subscribe(ctx: RequestContext, programmeId: string): Promise<AwardSubscription> {
    const user = requireUser(ctx);
    const programme = await awardProgrammeService.detail(ctx, programmeId);
    const allowed = await awardProgrammeService.applicability(ctx, programme);
    if (!allowed.canApply) throw badInput(allowed.reason ?? '');
    if (await ctx.em.count(AwardSubscription, { programmeId: programme.id, userId: user.id }))
      throw duplicate(SUBSCRIPTION_MESSAGES.already);
    const unit = await memberUnitService.mine(ctx);
    const row = ctx.em.create(AwardSubscription, {
      tenantId: ctx.tenantId,
      createUser: user.id,
      createDept: user.deptId,
      updateUser: user.id,
      programmeId: programme.id,
      userId: user.id,
      account: user.account,
      memberUnitId: unit?.id,
      unitName: unit?.name ?? user.realName,
      accountCategory: isProgrammeStaff(ctx) ? undefined : await accountCategoryOf(ctx),
    });
    try {
      await ctx.em.flush();
    } catch (e) {
      ctx.em.clear();
      if (e instanceof UniqueConstraintViolationException) throw duplicate(SUBSCRIPTION_MESSAGES.already);
      throw e;
    }
    return row;
  }

  /** The signed-in account cancels its own subscription. */
  async unsubscribe(ctx: RequestContext, programmeId: string): Promise<boolean> {
    const user = requireUser(ctx);
    const row = await ctx.em.findOne(AwardSubscription, { programmeId, userId: user.id });
    if (!row) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
    row.isDeleted = 1;
    row.updateUser = user.id;
    await ctx.em.flush();
    return true;
  }

  /**
   * Whether the signed-in account may apply for a programme now (what checkSubscription answers for the award
   * part): it has subscribed, the programme is open and inside its dates, and its account category is admitted.
   * Member-unit rules (active, not in arrears) are checked by the member side.
   */
  async check(ctx: RequestContext, programmeId: string): Promise<SubscriptionCheck> {
    const user = requireUser(ctx);
    const programme = await awardProgrammeService.detail(ctx, programmeId);
    const subscribed = (await ctx.em.count(AwardSubscription, { programmeId: programme.id, userId: user.id })) > 0;
    const allowed = await awardProgrammeService.applicability(ctx, programme);
    if (!allowed.canApply) return { subscribed, canApply: false, reason: allowed.reason };
    if (!subscribed) return { subscribed, canApply: false, reason: SUBSCRIPTION_MESSAGES.notSubscribed };
    return { subscribed, canApply: true };
  }
}

export const subscriptionService = new SubscriptionService();
