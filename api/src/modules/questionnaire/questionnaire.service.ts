import type { FilterQuery } from '@mikro-orm/core';
import { cleanFormValues } from '@zhuxie/domain/forms/evaluate';
import { logicalAnswer } from '@zhuxie/domain/questionnaire/logic';
import type { FormValues } from '@zhuxie/domain/forms/definition';
import { parseEventTime } from '@zhuxie/domain/event/event-rules';
import {
  QUESTIONNAIRE_MESSAGES as M,
  QUESTIONNAIRE_STATUS,
  answerEditRefusal,
  answeringRefusal,
  questionnaireProblems,
  questionnaireRefusal,
} from '@zhuxie/domain/questionnaire/questionnaire-rules';
import { type QuestionnaireStatistics, questionnaireStatistics } from '@zhuxie/domain/questionnaire/statistics';
import { holdsAny } from '../../engine/access/current-user.js';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { likeText } from '../../engine/crud/crud.service.js';
import { findPage } from '../../engine/crud/find-page.js';
import { type Page, type PageRequest, pageOf } from '../../engine/crud/paging.js';
import { checkVersion } from '../../engine/crud/version.js';
import { badInput, forbidden, notFound } from '../../engine/errors/domain-error.js';
import { limit } from '../../engine/limits/limit.js';
import { TENANT_FILTER } from '../../db/filters.js';
import { expertService } from '../expert/index.js';
import { MEMBER_STATUS, memberUnitService } from '../member/index.js';
import { Questionnaire, QuestionnaireAnswer } from './questionnaire.entity.js';
import type { QuestionnaireAnswerInput, QuestionnaireFilter, QuestionnaireInput } from './questionnaire.inputs.js';

/** 问卷管理 (questionnaire_manage) and its buttons; 问卷统计; 我的问卷. */
export const QUESTIONNAIRE_CODES = {
  view: 'questionnaire_manage',
  add: 'questionnaire_manage_add',
  edit: 'questionnaire_manage_edit',
  delete: 'questionnaire_manage_delete',
  launch: 'questionnaire_manage_launch',
  stop: 'questionnaire_manage_stop',
  export: 'questionnaire_manage_export',
  statistics: 'questionnaire_stat',
  mine: 'questionnaire_mine',
} as const;
/** Who may read questionnaires as staff (the list, the editor, the statistics). */
export const QUESTIONNAIRE_READERS = [QUESTIONNAIRE_CODES.view, QUESTIONNAIRE_CODES.statistics];
/** Roles counted as 工作人员 (audience staff). */
const STAFF_ROLES = ['administrator', 'approver'];

const tenantOf = (tenantId: string) => ({ filters: { [TENANT_FILTER]: { tenantId } } });

/** Who answers: the account, its member unit and whether it is in the audience. */
interface Respondent {
  accountId?: string;
  unitId?: string;
}

/** A questionnaire as its answerer sees it in 我的问卷, with the own answer if any. */
export interface MyQuestionnaireView {
  questionnaire: Questionnaire;
  answer?: QuestionnaireAnswer;
  /** todo 待填写, draft 草稿, answered 已提交 */
  state: 'todo' | 'draft' | 'answered';
}

function problemsError(problems: string[]) {
  return badInput(problems[0]!, [{ field: 'definition', message: problems.join('；') }]);
}

class QuestionnaireService {
  where(filter: QuestionnaireFilter = {}): FilterQuery<Questionnaire> {
    const where: Record<string, unknown> = {};
    if (filter.title?.trim()) where.title = { $ilike: likeText(filter.title.trim()) };
    if (filter.status != null) where.status = filter.status;
    return where as FilterQuery<Questionnaire>;
  }

  async list(ctx: RequestContext, req: PageRequest, filter?: QuestionnaireFilter): Promise<Page<Questionnaire>> {
    const [records, total] = await findPage(ctx.em, Questionnaire, this.where(filter), {
      orderBy: [{ createTime: 'desc' }, { id: 'desc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    return pageOf(records, total, req);
  }

  async detail(ctx: RequestContext, id: string): Promise<Questionnaire> {
    const found = await ctx.em.findOne(Questionnaire, { id });
    if (!found) throw notFound(M.notFound);
    return found;
  }

  private times(input: QuestionnaireInput) {
    const parse = (text: string | null | undefined, field: string) => {
      if (!text?.trim()) return undefined;
      const d = parseEventTime(text);
      if (!d) throw badInput('时间格式不正确', [{ field, message: '时间格式不正确' }]);
      return d;
    };
    return { startTime: parse(input.startTime, 'startTime'), endTime: parse(input.endTime, 'endTime') };
  }

  /** Creates a draft (no id) or updates one that is not running; refused with the editor's messages. */
  async save(ctx: RequestContext, input: QuestionnaireInput): Promise<{ entity: Questionnaire; created: boolean }> {
    const times = this.times(input);
    const definition = { ...input.definition, title: { zh: input.title?.trim() ?? '' } };
    const problems = questionnaireProblems({ ...input, definition, ...times });
    if (problems.length) throw problemsError(problems);
    let entity: Questionnaire;
    const created = !input.id;
    if (input.id) {
      entity = await this.detail(ctx, input.id);
      const refusal = questionnaireRefusal(entity, 'edit', new Date());
      if (refusal) throw badInput(refusal);
      checkVersion(ctx, entity, input.version);
      entity.updateUser = ctx.userId;
    } else {
      entity = ctx.em.create(Questionnaire, {
        tenantId: ctx.tenantId,
        createUser: ctx.userId,
        createDept: ctx.user?.deptId,
        title: '',
        definition,
      });
    }
    entity.title = input.title.trim();
    entity.description = input.description?.trim() || undefined;
    entity.welcomeText = input.welcomeText?.trim() || undefined;
    entity.thanksText = input.thanksText?.trim() || undefined;
    entity.definition = { ...definition, key: entity.id };
    entity.startTime = times.startTime;
    entity.endTime = times.endTime;
    entity.audience = input.audience;
    entity.memberLevels = input.audience === 'memberLevel' ? [...new Set(input.memberLevels ?? [])] : [];
    entity.anonymous = input.anonymous ?? false;
    entity.oncePer = input.oncePer ?? 'account';
    entity.editableUntilEnd = input.editableUntilEnd ?? false;
    await ctx.em.flush();
    return { entity, created };
  }

  /** SPEC 4 "launch and stop": a draft or stopped questionnaire opens for answers; a running one is stopped. */
  async launch(ctx: RequestContext, id: string): Promise<Questionnaire> {
    const q = await this.detail(ctx, id);
    const refusal = questionnaireRefusal(q, 'launch', new Date());
    if (refusal) throw badInput(refusal);
    const problems = questionnaireProblems(q);
    if (problems.length) throw problemsError(problems);
    q.status = QUESTIONNAIRE_STATUS.running;
    q.launchTime = new Date();
    q.updateUser = ctx.userId;
    await ctx.em.flush();
    return q;
  }

  async stop(ctx: RequestContext, id: string): Promise<Questionnaire> {
    const q = await this.detail(ctx, id);
    const refusal = questionnaireRefusal(q, 'stop', new Date());
    if (refusal) throw badInput(refusal);
    q.status = QUESTIONNAIRE_STATUS.stopped;
    q.stopTime = new Date();
    q.updateUser = ctx.userId;
    await ctx.em.flush();
    return q;
  }

  /** Removes questionnaires that are not running, with their answers (soft delete); all or none. */
  async remove(ctx: RequestContext, ids: string[]): Promise<number> {
    if (!ids.length) throw badInput('请选择至少一条数据');
    const rows = await ctx.em.find(Questionnaire, { id: { $in: ids } });
    if (rows.length !== new Set(ids).size) throw notFound(M.notFound);
    for (const q of rows) {
      const refusal = questionnaireRefusal(q, 'remove', new Date());
      if (refusal) throw badInput(refusal);
    }
    const answers = await ctx.em.find(QuestionnaireAnswer, { questionnaireId: { $in: ids } });
    for (const row of [...rows, ...answers]) {
      row.isDeleted = 1;
      row.updateUser = ctx.userId;
    }
    await ctx.em.flush();
    return rows.length;
  }

  // ---- answering -------------------------------------------------------------------------------------------

  /** Whether the signed-in user is asked by the questionnaire (its audience), with the user's member unit. */
  private async respondent(ctx: RequestContext, q: Questionnaire): Promise<{ inAudience: boolean; unitId?: string }> {
    const user = requireUser(ctx);
    const unit = await memberUnitService.ofUser(ctx, user.id);
    const unitId = unit?.id;
    switch (q.audience) {
      case 'members':
        return { inAudience: unit?.status === MEMBER_STATUS.active, unitId };
      case 'memberLevel':
        return {
          inAudience: unit?.status === MEMBER_STATUS.active && q.memberLevels.includes(unit.memberLevel),
          unitId,
        };
      case 'experts':
        return { inAudience: (await expertService.approvedOfUser(ctx, user.id)).length > 0, unitId };
      case 'staff':
        return { inAudience: user.isAdmin || user.roleAliases.some((r) => STAFF_ROLES.includes(r)), unitId };
      default:
        return { inAudience: true, unitId };
    }
  }

  /** The respondent's current answer (draft or submitted) under the one-answer rule. */
  private existing(ctx: RequestContext, q: Questionnaire, who: Respondent): Promise<QuestionnaireAnswer | null> {
    if (q.oncePer === 'unit' && who.unitId)
      return ctx.em.findOne(
        QuestionnaireAnswer,
        { questionnaireId: q.id, unitId: who.unitId },
        { orderBy: { submitted: 'desc' } },
      );
    return ctx.em.findOne(QuestionnaireAnswer, { questionnaireId: q.id, accountId: who.accountId ?? '-' });
  }

  /** 我的问卷: the running (and, when answered, the closed) questionnaires the user is asked by, with the answers. */
  async mine(ctx: RequestContext): Promise<MyQuestionnaireView[]> {
    const user = requireUser(ctx);
    const rows = await ctx.em.find(
      Questionnaire,
      { status: { $in: [QUESTIONNAIRE_STATUS.running, QUESTIONNAIRE_STATUS.stopped] } },
      { orderBy: [{ launchTime: 'desc' }, { id: 'desc' }], limit: 200 },
    );
    const out: MyQuestionnaireView[] = [];
    const now = new Date();
    for (const q of rows) {
      const { inAudience, unitId } = await this.respondent(ctx, q);
      if (!inAudience) continue;
      const answer = (await this.existing(ctx, q, { accountId: user.id, unitId })) ?? undefined;
      const open = !answeringRefusal(q, now);
      if (!answer && !open) continue;
      if (answer && !answer.submitted && !open) continue;
      out.push({ questionnaire: q, answer, state: answer?.submitted ? 'answered' : answer ? 'draft' : 'todo' });
    }
    return out;
  }

  /** One questionnaire to answer by the signed-in user, with the own answer. */
  async toAnswer(ctx: RequestContext, id: string): Promise<MyQuestionnaireView> {
    const user = requireUser(ctx);
    const q = await this.detail(ctx, id);
    if (q.status === QUESTIONNAIRE_STATUS.draft) throw notFound(M.notFound);
    const { inAudience, unitId } = await this.respondent(ctx, q);
    if (!inAudience) throw forbidden(M.notInAudience);
    const answer = (await this.existing(ctx, q, { accountId: user.id, unitId })) ?? undefined;
    return { questionnaire: q, answer, state: answer?.submitted ? 'answered' : answer ? 'draft' : 'todo' };
  }

  /** Saves a draft (`submit` false) or submits: the server checks the same rules as the form (logicalAnswer). */
  async answer(ctx: RequestContext, input: QuestionnaireAnswerInput, submit: boolean): Promise<QuestionnaireAnswer> {
    const user = requireUser(ctx);
    const q = await this.detail(ctx, input.questionnaireId);
    const { inAudience, unitId } = await this.respondent(ctx, q);
    if (!inAudience) throw forbidden(M.notInAudience);
    if (q.oncePer === 'unit' && !unitId) throw badInput(M.noUnit);
    const who = { accountId: user.id, unitId };
    const existing = await this.existing(ctx, q, who);
    if (existing?.submitted && q.oncePer === 'unit' && existing.accountId !== user.id && !q.editableUntilEnd)
      throw badInput(M.answeredUnit);
    const refusal = answerEditRefusal(q, existing ?? undefined, new Date());
    if (refusal) throw badInput(refusal === M.notEditable ? answeredMessage(q) : refusal);
    const values = this.checked(q, input.values, submit);
    const row =
      existing ??
      ctx.em.create(QuestionnaireAnswer, {
        tenantId: ctx.tenantId,
        createUser: user.id,
        createDept: user.deptId,
        questionnaireId: q.id,
        accountId: user.id,
        unitId,
      });
    row.answerValues = values;
    row.updateUser = user.id;
    // A submitted answer stays submitted (editable until the end: changed, not turned back into a draft).
    if (submit || row.submitted) {
      row.submitted = true;
      row.submitTime = new Date();
    }
    await ctx.em.flush();
    return row;
  }

  private checked(q: Questionnaire, raw: FormValues, submit: boolean): FormValues {
    // Question and page logic: hidden questions and skipped pages are not required and their answers are dropped.
    const { values, errors } = logicalAnswer(
      q.definition,
      cleanFormValues(q.definition, raw ?? {}),
      submit ? 'submit' : 'draft',
    );
    if (errors.length)
      throw badInput(
        errors[0]!.message,
        errors.map((e) => ({ field: e.path, message: e.message })),
      );
    return values;
  }

  /** What the open link shows: a running questionnaire whose audience is the open link (any tenant). */
  async openQuestionnaire(ctx: RequestContext, id: string): Promise<Questionnaire> {
    const q = await ctx.em.findOne(Questionnaire, { id }, { filters: { [TENANT_FILTER]: false } });
    if (!q || q.isDeleted || q.status === QUESTIONNAIRE_STATUS.draft) throw notFound(M.notFound);
    if (q.audience !== 'open') throw notFound(M.openOnly);
    return q;
  }

  /** An answer through the open link (no login): rate limited per address; always submitted. */
  async openAnswer(ctx: RequestContext, input: QuestionnaireAnswerInput): Promise<QuestionnaireAnswer> {
    await limit(ctx, 'questionnaireAnswerIp', ctx.ip ?? 'unknown');
    const q = await this.openQuestionnaire(ctx, input.questionnaireId);
    const refusal = answeringRefusal(q, new Date());
    if (refusal) throw badInput(refusal);
    const values = this.checked(q, input.values, true);
    const row = ctx.em.create(QuestionnaireAnswer, {
      tenantId: q.tenantId,
      createUser: ctx.userId,
      questionnaireId: q.id,
      accountId: ctx.userId,
      answerValues: values,
      submitted: true,
      submitTime: new Date(),
    });
    await ctx.em.persist(row).flush();
    return row;
  }

  // ---- statistics and export ------------------------------------------------------------------------------

  /** How many the questionnaire asks (null: open link, no count). */
  private async audienceSize(ctx: RequestContext, q: Questionnaire): Promise<number | null> {
    switch (q.audience) {
      case 'members':
        return memberUnitService.countActive(ctx);
      case 'memberLevel': {
        const units = await memberUnitService.activeUnits(ctx);
        return units.filter((u) => q.memberLevels.includes(u.memberLevel)).length;
      }
      case 'experts':
        return expertService.countApproved(ctx);
      default:
        return null;
    }
  }

  submittedAnswers(ctx: RequestContext, questionnaireId: string): Promise<QuestionnaireAnswer[]> {
    return ctx.em.find(
      QuestionnaireAnswer,
      { questionnaireId, submitted: true },
      { orderBy: [{ submitTime: 'asc' }, { id: 'asc' }] },
    );
  }

  async statistics(ctx: RequestContext, id: string): Promise<QuestionnaireStatistics> {
    const q = await this.detail(ctx, id);
    const [answers, audience] = await Promise.all([this.submittedAnswers(ctx, id), this.audienceSize(ctx, q)]);
    return questionnaireStatistics(
      q.definition,
      answers.map((a) => a.answerValues),
      audience,
    );
  }

  /** Whether the user is staff of questionnaires (reads every questionnaire). */
  isStaff(ctx: RequestContext): boolean {
    return Boolean(ctx.user && holdsAny(ctx.user, QUESTIONNAIRE_READERS));
  }

  tenantScope = tenantOf;
}

function answeredMessage(q: Questionnaire): string {
  return q.oncePer === 'unit' ? M.answeredUnit : M.answeredAccount;
}

export const questionnaireService = new QuestionnaireService();
