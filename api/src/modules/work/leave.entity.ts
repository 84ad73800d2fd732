import { type Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** Leave types (请假类型). */
export const LEAVE_TYPES: Record<number, string> = {
  1: '事假',
  2: '病假',
  3: '年假',
  4: '调休',
  5: '婚假',
  6: '产假',
  7: '其他',
};

/** A leave request (the leave process of SPEC section 2), approved through the flow engine as business type `leave`. */
@ObjectType({ description: '请假申请' })
@Entity({ tableName: 'oa_leave' })
export class LeaveRequest extends BaseEntity {
  @Field(() => Int, { description: '1 事假, 2 病假, 3 年假, 4 调休, 5 婚假, 6 产假, 7 其他' })
  @Property({ type: 'smallint' })
  leaveType!: number;

  @Field(() => GraphQLISODateTime, { description: 'Start of the leave.' })
  @Property({ type: 'datetime' })
  startTime!: Date;

  @Field(() => GraphQLISODateTime, { description: 'End of the leave.' })
  @Property({ type: 'datetime' })
  endTime!: Date;

  @Field(() => String, { description: 'Days, up to one decimal (e.g. 1.5).' })
  @Property({ type: 'decimal', precision: 6, scale: 1 })
  days!: string;

  @Field(() => String, { description: 'Reason for the leave (请假事由).' })
  @Property({ type: 'text' })
  reason!: string;

  @Field(() => String, { description: 'Name of the user who applied.' })
  @Property({ type: 'string', length: 100 })
  applicantName!: string;

  @Field(() => Int, { description: 'Flow status mirrored from the flow instance (0-5).' })
  @Property({ type: 'smallint', default: 0 })
  flowStatus: number & Opt = 0;
}
