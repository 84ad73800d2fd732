import type { FormDefinition, FormField } from '../forms/definition.js';
import { MOBILE_MESSAGES } from '../rules/mobile.js';
import { LONG_TEXT_FIELDS, LONG_TEXT_MAX, TEXT_MAX } from './application-rules.js';
import { SHORT_REQUIRED } from './application-rules.js';
import { DECLARATION_MESSAGES, DECLARATION_REQUIRED, TECHNOLOGIES_MAX, TECHNOLOGIES_MIN } from './declaration-rules.js';
import { awardTypeOf } from './award-types.js';
import { DECLARATION_LABELS, type DeclarationField, declarationFieldsOf } from './declaration-view.js';

/**
 * The century cup declaration (its basic and text sections, SPEC sections 3 and 5) written as a form definition
 * of the form engine: the same keys, rules and messages as `declarationErrors` and `draftErrors`, which
 * declaration-form.test.ts proves value by value. The first step of moving the built forms onto the engine
 * (issue 21); participants and materials follow.
 */

type Required = ReadonlyMap<string, string>;
const FULL_REQUIRED: Required = new Map(DECLARATION_REQUIRED.map(([field, message]) => [field, message]));
const SHORT_REQUIRED_MAP: Required = new Map(SHORT_REQUIRED.map(([field, message]) => [field, message]));
const DATES = new Set([
  'sbDate',
  'startTime',
  'endTime',
  'basicTestTime',
  'SYJGTime',
  'structureAcceptanceTime',
  'subjectDetectionTime',
]);
const CHOICES: Record<string, string> = {
  recommendWork: 'recommend_unit',
  referee: 'recommend_unit',
  projectCategory: 'project_category',
};

function field(key: DeclarationField, REQUIRED: Required): FormField {
  const base = { key, label: { zh: DECLARATION_LABELS[key] } };
  const required = REQUIRED.has(key) ? { required: { message: REQUIRED.get(key)! } } : {};
  const max = { max: { value: LONG_TEXT_FIELDS.includes(key) ? LONG_TEXT_MAX : TEXT_MAX } };
  if (DATES.has(key)) return { ...base, type: 'date', rules: { ...required } };
  if (key in CHOICES) return { ...base, type: 'choice', dict: CHOICES[key]!, rules: { ...required } };
  switch (key) {
    case 'region':
    case 'area':
      return { ...base, type: 'region', rules: { ...required } };
    case 'askForWork':
    case 'mainApplicant':
      return { ...base, type: 'company', arrearsCheck: true, rules: { ...required } };
    case 'recommendPN':
    case 'contactPN':
      return { ...base, type: 'text', rules: { required: { message: MOBILE_MESSAGES.required }, format: 'mobile' } };
    case 'budget':
    case 'finalAccounts':
      return { ...base, type: 'money', unit: '万元', rules: { ...required } };
    case 'buildingFloorsU':
    case 'buildingFloorsD':
      return {
        ...base,
        type: 'text',
        rules: { ...required, pattern: { source: '\\d{1,3}', message: '层数须为不超过3位的整数' } },
      };
    case 'jzyTop10':
      return {
        ...base,
        type: 'list',
        rules: {
          required: { message: DECLARATION_MESSAGES.required },
          min: { value: TECHNOLOGIES_MIN, message: DECLARATION_MESSAGES.technologiesTooFew },
          max: { value: TECHNOLOGIES_MAX, message: DECLARATION_MESSAGES.technologiesTooMany },
        },
      };
    case 'jszbAndShxy':
      return { ...base, type: 'longText', rules: { required: { message: DECLARATION_MESSAGES.required }, ...max } };
    default:
      return { ...base, type: LONG_TEXT_FIELDS.includes(key) ? 'longText' : 'text', rules: { ...required, ...max } };
  }
}

// The fields and their order come from the view definitions the detail view and the print use.
const FULL = declarationFieldsOf(awardTypeOf('century_cup')!.form!);
const SHORT = declarationFieldsOf(awardTypeOf('quality_structure')!.form!);

const withCompletionRule = (f: FormField): FormField =>
  f.key === 'endTime'
    ? { ...f, rules: { ...f.rules, after: { field: 'startTime', message: '竣工日期不能早于开工日期' } } }
    : f;

function declaration(
  key: string,
  title: { zh: string; en: string },
  basic: DeclarationField[],
  text: DeclarationField[],
  required: Required,
): FormDefinition {
  return {
    key,
    version: 1,
    title,
    tabs: [
      {
        key: 'basic',
        label: { zh: '基本信息', en: 'Basic information' },
        sections: [{ key: 'basic', fields: basic.map((k) => withCompletionRule(field(k, required))) }],
      },
      {
        key: 'text',
        label: { zh: '工程技术内容', en: 'Technical content' },
        sections: [{ key: 'text', fields: text.map((k) => field(k, required)) }],
      },
    ],
  };
}

/** The century cup declaration: the full basic section and the five text fields. */
export const CENTURY_CUP_DECLARATION = declaration(
  'century_cup',
  { zh: '世纪杯申报表', en: 'Century Cup application' },
  FULL.basic as DeclarationField[],
  FULL.text as DeclarationField[],
  FULL_REQUIRED,
);

/** The quality structure declaration: the short basic section (main applicant, contact, referee) and jszbAndShxy. */
export const QUALITY_STRUCTURE_DECLARATION = declaration(
  'quality_structure',
  { zh: '优质结构申报表', en: 'Quality structure application' },
  SHORT.basic as DeclarationField[],
  SHORT.text as DeclarationField[],
  SHORT_REQUIRED_MAP,
);
