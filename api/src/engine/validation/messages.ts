import { getMetadataStorage, type ValidationArguments } from 'class-validator';

/**
 * The Chinese message of a class-validator rule declared without its own message (`@IsString()`, `@Max(4)` …):
 * one template per constraint name, naming the field. Rules with a message (the spec's, such as 请输入参数名称)
 * keep it.
 */
const TEMPLATES: Record<string, (c: unknown[]) => string> = {
  isString: () => '必须是文本',
  isInt: () => '必须是整数',
  isNumber: () => '必须是数字',
  isBoolean: () => '必须是 true 或 false',
  isDate: () => '必须是有效的日期',
  isDateString: () => '必须是有效的日期',
  isISO8601: () => '必须是有效的日期',
  isEmail: () => '必须是有效的电子邮箱地址',
  isArray: () => '必须是数组',
  isObject: () => '必须是对象',
  isIn: (c) => `必须是以下值之一：${(c[0] as unknown[]).join('、')}`,
  isEnum: (c) => `必须是以下值之一：${Object.values((c[0] ?? {}) as object).join('、')}`,
  isNotEmpty: () => '不能为空',
  isDefined: () => '不能为空',
  min: (c) => `不能小于 ${c[0]}`,
  max: (c) => `不能大于 ${c[0]}`,
  minLength: (c) => `不能少于 ${c[0]} 个字符`,
  maxLength: (c) => `不能超过 ${c[0]} 个字符`,
  length: (c) => `长度必须在 ${c[0]} 到 ${c[1]} 个字符之间`,
  arrayMinSize: (c) => `至少需要 ${c[0]} 项`,
  arrayMaxSize: (c) => `最多只能有 ${c[0]} 项`,
  matches: () => '格式不正确',
  nestedValidation: () => '必须是对象或数组',
};

/** The fallback of a rule no template covers: never English. */
const INVALID = '格式不正确';

/** `<field> <rule>`, or `<field> 的每一项<rule>` for a rule applied to each item of a list. */
export function validationMessage(
  constraint: string,
  field: string,
  constraints: unknown[] = [],
  each = false,
): string {
  const template = TEMPLATES[constraint];
  // A rule whose bounds are unknown here (a message rebuilt from a constraint name alone) says less, never "undefined".
  const rule = template && (template.length === 0 || constraints.length > 0) ? template(constraints) : INVALID;
  return each ? `${field} 的每一项${rule}` : `${field} ${rule}`;
}

type ValidationMetadata = ReturnType<ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas']>[number];
const localized = new WeakSet<ValidationMetadata>();

/**
 * Gives every rule of the class (and of the classes it inherits from) that has no message of its own the
 * Chinese message of its constraint. Idempotent; run before a class is validated.
 */
export function localizeMessages(cls: new () => object): void {
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false)) {
    if (localized.has(meta)) continue;
    localized.add(meta);
    if (meta.message !== undefined || meta.type === 'conditionalValidation') continue;
    const constraint = meta.name ?? meta.type;
    const each = Boolean(meta.each);
    meta.message = (args: ValidationArguments) =>
      validationMessage(constraint, args.property, args.constraints ?? [], each);
  }
}

/** True when the text holds a CJK character (a message that is already Chinese). */
export const isChinese = (text: string): boolean => /[\u3400-\u9fff]/.test(text);
