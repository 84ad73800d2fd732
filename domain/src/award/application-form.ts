import type { FormDefinition, FormField, FormTab, FormValues } from '../forms/definition.js';
import { formErrors } from '../forms/evaluate.js';
import type { ApplicationContent } from './application-rules.js';
import { PHOTOS_SLOT } from './application-rules.js';
import type { AwardTypeDefinition } from './award-types.js';
import { CENTURY_CUP_DECLARATION, QUALITY_STRUCTURE_DECLARATION } from './declaration-form.js';
import {
  DECLARATION_MESSAGES,
  FILES_MAX,
  type FieldError,
  PARTICIPANT_GROUPS,
  PHOTOS_REQUIRED,
} from './declaration-rules.js';

/**
 * A whole award application of a built award type as one form definition (issue 21): the declaration's tabs,
 * a participants tab (one repeatable group per participant group of the type: company, building number and its
 * people fields) and a materials tab (one upload field per slot), with the content as stored mapped to the
 * form's flat values and the form's error paths mapped back to the stored ones, so the engine answers a
 * submission exactly as `applicationErrors` does (application-form.test.ts proves it).
 */

const DECLARATIONS: Record<string, FormDefinition> = {
  century_cup: CENTURY_CUP_DECLARATION,
  quality_structure: QUALITY_STRUCTURE_DECLARATION,
};

function participantsTab(type: AwardTypeDefinition): FormTab {
  const fields: FormField[] = type.form!.participantGroups.map((key) => {
    const group = PARTICIPANT_GROUPS.find((g) => g.key === key)!;
    return {
      key: group.key,
      label: { zh: group.label },
      type: 'group',
      fields: [
        { key: 'companyId', label: { zh: '单位名称' }, type: 'company' },
        { key: 'buildingNumber', label: { zh: '楼号' }, type: 'text' },
        ...group.roles.map(
          (role): FormField => ({ key: role.field, label: { zh: role.label }, type: 'people', single: role.single }),
        ),
      ],
    };
  });
  return {
    key: 'participants',
    label: { zh: '参建单位', en: 'Participants' },
    sections: [{ key: 'participants', fields }],
  };
}

function materialsTab(type: AwardTypeDefinition): FormTab {
  const form = type.form!;
  const fields: FormField[] = form.materials.map((slot) => {
    const base = { key: slot.key, label: { zh: slot.label }, type: 'upload' as const, accept: slot.accept };
    const max = { value: FILES_MAX, message: DECLARATION_MESSAGES.tooManyFiles };
    if (slot.key === PHOTOS_SLOT)
      return {
        ...base,
        rules: {
          required: { message: DECLARATION_MESSAGES.photosRequired },
          ...(form.photos === 'min'
            ? { min: { value: PHOTOS_REQUIRED, message: DECLARATION_MESSAGES.photosTooFew }, max }
            : { max: { value: PHOTOS_REQUIRED, message: DECLARATION_MESSAGES.photosTooMany } }),
        },
      };
    return {
      ...base,
      rules: { ...(slot.requiredMessage ? { required: { message: slot.requiredMessage } } : {}), max },
    };
  });
  return { key: 'materials', label: { zh: '申报材料', en: 'Materials' }, sections: [{ key: 'materials', fields }] };
}

/** The form definition of an award type with a built form (century cup, quality structure); undefined otherwise. */
export function applicationDefinition(type: AwardTypeDefinition): FormDefinition | undefined {
  const declaration = DECLARATIONS[type.key];
  if (!declaration || !type.form) return undefined;
  return { ...declaration, tabs: [...declaration.tabs, participantsTab(type), materialsTab(type)] };
}

/** The stored content as the form's values: declaration values, a row per participant unit, files per slot. */
export function applicationFormValues(content: ApplicationContent): FormValues {
  const values: FormValues = { ...content.values };
  for (const [key, units] of Object.entries(content.participants))
    values[key] = units.map((u) => ({ companyId: u.companyId, buildingNumber: u.buildingNumber, ...u.people }));
  for (const [key, files] of Object.entries(content.materials)) values[key] = files;
  return values;
}

/** A form error's path in the stored content's terms (`owner[0].xmjl_people` → `owner.0.xmjl_people`, a slot → `materials.<slot>`). */
export function contentPathOf(type: AwardTypeDefinition, path: string): string {
  if (type.form?.materials.some((s) => s.key === path)) return `materials.${path}`;
  return path.replace(/\[(\d+)\]/g, '.$1');
}

/**
 * Every message of a submission, from the award type's form definition: the same fields and messages as
 * `applicationErrors` (proved by application-form.test.ts), plus the formats the engine checks for every form
 * (days, region codes). The server refuses a submission with these and the form shows them. `definition` is the
 * programme's stored version when staff changed it (awardFormDefinition), else the built-in one.
 */
export function applicationFormErrors(
  type: AwardTypeDefinition,
  content: ApplicationContent,
  definition: FormDefinition | undefined = applicationDefinition(type),
): FieldError[] {
  if (!definition) return [];
  return formErrors(definition, applicationFormValues(content)).map((e) => ({
    field: contentPathOf(type, e.path),
    message: e.message,
  }));
}

/** Each field of a definition (a group's sub-fields as `group.sub`) with its type. */
function fieldTypes(definition: FormDefinition): Map<string, string> {
  const types = new Map<string, string>();
  for (const tab of definition.tabs ?? [])
    for (const section of tab?.sections ?? [])
      for (const field of section?.fields ?? []) {
        types.set(field?.key, field?.type);
        if (field?.type === 'group')
          for (const sub of field.fields ?? []) types.set(`${field.key}.${sub?.key}`, sub?.type);
      }
  return types;
}

/**
 * What keeps a programme's changed definition of a built award type from being saved, besides the checks of every
 * definition (definitionProblems): its key, and the same fields with the same types as the built-in one. Staff
 * change labels, help, rules with their messages, conditions, order, tabs and sections; the stored content of a
 * built type has a fixed shape (SPEC section 3), so adding or removing a field waits for open values.
 */
export function builtInChangeProblems(type: AwardTypeDefinition, candidate: FormDefinition): string[] {
  const builtIn = applicationDefinition(type);
  if (!builtIn) return ['该奖项类型还没有申报表单'];
  const problems: string[] = [];
  if (candidate.key !== builtIn.key) problems.push(`表单标识应为 ${builtIn.key}`);
  const want = fieldTypes(builtIn);
  const have = fieldTypes(candidate);
  for (const [key, type] of want) {
    if (!have.has(key)) problems.push(`缺少字段 ${key}`);
    else if (have.get(key) !== type) problems.push(`字段 ${key} 的类型应为 ${type}`);
  }
  for (const key of have.keys()) if (!want.has(key)) problems.push(`不能增加字段 ${key}`);
  return problems;
}
