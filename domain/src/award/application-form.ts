import { UNIT_SOURCES } from '../forms/check.js';
import type { FormDefinition, FormField, FormTab, FormValues, UploadField } from '../forms/definition.js';
import { cleanFormValues, type FormContext, formErrors } from '../forms/evaluate.js';
import type { ApplicationContent } from './application-rules.js';
import { DECLARATION_FIELDS, PHOTOS_SLOT } from './application-rules.js';
import { AWARD_TYPES, type AwardFormDefinition, type AwardTypeDefinition } from './award-types.js';
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

/**
 * The form definition of an award type with a form: its declaration (its own `form.declaration`, or the built
 * one of century cup and quality structure), the participants tab when it has participant groups, and the
 * materials tab. Undefined for a type without a form.
 */
export function applicationDefinition(type: AwardTypeDefinition): FormDefinition | undefined {
  const declaration = type.form?.declaration ?? DECLARATIONS[type.key];
  if (!declaration || !type.form) return undefined;
  const participants = type.form.participantGroups.length ? [participantsTab(type)] : [];
  return { ...declaration, tabs: [...declaration.tabs, ...participants, materialsTab(type)] };
}

/**
 * The keys of the built-in definition whose values are not free form values: for a built type every field (its
 * values are the legacy declaration keys, participants and materials); for a type with its own declaration only
 * the participant groups and the material slots, so its declaration's fields are kept as the application's
 * form values (`extraValues`) like the fields a programme adds.
 */
export function builtKeysOf(type: AwardTypeDefinition): Set<string> {
  if (type.form?.declaration)
    return new Set([...type.form.participantGroups, ...type.form.materials.map((m) => m.key)]);
  const builtIn = applicationDefinition(type);
  return new Set(builtIn ? topFieldsOf(builtIn).map((f) => f.key) : []);
}

/** The stored content as the form's values: declaration values, a row per participant unit, files per slot. */
export function applicationFormValues(content: ApplicationContent): FormValues {
  const values: FormValues = { ...content.values };
  for (const [key, units] of Object.entries(content.participants))
    values[key] = units.map((u) => ({ companyId: u.companyId, buildingNumber: u.buildingNumber, ...u.people }));
  for (const [key, files] of Object.entries(content.materials)) values[key] = files;
  return values;
}

/**
 * A form error's path in the stored content's terms (`owner[0].xmjl_people` → `owner.0.xmjl_people`, a slot →
 * `materials.<slot>`, an upload field the programme's definition adds too).
 */
export function contentPathOf(type: AwardTypeDefinition, path: string, definition?: FormDefinition): string {
  if (type.form?.materials.some((s) => s.key === path)) return `materials.${path}`;
  if (definition && addedFields(type, definition).some((f) => f.key === path && f.type === 'upload'))
    return `materials.${path}`;
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
  context: FormContext = {},
): FieldError[] {
  if (!definition) return [];
  return formErrors(definition, applicationFormValues(content), 'submit', context).map((e) => ({
    field: contentPathOf(type, e.path, definition),
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

/** The key of a field a programme adds: a letter, then letters, digits or _, at most 40 characters. */
export const ADDED_KEY = /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/;

/**
 * Keys an added field may not take besides the built ones: every legacy declaration key, every participant group
 * and material slot of any built type, and the names of the application input itself (a legacy REST body sends
 * added values flat beside them).
 */
const RESERVED_KEYS: ReadonlySet<string> = new Set<string>([
  ...DECLARATION_FIELDS,
  ...PARTICIPANT_GROUPS.map((g) => g.key),
  ...AWARD_TYPES.flatMap((t) => t.form?.materials.map((m) => m.key) ?? []),
  // The input's own names, and the application's columns (a legacy body may send a whole record back).
  ...['id', 'version', 'programmeId', 'values', 'extraValues', 'participants', 'materials', 'andSubmit'],
  ...['awardType', 'year', 'unitId', 'unitName', 'projectName', 'programmeName', 'recommendUnit', 'flowStatus'],
  ...['enabled', 'enabledMessage', 'submitTime', 'serialNumberId', 'applicantName', 'formVersion', 'tenantId'],
  ...['createUser', 'createDept', 'createTime', 'updateUser', 'updateTime', 'isDeleted', 'status'],
]);

/** The top-level fields of a definition, in form order. */
const topFieldsOf = (definition: FormDefinition): FormField[] =>
  (definition.tabs ?? []).flatMap((t) => t?.sections ?? []).flatMap((s) => s?.fields ?? []);

/**
 * The fields a programme's definition adds to the built-in one of its award type (top level, in form order).
 * Their values are the application's `extraValues` (stored in its values beside the legacy keys); an added upload
 * field is a material slot of its own (stored in its materials).
 */
export function addedFields(type: AwardTypeDefinition, definition: FormDefinition | undefined): FormField[] {
  if (!applicationDefinition(type) || !definition) return [];
  const built = builtKeysOf(type);
  return topFieldsOf(definition).filter((f) => f && !built.has(f.key));
}

/** The material slots a programme's definition adds (its added upload fields). */
export function addedSlots(type: AwardTypeDefinition, definition: FormDefinition | undefined): UploadField[] {
  return addedFields(type, definition).filter((f): f is UploadField => f.type === 'upload');
}

/** The award type's form with the slots the definition adds (drafts keep their files, a slot of neither is refused). */
export function formWithAddedSlots(
  type: AwardTypeDefinition & { form: AwardFormDefinition },
  definition: FormDefinition | undefined,
): AwardFormDefinition {
  const added = addedSlots(type, definition).map((f) => ({
    key: f.key,
    label: f.label.zh,
    required: Boolean(f.rules?.required),
    accept: f.accept,
    maxFiles: f.rules?.max?.value ?? FILES_MAX,
  }));
  return added.length ? { ...type.form, materials: [...type.form.materials, ...added] } : type.form;
}

/** Every material slot of an application as shown (built ones, then added ones), with its label. */
export function slotsOf(
  type: AwardTypeDefinition & { form: AwardFormDefinition },
  definition: FormDefinition | undefined,
): Array<{ key: string; label: string }> {
  return formWithAddedSlots(type, definition).materials.map((m) => ({ key: m.key, label: m.label }));
}

/** The added values kept in an application's stored values (every key that is not a legacy declaration key). */
export function extraValuesOf(values: Readonly<Record<string, unknown>>): FormValues {
  const legacy = new Set<string>(DECLARATION_FIELDS);
  return Object.fromEntries(Object.entries(values ?? {}).filter(([key]) => !legacy.has(key)));
}

/** Bounds of the added values of one application: a text's characters, and the whole as JSON. */
export const EXTRA_VALUES_LIMITS = { text: 5000, bytes: 64 * 1024 } as const;
export const EXTRA_VALUES_MESSAGES = {
  text: `不能超过${EXTRA_VALUES_LIMITS.text}个字符`,
  total: '附加填报内容过多（合计不能超过64KB），请精简后再保存',
} as const;

/** The size of a text in UTF-8 bytes. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function longTextPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.length > EXTRA_VALUES_LIMITS.text ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = longTextPath(item, `${path}.${i}`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      const found = longTextPath(item, `${path}.${key}`);
      if (found) return found;
    }
  return undefined;
}

/**
 * The added values an application keeps: only the non-upload fields the definition adds (what else a client
 * sends is dropped), texts trimmed, with the problems that keep a draft from being saved: a text over 5000
 * characters, the whole over 64 KB as JSON, a value of the wrong type or format (the engine's draft checks).
 */
export function cleanExtraValues(
  type: AwardTypeDefinition,
  definition: FormDefinition | undefined,
  raw: unknown,
): { values: FormValues; errors: FieldError[] } {
  const fields = addedFields(type, definition).filter((f) => f.type !== 'upload');
  if (!fields.length || !raw || typeof raw !== 'object' || Array.isArray(raw)) return { values: {}, errors: [] };
  const own: FormDefinition = {
    key: 'extra',
    version: 1,
    title: { zh: '' },
    tabs: [{ key: 'extra', label: { zh: '' }, sections: [{ key: 'extra', fields }] }],
  };
  const values = cleanFormValues(own, raw as FormValues);
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(values)) {
    const path = longTextPath(value, key);
    if (path) errors.push({ field: path, message: EXTRA_VALUES_MESSAGES.text });
  }
  if (!errors.length && utf8Bytes(JSON.stringify(values)) > EXTRA_VALUES_LIMITS.bytes)
    errors.push({ field: 'extraValues', message: EXTRA_VALUES_MESSAGES.total });
  if (!errors.length)
    for (const e of formErrors(own, values, 'draft'))
      errors.push({ field: e.path.replace(/\[(\d+)\]/g, '.$1'), message: e.message });
  return { values, errors };
}

/**
 * The member units the added values name (company fields, at the top level or in an added group's rows), each
 * with the path of its first field: the server checks they exist.
 */
export function addedCompanyIds(
  type: AwardTypeDefinition,
  definition: FormDefinition | undefined,
  values: Readonly<Record<string, unknown>>,
): Map<string, string> {
  const found = new Map<string, string>();
  const note = (value: unknown, path: string) => {
    if (typeof value === 'string' && value && !found.has(value)) found.set(value, path);
  };
  for (const field of addedFields(type, definition)) {
    if (field.type === 'company') note(values[field.key], field.key);
    if (field.type === 'group' && Array.isArray(values[field.key]))
      (values[field.key] as Array<Record<string, unknown>>).forEach((row, i) => {
        for (const sub of field.fields)
          if (sub.type === 'company') note(row?.[sub.key], `${field.key}.${i}.${sub.key}`);
      });
  }
  return found;
}

/** Problems of the fields a changed definition adds (see builtInChangeProblems). */
function addedFieldProblems(type: AwardTypeDefinition, candidate: FormDefinition): string[] {
  const problems: string[] = [];
  const top = new Set(topFieldsOf(candidate).map((f) => f?.key));
  const declared = new Set(topFieldsOf(applicationDefinition(type)!).map((f) => f.key));
  for (const field of addedFields(type, candidate).filter((f) => !declared.has(f.key))) {
    const key = String(field.key ?? '');
    if (!ADDED_KEY.test(key))
      problems.push(`新增字段 ${key} 的标识不合法（字母开头，字母、数字或下划线，最多40个字符）`);
    else if (RESERVED_KEYS.has(key)) problems.push(`新增字段 ${key} 的标识与原有申报字段重复，请换一个标识`);
    if (field.type === 'derived' && !UNIT_SOURCES.includes(field.from) && !top.has(field.from))
      problems.push(`新增字段 ${key} 的取值来源 ${field.from} 不存在`);
    if (field.type === 'group')
      for (const sub of field.fields ?? [])
        if (sub?.type === 'upload')
          problems.push(`新增分组 ${key} 中不能有上传字段 ${sub.key}（上传请单独增加材料项）`);
  }
  return problems;
}

/**
 * What keeps a programme's changed definition of a built award type from being saved, besides the checks of every
 * definition (definitionProblems): its key, and the built-in fields kept with their types. Staff change labels,
 * help, rules with their messages, conditions, order, tabs and sections, and add fields (issue 21): an added
 * field's key is well formed and not one of the built-in or legacy keys; an added upload field is a new material
 * slot. The participant groups keep their sub-fields (the stored participants have a fixed shape).
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
  for (const key of have.keys()) {
    const [group, sub] = key.split('.');
    if (sub !== undefined && want.has(group!) && !want.has(key)) problems.push(`不能在分组 ${group} 中增加字段 ${sub}`);
  }
  problems.push(...addedFieldProblems(type, candidate));
  return problems;
}
