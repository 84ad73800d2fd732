import { IsOptional, IsString } from 'class-validator';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { holdsAny } from '../../engine/access/current-user.js';
import { requirePermission } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { CertificateModel, MemberCertificate } from './certificate.entity.js';
import {
  CertificateModelFilter,
  CertificateModelInput,
  GenerateAllCertificatesInput,
  GenerateCertificateInput,
  MemberCertificateFilter,
  RevokeCertificateInput,
} from './certificate.inputs.js';
import { certificateTexts } from './certificate.pdf.js';
import {
  CERTIFICATE_CODES,
  certificateModelService,
  certificateState,
  CMS_CERTIFICATE_CODE,
  memberCertificateService,
  MODEL_CODES,
} from './certificate.service.js';
import {
  dictLabels,
  MEMBER_LEVEL_DICT,
  memberDirectory,
  memberStatistics,
  STATISTICS_CODE,
} from './directory.service.js';
import { todayIn } from '@zhuxie/domain/time/datetime';

/** certificateModels(page, filter), certificateModel(id), submitCertificateModel(input), removeCertificateModels(input). */
export const CertificateModelCrudResolver = crudResolver({
  entity: CertificateModel,
  input: CertificateModelInput,
  filter: CertificateModelFilter,
  service: certificateModelService,
  names: { one: 'certificateModel', many: 'certificateModels' },
  codes: MODEL_CODES,
});

@ObjectType({ description: 'What the open verification page shows. Unknown codes carry the state only.' })
export class CertificateVerification {
  @Field(() => String, { description: 'VALID, NOT_YET_VALID, EXPIRED, REVOKED or UNKNOWN.' }) state!: string;
  @Field(() => String, { nullable: true, description: 'Certificate number; empty when no certificate matches.' })
  number?: string;
  @Field(() => String, { nullable: true, description: "The member unit's name on the certificate." }) unitName?: string;
  @Field(() => String, { nullable: true, description: 'The member level name on the certificate.' })
  memberLevelName?: string;
  @Field(() => String, { nullable: true, description: 'First valid day, yyyy-MM-dd.' }) validFrom?: string;
  @Field(() => String, { nullable: true, description: 'Last valid day, yyyy-MM-dd (inclusive).' }) validTo?: string;
  @Field(() => String, { nullable: true, description: 'Issue date, yyyy-MM-dd; empty when no certificate matches.' })
  issueDate?: string;
  @Field(() => String, { nullable: true, description: 'The issuing association; empty when no certificate matches.' })
  issuer?: string;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) revokedOn?: string;
}

@ObjectType({ description: 'What a batch generation of certificates did.' })
export class GenerateCertificatesResult {
  @Field(() => Int, { description: 'How many certificates were made.' }) created!: number;
  @Field(() => Int, { description: 'Active units that already hold a valid certificate of the model.' })
  skipped!: number;
}

@ObjectType({ description: 'A text of a certificate and where the model prints it.' })
export class CertificatePrintItem {
  @Field(() => String, {
    description:
      'The certificate field printed (heading, unitName, creditCode, memberLevel, number, validity, issueDate, issuer or qr).',
  })
  field!: string;
  @Field(() => String, { nullable: true, description: 'Absent for qr.' }) text?: string;
  @Field(() => Float, { description: 'Horizontal position in points from the left edge (A4 landscape).' }) x!: number;
  @Field(() => Float, { description: 'Vertical position in points from the top edge (A4 landscape).' }) y!: number;
  @Field(() => Float, { description: 'Font size (points); for qr the side of the code.' }) size!: number;
  @Field(() => String, { description: 'left, center or right (x is the anchor).' }) align!: string;
}

@ObjectType({ description: 'A member unit as the directory shows it (public fields only).' })
export class DirectoryUnit {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Name of the member unit.' }) name!: string;
  @Field(() => String, { description: "Code of the unit's member level." }) memberLevel!: string;
  @Field(() => String, { description: "Name of the unit's member level." }) memberLevelName!: string;
  @Field(() => String, { nullable: true, description: "Name of the unit's region." }) regionName?: string;
  @Field(() => [String], { description: "The unit's positions in the association (e.g. 副会长单位)." })
  postNames!: string[];
  @Field(() => Int, { nullable: true, description: 'Year the unit joined the association.' }) joinYear?: number;
}
const DirectoryUnitPage = PageType(DirectoryUnit);

@ObjectType({ description: 'A member level the directory can be searched by.' })
export class DirectoryLevel {
  @Field(() => String, { description: 'Code of the member level.' }) value!: string;
  @Field(() => String, { description: 'Name of the member level.' }) label!: string;
}

@InputType({ description: 'Search conditions on the public directory of member units.' })
export class DirectoryFilterInput {
  @Field(() => String, { nullable: true, description: 'Only units whose name contains this text.' })
  @IsOptional()
  @IsString()
  keyword?: string;
  @Field(() => String, { description: 'Only units of this member level.', nullable: true })
  @IsOptional()
  @IsString()
  memberLevel?: string;
  @Field(() => String, { description: 'Only units of this region (code).', nullable: true })
  @IsOptional()
  @IsString()
  regionCode?: string;
}

@ObjectType({ description: 'One group of a count (key, label and how many).' })
export class StatisticsBucket {
  @Field(() => String, { description: 'Key of the group.' }) key!: string;
  @Field(() => String, { description: 'Name of the group.' }) label!: string;
  @Field(() => Int, { description: 'How many fall in the group.' }) count!: number;
}

@ObjectType({ description: 'Member basic info statistics (active units).' })
export class MemberStatistics {
  @Field(() => Int, { description: 'How many member units there are (active or not).' }) total!: number;
  @Field(() => Int, { description: 'How many of them are active (the buckets below count these).' }) active!: number;
  @Field(() => [StatisticsBucket], { description: 'Active member units counted by city.' })
  byRegion!: StatisticsBucket[];
  @Field(() => [StatisticsBucket], { description: 'Active member units counted by member level.' })
  byLevel!: StatisticsBucket[];
  @Field(() => [StatisticsBucket], {
    description: 'Active member units counted by qualification (a unit with several counts once in each).',
  })
  byQualification!: StatisticsBucket[];
  @Field(() => [StatisticsBucket], { description: 'Until the dues module provides it every unit counts as 正常.' })
  byDuesStatus!: StatisticsBucket[];
  @Field(() => [StatisticsBucket], {
    description: 'Active member units counted by the year they joined (未填写 when unknown).',
  })
  byJoinYear!: StatisticsBucket[];
}

const MemberCertificatePage = PageType(MemberCertificate);

@Resolver(() => MemberCertificate)
export class MemberCertificateResolver {
  @FieldResolver(() => String, { description: 'VALID, NOT_YET_VALID, EXPIRED or REVOKED as of today.' })
  state(@Root() cert: MemberCertificate) {
    return certificateState(cert, todayIn());
  }

  @FieldResolver(() => String, { nullable: true, description: 'The model title.' })
  async modelTitle(@Ctx() ctx: RequestContext, @Root() cert: MemberCertificate) {
    return (await memberCertificateService.modelOf(ctx, cert.modelId))?.title ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Staff only: the revocation reason.' })
  revokeReason(@Ctx() ctx: RequestContext, @Root() cert: MemberCertificate) {
    return ctx.user && holdsAny(ctx.user, [CERTIFICATE_CODES.view]) ? (cert.revokeReason ?? null) : null;
  }

  @FieldResolver(() => [CertificatePrintItem], {
    description: "The model's fields with this certificate's texts (print view).",
  })
  async printItems(@Ctx() ctx: RequestContext, @Root() cert: MemberCertificate) {
    const { model, levelName } = await memberCertificateService.printData(ctx, cert);
    const texts = certificateTexts(cert, model, levelName);
    return model.layout.map((i) => ({ ...i, text: i.field === 'qr' ? undefined : texts[i.field] }));
  }

  @FieldResolver(() => String, { nullable: true, description: 'Background image of the model (print view).' })
  async backgroundUrl(@Ctx() ctx: RequestContext, @Root() cert: MemberCertificate) {
    return (await memberCertificateService.modelOf(ctx, cert.modelId))?.backgroundUrl ?? null;
  }

  @Authorized(CERTIFICATE_CODES.view)
  @Query(() => MemberCertificatePage, { description: 'Member certificates (staff).' })
  memberCertificates(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => MemberCertificateFilter, { nullable: true }) filter?: MemberCertificateFilter,
  ) {
    return memberCertificateService.list(ctx, pageRequest(page), filter);
  }

  @Authorized()
  @Query(() => MemberCertificate, {
    description: "One certificate: staff any; a member company account its own unit's.",
  })
  memberCertificate(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return memberCertificateService.readable(ctx, id);
  }

  @Authorized(CMS_CERTIFICATE_CODE)
  @Query(() => [MemberCertificate], { description: "The certificates of the signed-in company account's unit." })
  myMemberCertificates(@Ctx() ctx: RequestContext) {
    return memberCertificateService.mine(ctx);
  }

  @Query(() => CertificateVerification, {
    description:
      'Open verification of a certificate by the code of its QR code or its number (rate limited per address).',
  })
  verifyMemberCertificate(
    @Ctx() ctx: RequestContext,
    @Arg('code', () => String, { description: 'The code of the certificate’s QR code, or its number.' }) code: string,
  ) {
    return memberCertificateService.verify(ctx, code);
  }

  @Authorized(CERTIFICATE_CODES.generate)
  @Mutation(() => MemberCertificate, { description: 'Issues a certificate to one active member unit.' })
  generateMemberCertificate(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => GenerateCertificateInput) input: GenerateCertificateInput,
  ) {
    requirePermission(ctx, CERTIFICATE_CODES.generate);
    return memberCertificateService.generate(ctx, input);
  }

  @Authorized(CERTIFICATE_CODES.generate)
  @Mutation(() => GenerateCertificatesResult, {
    description: 'Issues certificates to every active unit without a valid one of the model.',
  })
  generateAllMemberCertificates(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => GenerateAllCertificatesInput) input: GenerateAllCertificatesInput,
  ) {
    requirePermission(ctx, CERTIFICATE_CODES.generate);
    return memberCertificateService.generateAll(ctx, input);
  }

  @Authorized(CERTIFICATE_CODES.revoke)
  @Mutation(() => MemberCertificate, { description: 'Revokes a certificate with a reason.' })
  revokeMemberCertificate(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RevokeCertificateInput) input: RevokeCertificateInput,
  ) {
    requirePermission(ctx, CERTIFICATE_CODES.revoke);
    return memberCertificateService.revoke(ctx, input.id, input.reason);
  }
}

@Resolver()
export class DirectoryResolver {
  @Query(() => DirectoryUnitPage, {
    description:
      'Member directory (会员名录): active units, public fields only. Open (/vipCatalogue) and in the portal (/cmsPages/vipList).',
  })
  memberDirectory(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => DirectoryFilterInput, { nullable: true }) filter?: DirectoryFilterInput,
  ) {
    return memberDirectory(ctx, pageRequest(page), filter);
  }

  @Query(() => [DirectoryLevel], {
    description: 'The member levels (business dictionary member_level) for the directory search; open.',
  })
  async memberDirectoryLevels(@Ctx() ctx: RequestContext) {
    return [...(await dictLabels(ctx, MEMBER_LEVEL_DICT))].map(([value, label]) => ({ value, label }));
  }

  @Authorized(STATISTICS_CODE)
  @Query(() => MemberStatistics, { description: 'Member basic info statistics (staff).' })
  memberStatistics(@Ctx() ctx: RequestContext) {
    return memberStatistics(ctx);
  }
}
