/**
 * Member information change requests: the kinds, the fields each kind changes and the comparison of before and
 * after. Pure functions shared by the server (validation, applying) and the client (the side-by-side diff).
 */
export const CHANGE_KINDS = ['contacts', 'qualifications', 'posts'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The unit fields each kind of change request changes, in display order. */
export const CHANGE_FIELDS: Record<ChangeKind, readonly string[]> = {
  contacts: ['contactName', 'contactMobile', 'email', 'address', 'legalRepresentative'],
  qualifications: ['qualifications'],
  posts: ['posts'],
};

export type ChangeValue = string | string[] | null;
export type ChangeValues = Record<string, ChangeValue>;

export interface FieldChange {
  field: string;
  before: ChangeValue;
  after: ChangeValue;
  changed: boolean;
}

/** Normalises a value for comparison: blank text is null, text is trimmed, lists are sorted without duplicates. */
export function normalizeChangeValue(value: unknown): ChangeValue {
  if (value == null) return null;
  if (Array.isArray(value)) return [...new Set(value.map((v) => String(v).trim()).filter(Boolean))].sort();
  const text = String(value).replace(/\r\n/g, '\n').trim();
  return text === '' ? null : text;
}

const same = (a: ChangeValue, b: ChangeValue) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of a kind with their before and after values and whether each one changed. */
export function diffChange(
  kind: ChangeKind,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldChange[] {
  return CHANGE_FIELDS[kind].map((field) => {
    const b = normalizeChangeValue(before[field]);
    const a = normalizeChangeValue(after[field]);
    return { field, before: b, after: a, changed: !same(a, b) };
  });
}

/** The names of the fields that differ. */
export function changedFields(
  kind: ChangeKind,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  return diffChange(kind, before, after)
    .filter((c) => c.changed)
    .map((c) => c.field);
}

/** The values of a kind's fields taken from a record (a unit or an input), normalised. */
export function pickChangeValues(kind: ChangeKind, source: Record<string, unknown>): ChangeValues {
  return Object.fromEntries(CHANGE_FIELDS[kind].map((field) => [field, normalizeChangeValue(source[field])]));
}

export const isChangeKind = (v: unknown): v is ChangeKind =>
  typeof v === 'string' && (CHANGE_KINDS as readonly string[]).includes(v);
