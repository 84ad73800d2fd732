import { type Opt } from '@mikro-orm/core';
import { STAMP_UPDATE_TIME } from '../../db/sync-trigger.js';
import { Entity, Formula, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { trigramIndex } from '../../db/list-indexes.js';

/** Member status (business dictionary `member_status`): 1 正常, 0 停用. */
export const MEMBER_STATUS = { active: 1, disabled: 0 } as const;

/**
 * A member unit (会员单位): a company that belongs to the association, its unified social credit code unique per
 * tenant among live rows, its level and posts in the association (business dictionaries `member_level` and
 * `member_post`) and the company account that signs in for it.
 */
@ObjectType({ description: '会员单位' })
@Entity({ tableName: 'lnjzxh_member_unit', triggers: [STAMP_UPDATE_TIME] })
@Index({ name: 'lnjzxh_member_unit_sync_index', properties: ['tenantId', 'updateTime', 'id'] })
@Unique({
  name: 'lnjzxh_member_unit_tenant_credit_code_unique',
  properties: ['tenantId', 'creditCode'],
  where: { isDeleted: 0 },
})
// One unit per company account, also under concurrent saves.
@Unique({ name: 'lnjzxh_member_unit_tenant_user_unique', properties: ['tenantId', 'userId'], where: { isDeleted: 0 } })
@Index({ name: 'lnjzxh_member_unit_list_index', properties: ['tenantId', 'createTime', 'id'], where: { isDeleted: 0 } })
@Index(trigramIndex('lnjzxh_member_unit', 'name'))
export class MemberUnit extends BaseEntity {
  @Field(() => String, { description: '单位名称' })
  @Property({ type: 'string', length: 255 })
  name!: string;

  @Field(() => String, { description: '统一社会信用代码 (GB 32100-2015), upper case.' })
  @Property({ type: 'string', length: 18 })
  creditCode!: string;

  @Field(() => String, { description: 'Address of the unit.', nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  address?: string;

  @Field(() => String, { nullable: true, description: 'Region code (GB/T 2260) of the system regions.' })
  @Property({ type: 'string', length: 12, nullable: true })
  regionCode?: string;
  /** `code<TAB>name` of the region, read with the row so that a list needs no lookup per row (see regionNameOf). */
  @Formula(
    (cols) =>
      `(select r.code || chr(9) || r.name from blade_region r where r.code = ${cols.regionCode} and r.is_deleted = 0 limit 1)`,
    { type: 'string', nullable: true, hidden: true },
  )
  regionLabel?: string & Opt;

  @Field(() => String, { nullable: true, description: '法定代表人' })
  @Property({ type: 'string', length: 64, nullable: true })
  legalRepresentative?: string;

  @Field(() => String, { description: '联系人' })
  @Property({ type: 'string', length: 64 })
  contactName!: string;

  @Field(() => String, { description: '联系人手机' })
  @Property({ type: 'string', length: 11 })
  contactMobile!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 128, nullable: true })
  email?: string;

  @Field(() => String, { nullable: true, description: '资质 (one per line).' })
  @Property({ type: 'text', nullable: true })
  qualifications?: string;

  @Field(() => [String], { description: 'Posts held in the association (dictKeys of `member_post`).' })
  @Property({ type: 'string[]', defaultRaw: "'{}'" })
  posts: string[] & Opt = [];

  @Field(() => String, { description: 'Member level (a dictKey of `member_level`).' })
  @Property({ type: 'string', length: 64 })
  memberLevel!: string;

  @Field(() => String, { nullable: true, description: '入会日期 yyyy-MM-dd.' })
  @Property({ type: 'string', length: 10, nullable: true })
  joinDate?: string;

  @Field(() => Int, { description: '1 正常, 0 停用 (dictionary `member_status`).' })
  @Property({ type: 'smallint', default: 1 })
  status: number & Opt = MEMBER_STATUS.active;

  @Field(() => ID, { nullable: true, description: 'The company account (user) that signs in for the unit.' })
  @Property({ type: 'string', length: 36, nullable: true, index: true })
  userId?: string;
}

/** A person of a member unit (单位人员). */
@ObjectType({ description: '会员单位人员' })
@Entity({ tableName: 'lnjzxh_member_person', triggers: [STAMP_UPDATE_TIME] })
@Index({ name: 'lnjzxh_member_person_sync_index', properties: ['tenantId', 'updateTime', 'id'] })
@Index({ properties: ['tenantId', 'unitId'] })
export class MemberPerson extends BaseEntity {
  @Field(() => ID, { description: 'Id of the member unit the person belongs to.' })
  @Property({ type: 'string', length: 36 })
  unitId!: string;

  @Field(() => String, { description: 'Name of the person.' })
  @Property({ type: 'string', length: 64 })
  name!: string;

  @Field(() => String, { nullable: true, description: '职务' })
  @Property({ type: 'string', length: 64, nullable: true })
  post?: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 11, nullable: true })
  mobile?: string;

  @Field(() => String, { nullable: true, description: '身份证号 (optional).' })
  @Property({ type: 'string', length: 18, nullable: true })
  idCard?: string;
}

/** An uploaded evidence file (SPEC section 3 upload file: name, url, size). */
@ObjectType({ description: 'An uploaded file (name, link, size).' })
export class EvidenceFile {
  @Field(() => String, { description: 'File name as uploaded.' }) name!: string;
  @Field(() => String, { description: 'Link of the file (an upload of /files).' }) url!: string;
  @Field(() => Int, { description: 'Size in bytes.', nullable: true }) size?: number;
}

/** A join application (入会申请), approved through the flow engine as business type `entry_application`. */
@ObjectType({ description: '入会申请' })
@Entity({ tableName: 'lnjzxh_entry_application' })
@Index({ properties: ['tenantId', 'createUser'] })
@Index({
  name: 'lnjzxh_entry_application_list_index',
  properties: ['tenantId', 'createTime', 'id'],
  where: { isDeleted: 0 },
})
export class EntryApplication extends BaseEntity {
  @Field(() => String, { description: 'Name of the applying unit (单位名称).' })
  @Property({ type: 'string', length: 255 })
  name!: string;
  @Field(() => String, { description: 'Unified social credit code of the unit (统一社会信用代码, 18 characters).' })
  @Property({ type: 'string', length: 18 })
  creditCode!: string;
  @Field(() => String, { description: 'Address of the unit.', nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  address?: string;
  @Field(() => String, { description: "Code of the unit's region (administrative division).", nullable: true })
  @Property({ type: 'string', length: 12, nullable: true })
  regionCode?: string;
  /** `code<TAB>name` of the region, read with the row so that a list needs no lookup per row (see regionNameOf). */
  @Formula(
    (cols) =>
      `(select r.code || chr(9) || r.name from blade_region r where r.code = ${cols.regionCode} and r.is_deleted = 0 limit 1)`,
    { type: 'string', nullable: true, hidden: true },
  )
  regionLabel?: string & Opt;
  @Field(() => String, { description: 'Legal representative of the unit (法定代表人).', nullable: true })
  @Property({ type: 'string', length: 64, nullable: true })
  legalRepresentative?: string;
  @Field(() => String, { description: "Name of the unit's contact person." })
  @Property({ type: 'string', length: 64 })
  contactName!: string;
  @Field(() => String, { description: 'Mobile phone number of the contact person (11 digits).' })
  @Property({ type: 'string', length: 11 })
  contactMobile!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 128, nullable: true }) email?: string;
  @Field(() => String, { description: "The unit's qualifications (资质), as text.", nullable: true })
  @Property({ type: 'text', nullable: true })
  qualifications?: string;

  @Field(() => String, { description: 'Requested member level (a dictKey of `member_level`).' })
  @Property({ type: 'string', length: 64 })
  memberLevel!: string;

  @Field(() => [EvidenceFile], { description: 'Evidence attachments (营业执照、资质证书 ...).' })
  @Property({ type: 'json' })
  attachments: EvidenceFile[] & Opt = [];

  @Field(() => Int, { description: 'Flow status mirrored from the flow instance (0-5).' })
  @Property({ type: 'smallint', default: 0 })
  flowStatus: number & Opt = 0;

  @Field(() => ID, { nullable: true, description: 'The member unit created or activated on approval.' })
  @Property({ type: 'string', length: 36, nullable: true })
  memberUnitId?: string;

  @Field(() => String, { nullable: true, description: 'Who applied (account name at creation).' })
  @Property({ type: 'string', length: 100, nullable: true })
  applicantName?: string;
}
