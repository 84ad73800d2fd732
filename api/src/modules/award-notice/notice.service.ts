import { LockMode } from '@mikro-orm/core';
import {
  confirmRefusal,
  handlingErrors,
  NOTICE_MESSAGES,
  NOTICE_STATUS,
  noticeErrors,
  OBJECTION_STATUS,
  objectionErrors,
  objectionRefusal,
} from '@zhuxie/domain/award/notice-rules';
import type { FieldError } from '@zhuxie/domain/award/declaration-rules';
import { AWARD_TYPES } from '@zhuxie/domain/award/award-types';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { TENANT_FILTER } from '../../db/filters.js';
import { badInput, forbidden, notFound, stale } from '../../engine/errors/domain-error.js';
import { limit } from '../../engine/limits/limit.js';
import { fileKeyOf } from '../../engine/storage/storage.js';
import { awardApplicationService, awardProgrammeService, formTypeOf } from '../award/index.js';
import { AwardNotice, AwardObjection, type NoticeItem } from './notice.entity.js';
import type { AwardNoticeInput, ObjectionHandlingInput, ObjectionInput } from './notice.inputs.js';

const failWith = (errors: FieldError[]): never => {
  throw badInput(errors[0]!.message, errors);
};

class AwardNoticeService {
  /** Staff of the programme's award type (its manage code), or a refusal. */
  private async staffProgramme(ctx: RequestContext, programmeId: string) {
    requireUser(ctx);
    const programme = await awardProgrammeService.detail(ctx, programmeId.trim());
    if (!awardApplicationService.isStaff(ctx, formTypeOf(programme.awardType))) throw forbidden();
    return programme;
  }

  private async staffNotice(ctx: RequestContext, id: string): Promise<AwardNotice> {
    const notice = await ctx.em.findOne(AwardNotice, { id });
    if (!notice) throw notFound(NOTICE_MESSAGES.notFound);
    await this.staffProgramme(ctx, notice.programmeId);
    return notice;
  }

  /** The programmes of the award types the user manages, newest year first (the screen's choice). */
  async programmeOptions(ctx: RequestContext): Promise<{ id: string; name: string; year: number }[]> {
    requireUser(ctx);
    const types = AWARD_TYPES.filter((t) => t.form && awardApplicationService.isStaff(ctx, t)).map((t) => t.key);
    return types.length ? awardProgrammeService.ofTypes(ctx, types) : [];
  }

  /** The applications of a programme that may be proposed: submitted (审核中) or passed (已通过). */
  async applicationOptions(ctx: RequestContext, programmeId: string) {
    const programme = await this.staffProgramme(ctx, programmeId);
    return awardApplicationService.submittedOf(ctx, programme.id, { limit: 2000 });
  }

  /** The notices of a programme (staff), newest first. */
  async ofProgramme(ctx: RequestContext, programmeId: string): Promise<AwardNotice[]> {
    await this.staffProgramme(ctx, programmeId);
    return ctx.em.find(AwardNotice, { programmeId }, { orderBy: [{ createTime: 'desc' }, { id: 'desc' }] });
  }

  async detail(ctx: RequestContext, id: string): Promise<AwardNotice> {
    return this.staffNotice(ctx, id);
  }

  /**
   * Saves a draft: the title, period and proposed results (applications of the programme that passed the formal
   * review, each with its result text). A published notice is not changed.
   */
  async save(ctx: RequestContext, input: AwardNoticeInput): Promise<AwardNotice> {
    const programme = await this.staffProgramme(ctx, input.programmeId);
    const items = input.items.map((i) => ({ applicationId: i.applicationId.trim(), result: i.result?.trim() ?? '' }));
    const errors = noticeErrors({ ...input, items });
    if (errors.length) failWith(errors);
    const apps = new Map((await awardApplicationService.submittedOf(ctx, programme.id)).map((a) => [a.id, a] as const));
    const unknown = items.findIndex((i) => !apps.has(i.applicationId));
    if (unknown >= 0)
      failWith([{ field: `items[${unknown}].applicationId`, message: NOTICE_MESSAGES.applicationNotInNotice }]);
    const rows: NoticeItem[] = items.map((i) => {
      const app = apps.get(i.applicationId)!;
      return {
        applicationId: app.id,
        projectName: app.projectName ?? null,
        unitName: app.unitName,
        result: i.result,
        withdrawn: false,
      };
    });
    const fields = {
      programmeId: programme.id,
      programmeName: programme.name,
      title: input.title!.trim(),
      intro: input.intro?.trim() || null,
      startDate: input.startDate!,
      endDate: input.endDate!,
      items: rows,
    };
    if (!input.id) {
      const notice = ctx.em.create(AwardNotice, { ...fields, tenantId: ctx.tenantId, createUser: ctx.userId });
      await ctx.em.flush();
      return notice;
    }
    const notice = await this.staffNotice(ctx, input.id);
    if (notice.status !== NOTICE_STATUS.draft) throw badInput(NOTICE_MESSAGES.notDraft);
    if (input.version && input.version !== notice.version) throw stale();
    ctx.em.assign(notice, { ...fields, updateUser: ctx.userId });
    await ctx.em.flush();
    return notice;
  }

  /** Publishes a draft: the open page shows it and objections are taken during its period. */
  async publish(ctx: RequestContext, id: string): Promise<AwardNotice> {
    const notice = await this.staffNotice(ctx, id);
    if (notice.status !== NOTICE_STATUS.draft) throw badInput(NOTICE_MESSAGES.notDraft);
    notice.status = NOTICE_STATUS.published;
    notice.publishTime = new Date();
    await ctx.em.flush();
    return notice;
  }

  /** Removes a draft (a published notice is kept with its objections). */
  async remove(ctx: RequestContext, id: string): Promise<boolean> {
    const notice = await this.staffNotice(ctx, id);
    if (notice.status !== NOTICE_STATUS.draft) throw badInput(NOTICE_MESSAGES.notDraft);
    notice.isDeleted = 1;
    await ctx.em.flush();
    return true;
  }

  /** The objections of a notice (staff), oldest first. */
  async objections(ctx: RequestContext, noticeId: string): Promise<AwardObjection[]> {
    await this.staffNotice(ctx, noticeId);
    return ctx.em.find(AwardObjection, { noticeId }, { orderBy: [{ createTime: 'asc' }, { id: 'asc' }] });
  }

  /**
   * Handles a pending objection with a reply: upheld takes the application out of the notice's results, dismissed
   * keeps it. The notice row is locked, so two objections to one notice handled side by side keep both changes.
   */
  async handle(ctx: RequestContext, input: ObjectionHandlingInput): Promise<AwardObjection> {
    const user = requireUser(ctx);
    const errors = handlingErrors(input);
    if (errors.length) failWith(errors);
    const probe = await ctx.em.findOne(AwardObjection, { id: input.id });
    if (!probe) throw notFound(NOTICE_MESSAGES.objectionNotFound);
    await this.staffNotice(ctx, probe.noticeId);
    return ctx.em.transactional(async (em) => {
      const notice = await em.findOneOrFail(
        AwardNotice,
        { id: probe.noticeId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (notice.status === NOTICE_STATUS.confirmed) throw badInput(NOTICE_MESSAGES.confirmed);
      const objection = await em.findOneOrFail(
        AwardObjection,
        { id: probe.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (objection.status !== OBJECTION_STATUS.pending) throw badInput(NOTICE_MESSAGES.handled);
      objection.status = input.upheld ? OBJECTION_STATUS.upheld : OBJECTION_STATUS.dismissed;
      objection.reply = input.reply!.trim();
      objection.handledBy = user.account;
      objection.handleTime = new Date();
      objection.updateUser = ctx.userId;
      if (input.upheld)
        notice.items = notice.items.map((i) =>
          i.applicationId === objection.applicationId ? { ...i, withdrawn: true } : i,
        );
      return objection;
    });
  }

  /** Confirms the final results once the period has ended and every objection is handled. */
  async confirm(ctx: RequestContext, id: string): Promise<AwardNotice> {
    const user = requireUser(ctx);
    await this.staffNotice(ctx, id);
    return ctx.em.transactional(async (em) => {
      const notice = await em.findOneOrFail(AwardNotice, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const pending = await em.count(AwardObjection, { noticeId: id, status: OBJECTION_STATUS.pending });
      const refusal = confirmRefusal(notice, pending);
      if (refusal) throw badInput(refusal);
      notice.status = NOTICE_STATUS.confirmed;
      notice.confirmTime = new Date();
      notice.confirmedBy = user.account;
      return notice;
    });
  }

  /** Open: a published or confirmed notice of any tenant (drafts and removed ones are not found). */
  async publicNotice(ctx: RequestContext, id: string): Promise<AwardNotice> {
    const notice = await ctx.em.findOne(AwardNotice, { id }, { filters: { [TENANT_FILTER]: false } });
    if (!notice || notice.status === NOTICE_STATUS.draft) throw notFound(NOTICE_MESSAGES.notFound);
    return notice;
  }

  /**
   * Open: lodges an objection during the notice period (rate limited per address). Evidence files are uploads of
   * the notice's tenant (a signed-in objector uploads them; anyone else describes the evidence in the reasons).
   */
  async lodge(ctx: RequestContext, input: ObjectionInput): Promise<{ id: string; createTime: Date }> {
    await limit(ctx, 'objectionIp', ctx.ip ?? 'unknown');
    const notice = await ctx.em.findOne(AwardNotice, { id: input.noticeId }, { filters: { [TENANT_FILTER]: false } });
    if (!notice || notice.status === NOTICE_STATUS.draft) throw notFound(NOTICE_MESSAGES.notFound);
    const refusal = objectionRefusal(notice);
    if (refusal) throw badInput(refusal);
    const live = notice.items.filter((i) => !i.withdrawn).map((i) => i.applicationId);
    const errors = objectionErrors(input, live);
    const files = input.files ?? [];
    if (files.some((f) => !fileKeyOf(f.url, notice.tenantId)))
      errors.push({ field: 'files', message: '文件地址无效，请重新上传' });
    if (errors.length) failWith(errors);
    const objection = ctx.em.create(AwardObjection, {
      tenantId: notice.tenantId,
      createUser: ctx.userId,
      noticeId: notice.id,
      applicationId: input.applicationId!.trim(),
      name: input.name!.trim(),
      contact: input.contact!.trim(),
      reasons: input.reasons!.trim(),
      files: files.map((f) => ({ name: f.name, url: f.url, size: f.size ?? null })),
    });
    await ctx.em.flush();
    return { id: objection.id, createTime: objection.createTime };
  }
}

export const awardNoticeService = new AwardNoticeService();
