import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** The business dictionary naming expert disciplines (专业), which review sheets and expert groups follow. */
export const EXPERT_DISCIPLINE_DICT = 'expert_discipline';

/**
 * An expert account (the legacy "account (expert)", SPEC sections 3 and 7): a person the association may
 * assign award applications to. Filed by staff or by the person (专家申请) and approved through the flow
 * engine (business type `expert`); the association then issues an expert card (cardCode) valid until
 * `expirationDate` (none: no end). An expert whose card has expired is never assigned.
 */
@ObjectType({ description: '专家账号' })
@Entity({ tableName: 'lnjzxh_account' })
@Unique({ name: 'lnjzxh_account_card_code_unique', properties: ['tenantId', 'cardCode'], where: { isDeleted: 0 } })
@Unique({ name: 'lnjzxh_account_tenant_user_unique', properties: ['tenantId', 'userId'], where: { isDeleted: 0 } })
@Index({ properties: ['tenantId', 'flowStatus'] })
@Index({ name: 'lnjzxh_account_list_index', properties: ['tenantId', 'createTime', 'id'], where: { isDeleted: 0 } })
export class ExpertAccount extends BaseEntity {
  @Field(() => String, {
    nullable: true,
    description: 'The login user who filed it for themselves (专家申请), if any.',
  })
  @Property({ type: 'string', length: 36, nullable: true, index: true })
  userId?: string;

  @Field(() => String, { description: "The expert's name." })
  @Property({ type: 'string', length: 50 })
  name!: string;

  @Field(() => Int, { nullable: true, description: '1 男, 2 女' })
  @Property({ type: 'smallint', nullable: true })
  gender?: number;

  @Field(() => String)
  @Property({ type: 'string', length: 11 })
  mobile!: string;

  @Field(() => String, { description: '工作单位' })
  @Property({ type: 'string', length: 200 })
  unitName!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Unified social credit code of the unit (conflict-of-interest checks).',
  })
  @Property({ type: 'string', length: 18, nullable: true })
  creditCode?: string;

  @Field(() => String, { nullable: true, description: '职称' })
  @Property({ type: 'string', length: 50, nullable: true })
  jobTitle?: string;

  @Field(() => String, { description: 'A dictKey of the business dictionary expert_discipline.' })
  @Property({ type: 'string', length: 64 })
  discipline!: string;

  @Field(() => String, { nullable: true, description: '专业特长与主要业绩' })
  @Property({ type: 'text', nullable: true })
  resume?: string;

  @Field(() => String, { nullable: true, description: 'Expert card number (专家证号), unique in the tenant.' })
  @Property({ type: 'string', length: 32, nullable: true })
  cardCode?: string;

  @Field(() => String, { nullable: true, description: 'Card valid until this day (YYYY-MM-DD); none: no end.' })
  @Property({ type: 'date', nullable: true })
  expirationDate?: string;

  @Field(() => Int, { description: 'Flow status mirrored from the flow instance (0-5).' })
  @Property({ type: 'smallint', default: 0 })
  flowStatus: number & Opt = 0;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;
}
