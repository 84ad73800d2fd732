import { ArrayMaxSize, ArrayMinSize, IsString } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'Ids of the records to remove (at least one, at most 1000).' })
export class RemoveInput {
  @Field(() => [ID], { description: 'Ids of the records to remove (at least one).' })
  @ArrayMinSize(1, { message: '请选择至少一条数据' })
  @ArrayMaxSize(1000, { message: '一次最多删除 1000 条数据' })
  @IsString({ each: true })
  ids!: string[];
}
