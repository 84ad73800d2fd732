import { END_PAGE, type FormDefinition, type FormField, type FormTab } from '@zhuxie/domain/forms/definition';

/**
 * The editor's model of a questionnaire's questions: the fields of the form engine, in order, on one page. Pure
 * helpers (tested) that keep keys unique and conditions pointing at questions that exist.
 */

/** The kinds offered in the editor (single and multiple choice are both `options` fields). */
export const QUESTION_KINDS = [
  'single',
  'multiple',
  'text',
  'longText',
  'number',
  'rating',
  'matrix',
  'date',
  'region',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const kindOf = (field: FormField): QuestionKind =>
  field.type === 'options' ? (field.multiple ? 'multiple' : 'single') : (field.type as QuestionKind);

const nextKey = (taken: readonly string[], prefix: string) => {
  let n = taken.length + 1;
  while (taken.includes(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
};

/** A new question of a kind, keeping what the old one had in common (key, label, required, show-when). */
export function questionOf(
  kind: QuestionKind,
  base: Pick<FormField, 'key' | 'label' | 'rules' | 'visibleWhen'>,
): FormField {
  const common = { key: base.key, label: base.label, rules: base.rules, visibleWhen: base.visibleWhen };
  switch (kind) {
    case 'single':
    case 'multiple':
      return {
        ...common,
        type: 'options',
        multiple: kind === 'multiple',
        options: [
          { value: 'o1', label: { zh: '选项1' } },
          { value: 'o2', label: { zh: '选项2' } },
        ],
      };
    case 'rating':
      return { ...common, type: 'rating', scale: 5 };
    case 'matrix':
      return {
        ...common,
        type: 'matrix',
        rows: [
          { key: 'r1', label: { zh: '行1' } },
          { key: 'r2', label: { zh: '行2' } },
        ],
        columns: [
          { value: 'c1', label: { zh: '满意' } },
          { value: 'c2', label: { zh: '一般' } },
          { value: 'c3', label: { zh: '不满意' } },
        ],
      };
    default:
      return { ...common, type: kind } as FormField;
  }
}

/** A new question appended after the others (key q<n>). */
export function newQuestion(questions: readonly FormField[], kind: QuestionKind = 'single'): FormField {
  return questionOf(kind, {
    key: nextKey(
      questions.map((q) => q.key),
      'q',
    ),
    label: { zh: '' },
  });
}

/** The next free option value of an options field. */
export const nextOptionValue = (values: readonly string[]) => nextKey(values, 'o');

/** Moves an item by one place (up -1, down +1); out of range: unchanged. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * The questions after a change: a show-when on a question that is gone, or that now comes later, or whose options
 * changed, is dropped or trimmed, so the definition never refers to what does not exist.
 */
export function withSaneConditions(questions: readonly FormField[]): FormField[] {
  return questions.map((q, i) => {
    const when = q.visibleWhen;
    if (!when) return q;
    const source = questions.slice(0, i).find((x) => x.key === when.field);
    if (!source || source.type !== 'options') return { ...q, visibleWhen: undefined };
    const kept = (when.in ?? []).filter((v) => source.options.some((o) => o.value === v));
    return { ...q, visibleWhen: kept.length ? { field: when.field, in: kept } : undefined };
  });
}

/** The questions of a stored definition (every page's, in order). */
export const questionsOf = (definition: FormDefinition | null | undefined): FormField[] =>
  (definition?.tabs ?? []).flatMap((t) => t.sections.flatMap((s) => s.fields));

/**
 * A page break of the editor: a new page starts at the question `before`; `jump` is the page logic of the page
 * above the break: when the question `field` (on that page or earlier) has one of the answers `in`, go on at the
 * page starting at the question `to` (a later break's `before`) or end (END_PAGE).
 */
export interface PageBreak {
  before: string;
  jump?: { field: string; in: string[]; to: string };
}

/**
 * The page breaks after a change of the questions or the breaks: in question order, one per question, never
 * before the first; a jump on a question that is gone, later or not a choice, or to a page that is not later, is
 * dropped; answers that are gone are trimmed.
 */
export function withSaneBreaks(questions: readonly FormField[], breaks: readonly PageBreak[]): PageBreak[] {
  const index = (key: string) => questions.findIndex((q) => q.key === key);
  const kept = breaks
    .filter((b, i) => index(b.before) > 0 && breaks.findIndex((x) => x.before === b.before) === i)
    .sort((a, b) => index(a.before) - index(b.before));
  return kept.map((b, i) => {
    const jump = b.jump;
    if (!jump) return b;
    const source = questions.slice(0, index(b.before)).find((q) => q.key === jump.field);
    const answers = source?.type === 'options' ? jump.in.filter((v) => source.options.some((o) => o.value === v)) : [];
    const later = jump.to === END_PAGE || kept.slice(i + 1).some((x) => x.before === jump.to);
    return answers.length && later ? { ...b, jump: { ...jump, in: answers } } : { before: b.before };
  });
}

const pageKey = (i: number) => `page${i + 1}`;

/** The definition of the questions: a page per break (page1, page2 ...), one section each, with the page jumps. */
export function definitionOf(
  key: string,
  title: string,
  questions: readonly FormField[],
  breaks: readonly PageBreak[] = [],
): FormDefinition {
  const sane = withSaneBreaks(questions, breaks);
  const starts = [0, ...sane.map((b) => questions.findIndex((q) => q.key === b.before))];
  const tabs: FormTab[] = starts.map((start, i) => {
    const jump = sane[i]?.jump;
    const to = jump && (jump.to === END_PAGE ? END_PAGE : pageKey(sane.findIndex((b) => b.before === jump.to) + 1));
    return {
      key: pageKey(i),
      label: { zh: `第${i + 1}页` },
      sections: [{ key: `section${i + 1}`, fields: questions.slice(start, starts[i + 1]) }],
      ...(jump && to ? { jumps: [{ when: { field: jump.field, in: jump.in }, to }] } : {}),
    };
  });
  return { key, version: 1, title: { zh: title }, tabs };
}

/** The page breaks of a stored definition (pages without questions are not kept). */
export function breaksOf(definition: FormDefinition | null | undefined): PageBreak[] {
  const tabs = (definition?.tabs ?? []).filter((t) => t.sections.some((s) => s.fields.length));
  const first = (t: FormTab | undefined) => t?.sections.flatMap((s) => s.fields)[0]?.key;
  return tabs.slice(1).map((tab, i) => {
    const raw = tabs[i]!.jumps?.[0];
    const to = raw && (raw.to === END_PAGE ? END_PAGE : first(tabs.find((t) => t.key === raw.to)));
    const before = first(tab)!;
    return raw && to
      ? { before, jump: { field: raw.when.field, in: (raw.when.in ?? []).map(String), to } }
      : { before };
  });
}
