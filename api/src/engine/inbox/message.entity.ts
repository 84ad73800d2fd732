import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** Kinds of personal messages: a task waiting for the user, or news about the user's own record. */
export const MESSAGE_CATEGORIES = ['flow_task', 'flow_result', 'feedback_reply', 'dues_arrears'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/**
 * A personal in-app message (站内消息) to one user of a tenant: unlike a notice, which every user of the
 * tenant reads, a message has one addressee. It may carry a link to the screen where the user can act.
 */
@ObjectType('UserMessage', { description: '站内消息' })
@Entity({ tableName: 'blade_user_message' })
@Index({ properties: ['tenantId', 'userId', 'readTime'] })
export class UserMessage extends BaseEntity {
  @Property({ type: 'string', length: 36 })
  userId!: string;

  @Field(() => String, { description: 'flow_task | flow_result | feedback_reply | dues_arrears' })
  @Property({ type: 'string', length: 32 })
  category!: string;

  @Field(() => String, { description: 'Title of the message.' })
  @Property({ type: 'string', length: 255 })
  title!: string;

  @Field(() => String, { nullable: true, description: 'The message text (up to 500 characters).' })
  @Property({ type: 'string', length: 500, nullable: true })
  content?: string;

  @Field(() => String, {
    nullable: true,
    description: 'A client route where the user can act, such as /work/tasks/todo.',
  })
  @Property({ type: 'string', length: 255, nullable: true })
  link?: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the user read it; empty while unread.' })
  @Property({ type: 'datetime', nullable: true })
  readTime?: Date;
}
