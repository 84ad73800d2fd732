import { type Opt } from '@mikro-orm/core';
import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

export const MENU_CATEGORY = { menu: 1, button: 2 } as const;

/**
 * Menu tree shared by every tenant (roles of each tenant grant parts of it). Category 1 is a menu (a route),
 * 2 a button whose code is a permission code. Meta isAuth / isTab / roles travel to the client's router.
 */
@ObjectType({ description: '菜单或按钮' })
@Entity({ tableName: 'blade_menu' })
@Unique({ name: 'blade_menu_code_unique', properties: ['code'], where: { isDeleted: 0 } })
export class Menu extends BaseEntity {
  @Field(() => ID, { nullable: true, description: 'Id of the parent menu (empty: top level).' })
  @Property({ type: 'string', length: 36, nullable: true, index: true })
  parentId?: string;

  @Field(() => String, { description: 'Permission code (unique), such as user or user_add.' })
  @Property({ type: 'string', length: 100 })
  code!: string;

  @Field(() => String, { description: 'Name of the menu or button.' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: 'English name (英文名称) shown when the interface is in English; empty: the Chinese name.',
  })
  @Property({ type: 'string', length: 100, nullable: true })
  nameEn?: string;

  @Field(() => String, { nullable: true, description: 'Alias of the menu or button (e.g. add, edit for buttons).' })
  @Property({ type: 'string', length: 100, nullable: true })
  alias?: string;

  @Field(() => String, { nullable: true, description: 'Route path of a menu.' })
  @Property({ type: 'string', length: 255, nullable: true })
  path?: string;

  @Field(() => String, { nullable: true, description: 'Icon name.' })
  @Property({ type: 'string', length: 100, nullable: true })
  source?: string;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  sort: number & Opt = 0;

  @Field(() => Int, { description: '1 menu, 2 button.' })
  @Property({ type: 'smallint', default: 1 })
  category: number & Opt = MENU_CATEGORY.menu;

  @Field(() => Boolean, { description: 'meta.isAuth: false makes the route open.' })
  @Property({ type: 'boolean', default: true })
  isAuth: boolean & Opt = true;

  @Field(() => Boolean, { description: 'meta.isTab: false opens no tab.' })
  @Property({ type: 'boolean', default: true })
  isTab: boolean & Opt = true;

  @Field(() => [String], {
    description: 'meta.roles: role aliases that see the item; empty means every role granted it.',
  })
  @Property({ type: 'string[]', defaultRaw: "'{}'" })
  roles: string[] & Opt = [];

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;
}
