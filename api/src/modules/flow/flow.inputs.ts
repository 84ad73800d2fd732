import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { APPROVER_KINDS, type ApproverKind } from '../../engine/flow/flow.entities.js';
import { FLOW_ACTIONS, type FlowAction } from '../../engine/flow/transitions.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

@InputType()
export class FlowStepInput {
  @Field(() => String) @RequiredText('请输入步骤名称', 100) title!: string;
  @Field(() => String, { description: 'user | role | dept | rule' })
  @IsIn([...APPROVER_KINDS], { message: '审批人类型无效' })
  approverKind!: ApproverKind;
  @Field(() => [String])
  @IsArray()
  @ArrayMinSize(1, { message: '请选择审批人' })
  @ArrayMaxSize(200)
  @IsString({ each: true })
  approvers!: string[];
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() buttonApproval?: boolean;
  @Field(() => String, { nullable: true }) @OptionalText(20) buttonApprovalTitle?: string;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() buttonReject?: boolean;
  @Field(() => String, { nullable: true }) @OptionalText(20) buttonRejectTitle?: string;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() buttonCancel?: boolean;
  @Field(() => String, { nullable: true }) @OptionalText(20) buttonCancelTitle?: string;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() buttonReset?: boolean;
  @Field(() => String, { nullable: true }) @OptionalText(20) buttonResetTitle?: string;
}

/** GraphQL only: TypeGraphQL builds the nested step instances that @ValidateNested checks. */
@InputType()
export class FlowModelInput {
  @Field(() => String) @RequiredText('请选择业务类型', 64) modelKey!: string;
  @Field(() => String) @RequiredText('请输入流程名称', 100) name!: string;
  @Field(() => [FlowStepInput])
  @IsArray()
  @ArrayMinSize(1, { message: '流程模型至少需要一个审批步骤' })
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  steps!: FlowStepInput[];
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string;
}

@InputType()
export class FlowModelFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() modelKey?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() name?: string;
  @Field(() => Boolean, { nullable: true, description: 'Every version, not only the latest.' })
  @IsOptional()
  @IsBoolean()
  allVersions?: boolean;
}

@InputType({ description: 'Suspends or activates the model of a business type.' })
export class FlowModelStatusInput {
  @Field(() => String, { description: 'Key of the model (its business type).' })
  @RequiredText('请选择业务类型', 64)
  modelKey!: string;
  @Field(() => Int, { description: '1 active, 0 suspended.' }) @IsInt() @Min(0) @Max(1) status!: number;
}

@InputType({ description: 'Submits a business record to its flow.' })
export class FlowSubmitInput {
  @Field(() => String, { description: 'Business type of the record (as registered).' })
  @RequiredText('请选择业务类型', 64)
  businessType!: string;
  @Field(() => ID, { description: 'Id of the business record.' })
  @RequiredText('请选择业务记录', 36)
  businessId!: string;
  @Field(() => String, { nullable: true, description: 'Title of the record in task lists (up to 200 characters).' })
  @OptionalText(200)
  title?: string;
  @Field(() => String, { description: 'Opinion of the submission.', nullable: true })
  @OptionalText(2000)
  opinion?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
}

@InputType({ description: 'An action on a flow instance (approve, reject, void, withdraw ...) with its opinion.' })
export class FlowActionInput {
  @Field(() => ID, { description: 'Id of the flow instance.' }) @RequiredText('请选择流程记录', 36) instanceId!: string;
  @Field(() => String, { description: 'submit | approve | reject | void | withdraw | reset' })
  @IsIn([...FLOW_ACTIONS], { message: '操作无效' })
  action!: FlowAction;
  @Field(() => String, { description: 'Opinion of the action (审核意见).', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  opinion?: string;
  @Field(() => Int, { nullable: true, description: 'The instance version read; a stale one is refused.' })
  @IsOptional()
  @IsInt()
  version?: number;
}

@InputType({ description: 'Claims a task of a flow instance.' })
export class FlowClaimInput {
  @Field(() => ID, { description: 'Id of the flow instance.' }) @RequiredText('请选择流程记录', 36) instanceId!: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
}

@InputType({ description: 'Ends a flow instance early.' })
export class FlowTerminateInput {
  @Field(() => ID, { description: 'Id of the flow instance.' }) @RequiredText('请选择流程记录', 36) instanceId!: string;
  @Field(() => String, { description: 'Why the flow is ended.', nullable: true }) @OptionalText(500) reason?: string;
}

@InputType({ description: 'Which task list and search conditions on its flow instances.' })
export class FlowTaskListFilter {
  @Field(() => String, { description: 'todo | claim | sent | done' })
  @IsIn(['todo', 'claim', 'sent', 'done'], { message: '任务列表不存在' })
  kind!: string;
  @Field(() => String, { description: 'Only instances of this business type.', nullable: true })
  @IsOptional()
  @IsString()
  businessType?: string;
  @Field(() => String, { description: 'Only instances whose title contains this text.', nullable: true })
  @IsOptional()
  @IsString()
  title?: string;
}

@InputType({ description: 'Search conditions on flow instances.' })
export class FlowTaskFilter {
  @Field(() => String, { description: 'Only instances of this business type.', nullable: true })
  @IsOptional()
  @IsString()
  businessType?: string;
  @Field(() => String, { description: 'Only instances whose title contains this text.', nullable: true })
  @IsOptional()
  @IsString()
  title?: string;
  @Field(() => Int, { nullable: true, description: 'Follow-up only: the status code.' })
  @IsOptional()
  @IsInt()
  status?: number;
}
