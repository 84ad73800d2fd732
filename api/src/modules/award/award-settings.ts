import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import { flowService } from '../../engine/flow/flow.service.js';
import { MEMBER_PHONE_PARAM } from '../dues/index.js';
import { paramService } from '../system/index.js';
import { PROGRAMME_CODES } from './award-programme.service.js';
import { AWARD_TYPES } from '@zhuxie/domain/award/award-types';

/** 系统设置 of the awards: the phone the arrears notice shows, and the flow model each award type's applications go through. */

export const SETTINGS_MESSAGES = { phoneFormat: '联系电话格式不正确' } as const;

@ObjectType({ description: "The flow model an award type's applications go through (edited in 模型管理)." })
export class AwardTypeFlow {
  @Field(() => String, { description: 'Award type key.' }) awardType!: string;
  @Field(() => String, { description: 'Award type name.' }) label!: string;
  @Field(() => String, { description: 'The flow model key (business type).' }) modelKey!: string;
  @Field(() => String, { nullable: true, description: 'Absent when no model is configured yet.' }) modelName?:
    | string
    | null;
  @Field(() => Int, { nullable: true, description: 'Version of the latest flow model; empty when there is no model.' })
  modelVersion?: number | null;
  @Field(() => Int, { nullable: true, description: '1 active, 0 suspended.' }) modelStatus?: number | null;
  @Field(() => [String], { description: 'The step titles in order.' }) steps!: string[];
}

@ObjectType({ description: '系统设置 of the awards.' })
export class AwardSettings {
  @Field(() => String, {
    nullable: true,
    description: '会员部联系电话: shown in the dues arrears notice of the award forms.',
  })
  departmentPhone?: string | null;
  @Field(() => [AwardTypeFlow], { description: 'The flow model of each award type.' }) flows!: AwardTypeFlow[];
}

@InputType()
export class AwardSettingsInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(32, { message: SETTINGS_MESSAGES.phoneFormat })
  @Matches(/^$|^[0-9+()\- ]{5,32}$/, { message: SETTINGS_MESSAGES.phoneFormat })
  departmentPhone?: string | null;
}

async function settingsOf(ctx: RequestContext): Promise<AwardSettings> {
  const phone = await paramService.valueByKey(ctx, MEMBER_PHONE_PARAM);
  const flows: AwardTypeFlow[] = [];
  for (const type of AWARD_TYPES.filter((t) => t.form)) {
    const model = await flowService.latestModel(ctx, type.businessType);
    flows.push({
      awardType: type.key,
      label: type.label,
      modelKey: type.businessType,
      modelName: model?.name ?? null,
      modelVersion: model?.modelVersion ?? null,
      modelStatus: model?.status ?? null,
      steps: (model?.steps ?? []).map((s) => s.title),
    });
  }
  return { departmentPhone: phone ?? null, flows };
}

@Resolver()
export class AwardSettingsResolver {
  @Authorized(PROGRAMME_CODES.view)
  @Query(() => AwardSettings, {
    description: "The awards' 系统设置: the department phone and each award type's flow model.",
  })
  awardSettings(@Ctx() ctx: RequestContext) {
    return settingsOf(ctx);
  }

  @Authorized(PROGRAMME_CODES.edit)
  @Mutation(() => AwardSettings, {
    description: "Saves the awards' system settings (the department phone: empty removes it from the notice).",
  })
  async saveAwardSettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AwardSettingsInput) input: AwardSettingsInput,
  ) {
    const phone = input.departmentPhone?.trim() ?? '';
    await paramService.setValue(ctx, MEMBER_PHONE_PARAM, phone, {
      paramName: '会员部联系电话',
      remark: '会费欠缴提示中显示的联系电话',
    });
    await ctx.em.flush();
    return settingsOf(ctx);
  }
}
