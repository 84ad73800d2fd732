import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { v7 as uuidv7 } from 'uuid';
import { BaseEntity } from '../../db/base.entity.js';

/** Role alias that holds every permission (the all-permission tag of SPEC section 6). */
export const ADMIN_ROLE = 'administrator';

/** Role (tree). Grants of menus and buttons, data scopes and API scopes hang off it. */
@ObjectType({ description: '角色' })
@Entity({ tableName: 'blade_role' })
@Unique({ name: 'blade_role_tenant_alias_unique', properties: ['tenantId', 'roleAlias'], where: { isDeleted: 0 } })
export class Role extends BaseEntity {
  @Field(() => ID, { nullable: true, description: 'Id of the parent role (empty: top level).' })
  @Property({ type: 'string', length: 36, nullable: true })
  parentId?: string;

  @Field(() => String, { description: 'Name of the role.' })
  @Property({ type: 'string', length: 100 })
  roleName!: string;

  @Field(() => String, { description: 'Stable alias, such as administrator; menu meta roles name aliases.' })
  @Property({ type: 'string', length: 100 })
  roleAlias!: string;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  sort: number & Opt = 0;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;
}

/** A menu or button granted to a role. */
@Entity({ tableName: 'blade_role_menu' })
@Unique({ properties: ['roleId', 'menuId'] })
export class RoleMenu {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Property({ type: 'string', length: 36, index: true })
  roleId!: string;

  @Property({ type: 'string', length: 36 })
  menuId!: string;
}

export const SCOPE_CATEGORY = { data: 1, api: 2 } as const;

/** A data scope (category 1) or API scope (category 2) granted to a role. */
@Entity({ tableName: 'blade_role_scope' })
@Unique({ properties: ['roleId', 'scopeId'] })
export class RoleScope {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Property({ type: 'smallint' })
  scopeCategory!: number;

  @Property({ type: 'string', length: 36, index: true })
  roleId!: string;

  @Property({ type: 'string', length: 36 })
  scopeId!: string;
}
