import { type Condition, END_PAGE, type FormDefinition, type FormValues, otherKey } from '../forms/definition.js';
import { conditionHolds, type FormError, type FormMode, formErrors } from '../forms/evaluate.js';

/**
 * Question and page logic of a questionnaire, one function on both sides: the answer form and the preview draw
 * what `answerPath` shows, the server checks and keeps what `logicalAnswer` keeps. A question is shown when its
 * show-when condition holds over the answers of the questions shown before it; pages are visited from the first,
 * and leaving a page its first jump that holds goes on at a later page (or ends). Hidden questions and the pages
 * skipped are not required and their answers are dropped.
 */

export interface AnswerPath {
  /** The keys of the pages visited, in order. */
  pages: string[];
  /** The keys of the questions shown (on the pages visited, with their show-when holding). */
  shown: Set<string>;
}

/** The pages visited and the questions shown for these answers. */
export function answerPath(definition: FormDefinition, values: FormValues): AnswerPath {
  const pages: string[] = [];
  const shown = new Set<string>();
  const seen: FormValues = {};
  const holds = (c: Condition | undefined) => conditionHolds(c, seen);
  let i = 0;
  while (i < definition.tabs.length) {
    const tab = definition.tabs[i]!;
    pages.push(tab.key);
    for (const section of tab.sections) {
      if (!holds(section.visibleWhen)) continue;
      for (const field of section.fields) {
        if (!holds(field.visibleWhen)) continue;
        shown.add(field.key);
        if (field.key in values) seen[field.key] = values[field.key];
      }
    }
    const jump = (tab.jumps ?? []).find((j) => holds(j.when));
    if (!jump) i++;
    else if (jump.to === END_PAGE) break;
    else {
      const to = definition.tabs.findIndex((t) => t.key === jump.to);
      // Only forward: a jump to this page, an earlier one or one that does not exist goes on at the next page.
      i = to > i ? to : i + 1;
    }
  }
  return { pages, shown };
}

/** The definition as answered with these values: the pages visited, each with only the questions shown (a page
 * left without a question is left out). */
export function shownDefinition(definition: FormDefinition, values: FormValues): FormDefinition {
  const { pages, shown } = answerPath(definition, values);
  return {
    ...definition,
    tabs: pages
      .map((key) => {
        const tab = definition.tabs.find((t) => t.key === key)!;
        return {
          ...tab,
          sections: tab.sections
            .map((s) => ({ ...s, visibleWhen: undefined, fields: s.fields.filter((f) => shown.has(f.key)) }))
            .filter((s) => s.fields.length > 0),
        };
      })
      .filter((tab) => tab.sections.length > 0),
  };
}

/**
 * What the server keeps of an answer and what it refuses: the values of the questions shown only (with their
 * 其他 texts), and the form engine's errors over the questions shown (hidden ones are never required).
 */
export function logicalAnswer(
  definition: FormDefinition,
  values: FormValues,
  mode: FormMode = 'submit',
): { values: FormValues; errors: FormError[] } {
  const shown = shownDefinition(definition, values);
  const kept: FormValues = {};
  for (const tab of shown.tabs)
    for (const section of tab.sections)
      for (const field of section.fields) {
        if (field.key in values) kept[field.key] = values[field.key];
        const other = otherKey(field.key);
        if (field.type === 'options' && other in values) kept[other] = values[other];
      }
  return { values: kept, errors: formErrors(shown, kept, mode) };
}

/** Problems of the page logic in editor words: a jump must name a question and go to a later page or the end. */
export function pageLogicProblems(definition: FormDefinition): string[] {
  const problems: string[] = [];
  definition.tabs.forEach((tab, i) => {
    const earlier = new Set(
      definition.tabs.slice(0, i + 1).flatMap((t) => t.sections.flatMap((s) => s.fields.map((f) => f.key))),
    );
    for (const jump of tab.jumps ?? []) {
      if (!earlier.has(jump.when?.field)) problems.push(`第${i + 1}页的跳转条件引用了不在本页或之前的题目`);
      const to = definition.tabs.findIndex((t) => t.key === jump.to);
      if (jump.to !== END_PAGE && to <= i) problems.push(`第${i + 1}页只能跳转到后面的页或结束`);
    }
  });
  return problems;
}
