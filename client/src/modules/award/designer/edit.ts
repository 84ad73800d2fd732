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

/** The field types staff may add to a form (a repeatable group and a derived value need more than a click). */
export const ADDABLE_TYPES = [
  'text',
  'longText',
  'number',
  'money',
  'date',
  'dateRange',
  'region',
  'choice',
  'company',
  'people',
  'list',
  'upload',
] as const;
export type AddableType = (typeof ADDABLE_TYPES)[number];

/** Every key of a definition, sub-fields of groups included. */
export function keysOf(definition: FormDefinition): Set<string> {
  const keys = new Set<string>();
  for (const tab of definition.tabs)
    for (const section of tab.sections)
      for (const field of section.fields) {
        keys.add(field.key);
        if (field.type === 'group') for (const sub of field.fields) keys.add(sub.key);
      }
  return keys;
}

/** A new field of a type with a free key (`extra1`, `extra2` …) and a label staff then change. */
export function newField(type: AddableType, taken: ReadonlySet<string>, label: string): FormField {
  let n = 1;
  while (taken.has(`extra${n}`)) n += 1;
  const base = { key: `extra${n}`, label: { zh: label } };
  if (type === 'upload') return { ...base, type, accept: 'image/*,.pdf' };
  if (type === 'choice') return { ...base, type, dict: '' };
  if (type === 'money') return { ...base, type, unit: '万元' };
  return { ...base, type } as FormField;
}

/** Add a field at the end of a section; answers the new definition and the new field's key. */
export function addField(
  definition: FormDefinition,
  tab: number,
  section: number,
  type: AddableType,
  label: string,
): { definition: FormDefinition; key: string } {
  const next = clone(definition);
  const field = newField(type, keysOf(definition), label);
  next.tabs[tab]!.sections[section]!.fields.push(field);
  return { definition: next, key: field.key };
}

/** Remove a field (a sub-field from its group). */
export function removeField(definition: FormDefinition, place: FieldPlace): FormDefinition {
  const next = clone(definition);
  listOf(next, place).splice(place.sub ?? place.index, 1);
  return next;
}

/**
 * The display condition of a field from the designer's inputs: another field's key (empty: always shown) and the
 * values that show it, separated by commas or 、 (none: shown when the other field has any value).
 */
export function setCondition(field: FormField, other: string, values: string): void {
  if (!other) {
    delete field.visibleWhen;
    return;
  }
  const list = values
    .split(/[,，、]/)
    .map((v) => v.trim())
    .filter(Boolean);
  field.visibleWhen = { field: other, ...(list.length ? { in: list } : {}) };
}

/** The values of a condition as the designer shows them. */
export const conditionValues = (field: FormField): string => (field.visibleWhen?.in ?? []).join('、');

/** Add a tab (with one section) at the end, with a free key (`tab1`, `tab2` …); answers the new definition. */
export function addTab(definition: FormDefinition, label: string): FormDefinition {
  const next = clone(definition);
  const taken = new Set(next.tabs.map((t) => t.key));
  let n = 1;
  while (taken.has(`tab${n}`)) n += 1;
  next.tabs.push({ key: `tab${n}`, label: { zh: label }, sections: [{ key: 'main', fields: [] }] });
  return next;
}

/** Remove a tab with its sections and fields. */
export function removeTab(definition: FormDefinition, tab: number): FormDefinition {
  const next = clone(definition);
  next.tabs.splice(tab, 1);
  return next;
}
