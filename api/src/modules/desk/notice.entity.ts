import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { v7 as uuidv7 } from 'uuid';
import { BaseEntity } from '../../db/base.entity.js';
import { trigramIndex } from '../../db/list-indexes.js';

/** Notice status: 0 draft (editable), 1 published (visible to every user of the tenant, no longer editable). */
export const NOTICE_STATUS = { draft: 0, published: 1 } as const;

/** The system dictionary that names the notice categories. */
export const NOTICE_CATEGORY_DICTIONARY = 'notice';

/** A notice (通知公告) of a tenant. Content is plain text: it is never rendered as HTML. */
@ObjectType({ description: '通知公告' })
@Entity({ tableName: 'blade_notice' })
@Index({ name: 'blade_notice_list_index', properties: ['tenantId', 'createTime', 'id'], where: { isDeleted: 0 } })
@Index(trigramIndex('blade_notice', 'title'))
export class Notice extends BaseEntity {
  @Field(() => String, { description: 'Title of the notice.' })
  @Property({ type: 'string', length: 255 })
  title!: string;

  @Field(() => String, { description: 'A dictKey of the system dictionary `notice`.' })
  @Property({ type: 'string', length: 64 })
  category!: string;

  @Field(() => String, { description: 'Plain text (line breaks kept).' })
  @Property({ type: 'text' })
  content!: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was published.' })
  @Property({ type: 'datetime', nullable: true })
  releaseTime?: Date;

  @Field(() => Int, { description: '0 draft, 1 published.' })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = NOTICE_STATUS.draft;
}

/** A read receipt: one per user and notice. */
@Entity({ tableName: 'blade_notice_read' })
@Unique({ name: 'blade_notice_read_notice_user_unique', properties: ['noticeId', 'userId'] })
@Index({ properties: ['tenantId', 'userId'] })
export class NoticeRead {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Property({ type: 'string', length: 36 })
  noticeId!: string;

  @Property({ type: 'string', length: 36 })
  userId!: string;

  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  readTime: Date & Opt = new Date();
}
