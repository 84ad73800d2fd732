import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { trigramIndex } from '../../db/list-indexes.js';

/** System parameter (SPEC section 3): a named key/value setting of one tenant. Keys are unique per tenant. */
@ObjectType({ description: '系统参数' })
@Entity({ tableName: 'blade_param' })
@Unique({ name: 'blade_param_tenant_key_unique', properties: ['tenantId', 'paramKey'], where: { isDeleted: 0 } })
@Index({ name: 'blade_param_list_index', properties: ['tenantId', 'createTime', 'id'], where: { isDeleted: 0 } })
@Index(trigramIndex('blade_param', 'param_name'))
export class Param extends BaseEntity {
  @Field(() => String, { description: 'Name of the parameter.' })
  @Property({ type: 'string', length: 255 })
  paramName!: string;

  @Field(() => String, { description: 'Key the parameter is read by.' })
  @Property({ type: 'string', length: 255 })
  paramKey!: string;

  @Field(() => String, { description: 'Value of the parameter.' })
  @Property({ type: 'text' })
  paramValue!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;
}
