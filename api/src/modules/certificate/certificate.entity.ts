import { type Opt } from '@mikro-orm/core';
import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/**
 * The fields a certificate model may show, in their default order. `unitName` … `issuer` are text of the
 * certificate; `qr` is the verification QR code (its size is the layout item's `size`).
 */
export const CERTIFICATE_FIELDS = [
  'heading',
  'unitName',
  'creditCode',
  'memberLevel',
  'number',
  'validity',
  'issueDate',
  'issuer',
  'qr',
] as const;
export type CertificateField = (typeof CERTIFICATE_FIELDS)[number];

/** Model status (system dictionary `template_status`): 0 待提交 (draft), 1 已提交 (in use). */
export const MODEL_STATUS = { draft: 0, submitted: 1 } as const;
/** Certificate status: 1 有效, 0 已撤销. Expiry is not a status: it follows from `validTo`. */
export const CERTIFICATE_STATUS = { valid: 1, revoked: 0 } as const;

/** Where one field sits on the page: points from the top-left corner of an A4 landscape page (842 × 595). */
@ObjectType({
  description: 'One field of a certificate model and its position (points, origin top-left, A4 landscape).',
})
export class CertificateLayoutItem {
  @Field(() => String, {
    description: 'heading, unitName, creditCode, memberLevel, number, validity, issueDate, issuer or qr.',
  })
  field!: string;
  @Field(() => Float, { description: 'Horizontal position in points from the left edge (A4 landscape).' }) x!: number;
  @Field(() => Float, { description: 'Vertical position in points from the top edge (A4 landscape).' }) y!: number;
  @Field(() => Float, { description: 'Font size (points); for qr the side of the code.' }) size!: number;
  @Field(() => String, { description: 'left, center or right (x is the anchor).' }) align!: string;
}

/** A member certificate model (会员证书模板, SPEC section 3 "member certificate model"). */
@ObjectType({ description: '会员证书模板' })
@Entity({ tableName: 'lnjzxh_certificate_model' })
export class CertificateModel extends BaseEntity {
  @Field(() => String, { description: '模板名称' })
  @Property({ type: 'string', length: 100 })
  title!: string;

  @Field(() => String, { description: 'The heading printed on the certificate (会员证书).' })
  @Property({ type: 'string', length: 100 })
  heading!: string;

  @Field(() => String, { description: '发证单位' })
  @Property({ type: 'string', length: 100 })
  issuer!: string;

  @Field(() => String, { description: 'Prefix of certificate numbers (letters and digits), e.g. LNJX.' })
  @Property({ type: 'string', length: 16 })
  numberPrefix!: string;

  @Field(() => Int, { description: 'Validity of a certificate in years (1-10).' })
  @Property({ type: 'smallint', default: 1 })
  validityYears: number & Opt = 1;

  @Field(() => [CertificateLayoutItem], { description: 'The fields shown and where.' })
  @Property({ type: 'json' })
  layout: CertificateLayoutItem[] & Opt = [];

  @Field(() => String, {
    nullable: true,
    description: 'Background image link (resource upload); used by the print view.',
  })
  @Property({ type: 'string', length: 1000, nullable: true })
  backgroundUrl?: string;

  @Field(() => Int, {
    description: '0 待提交, 1 已提交 (dictionary template_status); only submitted models issue certificates.',
  })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = MODEL_STATUS.draft;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;
}

/** A member certificate (会员证书) issued to a member unit from a model. */
@ObjectType({ description: '会员证书' })
@Entity({ tableName: 'lnjzxh_member_certificate' })
@Unique({ name: 'lnjzxh_member_certificate_tenant_number_unique', properties: ['tenantId', 'number'] })
@Unique({ name: 'lnjzxh_member_certificate_code_unique', properties: ['code'] })
@Index({ properties: ['tenantId', 'unitId'] })
@Index({
  name: 'lnjzxh_member_certificate_list_index',
  properties: ['tenantId', 'year', 'seq', 'id'],
  where: { isDeleted: 0 },
})
export class MemberCertificate extends BaseEntity {
  @Field(() => ID, { description: 'Id of the certificate model it was made from.' })
  @Property({ type: 'string', length: 36 })
  modelId!: string;
  @Field(() => ID, { description: 'Id of the member unit the certificate is issued to.' })
  @Property({ type: 'string', length: 36 })
  unitId!: string;

  @Field(() => String, { description: 'Unit name when issued.' })
  @Property({ type: 'string', length: 255 })
  unitName!: string;
  @Field(() => String, { description: 'Credit code when issued.' })
  @Property({ type: 'string', length: 18 })
  creditCode!: string;
  @Field(() => String, { description: 'Member level (dictKey of member_level) when issued.' })
  @Property({ type: 'string', length: 64 })
  memberLevel!: string;

  @Field(() => String, { description: '证书编号: <prefix>-<year>-<4-digit sequence>, unique in the tenant.' })
  @Property({ type: 'string', length: 40 })
  number!: string;

  @Field(() => Int, { description: 'Year of the certificate number.' }) @Property({ type: 'integer' }) year!: number;
  @Field(() => Int, { description: 'Sequence number within the year (the last part of the certificate number).' })
  @Property({ type: 'integer' })
  seq!: number;

  @Field(() => String, { description: 'yyyy-MM-dd' }) @Property({ type: 'string', length: 10 }) validFrom!: string;
  @Field(() => String, { description: 'yyyy-MM-dd (inclusive)' })
  @Property({ type: 'string', length: 10 })
  validTo!: string;
  @Field(() => String, { description: 'yyyy-MM-dd' }) @Property({ type: 'string', length: 10 }) issueDate!: string;

  @Field(() => String, { description: 'Verification code carried by the QR code (random, unguessable).' })
  @Property({ type: 'string', length: 40 })
  code!: string;

  @Field(() => Int, { description: '1 有效, 0 已撤销.' })
  @Property({ type: 'smallint', default: 1 })
  status: number & Opt = CERTIFICATE_STATUS.valid;

  @Field(() => GraphQLISODateTime, {
    description: 'When the certificate was revoked; null while it is valid.',
    nullable: true,
  })
  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date;
  /** Exposed to staff only (a field resolver). */
  @Property({ type: 'string', length: 500, nullable: true }) revokeReason?: string;
  @Property({ type: 'string', length: 36, nullable: true }) revokedBy?: string;
}
