import { type ApplicationContent, DECLARATION_FIELDS, type Materials, type Participants } from '../declaration/rules';
import { isEmptyValue } from '@zhuxie/domain/forms/evaluate';
import type { AwardApplicationFullFragment } from '../../../generated/graphql';

/** An application as the API answers it -> the content records the declaration components edit. */
export function contentOf(app: AwardApplicationFullFragment | null | undefined): ApplicationContent {
  const values: Record<string, unknown> = {};
  if (app) {
    // The values of fields a programme's form added, beside the declaration's own.
    for (const [key, value] of Object.entries((app.extraValues ?? {}) as Record<string, unknown>))
      if (!isEmptyValue(value)) values[key] = value;
    for (const field of DECLARATION_FIELDS) {
      const value = (app.values as Record<string, string | null | undefined>)[field];
      if (value) values[field] = value;
    }
  }
  const participants: Participants = {};
  for (const g of app?.participants ?? []) {
    participants[g.group] = g.units.map((u) => ({
      companyId: u.companyId ?? null,
      buildingNumber: u.buildingNumber === '-' ? '' : u.buildingNumber,
      people: Object.fromEntries(u.people.map((p) => [p.field, p.value])),
    }));
  }
  const materials: Materials = {};
  for (const m of app?.materials ?? [])
    materials[m.slot] = m.files.map((f) => ({ name: f.name, url: f.url, size: f.size ?? null }));
  return { values, participants, materials };
}

/** The content -> the GraphQL input lists (empty values are sent as null: cleared on the server). */
export function inputOf(content: ApplicationContent) {
  const values: Record<string, string | null> = {};
  for (const field of DECLARATION_FIELDS) {
    const value = content.values[field];
    values[field] = typeof value === 'string' && value.trim() !== '' ? value : null;
  }
  const declared = new Set<string>(DECLARATION_FIELDS);
  const extraValues = Object.fromEntries(
    Object.entries(content.values).filter(([key, value]) => !declared.has(key) && !isEmptyValue(value)),
  );
  return {
    values,
    extraValues,
    participants: Object.entries(content.participants).map(([group, units]) => ({
      group,
      units: units.map((u) => ({
        companyId: u.companyId || null,
        buildingNumber: u.buildingNumber || null,
        people: Object.entries(u.people ?? {})
          .filter(([, value]) => Boolean(value?.trim()))
          .map(([field, value]) => ({ field, value: value! })),
      })),
    })),
    materials: Object.entries(content.materials).map(([slot, files]) => ({
      slot,
      files: files.map((f) => ({ name: f.name, url: f.url, size: f.size ?? null })),
    })),
  };
}
