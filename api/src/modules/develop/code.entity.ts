import { type Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** Column types the code generator knows. */
export const CODE_FIELD_TYPES = ['string', 'text', 'int', 'decimal', 'date', 'datetime', 'boolean'] as const;
export type CodeFieldType = (typeof CODE_FIELD_TYPES)[number];

/** One field of a code definition (stored as JSON in the definition's row). */
@ObjectType({ description: '代码生成字段' })
export class CodeField {
  @Field(() => String, { description: 'Property name in camel case, such as unitName.' })
  name!: string;

  @Field(() => String, { description: 'Column name in snake case, such as unit_name.' })
  column!: string;

  @Field(() => String, { description: 'string, text, int, decimal, date, datetime or boolean.' })
  type!: CodeFieldType;

  @Field(() => String, { description: 'Chinese label of the field.' })
  label!: string;

  @Field(() => Boolean, { description: 'Whether the form requires a value.' })
  required!: boolean;

  @Field(() => Int, { nullable: true, description: 'Longest text of a string field (default 255).' })
  length?: number | null;

  @Field(() => Boolean, { description: 'Whether the list can be searched by the field.' })
  searchable!: boolean;

  @Field(() => Boolean, { description: 'Whether the list shows the field as a column.' })
  showInList!: boolean;
}

/**
 * Code generator definition (代码生成): a table and its fields, from which a resource scaffold of this project
 * is generated. Shared platform data: only the administrative tenant reads and changes it.
 */
@ObjectType({ description: '代码生成' })
@Entity({ tableName: 'blade_code' })
export class CodeDefinition extends BaseEntity {
  @Field(() => String, { description: 'Display name of the resource, such as 会员单位.' })
  @Property({ type: 'string', length: 64 })
  codeName!: string;

  @Field(() => String, { description: 'Module folder (service), such as member.' })
  @Property({ type: 'string', length: 64 })
  serviceName!: string;

  @Field(() => String, { description: 'Table name in snake case.' })
  @Property({ type: 'string', length: 64 })
  tableName!: string;

  @Field(() => String, { nullable: true, description: 'Table prefix, such as blade_.' })
  @Property({ type: 'string', length: 32, nullable: true })
  tablePrefix?: string;

  @Field(() => String, { description: 'Primary key column (default id).' })
  @Property({ type: 'string', length: 64, default: 'id' })
  pkName: string & Opt = 'id';

  @Field(() => String, { description: 'Resource name in kebab case, such as member-unit.' })
  @Property({ type: 'string', length: 64 })
  packageName!: string;

  @Field(() => String, { description: 'Menu (permission) code, such as member_unit.' })
  @Property({ type: 'string', length: 64 })
  menuCode!: string;

  @Field(() => String, { description: 'Legacy REST base below /api, such as /lnjzxh-member/member-unit.' })
  @Property({ type: 'string', length: 128 })
  apiPrefix!: string;

  @Field(() => [CodeField], { description: 'The fields of the resource.' })
  @Property({ type: 'json' })
  fields: CodeField[] & Opt = [];

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;
}
