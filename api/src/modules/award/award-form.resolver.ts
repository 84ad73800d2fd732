import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { FormDefinition } from '@zhuxie/domain/forms/definition';
import type { RequestContext } from '../../engine/context.js';
import { awardFormService } from './award-form.service.js';
import { PROGRAMME_CODES } from './award-programme.service.js';

@ObjectType({ description: "A version of a programme's application form (a form definition of @zhuxie/domain/forms)." })
export class AwardFormDefinitionView {
  @Field(() => ID, { description: 'The programme (奖项设置) the form belongs to.' }) programmeId!: string;
  @Field(() => Int, { description: 'The version, from 1; applications keep the version they were submitted with.' })
  version!: number;
  @Field(() => Boolean, { description: 'An application was submitted with this version: a change makes the next one.' })
  frozen!: boolean;
  @Field(() => Boolean, { description: "False while the programme uses its award type's built-in form unchanged." })
  stored!: boolean;
  @Field(() => GraphQLJSONObject, {
    description: 'The definition: tabs of sections of fields with their types, rules and messages, and conditions.',
  })
  definition!: FormDefinition;
}

@Resolver()
export class AwardFormResolver {
  @Authorized()
  @Query(() => AwardFormDefinitionView, {
    description:
      "A programme's application form: its current version (the built-in one while staff have not changed it), or the given version.",
  })
  awardFormDefinition(
    @Ctx() ctx: RequestContext,
    @Arg('programmeId', () => ID, { description: 'The programme.' }) programmeId: string,
    @Arg('version', () => Int, { nullable: true, description: 'A version; absent: the current one.' })
    version?: number | null,
  ) {
    return awardFormService.current(ctx, programmeId, version);
  }

  @Authorized(PROGRAMME_CODES.form)
  @Mutation(() => AwardFormDefinitionView, {
    description:
      "Saves a programme's application form (奖项设置 → 表单设计). A frozen version is kept and the change becomes the next version.",
  })
  saveAwardFormDefinition(
    @Ctx() ctx: RequestContext,
    @Arg('programmeId', () => ID, { description: 'The programme.' }) programmeId: string,
    @Arg('definition', () => GraphQLJSONObject, { description: 'The whole definition.' }) definition: object,
    @Arg('basedOn', () => Int, { description: 'The version the editor read (a later change by another is refused).' })
    basedOn: number,
  ) {
    return awardFormService.save(ctx, programmeId, definition, basedOn);
  }

  @Authorized(PROGRAMME_CODES.form)
  @Mutation(() => AwardFormDefinitionView, {
    description:
      "Starts a programme's application form from another programme's current form of the same award type (last year's).",
  })
  copyAwardFormDefinition(
    @Ctx() ctx: RequestContext,
    @Arg('programmeId', () => ID, { description: 'The programme whose form is replaced.' }) programmeId: string,
    @Arg('fromProgrammeId', () => ID, { description: 'The programme whose current form is copied.' })
    fromProgrammeId: string,
    @Arg('basedOn', () => Int, { description: 'The version the editor read (a later change by another is refused).' })
    basedOn: number,
  ) {
    return awardFormService.copyFrom(ctx, programmeId, fromProgrammeId, basedOn);
  }
}
