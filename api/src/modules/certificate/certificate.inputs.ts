import { IsArray, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';
import { CERTIFICATE_FIELDS } from './certificate.entity.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const CERTIFICATE_MESSAGES = {
  modelNotFound: '证书模板不存在',
  notFound: '证书不存在',
  titleRequired: '请输入模板名称',
  headingRequired: '请输入证书标题',
  issuerRequired: '请输入发证单位',
  prefixInvalid: '编号前缀只能是1到16位字母或数字',
  layoutInvalid: '证书字段位置不正确',
  layoutDuplicate: '证书字段不能重复',
  backgroundInvalid: '背景图片链接不正确',
  modelInUse: '已有证书使用该模板，不能删除',
  modelNotSubmitted: '证书模板未提交，不能生成证书',
  unitNotFound: '会员单位不存在',
  unitInactive: '会员单位已停用，不能生成证书',
  alreadyValid: '该会员单位已有有效证书',
  dateInvalid: '日期格式不正确',
  validityOrder: '有效期结束日期不能早于开始日期',
  reasonRequired: '请输入撤销原因',
  alreadyRevoked: '证书已撤销',
  noUnit: '当前账号未关联会员单位',
} as const;

@InputType({ description: 'One field of a model and its position on an A4 landscape page (842 × 595 points).' })
export class CertificateLayoutInput {
  @Field(() => String, {
    description:
      'The certificate field placed (heading, unitName, creditCode, memberLevel, number, validity, issueDate, issuer or qr).',
  })
  @IsIn(CERTIFICATE_FIELDS as unknown as string[], { message: CERTIFICATE_MESSAGES.layoutInvalid })
  field!: string;
  @Field(() => Float, { description: 'Horizontal position in points from the left edge (A4 landscape).' })
  @IsNumber({}, { message: CERTIFICATE_MESSAGES.layoutInvalid })
  @Min(0, { message: CERTIFICATE_MESSAGES.layoutInvalid })
  @Max(842, { message: CERTIFICATE_MESSAGES.layoutInvalid })
  x!: number;
  @Field(() => Float, { description: 'Vertical position in points from the top edge (A4 landscape).' })
  @IsNumber({}, { message: CERTIFICATE_MESSAGES.layoutInvalid })
  @Min(0, { message: CERTIFICATE_MESSAGES.layoutInvalid })
  @Max(595, { message: CERTIFICATE_MESSAGES.layoutInvalid })
  y!: number;
  @Field(() => Float, { description: 'Font size (points); for qr the side of the code.' })
  @IsNumber({}, { message: CERTIFICATE_MESSAGES.layoutInvalid })
  @Min(6, { message: CERTIFICATE_MESSAGES.layoutInvalid })
  @Max(200, { message: CERTIFICATE_MESSAGES.layoutInvalid })
  size!: number;
  @Field(() => String, { description: 'left, center or right (x is the anchor).' })
  @IsIn(['left', 'center', 'right'], { message: CERTIFICATE_MESSAGES.layoutInvalid })
  align!: string;
}

@InputType({ description: 'A certificate model: created without id, updated with id and version.' })
export class CertificateModelInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => String) @RequiredText(CERTIFICATE_MESSAGES.titleRequired, 100) title!: string;
  @Field(() => String) @RequiredText(CERTIFICATE_MESSAGES.headingRequired, 100) heading!: string;
  @Field(() => String) @RequiredText(CERTIFICATE_MESSAGES.issuerRequired, 100) issuer!: string;
  @Field(() => String)
  @Matches(/^[A-Za-z0-9]{1,16}$/, { message: CERTIFICATE_MESSAGES.prefixInvalid })
  numberPrefix!: string;
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1, { message: '有效年限为1到10年' })
  @Max(10, { message: '有效年限为1到10年' })
  validityYears?: number;
  @Field(() => [CertificateLayoutInput], { nullable: true, description: 'Absent: the default layout.' })
  @IsOptional()
  @IsArray() // items are checked by the service (checkLayout), for GraphQL and REST alike
  layout?: CertificateLayoutInput[];
  @Field(() => String, { nullable: true }) @OptionalText(1000) backgroundUrl?: string | null;
  @Field(() => Int, { nullable: true, description: '0 待提交, 1 已提交.' }) @IsOptional() @IsIn([0, 1]) status?: number;
  @Field(() => String, { nullable: true }) @OptionalText(255) remark?: string | null;
}

@InputType()
export class CertificateModelFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() title?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([0, 1]) status?: number;
}

@InputType({ description: "Issues a certificate to one member unit. Dates default to today and the model's validity." })
export class GenerateCertificateInput {
  @Field(() => ID, { description: 'Id of the member unit.' }) @IsString() unitId!: string;
  @Field(() => ID, { description: 'Id of the certificate model to print with.' }) @IsString() modelId!: string;
  @Field(() => String, { nullable: true, description: 'Issue date, yyyy-MM-dd; default today.' })
  @IsOptional()
  @Matches(DATE, { message: CERTIFICATE_MESSAGES.dateInvalid })
  issueDate?: string;
  @Field(() => String, {
    nullable: true,
    description: "First valid day, yyyy-MM-dd; default from the model's validity.",
  })
  @IsOptional()
  @Matches(DATE, { message: CERTIFICATE_MESSAGES.dateInvalid })
  validFrom?: string;
  @Field(() => String, {
    nullable: true,
    description: "Last valid day, yyyy-MM-dd; default from the model's validity.",
  })
  @IsOptional()
  @Matches(DATE, { message: CERTIFICATE_MESSAGES.dateInvalid })
  validTo?: string;
}

@InputType({ description: 'Issues certificates to every active member unit that has no valid one of this model.' })
export class GenerateAllCertificatesInput {
  @Field(() => ID, { description: 'Id of the certificate model to print with.' }) @IsString() modelId!: string;
  @Field(() => String, { nullable: true, description: 'Issue date, yyyy-MM-dd; default today.' })
  @IsOptional()
  @Matches(DATE, { message: CERTIFICATE_MESSAGES.dateInvalid })
  issueDate?: string;
  @Field(() => String, {
    nullable: true,
    description: "First valid day, yyyy-MM-dd; default from the model's validity.",
  })
  @IsOptional()
  @Matches(DATE, { message: CERTIFICATE_MESSAGES.dateInvalid })
  validFrom?: string;
  @Field(() => String, {
    nullable: true,
    description: "Last valid day, yyyy-MM-dd; default from the model's validity.",
  })
  @IsOptional()
  @Matches(DATE, { message: CERTIFICATE_MESSAGES.dateInvalid })
  validTo?: string;
}

@InputType({ description: 'Revokes a member certificate.' })
export class RevokeCertificateInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => String, { description: 'Why the certificate is revoked.' })
  @RequiredText(CERTIFICATE_MESSAGES.reasonRequired, 500)
  reason!: string;
}

@InputType()
export class MemberCertificateFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() unitName?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() number?: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() unitId?: string;
  @Field(() => String, { nullable: true, description: 'valid, expired or revoked.' })
  @IsOptional()
  @IsIn(['valid', 'expired', 'revoked'])
  state?: string;
}
