import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import type { CommentRequired, SheetItem } from '@zhuxie/domain/review/review-rules';

/** Score status: 0 草稿 (the expert may change it), 1 已提交 (locked until an administrator unlocks it). */
export const SCORE_STATUS = { draft: 0, submitted: 1 } as const;

@ObjectType({ description: 'An item of a review sheet.' })
export class ReviewSheetItem implements SheetItem {
  @Field(() => String, { description: 'Key of the item, unique in the sheet.' }) key!: string;
  @Field(() => String, { description: "The item's label." }) label!: string;
  @Field(() => Float, { description: 'Most points the item can give.' }) maxPoints!: number;
  @Field(() => Float, { description: 'Weight of the item in the weighted total (default 1).' }) weight!: number;
  @Field(() => String, {
    description: "'never', or 'extreme': a comment is required when the score is 0 or the maximum.",
  })
  commentRequired!: CommentRequired;
}

/**
 * A review sheet (评分表, awardReviewConfig): the items an expert of a discipline scores for an award type,
 * optionally only for one programme (a programme's own sheet wins over the type's). `key` names the printable
 * template view expertTable/<key>.
 */
@ObjectType({ description: '评分表' })
@Entity({ tableName: 'lnjzxh_review_sheet' })
@Index({ properties: ['tenantId', 'awardType', 'discipline'] })
export class ReviewSheet extends BaseEntity {
  @Field(() => String, { description: 'Template key (tujianshiti …), used by expertTable/<key>.' })
  @Property({ type: 'string', length: 40 })
  key!: string;

  @Field(() => String, { description: 'Name of the sheet.' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { description: 'Key of the award type registry.' })
  @Property({ type: 'string', length: 40 })
  awardType!: string;

  @Field(() => ID, { nullable: true, description: 'Only for this programme; none: every programme of the type.' })
  @Property({ type: 'string', length: 36, nullable: true })
  programmeId?: string | null;

  @Field(() => String, { description: 'A dictKey of expert_discipline.' })
  @Property({ type: 'string', length: 64 })
  discipline!: string;

  @Field(() => [ReviewSheetItem], { description: 'The scoring items, in order.' })
  @Property({ type: 'json' })
  items: SheetItem[] & Opt = [];

  @Field(() => Int, { description: 'Display order.' })
  @Property({ type: 'integer', default: 0 })
  sort: number & Opt = 0;
}

/** An expert's score of one application (scoringPage). */
@ObjectType({ description: '专家评分' })
@Entity({ tableName: 'lnjzxh_review_score' })
@Unique({
  name: 'lnjzxh_review_score_unique',
  properties: ['tenantId', 'applicationId', 'expertId'],
  where: { isDeleted: 0 },
})
@Index({ properties: ['tenantId', 'expertId', 'status'] })
export class ReviewScore extends BaseEntity {
  @Field(() => ID, { description: 'Id of the award application scored.' })
  @Property({ type: 'string', length: 36, index: true })
  applicationId!: string;

  @Field(() => ID, { description: 'The expert account.' })
  @Property({ type: 'string', length: 36 })
  expertId!: string;

  @Field(() => ID, { description: 'Id of the review sheet scored with.' })
  @Property({ type: 'string', length: 36 })
  sheetId!: string;

  /** Item scores by item key. */
  @Property({ type: 'json' })
  scores: Record<string, number> & Opt = {};

  /** Item comments by item key. */
  @Property({ type: 'json' })
  comments: Record<string, string> & Opt = {};

  @Field(() => Float, { description: 'Plain sum of the item scores.' })
  @Property({ type: 'double', default: 0 })
  totalRaw: number & Opt = 0;

  @Field(() => Float, { description: 'Weighted total on a 100-point scale (100 × Σ weight·score / Σ weight·max).' })
  @Property({ type: 'double', default: 0 })
  totalWeighted: number & Opt = 0;

  @Field(() => Int, { description: '0 草稿, 1 已提交.' })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = SCORE_STATUS.draft;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the score was submitted; empty while a draft.',
  })
  @Property({ type: 'datetime', nullable: true })
  submitTime?: Date | null;

  @Field(() => ID, { nullable: true, description: 'The administrator who last unlocked it.' })
  @Property({ type: 'string', length: 36, nullable: true })
  unlockedBy?: string | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When an administrator last unlocked it for changes.',
  })
  @Property({ type: 'datetime', nullable: true })
  unlockTime?: Date | null;
}
