import { mobileError } from '../rules/mobile.js';
import { checkMoney } from '../rules/money.js';
import { usccError } from '../rules/uscc.js';
import type {
  Condition,
  FieldRules,
  FormDefinition,
  FormField,
  FormFile,
  FormValues,
  GroupField,
} from './definition.js';
import { otherKey, ratingScale } from './definition.js';

/**
 * The one rule evaluator of form definitions: the client's form shows its messages while typing and on submit,
 * the server refuses a submission with the same messages, so a direct API call with bad data is refused exactly
 * as the form refuses it. Pure and synchronous: what needs the database (dictionary keys, member units and their
 * arrears) is looked up by the caller first and handed in as the context.
 */

/** Default messages of the rules; a field's rule may carry its own (the exact texts of the spec). */
export const FORM_MESSAGES = {
  required: '此为必填项',
  uploadRequired: '请上传文件',
  textMin: (n: number) => `不能少于${n}个字符`,
  textMax: (n: number) => `不能超过${n}个字符`,
  valueMin: (n: number) => `不能小于${n}`,
  valueMax: (n: number) => `不能大于${n}`,
  itemsMin: (n: number) => `不能少于${n}项！`,
  itemsMax: '超过了限制个数！',
  filesMin: (n: number) => `至少上传${n}个文件`,
  filesMax: (n: number) => `最多上传${n}个文件，超出请合并成pdf进行上传`,
  rowsMin: (n: number) => `至少填写${n}行`,
  rowsMax: (n: number) => `最多填写${n}行`,
  number: '请输入数字',
  integer: '请输入整数',
  decimals: (n: number) => `最多保留${n}位小数`,
  date: '请输入正确的日期',
  dateOrder: '结束日期不能早于开始日期',
  after: '日期不能早于前一日期',
  region: '请选择正确的地区',
  choice: '请选择有效的选项',
  other: '请注明其他内容',
  rating: '请选择有效的评分',
  matrixRows: '请为每一行选择一项',
  company: '请选择有效的单位',
  arrears: '当前单位会费已欠缴',
  peopleChars: '只能输入汉字、英文和"、"',
  peopleSingle: '超过了限制人数！',
  peopleTotal: (n: number) => `总人数不能超过${n}人！`,
  pattern: '格式不正确',
  file: '文件信息不完整',
} as const;

/** The separator of names and list items. */
export const FORM_LIST_SEPARATOR = '、';
/** Names of a people field when its rules give no max. */
export const FORM_PEOPLE_MAX = 6;
const PEOPLE_PATTERN = /^[\p{Script=Han}A-Za-z、]+$/u;
/** A day, as `yyyy-MM-dd` (a date-time's time, as legacy clients send it, is allowed and ignored). */
const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2})?)?$/;

/** What the caller looked up for the values at hand (absent: not checked here). */
export interface FormContext {
  /** The keys of each business dictionary a choice field names. */
  dictKeys?: Readonly<Record<string, ReadonlySet<string>>>;
  /** The member units a company field may name, with their arrears state. */
  units?: ReadonlyMap<string, { inArrears: boolean }>;
}

export interface FormError {
  /** The field's key; in a group `key[row].subKey` (row from 0). */
  path: string;
  /** The tab the field is on (the form shows counts per tab and jumps to the first). */
  tab: string;
  message: string;
}

/**
 * `submit` checks everything; `draft` only what keeps stored values sane (types, formats, upper limits), so a
 * draft saves at any time.
 */
export type FormMode = 'submit' | 'draft';

/** The items of a 、-separated text, trimmed, empty ones dropped. */
export function formListItems(value: unknown): string[] {
  return (typeof value === 'string' ? value : '')
    .split(FORM_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Whether a value counts as not filled in. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.every((v) => isEmptyValue(v));
  return false;
}

/** Whether a condition holds over the values (a group row's own values first, then the form's). */
export function conditionHolds(condition: Condition | undefined, values: FormValues, outer?: FormValues): boolean {
  if (!condition) return true;
  const value = condition.field in values || !outer ? values[condition.field] : outer[condition.field];
  if (!condition.in) return !isEmptyValue(value);
  const wanted = condition.in.map(String);
  return Array.isArray(value) ? value.some((v) => wanted.includes(String(v))) : wanted.includes(String(value));
}

const messageOf = (rule: { message?: string } | boolean | undefined, fallback: string) =>
  (typeof rule === 'object' && rule.message) || fallback;

function isDay(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = DAY.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
}

/** The comparable day of a date or the end of a date range. */
function lastDay(value: unknown): string | undefined {
  const last = Array.isArray(value) ? value[1] : value;
  return isDay(last) ? last.slice(0, 10) : undefined;
}

function countLimits(
  rules: FieldRules,
  count: number,
  mode: FormMode,
  min: (n: number) => string,
  max: string | ((n: number) => string),
): string | undefined {
  if (mode === 'submit' && rules.min && count < rules.min.value) return rules.min.message ?? min(rules.min.value);
  if (rules.max && count > rules.max.value)
    return rules.max.message ?? (typeof max === 'string' ? max : max(rules.max.value));
  return undefined;
}

function valueLimits(rules: FieldRules, value: number, mode: FormMode): string | undefined {
  if (mode === 'submit' && rules.min && value < rules.min.value)
    return rules.min.message ?? FORM_MESSAGES.valueMin(rules.min.value);
  if (rules.max && value > rules.max.value) return rules.max.message ?? FORM_MESSAGES.valueMax(rules.max.value);
  return undefined;
}

/** The message of one filled-in value of a field, or undefined (emptiness and `required` are checked before). */
function valueError(
  field: FormField,
  value: unknown,
  values: FormValues,
  mode: FormMode,
  context: FormContext,
): string | undefined {
  const rules = field.rules ?? {};
  switch (field.type) {
    case 'text':
    case 'longText':
    case 'richText': {
      if (typeof value !== 'string') return FORM_MESSAGES.pattern;
      const length = value.trim().length;
      const limit = countLimits(rules, length, mode, FORM_MESSAGES.textMin, FORM_MESSAGES.textMax);
      if (limit) return limit;
      break;
    }
    case 'number': {
      const text = String(value).trim();
      if (!/^-?\d+(\.\d+)?$/.test(text)) return FORM_MESSAGES.number;
      const decimals = field.decimals ?? 0;
      const fraction = text.split('.')[1]?.length ?? 0;
      if (fraction > decimals) return decimals === 0 ? FORM_MESSAGES.integer : FORM_MESSAGES.decimals(decimals);
      const limit = valueLimits(rules, Number(text), mode);
      if (limit) return limit;
      break;
    }
    case 'money': {
      const problem = checkMoney(value as string | number, { decimals: field.decimals ?? 2 });
      if (problem) return problem;
      const limit = valueLimits(rules, Number(String(value).replaceAll(',', '')), mode);
      if (limit) return limit;
      break;
    }
    case 'date':
      if (!isDay(value)) return FORM_MESSAGES.date;
      break;
    case 'dateRange': {
      if (!Array.isArray(value) || value.length !== 2 || !isDay(value[0]) || !isDay(value[1]))
        return FORM_MESSAGES.date;
      if (value[1].slice(0, 10) < value[0].slice(0, 10)) return FORM_MESSAGES.dateOrder;
      break;
    }
    case 'region':
      if (typeof value !== 'string' || !/^\d{2,12}$/.test(value)) return FORM_MESSAGES.region;
      break;
    case 'choice': {
      const chosen = field.multiple ? value : [value];
      if (!Array.isArray(chosen) || chosen.some((v) => typeof v !== 'string')) return FORM_MESSAGES.choice;
      const keys = context.dictKeys?.[field.dict];
      if (keys && chosen.some((v) => !keys.has(v as string))) return FORM_MESSAGES.choice;
      if (field.multiple) {
        const limit = countLimits(rules, chosen.length, mode, FORM_MESSAGES.itemsMin, FORM_MESSAGES.itemsMax);
        if (limit) return limit;
      }
      break;
    }
    case 'options': {
      const chosen = field.multiple ? value : [value];
      if (!Array.isArray(chosen) || chosen.some((v) => typeof v !== 'string')) return FORM_MESSAGES.choice;
      const known = new Set(field.options.map((o) => o.value));
      if (chosen.some((v) => !known.has(v as string))) return FORM_MESSAGES.choice;
      if (field.multiple) {
        const limit = countLimits(rules, chosen.length, mode, FORM_MESSAGES.itemsMin, FORM_MESSAGES.itemsMax);
        if (limit) return limit;
      }
      const other = field.options.find((o) => o.other);
      if (mode === 'submit' && other && chosen.includes(other.value) && isEmptyValue(values[otherKey(field.key)]))
        return FORM_MESSAGES.other;
      break;
    }
    case 'rating': {
      const score = Number(value);
      if (!Number.isInteger(score) || score < 1 || score > ratingScale(field)) return FORM_MESSAGES.rating;
      break;
    }
    case 'matrix': {
      if (typeof value !== 'object' || Array.isArray(value)) return FORM_MESSAGES.choice;
      const answers = value as Record<string, unknown>;
      const columns = new Set(field.columns.map((c) => c.value));
      if (Object.entries(answers).some(([row, v]) => !field.rows.some((r) => r.key === row) || !columns.has(String(v))))
        return FORM_MESSAGES.choice;
      if (mode === 'submit' && rules.required && field.rows.some((r) => isEmptyValue(answers[r.key])))
        return FORM_MESSAGES.matrixRows;
      break;
    }
    case 'company': {
      if (typeof value !== 'string') return FORM_MESSAGES.company;
      const unit = context.units?.get(value);
      if (context.units && !unit) return FORM_MESSAGES.company;
      if (field.arrearsCheck && unit?.inArrears) return FORM_MESSAGES.arrears;
      break;
    }
    case 'people': {
      if (typeof value !== 'string' || !PEOPLE_PATTERN.test(value.trim())) return FORM_MESSAGES.peopleChars;
      const names = formListItems(value);
      if (field.single && (names.length > 1 || (field.singleMaxChars && value.trim().length > field.singleMaxChars)))
        return FORM_MESSAGES.peopleSingle;
      const max = rules.max?.value ?? FORM_PEOPLE_MAX;
      if (names.length > max) return rules.max?.message ?? FORM_MESSAGES.peopleTotal(max);
      break;
    }
    case 'list': {
      if (typeof value !== 'string') return FORM_MESSAGES.pattern;
      const limit = countLimits(
        rules,
        formListItems(value).length,
        mode,
        FORM_MESSAGES.itemsMin,
        FORM_MESSAGES.itemsMax,
      );
      if (limit) return limit;
      break;
    }
    case 'upload': {
      if (!Array.isArray(value)) return FORM_MESSAGES.file;
      const files = value as FormFile[];
      if (files.some((f) => !f || typeof f.name !== 'string' || typeof f.url !== 'string' || !f.url))
        return FORM_MESSAGES.file;
      const limit = countLimits(rules, files.length, mode, FORM_MESSAGES.filesMin, FORM_MESSAGES.filesMax);
      if (limit) return limit;
      break;
    }
    case 'group':
    case 'derived':
      break;
  }
  const formatError =
    rules.format === 'mobile' ? mobileError(value) : rules.format === 'creditCode' ? usccError(value) : undefined;
  if (formatError) return formatError;
  if (
    rules.pattern &&
    typeof value === 'string' &&
    !new RegExp(`^(?:${rules.pattern.source})$`, 'u').test(value.trim())
  )
    return rules.pattern.message;
  if (mode === 'submit' && rules.after) {
    const mine = field.type === 'dateRange' && Array.isArray(value) ? value[0] : value;
    const other = lastDay(values[rules.after.field]);
    if (isDay(mine) && other && mine.slice(0, 10) < other) return rules.after.message ?? FORM_MESSAGES.after;
  }
  return undefined;
}

/** What a walk over the fields carries: the mode, the looked-up context and the errors found so far. */
interface Walk {
  mode: FormMode;
  context: FormContext;
  out: FormError[];
}

function fieldErrors(
  field: FormField,
  values: FormValues,
  outer: FormValues | undefined,
  at: { path: string; tab: string },
  walk: Walk,
): void {
  if (field.type === 'derived' || !conditionHolds(field.visibleWhen, values, outer)) return;
  const value = values[field.key];
  const rules = field.rules ?? {};
  const empty =
    field.type === 'matrix' && value && typeof value === 'object' && !Array.isArray(value)
      ? Object.values(value).every((v) => isEmptyValue(v))
      : isEmptyValue(value);
  if (empty) {
    if (walk.mode === 'submit' && rules.required) {
      const fallback = field.type === 'upload' ? FORM_MESSAGES.uploadRequired : FORM_MESSAGES.required;
      walk.out.push({ ...at, message: messageOf(rules.required, fallback) });
    }
    return;
  }
  if (field.type === 'group') return groupErrors(field, value, values, at, walk);
  const message = valueError(field, value, values, walk.mode, walk.context);
  if (message) walk.out.push({ ...at, message });
}

function groupErrors(
  field: GroupField,
  value: unknown,
  values: FormValues,
  at: { path: string; tab: string },
  walk: Walk,
): void {
  if (!Array.isArray(value) || value.some((row) => !row || typeof row !== 'object' || Array.isArray(row))) {
    walk.out.push({ ...at, message: FORM_MESSAGES.pattern });
    return;
  }
  const limit = countLimits(field.rules ?? {}, value.length, walk.mode, FORM_MESSAGES.rowsMin, FORM_MESSAGES.rowsMax);
  if (limit) walk.out.push({ ...at, message: limit });
  value.forEach((row: FormValues, i) => {
    for (const sub of field.fields)
      fieldErrors(sub, row, values, { path: `${at.path}[${i}].${sub.key}`, tab: at.tab }, walk);
  });
}

/** Every error of the values against the definition, in form order (hidden fields and sections are skipped). */
export function formErrors(
  definition: FormDefinition,
  values: FormValues,
  mode: FormMode = 'submit',
  context: FormContext = {},
): FormError[] {
  const walk: Walk = { mode, context, out: [] };
  for (const tab of definition.tabs)
    for (const section of tab.sections) {
      if (!conditionHolds(section.visibleWhen, values)) continue;
      for (const field of section.fields)
        fieldErrors(field, values, undefined, { path: field.key, tab: tab.key }, walk);
    }
  return walk.out;
}

/**
 * The member units the company fields of the values name (a group's rows too), each once: what the caller looks
 * up (existence, arrears) to build the context's `units`.
 */
export function formCompanyIds(definition: FormDefinition, values: FormValues): string[] {
  const ids = new Set<string>();
  const take = (field: FormField, from: FormValues) => {
    const value = from[field.key];
    if (field.type === 'company' && typeof value === 'string' && value.trim()) ids.add(value);
    if (field.type === 'group' && Array.isArray(value))
      for (const row of value)
        if (row && typeof row === 'object') for (const sub of field.fields) take(sub, row as FormValues);
  };
  for (const tab of definition.tabs)
    for (const section of tab.sections) for (const field of section.fields) take(field, values);
  return [...ids];
}

/** Errors counted per tab (the form's tab badges). */
export function errorCountsByTab(errors: readonly FormError[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of errors) counts[e.tab] = (counts[e.tab] ?? 0) + 1;
  return counts;
}

/**
 * The values a record keeps: only the definition's fields (derived ones are computed, never taken from input),
 * texts trimmed; what a client sends beyond the definition is dropped.
 */
export function cleanFormValues(definition: FormDefinition, values: FormValues): FormValues {
  const clean = (fields: readonly FormField[], from: FormValues): FormValues => {
    const out: FormValues = {};
    for (const field of fields) {
      if (field.type === 'derived' || !(field.key in from)) continue;
      const value = from[field.key];
      if (field.type === 'group' && Array.isArray(value))
        out[field.key] = value.map((row) =>
          row && typeof row === 'object' ? clean(field.fields, row as FormValues) : row,
        );
      else out[field.key] = typeof value === 'string' ? value.trim() : value;
      const other = otherKey(field.key);
      if (field.type === 'options' && field.options.some((o) => o.other) && typeof from[other] === 'string')
        out[other] = (from[other] as string).trim();
    }
    return out;
  };
  return clean(
    definition.tabs.flatMap((t) => t.sections.flatMap((s) => s.fields)),
    values,
  );
}
