import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { applicationDefinition, builtInChangeProblems } from '@zhuxie/domain/award/application-form';
import { awardTypeOf } from '@zhuxie/domain/award/award-types';
import { definitionProblems } from '@zhuxie/domain/forms/check';
import type { FormDefinition } from '@zhuxie/domain/forms/definition';
import { holdsAny } from '../../engine/access/current-user.js';
import { requireUser } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { badInput, forbidden, notFound, stale } from '../../engine/errors/domain-error.js';
import type { AwardApplication } from './award-application.entity.js';
import { AwardFormVersion } from './award-form.entity.js';
import { PROGRAMME_CODES, PROGRAMME_MESSAGES } from './award-programme.service.js';
import { AwardProgramme } from './award.entity.js';

export const FORM_MESSAGES = {
  noForm: '该奖项类型还没有申报表单',
  malformed: '表单定义格式不正确',
  invalid: (first: string) => `表单定义有误：${first}`,
  copyOtherType: '只能复制同一奖项类型其他年度的表单',
} as const;

/** A programme's form as an applicant and the server use it: its version, whether it is frozen and stored. */
export interface ProgrammeForm {
  programmeId: string;
  version: number;
  frozen: boolean;
  /** False while the programme uses its award type's built-in definition unchanged. */
  stored: boolean;
  definition: FormDefinition;
}

/** The definition as plain JSON (what the client sent, or the built-in constant, never shared by reference). */
const copy = (definition: FormDefinition): FormDefinition => JSON.parse(JSON.stringify(definition)) as FormDefinition;

/**
 * The versioned application forms of programmes (issue "Award forms as declarations"): staff with
 * `awards_setting_form` change a programme's form; the version an application is submitted with is frozen, a
 * change after that makes the next version, and the server checks each application against its own version.
 */
class AwardFormService {
  private async programme(ctx: RequestContext, programmeId: string): Promise<AwardProgramme> {
    const programme = await ctx.em.findOne(AwardProgramme, { id: programmeId });
    if (!programme) throw notFound(PROGRAMME_MESSAGES.notFound);
    return programme;
  }

  private builtIn(programme: AwardProgramme): FormDefinition {
    const type = awardTypeOf(programme.awardType);
    const definition = type && applicationDefinition(type);
    if (!definition) throw badInput(FORM_MESSAGES.noForm);
    return copy(definition);
  }

  private latest(ctx: RequestContext, programmeId: string): Promise<AwardFormVersion | null> {
    return ctx.em.findOne(AwardFormVersion, { programmeId }, { orderBy: { formVersion: 'desc' } });
  }

  private view(programmeId: string, row: AwardFormVersion): ProgrammeForm {
    return {
      programmeId,
      version: row.formVersion,
      frozen: row.frozen,
      stored: true,
      definition: { ...row.definition, version: row.formVersion },
    };
  }

  /** The programme's current form (the latest version; the built-in one while nothing is stored), or one version. */
  async current(ctx: RequestContext, programmeId: string, version?: number | null): Promise<ProgrammeForm> {
    requireUser(ctx);
    const programme = await this.programme(ctx, programmeId);
    if (version != null) {
      const row = await ctx.em.findOne(AwardFormVersion, { programmeId, formVersion: version });
      if (row) return this.view(programmeId, row);
      if (version !== 1) throw notFound('表单版本不存在');
    }
    const row = await this.latest(ctx, programmeId);
    if (row) return this.view(programmeId, row);
    return { programmeId, version: 1, frozen: false, stored: false, definition: this.builtIn(programme) };
  }

  /**
   * Save a programme's form. `basedOn` is the version the editor read (a change by someone else in between is
   * refused as stale). An unfrozen latest version is changed in place; a frozen one is kept and the change
   * becomes the next version. The definition passes every check of a definition and keeps the built-in fields
   * of its award type.
   */
  async save(ctx: RequestContext, programmeId: string, definition: unknown, basedOn: number): Promise<ProgrammeForm> {
    const user = requireUser(ctx);
    if (!holdsAny(user, [PROGRAMME_CODES.form])) throw forbidden();
    const programme = await this.programme(ctx, programmeId);
    const type = awardTypeOf(programme.awardType);
    if (!type || !applicationDefinition(type)) throw badInput(FORM_MESSAGES.noForm);
    const candidate = this.parse(definition);
    const latest = await this.latest(ctx, programmeId);
    const current = latest?.formVersion ?? 1;
    if (basedOn !== current) throw stale();
    const version = latest?.frozen ? current + 1 : current;
    candidate.version = version;
    let problems: string[];
    try {
      problems = [...definitionProblems(candidate), ...builtInChangeProblems(type, candidate)];
    } catch {
      problems = [FORM_MESSAGES.malformed];
    }
    if (problems.length)
      throw badInput(
        FORM_MESSAGES.invalid(problems[0]!),
        problems.map((message) => ({ field: 'definition', message })),
      );
    const row =
      latest && !latest.frozen
        ? latest
        : ctx.em.create(AwardFormVersion, {
            tenantId: ctx.tenantId,
            programmeId,
            formVersion: version,
            definition: candidate,
            createUser: ctx.userId,
          });
    row.definition = candidate;
    row.updateUser = ctx.userId;
    try {
      await ctx.em.flush();
    } catch (e) {
      ctx.em.clear();
      // Two editors saved at once, or a submission froze the version meanwhile: the second one read an old state.
      if (e instanceof UniqueConstraintViolationException || e instanceof OptimisticLockError) throw stale();
      throw e;
    }
    return this.view(programmeId, row);
  }

  /**
   * Start a programme's form from another programme's current form of the same award type (last year's): saved
   * as this programme's, with every check of `save`.
   */
  async copyFrom(ctx: RequestContext, programmeId: string, fromProgrammeId: string, basedOn: number) {
    const user = requireUser(ctx);
    if (!holdsAny(user, [PROGRAMME_CODES.form])) throw forbidden();
    const [target, source] = [await this.programme(ctx, programmeId), await this.programme(ctx, fromProgrammeId)];
    if (source.id === target.id || source.awardType !== target.awardType)
      throw badInput(FORM_MESSAGES.copyOtherType, [{ field: 'fromProgrammeId', message: FORM_MESSAGES.copyOtherType }]);
    const { definition } = await this.current(ctx, fromProgrammeId);
    return this.save(ctx, programmeId, definition, basedOn);
  }

  private parse(definition: unknown): FormDefinition {
    if (!definition || typeof definition !== 'object' || Array.isArray(definition))
      throw badInput(FORM_MESSAGES.malformed, [{ field: 'definition', message: FORM_MESSAGES.malformed }]);
    return copy(definition as FormDefinition);
  }

  /**
   * The current definitions of the programmes of an award type (one programme, or those of a year, or all), the
   * newest year first: what a list export of the type names its added columns by.
   */
  async currentOfType(
    ctx: RequestContext,
    awardType: string,
    filter: { programmeId?: string | null; year?: number | null } = {},
  ): Promise<FormDefinition[]> {
    const programmes = await ctx.em.find(
      AwardProgramme,
      {
        awardType,
        ...(filter.programmeId ? { id: filter.programmeId } : {}),
        ...(filter.year != null ? { year: filter.year } : {}),
      },
      { fields: ['id'], orderBy: [{ year: 'desc' }, { id: 'asc' }] },
    );
    const ids = programmes.map((p) => p.id);
    if (!ids.length) return [];
    const rows = await ctx.em.find(
      AwardFormVersion,
      { programmeId: { $in: ids } },
      { orderBy: [{ formVersion: 'desc' }] },
    );
    const latest = new Map<string, FormDefinition>();
    for (const row of rows) if (!latest.has(row.programmeId)) latest.set(row.programmeId, row.definition);
    return ids.flatMap((id) => (latest.has(id) ? [latest.get(id)!] : []));
  }

  /** The definition an application is checked against: the version it was submitted with, else the current one. */
  async forApplication(ctx: RequestContext, app: AwardApplication): Promise<FormDefinition> {
    const form = await this.current(ctx, app.programmeId, app.formVersion);
    return form.definition;
  }

  /**
   * At a submission: the application keeps the programme's current version, which is frozen from now on (the
   * built-in definition is stored as version 1 the first time). A resubmission after a rejection keeps the
   * version the application already has.
   */
  async freezeFor(ctx: RequestContext, app: AwardApplication): Promise<void> {
    if (app.formVersion != null) return;
    const latest = await this.latest(ctx, app.programmeId);
    if (latest) {
      latest.frozen = true;
      app.formVersion = latest.formVersion;
      return;
    }
    const programme = await this.programme(ctx, app.programmeId);
    ctx.em.create(AwardFormVersion, {
      tenantId: ctx.tenantId,
      programmeId: app.programmeId,
      formVersion: 1,
      definition: this.builtIn(programme),
      frozen: true,
      createUser: ctx.userId,
    });
    app.formVersion = 1;
  }
}

export const awardFormService = new AwardFormService();
