import type { FormDefinition } from '@zhuxie/domain/forms/definition';
import { fieldsOf } from '@zhuxie/domain/forms/definition';
import type { ApplicationContent } from '../declaration/rules';

/**
 * Re-applying (issue 22): an earlier application of the unit in the same award line, taken as the start of a new
 * one. Only what the current form knows is kept (participant groups and material slots of the current programme's
 * form; the server drops unknown values itself), and what now differs from the earlier application is listed.
 */
export function startFrom(
  earlier: ApplicationContent,
  form: { participantGroups: readonly string[]; materials: readonly { key: string }[] },
): ApplicationContent {
  const groups = new Set(form.participantGroups);
  const slots = new Set(form.materials.map((m) => m.key));
  return {
    values: { ...earlier.values },
    participants: Object.fromEntries(Object.entries(earlier.participants).filter(([key]) => groups.has(key))),
    materials: Object.fromEntries(Object.entries(earlier.materials).filter(([key]) => slots.has(key))),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const emptyish = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The keys (values, participant groups, material slots) whose content differs from the earlier application's, in form order. */
export function changedKeys(
  definition: FormDefinition,
  earlier: ApplicationContent,
  now: ApplicationContent,
): string[] {
  const differs = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
      (k) => !(emptyish(a[k]) && emptyish(b[k])) && !same(a[k], b[k]),
    );
  const changed = new Set([
    ...differs(earlier.values, now.values),
    ...differs(earlier.participants, now.participants),
    ...differs(earlier.materials, now.materials),
  ]);
  const order = fieldsOf(definition).map((f) => f.field.key);
  return [...changed].sort((a, b) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    return (ia < 0 ? order.length : ia) - (ib < 0 ? order.length : ib) || a.localeCompare(b);
  });
}
