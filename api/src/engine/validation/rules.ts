import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';

const isBlank = (v: unknown) => typeof v !== 'string' || v.trim().length === 0;

/**
 * Required text: present, a string, not only white space, and at most `maxLength` characters. One rule, one
 * message per case: `message` (the spec's, e.g. 请输入参数名称) when missing, a length message when too long.
 */
export function RequiredText(
  message: string,
  maxLength = 255,
  options: Omit<ValidationOptions, 'message'> = {},
): PropertyDecorator {
  return ValidateBy(
    { name: 'requiredText', validator: { validate: (v: unknown) => !isBlank(v) && (v as string).length <= maxLength } },
    { ...options, message: (args: ValidationArguments) => (isBlank(args.value) ? message : tooLong(maxLength)) },
  );
}

/** Optional text of at most `maxLength` characters (null, undefined and '' pass). */
export function OptionalText(maxLength = 255, options: Omit<ValidationOptions, 'message'> = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: 'optionalText',
      validator: { validate: (v: unknown) => v == null || (typeof v === 'string' && v.length <= maxLength) },
    },
    {
      ...options,
      message: (args: ValidationArguments) => (typeof args.value === 'string' ? tooLong(maxLength) : '必须是文本'),
    },
  );
}

export const tooLong = (maxLength: number) => `内容过长，不能超过 ${maxLength} 个字符`;
