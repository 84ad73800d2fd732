import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** An uploaded file (附件): where it is stored, what it was called and how big it is. */
@ObjectType({ description: '附件' })
@Entity({ tableName: 'blade_attach' })
@Index({ name: 'blade_attach_name_index', properties: ['name'] })
export class Attach extends BaseEntity {
  @Field(() => String, { description: 'Link to the file (our /files route).' })
  @Property({ type: 'string', length: 1000 })
  link!: string;

  @Field(() => String, { description: 'Base address of the link.' })
  @Property({ type: 'string', length: 500 })
  domain!: string;

  @Field(() => String, { description: 'Storage key: tenant/yyyyMMdd/uuid.ext.' })
  @Property({ type: 'string', length: 255 })
  name!: string;

  @Field(() => String, { description: 'File name as uploaded (or renamed).' })
  @Property({ type: 'string', length: 255 })
  originalName!: string;

  @Field(() => String, { description: 'File extension, lower case, without the dot.' })
  @Property({ type: 'string', length: 16 })
  extension!: string;

  @Field(() => Int, { description: 'Size in bytes.' })
  @Property({ type: 'integer' })
  attachSize!: number;

  @Field(() => String, { description: 'MIME type of the file.' })
  @Property({ type: 'string', length: 128 })
  contentType!: string;

  @Field(() => ID, {
    nullable: true,
    description: 'Storage configuration the file went to; empty for the local folder.',
  })
  @Property({ type: 'string', length: 36, nullable: true })
  ossId?: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string;
}
