/**
 * Validation rules shared by every form. A rule looks at one value and answers the message to show, or
 * undefined when the value is fine. Messages are the user-facing texts (already translated by the caller),
 * the same texts the server answers for the same case.
 */
export type Rule<V = unknown> = (value: V) => string | undefined;

export type Rules<T> = { [K in keyof T]?: ReadonlyArray<Rule<T[K]>> };

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** A value is empty when it is missing, a blank string (whitespace only counts as blank) or an empty list. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The value must be given: `required('请输入参数名称')`. */
export function required(message: string): Rule {
  return (value) => (isEmpty(value) ? message : undefined);
}

/** First failing rule's message per field; fields that pass are absent. */
export function validateValues<T extends object>(values: T, rules: Rules<T>): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const name of Object.keys(rules) as Array<keyof T & string>) {
    for (const rule of rules[name] ?? []) {
      const message = rule(values[name]);
      if (message) {
        errors[name] = message;
        break;
      }
    }
  }
  return errors;
}
