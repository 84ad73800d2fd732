import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** The business dictionary (dict-biz) naming the categories of office applications. */
export const OA_CATEGORY_DICTIONARY = 'oa_category';

/** 紧急程度: 1 普通, 2 紧急, 3 特急. */
export const OA_URGENCY: Record<number, string> = { 1: '普通', 2: '紧急', 3: '特急' };

/** A file of an upload field as records keep it (SPEC section 3 "Upload file": name, url, size). */
@ObjectType({ description: '附件（上传字段的一项）' })
export class OaAttachment {
  @Field(() => String, { description: 'File name.' }) name!: string;
  @Field(() => String, { description: 'Link to the file (our /files route, as answered by the upload call).' })
  url!: string;
  @Field(() => Int, { description: 'Size in bytes.' }) size!: number;
  @Field(() => ID, { nullable: true, description: 'The attachment record (附件管理) when the upload made one.' })
  attachId?: string;
}

/**
 * An office application (公文/办公审批): a 发文, 请示, 用印, 费用报销 … filed by association staff and approved
 * through the flow engine as business type `oa_application`. The applicant designates the approvers of the
 * `designated` step (in order) and the association personnel informed once it is approved (抄送).
 */
@ObjectType({ description: '办公审批' })
@Entity({ tableName: 'lnjzxh_oa_application' })
@Unique({
  name: 'lnjzxh_oa_application_reference_unique',
  properties: ['tenantId', 'referenceNumber'],
  where: { isDeleted: 0 },
})
@Index({ properties: ['tenantId', 'createUser'] })
export class OaApplication extends BaseEntity {
  @Field(() => String, { description: '标题' })
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Field(() => String, { description: '类别: a dictKey of the business dictionary oa_category.' })
  @Property({ type: 'string', length: 64 })
  category!: string;

  @Field(() => String, {
    nullable: true,
    description: '文号, such as 辽建协〔2026〕001号 (from generateOaReferenceNumber).',
  })
  @Property({ type: 'string', length: 64, nullable: true })
  referenceNumber?: string;

  @Field(() => Int, { description: '紧急程度: 1 普通, 2 紧急, 3 特急.' })
  @Property({ type: 'smallint', default: 1 })
  urgency: number & Opt = 1;

  @Field(() => String, { description: '正文/事由 (plain text, line breaks kept).' })
  @Property({ type: 'text' })
  content!: string;

  @Field(() => String, { nullable: true, description: 'Amount in 元 with 2 decimals (费用报销 …), as text.' })
  @Property({ type: 'decimal', precision: 14, scale: 2, nullable: true })
  amount?: string;

  @Field(() => [OaAttachment], { description: 'The attached files.' })
  @Property({ type: 'json', default: '[]' })
  attachments: OaAttachment[] & Opt = [];

  @Field(() => String, { description: 'Name of the user who applied.' })
  @Property({ type: 'string', length: 100 })
  applicantName!: string;

  @Field(() => ID, { nullable: true, description: "Id of the applicant's department." })
  @Property({ type: 'string', length: 36, nullable: true })
  applicantDeptId?: string;

  @Field(() => String, { nullable: true, description: "Name of the applicant's department." })
  @Property({ type: 'string', length: 100, nullable: true })
  applicantDeptName?: string;

  @Field(() => [ID], { description: 'Designated approvers, in the order they approve (user ids).' })
  @Property({ type: 'string[]', defaultRaw: "'{}'" })
  approverIds: string[] & Opt = [];

  @Field(() => [ID], { description: 'Association personnel informed once approved (抄送, user ids).' })
  @Property({ type: 'string[]', defaultRaw: "'{}'" })
  ccUserIds: string[] & Opt = [];

  @Field(() => Int, { description: 'Flow status mirrored from the flow instance (0-5).' })
  @Property({ type: 'smallint', default: 0 })
  flowStatus: number & Opt = 0;

  @Field(() => ID, { nullable: true, description: 'The flow instance, once submitted.' })
  @Property({ type: 'string', length: 36, nullable: true })
  flowInstanceId?: string;
}
