import { type Opt } from '@mikro-orm/core';
import { STAMP_UPDATE_TIME } from '../../db/sync-trigger.js';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { v7 as uuidv7 } from 'uuid';
import { BaseEntity } from '../../db/base.entity.js';

/** The business dictionary naming the article categories (协会动态, 通知公告, 政策法规, 行业资讯). */
export const ARTICLE_CATEGORY_DICTIONARY = 'article_category';

/** Article status: 0 draft, 1 published (public), 2 unpublished (withdrawn from the public pages). */
export const ARTICLE_STATUS = { draft: 0, published: 1, unpublished: 2 } as const;

/**
 * An article (文章) of the association's site: written by staff, its body sanitized HTML (see sanitize-html.ts),
 * shown on the public /articleManager/list and /articleManager/detail once published. Top articles (置顶) come
 * first, by their top order.
 */
@ObjectType({ description: '文章' })
@Entity({ tableName: 'lnjzxh_article', triggers: [STAMP_UPDATE_TIME] })
@Index({ name: 'lnjzxh_article_sync_index', properties: ['tenantId', 'updateTime', 'id'] })
@Index({ properties: ['tenantId', 'status', 'top', 'publishTime'] })
// Mixed directions (top first, then the newest): raw, as the comparator does not match the introspected sort orders.
@Index({
  name: 'lnjzxh_article_list_index',
  expression:
    'create index "lnjzxh_article_list_index" on "lnjzxh_article" ("tenant_id", "top" DESC, "top_order", "create_time" DESC, "id" DESC) where "is_deleted" = 0',
})
export class Article extends BaseEntity {
  @Field(() => String, { description: '标题' })
  @Property({ type: 'string', length: 200 })
  title!: string;

  @Field(() => String, { description: '栏目: a dictKey of the business dictionary article_category.' })
  @Property({ type: 'string', length: 64 })
  category!: string;

  @Field(() => String, { nullable: true, description: 'Cover image URL (an upload of /files).' })
  @Property({ type: 'string', length: 1000, nullable: true })
  coverUrl?: string;

  @Field(() => String, { nullable: true, description: '摘要 (plain text).' })
  @Property({ type: 'string', length: 500, nullable: true })
  summary?: string;

  @Field(() => String, { description: 'Body: HTML sanitized on the server (allow-listed tags and attributes only).' })
  @Property({ type: 'text' })
  content!: string;

  @Field(() => String, { nullable: true, description: '作者' })
  @Property({ type: 'string', length: 100, nullable: true })
  author?: string;

  @Field(() => Int, { description: '0 draft, 1 published, 2 unpublished.' })
  @Property({ type: 'smallint', default: 0 })
  status: number & Opt = ARTICLE_STATUS.draft;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was (last) published.' })
  @Property({ type: 'datetime', nullable: true })
  publishTime?: Date;

  @Field(() => Boolean, { description: '置顶' })
  @Property({ type: 'boolean', default: false })
  top: boolean & Opt = false;

  @Field(() => Int, { description: 'Order among top articles (smaller first).' })
  @Property({ type: 'integer', default: 0 })
  topOrder: number & Opt = 0;
}

/**
 * One counted read: one reader, one article, one day (the unique index makes a reload or a second tab count
 * nothing more). The reader is the signed-in user (`u:<id>`), else the visitor id the browser keeps (`v:<id>`),
 * else the hashed IP address (`ip:<hash>`). Signed-in readers of a member unit carry the unit.
 */
@Entity({ tableName: 'lnjzxh_article_read' })
@Unique({ name: 'lnjzxh_article_read_reader_day_unique', properties: ['articleId', 'readerKey', 'readDay'] })
@Index({ properties: ['tenantId', 'readDay'] })
export class ArticleRead {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Property({ type: 'string', length: 36 })
  articleId!: string;

  @Property({ type: 'string', length: 80 })
  readerKey!: string;

  /** The day of the read, yyyy-MM-dd in the association's time zone. */
  @Property({ type: 'string', length: 10 })
  readDay!: string;

  @Property({ type: 'string', length: 36, nullable: true })
  userId?: string;

  @Property({ type: 'string', length: 36, nullable: true })
  unitId?: string;

  @Property({ type: 'string', length: 255, nullable: true })
  unitName?: string;

  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  readTime: Date & Opt = new Date();
}
