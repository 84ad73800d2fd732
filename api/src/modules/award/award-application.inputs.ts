import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { NestedInput } from '../../engine/validation/validate.js';
import { DECLARATION_FIELDS, LONG_TEXT_FIELDS, LONG_TEXT_MAX, TEXT_MAX } from '@zhuxie/domain/award/application-rules';
import { FILES_MAX } from '@zhuxie/domain/award/declaration-rules';

/**
 * GraphQL shapes of an application's content. The declaration values carry every field of SPEC section 3 as a
 * nullable string, declared once from DECLARATION_FIELDS; participants and materials are lists keyed by group and
 * slot (the JSON records of application-rules.ts).
 */

@ObjectType({ description: 'The declaration values (SPEC section 3), every field a string or null.' })
export class DeclarationValuesType {
  [field: string]: string | null | undefined;
}

@InputType({ description: 'The declaration values (SPEC section 3); absent and empty fields are not stored.' })
export class DeclarationValuesInput {
  [field: string]: string | null | undefined;
}

const DATE = 'date, YYYY-MM-DD';
/** What each declaration field holds (the form's Chinese label in brackets). */
const DECLARATION_DESCRIPTIONS: Readonly<Record<(typeof DECLARATION_FIELDS)[number], string>> = {
  proName: 'Project name (工程名称).',
  sbDate: `Declaration date (申报日期), ${DATE}.`,
  region: 'City of the construction site (建设地点): six-digit region code of the city (ending 00).',
  area: 'District or county of the construction site (区县): six-digit region code; empty when the city itself.',
  built: 'Detailed address of the site (详细地址).',
  askForWork: 'Contractor (承建单位): id of the company.',
  recommendWork: 'Recommending unit (推荐单位): a value of the recommend_unit business dictionary.',
  recommend: 'Contact person of the unit (单位联系人).',
  recommendPN: 'Contact phone (联系电话): mobile number, 11 digits.',
  projectCategory: 'Project category (工程类别): a value of the project_category business dictionary.',
  projectCategorySmall: 'Project sub-category (工程类别小类).',
  construction: 'Scope of the construction work (施工内容), up to 2000 characters.',
  buildingScale: 'Building scale (建设规模), e.g. floor area.',
  buildingFloorsU: 'Floors above ground (地上层数): an integer of at most 3 digits.',
  buildingFloorsD: 'Floors below ground (地下层数): an integer of at most 3 digits.',
  structureType: 'Structure type (结构类型).',
  basicForm: 'Foundation type (基础形式).',
  budget: 'Budgeted construction cost (工程造价预算), in 10,000 yuan (万元).',
  finalAccounts: 'Final accounts (决算), in 10,000 yuan (万元).',
  startTime: `Construction start date (开工日期), ${DATE}.`,
  endTime: `Completion date (竣工日期), ${DATE}; not before the start date.`,
  filingUnit: 'Unit the completion was filed with (备案单位).',
  basicTestTime: `Date the foundation passed acceptance (地基基础验收日期), ${DATE}.`,
  SYJGTime: `Date of the provincial quality structure award (省优质结构日期), ${DATE}.`,
  structureAcceptanceTime: `Filing date (备案日期), ${DATE}.`,
  detectionUnitJC: 'Testing unit of the foundation (基础检测单位).',
  detectionUnitZT: 'Testing unit of the main structure (主体检测单位).',
  subjectDetectionTime: `Date the main structure was tested (主体检测日期), ${DATE}.`,
  mainApplicant: 'Main applicant unit (主申报单位): id of the company (quality structure declaration).',
  contactPerson: 'Contact person of the unit (单位联系人; quality structure declaration).',
  contactPN: 'Contact phone (联系电话; quality structure declaration): mobile number, 11 digits.',
  referee: 'Recommending unit (推荐单位; quality structure declaration): a value of the recommend_unit dictionary.',
  jzyTop10: 'Application of the ten new building technologies (建筑业十项新技术应用), up to 2000 characters.',
  jszbAndShxy: 'Technical indicators and economic and social benefits (技术指标及经济社会效益), up to 2000 characters.',
  kjcxAndlvsjzAndZnjz:
    'Technological innovation, green and intelligent construction (科技创新、绿色建造及智能建造), up to 2000 characters.',
  xkjAndGyAndClAndSb:
    'New technology, processes, materials and equipment (新科技、新工艺、新材料、新设备), up to 2000 characters.',
  xxgyhfsjz: 'Information management and digital construction (信息化管理及数字建造), up to 2000 characters.',
};

for (const field of DECLARATION_FIELDS) {
  const description = DECLARATION_DESCRIPTIONS[field];
  Field(() => String, { nullable: true, description })(DeclarationValuesType.prototype, field);
  const max = LONG_TEXT_FIELDS.includes(field) ? LONG_TEXT_MAX : TEXT_MAX;
  Field(() => String, { nullable: true, description })(DeclarationValuesInput.prototype, field);
  IsOptional()(DeclarationValuesInput.prototype, field);
  IsString()(DeclarationValuesInput.prototype, field);
  MaxLength(max, { message: `不能超过${max}个字符` })(DeclarationValuesInput.prototype, field);
}

@ObjectType({ description: 'One people field of a participant unit: names separated by 、.' })
export class PeopleEntry {
  @Field(() => String, { description: 'The role field, e.g. xmjl_people.' }) field!: string;
  @Field(() => String, { description: 'The names, separated by 、.' }) value!: string;
}

@ObjectType({ description: 'A participant unit: company, building number (楼号, default -) and people fields.' })
export class ParticipantUnitType {
  @Field(() => ID, { nullable: true, description: 'Id of the company.' }) companyId?: string | null;
  @Field(() => String, { nullable: true, description: 'The company name now (resolved from the member units).' })
  companyName?: string | null;
  @Field(() => String, { description: 'Building number (楼号); - when none.' }) buildingNumber!: string;
  @Field(() => [PeopleEntry], { description: 'The people fields of the unit.' }) people!: PeopleEntry[];
}

@ObjectType({ description: 'The units of one participant group.' })
export class ParticipantGroupType {
  @Field(() => String, { description: 'A key of PARTICIPANT_GROUPS (owner, contractor ...).' }) group!: string;
  @Field(() => [ParticipantUnitType], { description: 'The participant units of the group, in order.' })
  units!: ParticipantUnitType[];
}

@ObjectType({ description: 'An uploaded file.' })
export class FileRefType {
  @Field(() => String, { description: 'File name as uploaded.' }) name!: string;
  @Field(() => String, { description: 'Address to download the file from.' }) url!: string;
  @Field(() => Int, { nullable: true, description: 'File size in bytes, when known.' }) size?: number | null;
}

@ObjectType({ description: 'The files of one material slot.' })
export class MaterialFilesType {
  @Field(() => String, { description: 'A slot key of the award type (gongchengzhaopian ...).' }) slot!: string;
  @Field(() => [FileRefType], { description: 'The files uploaded to the slot, in order.' }) files!: FileRefType[];
}

@InputType()
export class PeopleEntryInput {
  @Field(() => String) @IsString() @MaxLength(60) field!: string;
  @Field(() => String, { description: 'The names, separated by 、 (up to 255 characters).' })
  @IsString()
  @MaxLength(255, { message: '不能超过255个字符' })
  value!: string;
}

@InputType({ description: 'A participating unit of an award application, with its people.' })
export class ParticipantUnitInput {
  @Field(() => ID, { nullable: true, description: 'Id of the company.' })
  @IsOptional()
  @IsString()
  @MaxLength(36)
  companyId?: string | null;
  @Field(() => String, { nullable: true, description: 'Building number (楼号); default -.' })
  @IsOptional()
  @IsString()
  @MaxLength(20, { message: '楼号不能超过20个字符' })
  buildingNumber?: string | null;
  @Field(() => [PeopleEntryInput], { nullable: true, description: 'The people fields of the unit.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @NestedInput(() => PeopleEntryInput, { each: true })
  people?: PeopleEntryInput[] | null;
}

@InputType({ description: 'A group of participating units of an award application, with their people.' })
export class ParticipantGroupInput {
  @Field(() => String, { description: 'Key of the participant group (up to 40 characters).' })
  @IsString()
  @MaxLength(40)
  group!: string;
  @Field(() => [ParticipantUnitInput], { description: 'The participant units of the group, in order.' })
  @IsArray()
  @ArrayMaxSize(30, { message: '单位数量不能超过30个' })
  @NestedInput(() => ParticipantUnitInput, { each: true })
  units!: ParticipantUnitInput[];
}

@InputType({ description: 'An uploaded file (name, link, size).' })
export class FileRefInput {
  @Field(() => String, { description: 'File name as uploaded.' }) @IsString() @MaxLength(255) name!: string;
  @Field(() => String, { description: 'Link of the file (an upload of /files).' })
  @IsString()
  @MaxLength(2000)
  url!: string;
  @Field(() => Int, { description: 'Size in bytes.', nullable: true }) @IsOptional() @IsInt() size?: number | null;
}

@InputType({ description: 'The files of one material slot of an award application.' })
export class MaterialFilesInput {
  @Field(() => String, { description: 'Key of the material slot.' }) @IsString() @MaxLength(40) slot!: string;
  // One more than the limit passes here so the rules answer with the spec's own message.
  @Field(() => [FileRefInput], { description: 'The files of the slot.' })
  @IsArray()
  @ArrayMaxSize(FILES_MAX + 1, { message: '最多上传20个文件，超出请合并成pdf进行上传' })
  @NestedInput(() => FileRefInput, { each: true })
  files!: FileRefInput[];
}

@InputType({ description: 'An application draft: created without id (for a programme), updated with id and version.' })
export class AwardApplicationInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => ID, { nullable: true, description: 'Required when creating.' })
  @IsOptional()
  @IsString()
  programmeId?: string;
  @Field(() => DeclarationValuesInput, { nullable: true, description: 'The declaration values (SPEC section 3).' })
  @IsOptional()
  @NestedInput(() => DeclarationValuesInput)
  values?: DeclarationValuesInput | null;
  @Field(() => [ParticipantGroupInput], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @NestedInput(() => ParticipantGroupInput, { each: true })
  participants?: ParticipantGroupInput[] | null;
  @Field(() => [MaterialFilesInput], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @NestedInput(() => MaterialFilesInput, { each: true })
  materials?: MaterialFilesInput[] | null;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description:
      "The values of the fields the programme's form definition adds, by field key (texts, numbers, dates, choices " +
      '... as JSON; keys the definition does not add are dropped; a text up to 5000 characters, the whole up to ' +
      '64 KB). Absent: the added values stored are kept. Files of an added upload field go in materials.',
  })
  @IsOptional()
  @IsObject()
  extraValues?: Record<string, unknown> | null;
  @Field(() => Boolean, { nullable: true, description: '保存并送审: also submit.' }) @IsOptional() andSubmit?: boolean;
}

@InputType({ description: 'Names an award application (with the version read, for changes).' })
export class AwardApplicationRefInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
}

@InputType({ description: 'Files changed after submission (modify-file).' })
export class AwardApplicationFilesInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() version?: number;
  @Field(() => [MaterialFilesInput], {
    description: "The files of every material slot; they replace the application's materials.",
  })
  @IsArray()
  @ArrayMaxSize(30)
  @NestedInput(() => MaterialFilesInput, { each: true })
  materials!: MaterialFilesInput[];
}

@InputType({ description: 'Enables or disables an application (modify-status); disabling needs the message.' })
export class AwardApplicationEnabledInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => Int, { description: '1 enabled, 0 disabled.' })
  @IsIn([0, 1], { message: '启用状态无效' })
  enabled!: number;
  @Field(() => String, {
    nullable: true,
    description: 'Why the application is disabled (up to 500 characters); needed when disabling.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: '说明不能超过500个字符' })
  message?: string | null;
}

@InputType({ description: 'Approval status change (modify-approval-status): only 0 (reset to 待提交) is accepted.' })
export class AwardApprovalStatusInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => Int, { description: 'The new approval status: only 0 (reset) is accepted.' })
  @IsIn([0], { message: '只能将审批状态重置为0' })
  status!: number;
  @Field(() => String, { nullable: true, description: 'Why the approval status is reset (up to 500 characters).' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  opinion?: string | null;
}

@InputType({ description: 'Batch approval of applications of one award type (the ones the user may approve now).' })
export class AwardApprovalBatchInput {
  @Field(() => String, { description: 'Award type key of the applications.' }) @IsString() awardType!: string;
  @Field(() => [ID], { description: 'Ids of the applications (at most 500).' })
  @IsArray()
  @ArrayMaxSize(500)
  @IsString({ each: true })
  ids!: string[];
}

@InputType({ description: 'Experts assigned to an application (assign/expert): replaces the assignment.' })
export class AwardExpertAssignInput {
  @Field(() => ID) @IsString() id!: string;
  @Field(() => [ID], { description: 'Ids of the experts to assign.' })
  @IsArray()
  @ArrayMaxSize(30, { message: '评审专家不能超过30人' })
  @IsString({ each: true })
  expertIds!: string[];
}

@InputType()
export class AwardApplicationListFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(40) awardType?: string;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() programmeId?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() year?: number;
  @Field(() => String, { nullable: true, description: 'Part of the project name.' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  projectName?: string;
  @Field(() => String, { nullable: true, description: 'Part of the unit name.' })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  unitName?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([0, 1, 2, 3, 4, 5]) flowStatus?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsIn([0, 1]) enabled?: number;
}
