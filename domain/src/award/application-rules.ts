import { mobileError } from '../rules/mobile.js';
import type { AwardFormDefinition } from './award-types.js';
import {
  buildingNumberOf,
  DECLARATION_MESSAGES,
  type DeclarationValues,
  declarationErrors,
  type FieldError,
  PARTICIPANT_GROUPS,
  participantErrors,
  type ParticipantUnitValues,
  photosError,
  requiredUploadError,
  uploadCountError,
} from './declaration-rules.js';

/**
 * The content of an award application (declaration values, participant units, material files) and the rules of a
 * whole submission for a form definition of the award type registry. Pure: the server runs `applicationErrors` at
 * submission (drafts only get `draftErrors`), the client's form runs the same functions and shows the same
 * messages under the same fields.
 */

/** An uploaded file of a material slot (the storage engine's name and download URL). */
export interface FileRef {
  name: string;
  url: string;
  size?: number | null;
}

/** Participant units per group key of PARTICIPANT_GROUPS. Single groups hold at most one unit. */
export type Participants = Record<string, ParticipantUnitValues[]>;
/** Files per material slot key of the form definition. */
export type Materials = Record<string, FileRef[]>;

export interface ApplicationContent {
  values: DeclarationValues;
  participants: Participants;
  materials: Materials;
}

/** The slot of the project photos, whose count rules differ by form variant. */
export const PHOTOS_SLOT = 'gongchengzhaopian';

/** Every field of the declaration form (SPEC section 3): the basic section, the quality structure variant and the text fields. */
export const DECLARATION_FIELDS = [
  // basic
  'proName',
  'sbDate',
  'region',
  'area',
  'built',
  'askForWork',
  'recommendWork',
  'recommend',
  'recommendPN',
  'projectCategory',
  'projectCategorySmall',
  'construction',
  'buildingScale',
  'buildingFloorsU',
  'buildingFloorsD',
  'structureType',
  'basicForm',
  'budget',
  'finalAccounts',
  'startTime',
  'endTime',
  'filingUnit',
  'basicTestTime',
  'SYJGTime',
  'structureAcceptanceTime',
  'detectionUnitJC',
  'detectionUnitZT',
  'subjectDetectionTime',
  // quality structure variant
  'mainApplicant',
  'contactPerson',
  'contactPN',
  'referee',
  // text fields
  'jzyTop10',
  'jszbAndShxy',
  'kjcxAndlvsjzAndZnjz',
  'xkjAndGyAndClAndSb',
  'xxgyhfsjz',
] as const;

/** The long text fields (up to 2000 characters); every other value is at most 255 characters. */
export const LONG_TEXT_FIELDS: readonly string[] = [
  'jzyTop10',
  'jszbAndShxy',
  'kjcxAndlvsjzAndZnjz',
  'xkjAndGyAndClAndSb',
  'xxgyhfsjz',
  'construction',
];
export const TEXT_MAX = 255;
export const LONG_TEXT_MAX = 2000;

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The required fields of the quality structure variant, in form order. */
export const SHORT_REQUIRED: ReadonlyArray<readonly [field: string, message: string]> = [
  ['proName', '请输入工程名'],
  ['mainApplicant', DECLARATION_MESSAGES.mainApplicant],
  ['contactPerson', '请输入单位联系人'],
  ['sbDate', '请选择申报日期'],
];

/** The basic section of the quality structure variant (proName, mainApplicant, contact, sbDate) and jszbAndShxy. */
export function shortDeclarationErrors(values: DeclarationValues): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, message] of SHORT_REQUIRED) if (blank(values[field])) errors.push({ field, message });
  const mobile = mobileError(values.contactPN);
  if (mobile) errors.push({ field: 'contactPN', message: mobile });
  if (blank(values.jszbAndShxy)) errors.push({ field: 'jszbAndShxy', message: DECLARATION_MESSAGES.required });
  return errors;
}

/** Limits that hold for drafts too: text lengths, and at most 20 files per slot. */
export function draftErrors(form: AwardFormDefinition, content: ApplicationContent): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, value] of Object.entries(content.values)) {
    if (value == null) continue;
    const max = LONG_TEXT_FIELDS.includes(field) ? LONG_TEXT_MAX : TEXT_MAX;
    if (String(value).length > max) errors.push({ field, message: `不能超过${max}个字符` });
  }
  for (const slot of form.materials) {
    const message = uploadCountError(content.materials[slot.key]?.length ?? 0);
    if (message) errors.push({ field: `materials.${slot.key}`, message });
  }
  return errors;
}

/** Every message of a submission: the basic section of the variant, the participant people fields and the materials. */
export function applicationErrors(form: AwardFormDefinition, content: ApplicationContent): FieldError[] {
  const errors = form.basic === 'short' ? shortDeclarationErrors(content.values) : declarationErrors(content.values);
  for (const key of form.participantGroups) {
    const group = PARTICIPANT_GROUPS.find((g) => g.key === key);
    if (group) errors.push(...participantErrors(group, content.participants[key] ?? []));
  }
  for (const slot of form.materials) {
    const count = content.materials[slot.key]?.length ?? 0;
    const field = `materials.${slot.key}`;
    const message =
      slot.key === PHOTOS_SLOT
        ? photosError(count, form.photos ?? 'max')
        : slot.requiredMessage
          ? requiredUploadError(count, slot.requiredMessage)
          : uploadCountError(count);
    if (message) errors.push({ field, message });
  }
  return errors;
}

/**
 * The content as stored: only the fields of SPEC section 3, trimmed strings, only the form's groups (a single
 * group keeps one unit) with building numbers defaulting to '-', only the form's slots.
 */
export function normalizeContent(form: AwardFormDefinition, content: Partial<ApplicationContent>): ApplicationContent {
  const values: DeclarationValues = {};
  for (const field of DECLARATION_FIELDS) {
    const value = content.values?.[field];
    if (value === undefined || value === null) continue;
    const text = typeof value === 'string' ? value.trim() : String(value);
    if (text !== '') values[field] = text;
  }
  const participants: Participants = {};
  for (const key of form.participantGroups) {
    const group = PARTICIPANT_GROUPS.find((g) => g.key === key);
    if (!group) continue;
    const units = (content.participants?.[key] ?? []).slice(0, group.multiple ? undefined : 1);
    participants[key] = units.map((unit) => {
      const people: Record<string, string> = {};
      for (const role of group.roles) {
        const text = (unit.people?.[role.field] ?? '').trim();
        if (text) people[role.field] = text;
      }
      return {
        companyId: unit.companyId?.trim() || null,
        buildingNumber: buildingNumberOf(unit.buildingNumber),
        people,
      };
    });
  }
  const materials: Materials = {};
  for (const slot of form.materials) {
    materials[slot.key] = (content.materials?.[slot.key] ?? []).map((f) => ({
      name: f.name,
      url: f.url,
      ...(f.size != null ? { size: f.size } : {}),
    }));
  }
  return { values, participants, materials };
}
