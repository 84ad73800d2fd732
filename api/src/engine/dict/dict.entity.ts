import { type Opt } from '@mikro-orm/core';
import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** isSealed: 0 no, 1 yes (SPEC sections 3 and 4). A sealed entry cannot be edited or removed. */
export const SEALED = { no: 0, yes: 1 } as const;

/**
 * A dictionary entry (BladeX convention). A top-level entry (no parent) defines a dictionary: its `code` names
 * the dictionary and its `dictValue` is the dictionary's name. Its descendants are the items (dictKey → dictValue
 * in `sort` order) and carry the same code. The columns are shared by the system dictionary (`Dict`, platform
 * data) and the business dictionary (`DictBiz`, tenant-owned).
 */
@ObjectType() // not in the schema by itself; Dict and DictBiz inherit its fields
export abstract class DictEntry extends BaseEntity {
  @Field(() => ID, { nullable: true, description: 'Parent entry; empty for a dictionary (top-level entry).' })
  @Property({ type: 'string', length: 36, nullable: true, index: true })
  parentId?: string;

  @Field(() => String, { description: 'Dictionary code; items inherit the code of their dictionary.' })
  @Property({ type: 'string', length: 64, index: true })
  code!: string;

  @Field(() => String, { nullable: true, description: 'Item key (what records store); empty for a dictionary.' })
  @Property({ type: 'string', length: 64, nullable: true })
  dictKey?: string;

  @Field(() => String, { description: 'Item label, or the name of a dictionary.' })
  @Property({ type: 'string', length: 255 })
  dictValue!: string;

  @Field(() => String, {
    nullable: true,
    description: 'English label (英文名称) shown when the interface is in English; empty: the Chinese label.',
  })
  @Property({ type: 'string', length: 255, nullable: true })
  dictValueEn?: string;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  sort: number & Opt = 0;

  @Field(() => Int, { description: '0 no, 1 yes: a sealed entry cannot be edited or removed.' })
  @Property({ type: 'smallint', default: 0 })
  isSealed: number & Opt = SEALED.no;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;
}

/** System dictionary entry: platform data shared by every tenant, changed only from the administrative tenant. */
@ObjectType({ description: '系统字典' })
@Entity({ tableName: 'blade_dict' })
@Unique({ name: 'blade_dict_parent_key_unique', properties: ['parentId', 'dictKey'], where: { isDeleted: 0 } })
export class Dict extends DictEntry {}

/** Business dictionary entry: owned by a tenant. */
@ObjectType({ description: '业务字典' })
@Entity({ tableName: 'blade_dict_biz' })
@Unique({
  name: 'blade_dict_biz_parent_key_unique',
  properties: ['tenantId', 'parentId', 'dictKey'],
  where: { isDeleted: 0 },
})
export class DictBiz extends DictEntry {}
