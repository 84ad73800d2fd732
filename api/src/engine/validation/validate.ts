import { getMetadataStorage, type ValidationError, ValidateNested, validate } from 'class-validator';
import { badInput, type FieldError } from '../errors/domain-error.js';
import { isChinese, localizeMessages, validationMessage } from './messages.js';

/**
 * Flattens class-validator errors into field/message pairs, in declaration order. A message that is not Chinese
 * (a rule of a class `localizeMessages` has not seen) is replaced by its constraint's Chinese message.
 */
export function fieldErrors(errors: ValidationError[], prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const e of errors) {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    for (const [constraint, message] of Object.entries(e.constraints ?? {}))
      out.push({ field, message: isChinese(message) ? message : validationMessage(constraint, e.property) });
    if (e.children?.length) out.push(...fieldErrors(e.children, field));
  }
  return out;
}

/**
 * Builds an input class instance from an untrusted plain object (REST bodies) and validates it with the same
 * class-validator rules GraphQL uses. Unknown properties are dropped. Throws BAD_USER_INPUT with the first
 * message as the error message and every field message in `fields`.
 */
export async function validateInput<T extends object>(cls: new () => T, body: unknown): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badInput('请求体必须是 JSON 对象');
  localizeInput(cls);
  const instance = build(cls, body as Record<string, unknown>);
  const errors = await validate(instance, {
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });
  if (errors.length) {
    const fields = fieldErrors(errors);
    throw badInput(fields[0]?.message ?? '参数错误', fields);
  }
  return instance;
}

type InputClass = new () => object;
const nestedTypes = new Map<object, Map<string, () => InputClass>>();

/** Chinese messages for the rules of an input class and of its nested input classes. */
function localizeInput(cls: InputClass, seen = new Set<InputClass>()): void {
  if (seen.has(cls)) return;
  seen.add(cls);
  localizeMessages(cls);
  for (const type of nestedTypes.get(cls)?.values() ?? []) localizeInput(type(), seen);
}

/**
 * A nested input object (or, with `each`, a list of them): validated with its own class's rules. REST bodies are
 * plain JSON, so `validateInput` builds instances of the declared class for such properties (GraphQL does that
 * by itself).
 */
export function NestedInput(type: () => InputClass, options: { each?: boolean } = {}): PropertyDecorator {
  return (target, key) => {
    ValidateNested({ each: options.each })(target, key);
    let types = nestedTypes.get(target.constructor);
    if (!types) nestedTypes.set(target.constructor, (types = new Map()));
    types.set(String(key), type);
  };
}

function build<T extends object>(cls: new () => T, source: Record<string, unknown>): T {
  const instance = new cls();
  const nested = nestedTypes.get(cls);
  for (const key of inputProperties(cls)) {
    if (!Object.hasOwn(source, key)) continue;
    const value = source[key];
    const type = nested?.get(key);
    const toInstance = (v: unknown) =>
      type && v !== null && typeof v === 'object' && !Array.isArray(v)
        ? build(type(), v as Record<string, unknown>)
        : v;
    (instance as Record<string, unknown>)[key] = Array.isArray(value) ? value.map(toInstance) : toInstance(value);
  }
  return instance;
}

/** The properties an input class declares rules for (every input property carries at least one rule). */
function inputProperties(cls: new () => object): Set<string> {
  const metas = getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false);
  return new Set(metas.map((m) => m.propertyName));
}
