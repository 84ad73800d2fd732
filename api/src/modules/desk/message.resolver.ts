import { ArrayMaxSize, IsBoolean, IsOptional, IsString } from 'class-validator';
import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../engine/context.js';
import { UserMessage } from '../../engine/inbox/message.entity.js';
import { inboxService } from '../../engine/inbox/inbox.service.js';

@ObjectType({ description: "The signed-in user's latest personal messages and how many of all are unread." })
export class MessageInbox {
  @Field(() => [UserMessage], { description: 'The latest messages, newest first.' }) records!: UserMessage[];
  @Field(() => Int, { description: 'Messages not read yet (of all).' }) unread!: number;
}

@InputType({ description: 'Marks messages read: the given ones, or all.' })
export class MarkMessagesReadInput {
  @Field(() => [ID], { description: 'Ids of the messages.', nullable: true })
  @IsOptional()
  @ArrayMaxSize(200)
  @IsString({ each: true })
  ids?: string[];
  @Field(() => Boolean, { nullable: true, description: 'Marks every message of the user read.' })
  @IsOptional()
  @IsBoolean()
  all?: boolean;
}

/** Personal in-app messages (站内消息): tasks waiting for the user and results of the user's own records. */
@Resolver(() => UserMessage)
export class MessageResolver {
  @Authorized()
  @Query(() => MessageInbox, { description: "The signed-in user's latest personal messages and the unread count." })
  myMessages(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true, defaultValue: 10, description: 'How many to answer at most.' })
    limit: number,
  ) {
    return inboxService.inbox(ctx, limit);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Marks own messages read (ids, or all); answers how many were newly read.' })
  markMessagesRead(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => MarkMessagesReadInput) input: MarkMessagesReadInput,
  ) {
    return inboxService.markRead(ctx, input);
  }
}
