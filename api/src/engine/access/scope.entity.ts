import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** Data scope types (who sees which rows of a resource's list). */
export const DATA_SCOPE_TYPE = { all: 1, custom: 2, own: 3, ownDept: 4, ownDeptAndChildren: 5 } as const;

/**
 * Data scope of a menu resource: granted to roles, it narrows the resource's lists. A role with no scope of a
 * resource sees all its rows; with several, the union.
 */
@ObjectType({ description: '数据权限' })
@Entity({ tableName: 'blade_scope_data' })
export class DataScope extends BaseEntity {
  @Field(() => ID, { nullable: true, description: 'Id of the menu the scope belongs to.' })
  @Property({ type: 'string', length: 36, nullable: true })
  menuId?: string;

  @Field(() => String, { description: 'Resource code the scope applies to, such as user.' })
  @Property({ type: 'string', length: 100, index: true })
  resourceCode!: string;

  @Field(() => String, { description: 'Name of the scope.' })
  @Property({ type: 'string', length: 100 })
  scopeName!: string;

  @Field(() => String, { nullable: true, description: 'Column of the custom rule (custom scopes).' })
  @Property({ type: 'string', length: 100, nullable: true })
  scopeColumn?: string;

  @Field(() => Int, {
    description: '1 all, 2 custom column rule, 3 own records, 4 own department, 5 own department and children.',
  })
  @Property({ type: 'smallint' })
  scopeType!: number;

  @Field(() => String, {
    nullable: true,
    description: 'Custom rule value: comma-separated values; {userId} and {deptId} stand for the user.',
  })
  @Property({ type: 'string', length: 500, nullable: true })
  scopeValue?: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;
}

/**
 * API scope: REST paths (glob patterns such as /api/blade-system/user/**) guarded by the scope. A REST call
 * matching any scope's pattern is allowed only when one of the user's roles is granted a matching scope.
 */
@ObjectType({ description: '接口权限' })
@Entity({ tableName: 'blade_scope_api' })
export class ApiScope extends BaseEntity {
  @Field(() => ID, { nullable: true, description: 'Id of the menu the scope belongs to.' })
  @Property({ type: 'string', length: 36, nullable: true })
  menuId?: string;

  @Field(() => String, { description: 'Resource code of the scope.' })
  @Property({ type: 'string', length: 100, index: true })
  resourceCode!: string;

  @Field(() => String, { description: 'Name of the scope.' })
  @Property({ type: 'string', length: 100 })
  scopeName!: string;

  @Field(() => String, { description: 'Path pattern, such as /api/blade-system/user/**.' })
  @Property({ type: 'string', length: 255 })
  scopePath!: string;

  @Field(() => String, { nullable: true, description: 'HTTP method it guards (GET, POST) or empty for all.' })
  @Property({ type: 'string', length: 10, nullable: true })
  scopeMethod?: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;
}
