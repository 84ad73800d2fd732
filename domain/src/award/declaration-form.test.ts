import { describe, expect, it } from 'vitest';
import { definitionProblems } from '../forms/check.js';
import { formErrors } from '../forms/evaluate.js';
import { draftErrors, shortDeclarationErrors } from './application-rules.js';
import { awardTypeOf } from './award-types.js';
import { CENTURY_CUP_DECLARATION, QUALITY_STRUCTURE_DECLARATION } from './declaration-form.js';
import { declarationErrors } from './declaration-rules.js';
import { CENTURY_CUP_VALUES as VALID } from './declaration.fixtures.js';

/** The messages of the hand-written rules (submission plus the limits that hold for drafts), one per field. */
function handWritten(values: Record<string, unknown>, type = 'century_cup'): Array<[string, string]> {
  const out = new Map<string, string>();
  const submission = type === 'century_cup' ? declarationErrors(values) : shortDeclarationErrors(values);
  for (const e of submission) if (!out.has(e.field)) out.set(e.field, e.message);
  const form = awardTypeOf(type)!.form!;
  for (const e of draftErrors(form, { values, participants: {}, materials: {} }))
    if (!out.has(e.field)) out.set(e.field, e.message);
  return [...out].sort();
}

const engine = (values: Record<string, unknown>, definition = CENTURY_CUP_DECLARATION): Array<[string, string]> =>
  formErrors(definition, values)
    .map((e): [string, string] => [e.path, e.message])
    .sort();

// Each case changes the valid declaration; both rule sets must answer the same fields with the same messages.
const CASES: Array<[string, Record<string, string | undefined>]> = [
  ['valid', {}],
  ['all empty', Object.fromEntries(Object.keys(VALID).map((k) => [k, '']))],
  ['contact mobile too short', { recommendPN: '1380000' }],
  ['contact mobile empty', { recommendPN: '' }],
  ['budget with three decimals', { budget: '1.234' }],
  ['final accounts negative', { finalAccounts: '-1' }],
  ['floors not a number', { buildingFloorsU: '二十八' }],
  ['floors of four digits', { buildingFloorsD: '1000' }],
  ['completion before start', { endTime: '2023-02-28' }],
  ['five technologies', { jzyTop10: '一、二、三、四、五' }],
  ['eleven technologies', { jzyTop10: Array.from({ length: 11 }, (_, i) => `技术${i}`).join('、') }],
  ['no technical indicators', { jszbAndShxy: '  ' }],
  ['scale over 255 characters', { buildingScale: 'x'.repeat(256) }],
  ['construction over 2000 characters', { construction: 'x'.repeat(2001) }],
  ['optional text over 2000 characters', { xxgyhfsjz: 'x'.repeat(2001) }],
  ['no contractor and no recommending unit', { askForWork: undefined, recommendWork: '' }],
];

describe('the century cup declaration as a form definition', () => {
  it('is a sound definition', () => {
    expect(definitionProblems(CENTURY_CUP_DECLARATION)).toEqual([]);
  });

  it.each(CASES)('answers as the hand-written rules: %s', (_what, change) => {
    const values: Record<string, unknown> = { ...VALID, ...change };
    expect(engine(values)).toEqual(handWritten(values));
  });

  it('names the tab of each error (the basic section and the technical content)', () => {
    const tabs = formErrors(CENTURY_CUP_DECLARATION, {}).map((e) => e.tab);
    expect(new Set(tabs)).toEqual(new Set(['basic', 'text']));
  });
});

const SHORT_VALID: Record<string, string> = {
  proName: '大连某中心',
  mainApplicant: 'unit-2',
  contactPerson: '李工',
  contactPN: '13900000000',
  sbDate: '2026-05-02',
  referee: 'dalian',
  jszbAndShxy: '结构优良',
};
const SHORT_CASES: Array<[string, Record<string, string | undefined>]> = [
  ['valid', {}],
  ['all empty', Object.fromEntries(Object.keys(SHORT_VALID).map((k) => [k, '']))],
  ['contact mobile malformed', { contactPN: '23900000000' }],
  ['no main applicant', { mainApplicant: undefined }],
  ['project name over 255 characters', { proName: 'x'.repeat(256) }],
];

describe('the quality structure declaration as a form definition', () => {
  it('is a sound definition', () => {
    expect(definitionProblems(QUALITY_STRUCTURE_DECLARATION)).toEqual([]);
  });

  it.each(SHORT_CASES)('answers as the hand-written rules: %s', (_what, change) => {
    const values: Record<string, unknown> = { ...SHORT_VALID, ...change };
    expect(engine(values, QUALITY_STRUCTURE_DECLARATION)).toEqual(handWritten(values, 'quality_structure'));
  });
});
