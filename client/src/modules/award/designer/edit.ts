import type { FieldRules, FormDefinition, FormField, LocalText } from '@zhuxie/domain/forms/definition';

/**
 * The designer's changes to a form definition, each answering a new definition (the page keeps it in state):
 * labels, help, the required rule and its message, bounds, and the order of fields in a section.
 */

/** Where a field is: its tab, section and index, and for a sub-field of a repeatable group its index there. */
export interface FieldPlace {
  tab: number;
  section: number;
  index: number;
  sub?: number;
}

const clone = (d: FormDefinition): FormDefinition => JSON.parse(JSON.stringify(d)) as FormDefinition;

/** The list a field is in (a section's fields, or its group's sub-fields). */
function listOf(definition: FormDefinition, place: FieldPlace): FormField[] {
  const fields = definition.tabs[place.tab]?.sections[place.section]?.fields;
  if (place.sub === undefined) return fields ?? [];
  const group = fields?.[place.index];
  return group?.type === 'group' ? group.fields : [];
}

function at(definition: FormDefinition, place: FieldPlace): FormField {
  const field = listOf(definition, place)[place.sub ?? place.index];
  if (!field) throw new Error('no field at this place');
  return field;
}

/** Change one field (label, help or rules). */
export function updateField(
  definition: FormDefinition,
  place: FieldPlace,
  change: (field: FormField) => void,
): FormDefinition {
  const next = clone(definition);
  change(at(next, place));
  return next;
}

/** Move a field up (-1) or down (+1) in its section (a sub-field in its group); at an end nothing moves. */
export function moveField(definition: FormDefinition, place: FieldPlace, delta: -1 | 1): FormDefinition {
  const next = clone(definition);
  const fields = listOf(next, place);
  const from = place.sub ?? place.index;
  const to = from + delta;
  if (to < 0 || to >= fields.length) return definition;
  const [moved] = fields.splice(from, 1);
  fields.splice(to, 0, moved!);
  return next;
}

/** Rename a tab. */
export function renameTab(definition: FormDefinition, tab: number, label: LocalText): FormDefinition {
  const next = clone(definition);
  next.tabs[tab]!.label = label;
  return next;
}

/** The required rule on or off, keeping its message. */
export function setRequired(rules: FieldRules | undefined, on: boolean, message?: string): FieldRules {
  const { required: _, ...rest } = rules ?? {};
  return on ? { ...rest, required: message?.trim() ? { message: message.trim() } : true } : rest;
}

/** The message of the required rule ('' when it has the default one). */
export const requiredMessage = (rules: FieldRules | undefined): string =>
  typeof rules?.required === 'object' ? (rules.required.message ?? '') : '';

/** A bound (min or max) set from the designer's inputs: an empty value removes it. */
export function setBound(
  rules: FieldRules | undefined,
  bound: 'min' | 'max',
  value: string,
  message?: string,
): FieldRules {
  const { [bound]: _, ...rest } = rules ?? {};
  const number = value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) return rest;
  return { ...rest, [bound]: { value: number, ...(message?.trim() ? { message: message.trim() } : {}) } };
}

/** Types whose min and max count or bound something (as the definition checks allow). */
export const BOUNDED_TYPES = new Set([
  'text',
  'longText',
  'richText',
  'number',
  'money',
  'people',
  'list',
  'upload',
  'group',
  'choice',
]);
