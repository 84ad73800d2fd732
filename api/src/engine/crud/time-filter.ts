import { IsOptional } from 'class-validator';
import { Field, GraphQLISODateTime, InputType } from 'type-graphql';

/** The createTime range every list filter has (REST createTime_dategt / createTime_datelt). */
@InputType({ description: 'Created-time range of a list filter.' })
export class TimeFilter {
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Created after (REST createTime_dategt).' })
  @IsOptional()
  createTimeFrom?: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Created before (REST createTime_datelt).' })
  @IsOptional()
  createTimeTo?: Date;
}
