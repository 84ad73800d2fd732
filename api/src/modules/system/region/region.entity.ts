import { type Opt } from '@mikro-orm/core';
import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../../db/base.entity.js';

/** Parent code of a top-level region (a province), as in the legacy platform. */
export const TOP_PARENT_CODE = '00';

/** 1 province, 2 city (prefecture level), 3 county or district. */
export const REGION_LEVEL = { province: 1, city: 2, district: 3 } as const;

/**
 * Administrative division (GB/T 2260 six-digit code). Platform data shared by every tenant, changed only from
 * the administrative tenant. Level, ancestors and the province / city / district columns are derived from the
 * parent when a region is saved, never taken from the input.
 */
@ObjectType({ description: '行政区划' })
@Entity({ tableName: 'blade_region' })
@Unique({ name: 'blade_region_code_unique', properties: ['code'], where: { isDeleted: 0 } })
export class Region extends BaseEntity {
  @Field(() => String, { description: 'Six-digit division code (GB/T 2260), such as 210102.' })
  @Property({ type: 'string', length: 12 })
  code!: string;

  @Field(() => String, { description: "Parent's code; '00' for a province." })
  @Property({ type: 'string', length: 12, index: true })
  parentCode!: string;

  @Field(() => String, { description: "Codes from the top down to the parent, comma-separated ('00,210000,210100')." })
  @Property({ type: 'string', length: 255 })
  ancestors!: string;

  @Field(() => String, { description: 'Name of the region.' })
  @Property({ type: 'string', length: 64 })
  name!: string;

  @Field(() => Int, { description: '1 province, 2 city, 3 county or district.' })
  @Property({ type: 'smallint' })
  regionLevel!: number;

  @Field(() => String, { nullable: true, description: 'Code of the province.' })
  @Property({ type: 'string', length: 12, nullable: true })
  provinceCode?: string;
  @Field(() => String, { nullable: true, description: 'Name of the province.' })
  @Property({ type: 'string', length: 64, nullable: true })
  provinceName?: string;
  @Field(() => String, { nullable: true, description: 'Code of the city the region is in (or is).' })
  @Property({ type: 'string', length: 12, nullable: true })
  cityCode?: string;
  @Field(() => String, { nullable: true, description: 'Name of the city.' })
  @Property({ type: 'string', length: 64, nullable: true })
  cityName?: string;
  @Field(() => String, { nullable: true, description: 'Code of the district (or county).' })
  @Property({ type: 'string', length: 12, nullable: true })
  districtCode?: string;
  @Field(() => String, { nullable: true, description: 'Name of the district (or county).' })
  @Property({ type: 'string', length: 64, nullable: true })
  districtName?: string;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  sort: number & Opt = 0;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;

  /** Whether the region has child regions (filled by the region service for lists and lazy trees). */
  @Field(() => Boolean, { nullable: true, description: 'Whether regions lie below it.' })
  @Property({ type: 'boolean', persist: false, nullable: true })
  hasChildren?: boolean;
}
