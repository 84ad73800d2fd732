import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { v7 as uuidv7 } from 'uuid';
import { BaseEntity } from '../../db/base.entity.js';

/** Top menu: a group in the top bar that shows a chosen part of the menu tree. */
@ObjectType({ description: '顶部菜单' })
@Entity({ tableName: 'blade_top_menu' })
export class TopMenu extends BaseEntity {
  @Field(() => String, { description: 'Code of the top menu.' })
  @Property({ type: 'string', length: 64 })
  code!: string;

  @Field(() => String, { description: 'Name of the top menu.' })
  @Property({ type: 'string', length: 64 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Icon of the top menu.' })
  @Property({ type: 'string', length: 100, nullable: true })
  source?: string;

  @Field(() => String, { nullable: true, description: 'Route path the top menu opens.' })
  @Property({ type: 'string', length: 255, nullable: true })
  path?: string;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  sort: number & Opt = 0;
}

/** A menu granted to a top menu. */
@Entity({ tableName: 'blade_top_menu_setting' })
@Unique({ properties: ['topMenuId', 'menuId'] })
export class TopMenuSetting {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Property({ type: 'string', length: 36, index: true })
  topMenuId!: string;

  @Property({ type: 'string', length: 36 })
  menuId!: string;
}
