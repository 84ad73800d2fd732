import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { extraValuesOf } from '@zhuxie/domain/award/application-form';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { RequestContext } from '../../engine/context.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { flowService } from '../../engine/flow/flow.service.js';
import { ArrearsResult, arrearsService } from '../dues/index.js';
import { memberUnitService } from '../member/index.js';
import { AwardApplication, AwardApplicationExpert } from './award-application.entity.js';
import {
  AwardApplicationEnabledInput,
  AwardApplicationFilesInput,
  AwardApplicationListFilter,
  AwardApplicationInput,
  AwardApplicationRefInput,
  AwardApprovalBatchInput,
  AwardApprovalStatusInput,
  AwardExpertAssignInput,
  DeclarationValuesType,
  MaterialFilesType,
  ParticipantGroupType,
} from './award-application.inputs.js';
import {
  APPLICATION_MANAGE_CODES,
  APPLICATION_VIEW_CODES,
  awardApplicationService,
  companyFieldOf,
  formTypeOf,
} from './award-application.service.js';
import { AWARD_APPLY_CODE, awardProgrammeService } from './award-programme.service.js';
import { PARTICIPANT_GROUPS } from '@zhuxie/domain/award/declaration-rules';

const AwardApplicationPage = PageType(AwardApplication);
/** Who may open application lists and details (the service narrows what each one sees). */
const READERS = [...APPLICATION_VIEW_CODES, ...APPLICATION_MANAGE_CODES, AWARD_APPLY_CODE, 'awards_scoring'];

@ObjectType({ description: 'A company of the award forms\' unit selects (SPEC section 3 "Company").' })
export class AwardCompany {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Name of the company.' }) companyName!: string;
}

@ObjectType({
  description: "checkCreditCode: whether a unified social credit code is a member unit's, and its dues state.",
})
export class CreditCodeCheck {
  @Field(() => Boolean, { description: 'Whether a member unit has the code.' }) exists!: boolean;
  @Field(() => ID, { nullable: true, description: 'Id of the member unit with the code.' }) unitId?: string;
  @Field(() => String, { nullable: true, description: 'Name of the member unit with the code.' }) unitName?: string;
  @Field(() => Boolean, { description: 'Whether that unit owes dues.' }) inArrears!: boolean;
  @Field(() => String, { nullable: true, description: 'The arrears message to show, when it owes.' }) message?:
    | string
    | null;
}

@Resolver(() => AwardApplication)
export class AwardApplicationResolver {
  @FieldResolver(() => String, { description: 'The award type label (世纪杯 ...).' })
  awardTypeLabel(@Root() app: AwardApplication) {
    return formTypeOf(app.awardType).label;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The programme name.' })
  async programmeName(@Ctx() ctx: RequestContext, @Root() app: AwardApplication) {
    return (app.programmeTitle ?? (await awardProgrammeService.nameOf(ctx, app.programmeId))) || null;
  }

  @FieldResolver(() => DeclarationValuesType, { description: 'The declaration values (SPEC section 3).' })
  values(@Root() app: AwardApplication) {
    return app.values;
  }

  @FieldResolver(() => [ParticipantGroupType], {
    description: 'The participant groups of the award type, in form order (empty groups included).',
  })
  async participants(@Ctx() ctx: RequestContext, @Root() app: AwardApplication): Promise<ParticipantGroupType[]> {
    const type = formTypeOf(app.awardType);
    const ids = Object.values(app.participants).flatMap((units) =>
      units.map((u) => u.companyId).filter((id): id is string => Boolean(id)),
    );
    const names = await awardApplicationService.companyNames(ctx, ids);
    return type.form.participantGroups
      .filter((key) => PARTICIPANT_GROUPS.some((g) => g.key === key))
      .map((group) => ({
        group,
        units: (app.participants[group] ?? []).map((u) => ({
          companyId: u.companyId ?? null,
          companyName: u.companyId ? (names.get(u.companyId) ?? null) : null,
          buildingNumber: u.buildingNumber ?? '-',
          people: Object.entries(u.people ?? {}).map(([field, value]) => ({ field, value: value ?? '' })),
        })),
      }));
  }

  @FieldResolver(() => [MaterialFilesType], {
    description:
      "The material slots of the award type, in form order (empty slots included), then the slots the programme's form definition adds that hold files.",
  })
  materials(@Root() app: AwardApplication): MaterialFilesType[] {
    const built = formTypeOf(app.awardType).form.materials.map((slot) => slot.key);
    // Then the slots the programme's definition added (only those it declared were ever stored).
    const added = Object.keys(app.materials).filter((key) => !built.includes(key));
    return [...built, ...added].map((slot) => ({
      slot,
      files: (app.materials[slot] ?? []).map((f) => ({ name: f.name, url: f.url, size: f.size ?? null })),
    }));
  }

  @FieldResolver(() => GraphQLJSONObject, {
    description:
      "The values of the fields the programme's form definition adds, by field key ({} when none); their files are " +
      'in materials under the added slot.',
  })
  extraValues(@Root() app: AwardApplication): Record<string, unknown> {
    return extraValuesOf(app.values);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Name of the main company (the award type's company field: askForWork, mainApplicant, applicantUnit).",
  })
  async companyName(@Ctx() ctx: RequestContext, @Root() app: AwardApplication) {
    const id = app.values[companyFieldOf(app.awardType)];
    if (typeof id !== 'string') return null;
    return awardApplicationService.companyNameOf(ctx, id);
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The flow instance (absent before the first submission).' })
  async flowInstanceId(@Ctx() ctx: RequestContext, @Root() app: AwardApplication) {
    return flowService.instanceIdOf(ctx, formTypeOf(app.awardType).businessType, app.id);
  }

  @Authorized(...READERS)
  @Query(() => AwardApplicationPage, {
    description: 'Applications of an award type: all for its staff; own, assigned or approved ones otherwise.',
  })
  awardApplications(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => AwardApplicationListFilter, { nullable: true, description: 'awardType is required.' })
    filter?: AwardApplicationListFilter,
  ) {
    return awardApplicationService.list(ctx, pageRequest(page), filter ?? {});
  }

  @Authorized(...READERS)
  @Query(() => AwardApplication, { description: 'One award application by id, when the account may read it.' })
  awardApplication(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return awardApplicationService.readable(ctx, id);
  }

  @Authorized(...READERS)
  @Query(() => [AwardApplicationExpert], { description: 'The experts assigned to an application (list/expert/{id}).' })
  awardApplicationExperts(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return awardApplicationService.experts(ctx, id);
  }

  @Authorized(...READERS)
  @Query(() => [AwardCompany], { description: "Active member units for the award forms' unit selects (listBySimple)." })
  async awardCompanies(@Ctx() ctx: RequestContext): Promise<AwardCompany[]> {
    const units = await memberUnitService.activeUnits(ctx, 'byName');
    return units.map((u) => ({ id: u.id, companyName: u.name }));
  }

  @Authorized(...READERS)
  @Query(() => ArrearsResult, {
    description:
      'Whether a company of the award forms (contractor, main applicant) is in dues arrears, with the notice to show.',
  })
  async awardCompanyArrears(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => ID, { description: 'Id of the company as the award forms name it (an AwardCompany id).' })
    companyId: string,
  ) {
    if (!(await memberUnitService.byId(ctx, companyId))) return { inArrears: false, message: null, fieldError: null };
    return arrearsService.check(ctx.em, ctx.tenantId, companyId);
  }

  @Authorized(...READERS)
  @Query(() => CreditCodeCheck, { description: 'checkCreditCode/{code}.' })
  checkCreditCode(
    @Ctx() ctx: RequestContext,
    @Arg('code', () => String, { description: 'A unified social credit code (18 characters).' }) code: string,
  ) {
    return awardApplicationService.checkCreditCode(ctx, code);
  }

  @Authorized(AWARD_APPLY_CODE)
  @Mutation(() => AwardApplication, {
    description:
      'Saves a draft of the own unit (any time; only submission validates completely); andSubmit also sends it for check.',
  })
  saveAwardApplication(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AwardApplicationInput) input: AwardApplicationInput,
  ) {
    return awardApplicationService.save(ctx, input);
  }

  @Authorized(AWARD_APPLY_CODE)
  @Mutation(() => AwardApplication, {
    description: 'Sends the own draft for check (送审): every rule, arrears and allocation number.',
  })
  submitAwardApplication(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AwardApplicationRefInput) input: AwardApplicationRefInput,
  ) {
    return awardApplicationService.sendForCheck(ctx, input.id, input.version);
  }

  @Authorized(AWARD_APPLY_CODE, ...APPLICATION_MANAGE_CODES)
  @Mutation(() => AwardApplication, { description: 'Material files changed after submission (modify-file).' })
  modifyAwardApplicationFiles(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AwardApplicationFilesInput) input: AwardApplicationFilesInput,
  ) {
    return awardApplicationService.modifyFiles(ctx, input);
  }

  @Authorized(AWARD_APPLY_CODE, ...APPLICATION_MANAGE_CODES)
  @Mutation(() => Boolean, { description: 'Deletes a draft (del/{id}).' })
  removeAwardApplication(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return awardApplicationService.removeDraft(ctx, id);
  }

  @Authorized(...APPLICATION_MANAGE_CODES)
  @Mutation(() => AwardApplication, {
    description: 'Enables or disables an application with a message (modify-status).',
  })
  setAwardApplicationEnabled(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AwardApplicationEnabledInput) input: AwardApplicationEnabledInput,
  ) {
    return awardApplicationService.setEnabled(ctx, input);
  }

  @Authorized(...APPLICATION_MANAGE_CODES)
  @Mutation(() => AwardApplication, { description: 'Resets the approval to 0 待提交 (modify-approval-status).' })
  resetAwardApplicationApproval(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AwardApprovalStatusInput) input: AwardApprovalStatusInput,
  ) {
    return awardApplicationService.resetApproval(ctx, input.id, input.opinion);
  }

  @Authorized(...APPLICATION_MANAGE_CODES, 'flow_admin')
  @Mutation(() => Int, {
    description:
      'Approves the given applications whose current step the user may approve (approval-batch); answers how many.',
  })
  approveAwardApplications(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AwardApprovalBatchInput) input: AwardApprovalBatchInput,
  ) {
    return awardApplicationService.approveBatch(ctx, input.awardType, input.ids);
  }

  @Authorized(...APPLICATION_MANAGE_CODES)
  @Mutation(() => [AwardApplicationExpert], { description: 'Replaces the experts of an application (assign/expert).' })
  assignAwardApplicationExperts(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AwardExpertAssignInput) input: AwardExpertAssignInput,
  ) {
    return awardApplicationService.assignExperts(ctx, input.id, input.expertIds);
  }
}
