import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/**
 * Report definition (报表): a built-in report kind with its parameters (JSON). Reports only ever run the
 * product's own fixed queries over the caller's tenant; no SQL comes from a definition.
 */
@ObjectType({ description: '报表' })
@Entity({ tableName: 'blade_report_file' })
export class ReportFile extends BaseEntity {
  @Field(() => String, { description: 'Name of the report.' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { description: 'Built-in report kind: users_per_dept or logins_per_day.' })
  @Property({ type: 'string', length: 32 })
  kind!: string;

  @Field(() => String, { nullable: true, description: 'Parameters of the kind as JSON, such as {"days":30}.' })
  @Property({ type: 'text', nullable: true })
  content?: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;
}
