import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateBy,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { TimeFilter } from '../../engine/crud/time-filter.js';
import { OptionalText, RequiredText } from '../../engine/validation/rules.js';
import { CODE_FIELD_TYPES, type CodeFieldType } from './code.entity.js';
import {
  MENU_CODE_PATTERN,
  MODULE_PATTERN,
  PROPERTY_PATTERN,
  RESOURCE_PATTERN,
  REST_BASE_PATTERN,
  SQL_NAME_PATTERN,
} from './codegen/names.js';

const isBlank = (v: unknown) => typeof v !== 'string' || v.trim().length === 0;

/**
 * An identifier that ends up in generated source: `missing` when blank, `invalid` when it does not match the
 * pattern (so a definition can never put code into the generated files).
 */
function Identifier(missing: string, pattern: RegExp, invalid: string): PropertyDecorator {
  return ValidateBy(
    { name: 'identifier', validator: { validate: (v: unknown) => typeof v === 'string' && pattern.test(v) } },
    { message: (args: ValidationArguments) => (isBlank(args.value) ? missing : invalid) },
  );
}

/** An optional identifier (null, undefined and '' pass). */
function OptionalIdentifier(pattern: RegExp, invalid: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'optionalIdentifier',
      validator: { validate: (v: unknown) => v == null || v === '' || (typeof v === 'string' && pattern.test(v)) },
    },
    { message: invalid },
  );
}

/** A list of 1 to `max` fields: one message per case. */
function FieldList(max: number): PropertyDecorator {
  return ValidateBy(
    { name: 'fieldList', validator: { validate: (v: unknown) => Array.isArray(v) && v.length > 0 && v.length <= max } },
    {
      message: (args: ValidationArguments) =>
        Array.isArray(args.value) && args.value.length > max ? `字段不能超过 ${max} 个` : '请至少添加一个字段',
    },
  );
}

export const FIELD_NAME_MESSAGE = '字段名只能包含字母和数字，且以小写字母开头';
export const SQL_NAME_MESSAGE = '只能包含小写字母、数字和下划线，且以字母开头';

@InputType({ description: 'One field of a code definition.' })
export class CodeFieldInput {
  @Field(() => String) @Identifier('请输入字段名', PROPERTY_PATTERN, FIELD_NAME_MESSAGE) name!: string;
  @Field(() => String) @Identifier('请输入列名', SQL_NAME_PATTERN, `列名${SQL_NAME_MESSAGE}`) column!: string;
  @Field(() => String) @IsIn(CODE_FIELD_TYPES, { message: '请选择字段类型' }) type!: CodeFieldType;
  @Field(() => String, { description: 'Chinese label of the field (up to 64 characters).' })
  @RequiredText('请输入字段标签', 64)
  label!: string;
  @Field(() => Boolean, { description: 'Whether the form requires a value.' }) @IsBoolean() required!: boolean;
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1, { message: '长度必须在 1 到 4000 之间' })
  @Max(4000, { message: '长度必须在 1 到 4000 之间' })
  length?: number | null;
  @Field(() => Boolean, { description: 'Whether the list can be searched by the field.' })
  @IsBoolean()
  searchable!: boolean;
  @Field(() => Boolean, { description: 'Whether the list shows the field as a column.' })
  @IsBoolean()
  showInList!: boolean;
}

@InputType()
export class CodeDefinitionInput {
  @Field(() => ID, { nullable: true }) @IsOptional() @IsString() id?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1) version?: number;
  @Field(() => String) @RequiredText('请输入模块名', 64) codeName!: string;
  @Field(() => String)
  @Identifier('请输入服务名', MODULE_PATTERN, '服务名只能包含小写字母、数字和横线，且以字母开头')
  serviceName!: string;
  @Field(() => String, { description: 'Table name in snake case.' })
  @Identifier('请输入表名', SQL_NAME_PATTERN, `表名${SQL_NAME_MESSAGE}`)
  tableName!: string;
  @Field(() => String, { nullable: true, description: 'Table prefix, such as blade_ (lower case).' })
  @OptionalIdentifier(/^[a-z][a-z0-9_]{0,31}$/, `表前缀${SQL_NAME_MESSAGE}`)
  tablePrefix?: string | null;
  @Field(() => String, { nullable: true, description: 'Primary key column (default id).' })
  @OptionalIdentifier(SQL_NAME_PATTERN, `主键名${SQL_NAME_MESSAGE}`)
  pkName?: string | null;
  @Field(() => String)
  @Identifier('请输入包名', RESOURCE_PATTERN, '包名只能包含小写字母、数字和横线，且以字母开头')
  packageName!: string;
  @Field(() => String)
  @Identifier('请输入菜单编号', MENU_CODE_PATTERN, `菜单编号${SQL_NAME_MESSAGE}`)
  menuCode!: string;
  @Field(() => String)
  @Identifier('请输入接口前缀', REST_BASE_PATTERN, '接口前缀形如 /lnjzxh-member/member-unit')
  apiPrefix!: string;
  @Field(() => [CodeFieldInput], { description: 'The fields of the resource (at most 100).' })
  @FieldList(100)
  @ValidateNested({ each: true })
  fields!: CodeFieldInput[];
  @Field(() => String, { nullable: true }) @OptionalText() remark?: string;
}

@InputType()
export class CodeDefinitionFilter extends TimeFilter {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() codeName?: string;
  @Field(() => String, { nullable: true, description: 'Only definitions whose table name contains this text.' })
  @IsOptional()
  @IsString()
  tableName?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() serviceName?: string;
}

@InputType({ description: 'Copies a code definition.' })
export class CopyCodeDefinitionInput {
  @Field(() => ID) @IsString({ message: '请选择要复制的配置' }) id!: string;
  @Field(() => String, { nullable: true, description: 'Name of the copy (default: the original name with -copy).' })
  @OptionalText(64)
  codeName?: string | null;
}

/**
 * REST bodies are plain JSON: the field list is turned into CodeFieldInput instances (known properties only)
 * so the nested rules apply as they do for GraphQL arguments.
 */
export function withFieldInputs(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const source = body as Record<string, unknown>;
  if (!Array.isArray(source.fields)) return body;
  const keys = ['name', 'column', 'type', 'label', 'required', 'length', 'searchable', 'showInList'] as const;
  const fields = source.fields.map((item: unknown) => {
    const field = new CodeFieldInput();
    if (item && typeof item === 'object')
      for (const key of keys)
        if (Object.hasOwn(item, key))
          (field as unknown as Record<string, unknown>)[key] = (item as Record<string, unknown>)[key];
    return field;
  });
  return { ...source, fields };
}
