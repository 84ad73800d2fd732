import { type Rule, type Rules, validateValues } from '../form';

/**
 * Value rules for record forms beyond `required` (engine/form). Each answers its message when a non-blank
 * value breaks it; blank values pass (combine with `required` where the field must be given).
 */
export function pattern(regex: RegExp, message: string): Rule<string> {
  return (value) => (value.trim() !== '' && !regex.test(value.trim()) ? message : undefined);
}

/** A whole number, optionally within bounds. */
export function integer(message: string, bounds: { min?: number; max?: number } = {}): Rule<string> {
  return (value) => {
    const text = value.trim();
    if (text === '') return undefined;
    if (!/^-?\d+$/.test(text)) return message;
    const n = Number(text);
    if (bounds.min !== undefined && n < bounds.min) return message;
    if (bounds.max !== undefined && n > bounds.max) return message;
    return undefined;
  };
}

/** At least `min` characters. */
export function minLength(min: number, message: string): Rule<string> {
  return (value) => (value !== '' && value.length < min ? message : undefined);
}

/** A comma-separated list of ids kept in a text form value (useForm holds text). */
export const idList = {
  parse: (text: string): string[] => text.split(',').filter(Boolean),
  format: (ids: readonly string[]): string => ids.join(','),
};

/** '' for an empty text, else the trimmed text: optional fields are sent as null when left blank. */
export function optionalText(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}

/** null for an empty text, else the number. */
export function optionalInt(value: string): number | null {
  return value.trim() === '' ? null : Number(value.trim());
}

/**
 * Validates a form with its rules plus rules that look at several values (a path needed by menus only, a
 * password confirmation ...); shows every message and answers whether the form is valid. A field's own rule
 * wins over a cross-field message for the same field.
 */
export function validateForm<T extends Record<string, string>>(
  form: { values: T; setErrors(errors: Partial<Record<string, string>>): void },
  rules: Rules<T>,
  crossField?: (values: T) => Partial<Record<keyof T & string, string | undefined>>,
): boolean {
  const errors: Partial<Record<string, string>> = {};
  for (const [name, message] of Object.entries(crossField?.(form.values) ?? {}))
    if (message) errors[name] = message as string;
  Object.assign(errors, validateValues(form.values, rules));
  form.setErrors(errors);
  return Object.keys(errors).length === 0;
}
