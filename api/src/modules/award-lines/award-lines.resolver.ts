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
import { requirePermission } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { RemoveInput } from '../../engine/crud/remove.input.js';
import { FlowModel } from '../../engine/flow/flow.entities.js';
import { awardProgrammeService } from '../award/index.js';
import { LINE_STATUS_LABELS, QualityTeamUnit, SafetyStandardization, TechnologyResult } from './award-lines.entity.js';
import {
  QualityTeamUnitAddInput,
  QualityTeamUnitEnableInput,
  QualityTeamUnitFilter,
  SafetyStandardizationFilter,
  SafetyStandardizationInput,
  TechnologyResultAuditInput,
  TechnologyResultFilter,
  TechnologyResultInput,
} from './award-lines.inputs.js';
import {
  memberUnitOptions,
  QUALITY_TEAM_CODES,
  qualityTeamService,
  SAFETY_AWARD_TYPE,
  SAFETY_CODES,
  safetyStandardizationService,
  TECHNOLOGY_CODES,
  technologyResultService,
} from './award-lines.service.js';

@ObjectType({ description: 'A choice of the award-lines forms (a member unit or a programme): id and name.' })
class AwardLineOption {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Name of the option.' }) name!: string;
}

const QualityTeamUnitPage = PageType(QualityTeamUnit);
const SafetyStandardizationPage = PageType(SafetyStandardization);
const TechnologyResultPage = PageType(TechnologyResult);

@Resolver(() => QualityTeamUnit)
export class QualityTeamResolver {
  @Authorized(QUALITY_TEAM_CODES.view)
  @Query(() => [FlowModel], {
    description: 'The flow models configured for the quality-team business type (flowConfigList).',
  })
  qualityTeamFlowConfig(@Ctx() ctx: RequestContext) {
    return qualityTeamService.flowConfigList(ctx);
  }

  @Authorized(QUALITY_TEAM_CODES.view)
  @Query(() => QualityTeamUnitPage, {
    description: 'The units allowed to declare quality teams, with their enabled flag.',
  })
  qualityTeamUnits(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => QualityTeamUnitFilter, { nullable: true }) filter?: QualityTeamUnitFilter,
  ) {
    return qualityTeamService.list(ctx, pageRequest(page), filter);
  }

  @Authorized(QUALITY_TEAM_CODES.add)
  @Query(() => [AwardLineOption], {
    description: 'Member units not yet allowed to declare quality teams (at most 200, by name).',
  })
  qualityTeamUnitCandidates(
    @Ctx() ctx: RequestContext,
    @Arg('keyword', () => String, { nullable: true, description: 'Only units whose name contains this text.' })
    keyword?: string,
  ) {
    return qualityTeamService.candidates(ctx, keyword);
  }

  @Authorized(QUALITY_TEAM_CODES.add)
  @Mutation(() => QualityTeamUnit, { description: 'Adds a member unit (enabled) to the quality-team units.' })
  addQualityTeamUnit(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => QualityTeamUnitAddInput) input: QualityTeamUnitAddInput,
  ) {
    return qualityTeamService.add(ctx, input);
  }

  @Authorized(QUALITY_TEAM_CODES.enable)
  @Mutation(() => QualityTeamUnit, {
    description: 'Enables (1) or disables (0) a quality-team unit; without enabled it toggles.',
  })
  enableQualityTeamUnit(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => QualityTeamUnitEnableInput) input: QualityTeamUnitEnableInput,
  ) {
    return qualityTeamService.enable(ctx, input.id, input.enabled);
  }

  @Authorized(QUALITY_TEAM_CODES.delete)
  @Mutation(() => Int, { description: 'Removes quality-team units; answers how many.' })
  removeQualityTeamUnits(@Ctx() ctx: RequestContext, @Arg('input', () => RemoveInput) input: RemoveInput) {
    return qualityTeamService.remove(ctx, input.ids);
  }
}

@Resolver(() => SafetyStandardization)
export class SafetyStandardizationResolver {
  @Authorized(SAFETY_CODES.view)
  @Query(() => SafetyStandardizationPage, { description: 'Safety standardization applications (staff).' })
  safetyStandardizations(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => SafetyStandardizationFilter, { nullable: true }) filter?: SafetyStandardizationFilter,
  ) {
    return safetyStandardizationService.list(ctx, pageRequest(page), filter);
  }

  @Authorized(SAFETY_CODES.add, SAFETY_CODES.edit, TECHNOLOGY_CODES.add, TECHNOLOGY_CODES.edit)
  @Query(() => [AwardLineOption], {
    description:
      'Member units to choose from in the safety standardization and technology results forms (at most 200, by name).',
  })
  awardLineUnitOptions(
    @Ctx() ctx: RequestContext,
    @Arg('keyword', () => String, { nullable: true, description: 'Only units whose name contains this text.' })
    keyword?: string,
  ) {
    return memberUnitOptions(ctx, keyword);
  }

  @Authorized(SAFETY_CODES.add, SAFETY_CODES.edit, SAFETY_CODES.view)
  @Query(() => [AwardLineOption], {
    description: 'The award programmes of type safety_standardization (newest year first).',
  })
  async safetyProgrammeOptions(@Ctx() ctx: RequestContext) {
    return (
      await awardProgrammeService.list(ctx, { current: 1, size: 200 }, { awardType: SAFETY_AWARD_TYPE })
    ).records.map((p) => ({ id: p.id, name: p.name }));
  }

  @Authorized(SAFETY_CODES.view)
  @Query(() => SafetyStandardization, { description: 'One safety standardization declaration by id.' })
  safetyStandardization(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return safetyStandardizationService.detail(ctx, id);
  }

  @Authorized(SAFETY_CODES.add, SAFETY_CODES.edit)
  @Mutation(() => SafetyStandardization, {
    description: 'Creates (no id) or updates a safety standardization application.',
  })
  async submitSafetyStandardization(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SafetyStandardizationInput) input: SafetyStandardizationInput,
  ) {
    requirePermission(ctx, input.id ? SAFETY_CODES.edit : SAFETY_CODES.add);
    return (await safetyStandardizationService.submit(ctx, input)).entity;
  }

  @Authorized(SAFETY_CODES.delete)
  @Mutation(() => Int, { description: 'Removes safety standardization applications; answers how many.' })
  removeSafetyStandardizations(@Ctx() ctx: RequestContext, @Arg('input', () => RemoveInput) input: RemoveInput) {
    return safetyStandardizationService.remove(ctx, input.ids);
  }

  @FieldResolver(() => String, { description: 'The programme name.' })
  async programmeName(@Ctx() ctx: RequestContext, @Root() row: SafetyStandardization): Promise<string> {
    return awardProgrammeService.nameOf(ctx, row.programmeId);
  }

  @FieldResolver(() => String, { description: 'The status label (0 待送审, 1 已通过, 2 驳回, 3 不通过).' })
  statusLabel(@Root() row: SafetyStandardization): string {
    return LINE_STATUS_LABELS[row.status] ?? String(row.status);
  }
}

@Resolver(() => TechnologyResult)
export class TechnologyResultResolver {
  @Authorized(TECHNOLOGY_CODES.view)
  @Query(() => TechnologyResultPage, { description: 'Technology results applications (staff).' })
  technologyResults(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => TechnologyResultFilter, { nullable: true }) filter?: TechnologyResultFilter,
  ) {
    return technologyResultService.list(ctx, pageRequest(page), filter);
  }

  @Authorized(TECHNOLOGY_CODES.view)
  @Query(() => TechnologyResult, { description: 'One technology result declaration by id.' })
  technologyResult(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return technologyResultService.detail(ctx, id);
  }

  @Authorized(TECHNOLOGY_CODES.add, TECHNOLOGY_CODES.edit)
  @Mutation(() => TechnologyResult, {
    description: 'Creates (no id, 待送审) or updates a technology results application.',
  })
  async submitTechnologyResult(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => TechnologyResultInput) input: TechnologyResultInput,
  ) {
    requirePermission(ctx, input.id ? TECHNOLOGY_CODES.edit : TECHNOLOGY_CODES.add);
    return (await technologyResultService.submit(ctx, input)).entity;
  }

  @Authorized(TECHNOLOGY_CODES.audit)
  @Mutation(() => TechnologyResult, {
    description:
      'Audits a technology results application: 1 已通过, 2 驳回, 3 不通过 (reject and 不通过 need an opinion).',
  })
  auditTechnologyResult(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => TechnologyResultAuditInput) input: TechnologyResultAuditInput,
  ) {
    return technologyResultService.audit(ctx, input);
  }

  @FieldResolver(() => String, { description: 'The status label (0 待送审, 1 已通过, 2 驳回, 3 不通过).' })
  statusLabel(@Root() row: TechnologyResult): string {
    return LINE_STATUS_LABELS[row.status] ?? String(row.status);
  }
}
