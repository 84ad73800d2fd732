import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requirePermission, requireUser, resourceCodes } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { regionService } from '../system/index.js';
import { EntryApplication, MemberPerson, MemberUnit } from './member.entity.js';
import { MEMBER_INFO_CODE, MemberUnitFilter, MemberUnitInput, memberUnitService } from './member.service.js';
import {
  CMS_JOIN_CODE,
  ENTRY_BUSINESS_TYPE,
  EntryApplicationFilter,
  EntryApplicationInput,
  entryApplicationService,
  MEMBER_JOIN_CODE,
} from './entry-application.service.js';
import { flowService } from '../../engine/flow/flow.service.js';

export const MEMBER_INFO_CODES = resourceCodes(MEMBER_INFO_CODE);

/**
 * The region's name: from the `regionLabel` read with the row while it still names the row's code (a list costs no
 * lookup), else looked up (a row just changed in this request; lookups of a list's rows are batched).
 */
async function regionNameOf(
  ctx: RequestContext,
  row: { regionCode?: string; regionLabel?: string | null },
): Promise<string | null> {
  if (!row.regionCode) return null;
  if (row.regionLabel?.startsWith(`${row.regionCode}\t`)) return row.regionLabel.slice(row.regionCode.length + 1);
  return regionService.nameOf(ctx, row.regionCode);
}

/** memberUnits(page, filter), memberUnit(id), submitMemberUnit(input), removeMemberUnits(input). */
export const MemberUnitCrudResolver = crudResolver({
  entity: MemberUnit,
  input: MemberUnitInput,
  filter: MemberUnitFilter,
  service: memberUnitService,
  names: { one: 'memberUnit', many: 'memberUnits' },
  codes: MEMBER_INFO_CODES,
});

@Resolver(() => MemberUnit)
export class MemberUnitResolver {
  @FieldResolver(() => [MemberPerson], { description: 'The people of the unit.' })
  people(@Ctx() ctx: RequestContext, @Root() unit: MemberUnit) {
    return memberUnitService.people(ctx, unit.id);
  }

  @FieldResolver(() => String, { nullable: true, description: "Name of the unit's region." })
  regionName(@Ctx() ctx: RequestContext, @Root() unit: MemberUnit) {
    return regionNameOf(ctx, unit);
  }

  @Authorized()
  @Query(() => MemberUnit, { nullable: true, description: 'The member unit of the signed-in company account.' })
  myMemberUnit(@Ctx() ctx: RequestContext) {
    return memberUnitService.mine(ctx);
  }
}

const EntryApplicationPage = PageType(EntryApplication);

@Resolver(() => EntryApplication)
export class EntryApplicationResolver {
  @FieldResolver(() => String, { nullable: true, description: "Name of the applicant's region." })
  regionName(@Ctx() ctx: RequestContext, @Root() app: EntryApplication) {
    return regionNameOf(ctx, app);
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The flow instance (absent before the first submission).' })
  async flowInstanceId(@Ctx() ctx: RequestContext, @Root() app: EntryApplication) {
    return flowService.instanceIdOf(ctx, ENTRY_BUSINESS_TYPE, app.id);
  }

  @Authorized(MEMBER_JOIN_CODE, CMS_JOIN_CODE)
  @Query(() => EntryApplicationPage, {
    description: "Join applications: every one for staff (member_join), one's own otherwise.",
  })
  entryApplications(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => EntryApplicationFilter, { nullable: true }) filter?: EntryApplicationFilter,
  ) {
    requirePermission(ctx, MEMBER_JOIN_CODE, CMS_JOIN_CODE);
    return entryApplicationService.page(ctx, pageRequest(page), entryApplicationService.visibleWhere(ctx, filter));
  }

  @Authorized()
  @Query(() => EntryApplication, { description: 'One entry application by id.' })
  entryApplication(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return entryApplicationService.readable(ctx, id);
  }

  @Authorized()
  @Query(() => EntryApplication, { nullable: true, description: "The signed-in user's latest join application." })
  myEntryApplication(@Ctx() ctx: RequestContext) {
    requireUser(ctx);
    return entryApplicationService.mine(ctx);
  }

  @Authorized(CMS_JOIN_CODE)
  @Mutation(() => EntryApplication, {
    description: 'Saves a join application; with andSubmit also submits it (保存并送审).',
  })
  async submitEntryApplication(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => EntryApplicationInput) input: EntryApplicationInput,
  ) {
    requirePermission(ctx, CMS_JOIN_CODE);
    return (await entryApplicationService.modify(ctx, input)).entity;
  }
}
