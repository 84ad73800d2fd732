import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';

export const OA_MESSAGES = {
  notFound: '办公审批不存在',
  titleRequired: '请输入标题',
  categoryRequired: '请选择类别',
  categoryUnknown: '类别不存在',
  urgencyInvalid: '请选择紧急程度',
  contentRequired: '请输入正文/事由',
  approversRequired: '请选择审批人',
  approversTooMany: '审批人最多选择 6 人',
  approverSelf: '不能指定自己为审批人',
  approverInvalid: '所选审批人不能审批办公审批',
  approverRepeated: '审批人不能重复',
  ccTooMany: '抄送人员最多选择 30 人',
  ccInvalid: '所选抄送人员不是协会工作人员',
  attachmentsTooMany: '最多上传20个文件，超出请合并成pdf进行上传',
  attachmentInvalid: '附件无效',
  amountTooLarge: '金额过大',
  notOwner: '只能修改自己的申请',
  notEditable: '审核中或已结束的申请不能修改',
  removeNotOwner: '只能删除自己的申请',
  removeReviewing: (title: string) => `「${title}」审核中或已通过，不能删除`,
  referenceFormat: '文号格式不正确，例如 辽建协〔2026〕001号',
  referenceNotIssued: '文号须通过「生成文号」获得',
  referenceUsed: '文号已被使用',
  referenceExists: (n: string) => `该申请已有文号：${n}`,
  referenceNotYours: '只能为自己待提交的申请生成文号',
  referenceVoided: '已作废的申请不能生成文号',
  statusInvalid: '审批状态无效',
  notSubmitted: '该申请尚未送审',
  recordNotFound: '审批记录不存在',
  recordNotYours: '只能修改自己填写的审批意见',
  recordNotApproval: '只能修改通过时填写的审批意见',
  recordFinished: '流程已结束，审批意见不能修改',
  recordActedOn: '后续步骤已处理，审批意见不能修改',
} as const;

/** SPEC sections 5 and 9: at most 20 files per upload field; 6 people per people field. */
export const OA_MAX_ATTACHMENTS = 20;
export const OA_MAX_APPROVERS = 6;
export const OA_MAX_CC = 30;
export const OA_CONTENT_MAX = 20000;

/** One file of the attachments field (checked by the service, so REST bodies get the same checks). */
@InputType()
export class OaAttachmentInput {
  @Field(() => String, { description: 'File name (up to 255 characters).' })
  @RequiredText(OA_MESSAGES.attachmentInvalid, 255)
  name!: string;
  @Field(() => String) @RequiredText(OA_MESSAGES.attachmentInvalid, 1000) url!: string;
  @Field(() => Int)
  @IsInt({ message: OA_MESSAGES.attachmentInvalid })
  @Min(0, { message: OA_MESSAGES.attachmentInvalid })
  size!: number;
  @Field(() => ID, { nullable: true }) @OptionalText(36) attachId?: string;
}

@InputType({
  description:
    'An office application: created without id, updated (own, pending/rejected/withdrawn) with id and version.',
})
export class OaApplicationInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => String) @RequiredText(OA_MESSAGES.titleRequired, 200) title!: string;
  @Field(() => String, { description: 'A dictKey of the business dictionary oa_category.' })
  @RequiredText(OA_MESSAGES.categoryRequired, 64)
  category!: string;
  @Field(() => String, { nullable: true, description: 'A 文号 issued by generateOaReferenceNumber (or empty).' })
  @OptionalText(64)
  referenceNumber?: string;
  @Field(() => Int, { nullable: true, description: '1 普通 (default), 2 紧急, 3 特急.' })
  @IsOptional()
  @IsInt({ message: OA_MESSAGES.urgencyInvalid })
  @Min(1, { message: OA_MESSAGES.urgencyInvalid })
  @Max(3, { message: OA_MESSAGES.urgencyInvalid })
  urgency?: number;
  @Field(() => String) @RequiredText(OA_MESSAGES.contentRequired, OA_CONTENT_MAX) content!: string;
  @Field(() => String, { nullable: true, description: 'Money text (2 decimals, not negative), or empty.' })
  @OptionalText(20)
  amount?: string;
  @Field(() => [OaAttachmentInput], { nullable: true, description: 'The attached files (name and address).' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(OA_MAX_ATTACHMENTS, { message: OA_MESSAGES.attachmentsTooMany })
  attachments?: OaAttachmentInput[];
  @Field(() => [ID], {
    nullable: true,
    description: 'Designated approvers in order (user ids from oaApprovers); required to submit.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(OA_MAX_APPROVERS, { message: OA_MESSAGES.approversTooMany })
  @IsString({ each: true })
  approverIds?: string[];
  @Field(() => [ID], {
    nullable: true,
    description: 'Association personnel informed once approved (user ids from oaAssociationPersonnel).',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(OA_MAX_CC, { message: OA_MESSAGES.ccTooMany })
  @IsString({ each: true })
  ccUserIds?: string[];
  @Field(() => Boolean, { nullable: true, description: '保存并送审: also submit into the flow.' })
  @IsOptional()
  @IsBoolean()
  andSubmit?: boolean;
}

/** Which applications a list shows. */
export const OA_SCOPES = ['mine', 'approve', 'cc', 'all'] as const;
export type OaScope = (typeof OA_SCOPES)[number];

@InputType()
export class OaApplicationFilter extends TimeFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() title?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() category?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() referenceNumber?: string;
  @Field(() => Int, { nullable: true, description: 'Flow status 0-5.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(5)
  flowStatus?: number;
  @Field(() => String, {
    nullable: true,
    description:
      'mine (filed by me), approve (I am a designated approver), cc (cc to me, approved), all (oa_manage or flow_admin). Default: all for those, else mine.',
  })
  @IsOptional()
  @IsIn([...OA_SCOPES], { message: '列表范围无效' })
  scope?: OaScope;
}

@InputType({ description: "An approver's decision on the current step (legacy approver/submit)." })
export class OaApprovalInput {
  @Field(() => ID, { description: 'The application id.' }) @RequiredText(OA_MESSAGES.notFound, 36) id!: string;
  @Field(() => Int, { description: '2 approve (通过), 3 reject (驳回, opinion required), 4 void (作废).' })
  @IsInt({ message: OA_MESSAGES.statusInvalid })
  approvalStatus!: number;
  @Field(() => String, { nullable: true, description: "The approver's opinion (up to 2000 characters)." })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  approvalOpinion?: string;
  @Field(() => Int, { nullable: true, description: 'The flow instance version read; a stale one is refused.' })
  @IsOptional()
  @IsInt()
  version?: number;
}

@InputType({ description: 'Corrects the text of an opinion its author wrote (legacy approval-record/update).' })
export class OaApprovalRecordInput {
  @Field(() => ID, { description: 'The flow log entry (审批记录) id.' })
  @RequiredText(OA_MESSAGES.recordNotFound, 36)
  id!: string;
  @Field(() => String, { description: 'The corrected opinion (up to 2000 characters).' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  approvalOpinion!: string;
}

@InputType({ description: 'Asks for a reference number (文号) of an office application.' })
export class OaReferenceInput {
  @Field(() => ID, {
    nullable: true,
    description: 'Store the new 文号 on this application (its applicant while editable, or oa_manage).',
  })
  @OptionalText(36)
  applicationId?: string;
}

@ObjectType({ description: 'A person of a picker (approvers, association personnel).' })
export class OaPerson {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "The person's name." }) name!: string;
  @Field(() => String, { description: "The person's account." }) account!: string;
  @Field(() => ID, { nullable: true, description: "Id of the person's department." }) deptId?: string;
  @Field(() => String, { nullable: true, description: "Name of the person's department." }) deptName?: string;
}

@ObjectType({ description: 'A newly issued 文号.' })
export class OaReferenceNumber {
  @Field(() => String, { description: 'The reference number (文号) as printed.' }) referenceNumber!: string;
  @Field(() => Int, { description: 'Year of the number.' }) year!: number;
  @Field(() => Int, { description: 'Sequence number within the year and tenant.' }) seq!: number;
  @Field(() => ID, {
    nullable: true,
    description: 'Id of the OA application the number was stored on; empty when none was named.',
  })
  applicationId?: string;
}
