import { type FormDefinition, type FormValues, fieldsOf, otherKey, ratingScale } from '../forms/definition.js';
import { isEmptyValue } from '../forms/evaluate.js';

/**
 * The statistics of a questionnaire's submitted answers (统计): per question how many answered it, per option (or
 * score, or matrix cell) the count and the percentage of that question's answers, the average of ratings and
 * numbers, the texts given; and the answer rate of the whole questionnaire (answers / audience). Pure: the server
 * computes it for the statistics page and the client could show the same from the same answers.
 */

export interface OptionCount {
  value: string;
  label: string;
  count: number;
  /** Of the question's answers, 0–100 with one decimal. */
  percent: number;
}

export interface QuestionStatistics {
  key: string;
  label: string;
  type: string;
  /** Answers that gave this question a value. */
  answered: number;
  /** Options, scores (rating) or, per matrix row, its columns. */
  options: OptionCount[];
  rows: Array<{ key: string; label: string; answered: number; options: OptionCount[] }>;
  /** Rating and number questions: the mean of the values given, two decimals; otherwise null. */
  average: number | null;
  /** Text questions, and the texts of an 其他 option. */
  texts: string[];
}

export interface QuestionnaireStatistics {
  /** Submitted answers. */
  answers: number;
  /** How many were asked (null: an open link, no audience to count). */
  audience: number | null;
  /** answers / audience, 0–100 with one decimal (null without an audience). */
  answerRate: number | null;
  questions: QuestionStatistics[];
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
const round2 = (n: number) => Math.round(n * 100) / 100;

function counts(choices: Array<{ value: string; label: string }>, given: string[], answered: number): OptionCount[] {
  return choices.map((c) => {
    const count = given.filter((v) => v === c.value).length;
    return { value: c.value, label: c.label, count, percent: percent(count, answered) };
  });
}

export function questionnaireStatistics(
  definition: FormDefinition,
  answers: readonly FormValues[],
  audience: number | null,
): QuestionnaireStatistics {
  const questions = fieldsOf(definition).map(({ field }): QuestionStatistics => {
    const given = answers.map((a) => a[field.key]).filter((v) => !isEmptyValue(v));
    const base: QuestionStatistics = {
      key: field.key,
      label: field.label.zh,
      type: field.type,
      answered: given.length,
      options: [],
      rows: [],
      average: null,
      texts: [],
    };
    switch (field.type) {
      case 'options': {
        const chosen = given.flatMap((v) => (Array.isArray(v) ? v.map(String) : [String(v)]));
        base.options = counts(
          field.options.map((o) => ({ value: o.value, label: o.label.zh })),
          chosen,
          given.length,
        );
        const other = otherKey(field.key);
        base.texts = answers.map((a) => a[other]).filter((t): t is string => typeof t === 'string' && t.trim() !== '');
        break;
      }
      case 'rating': {
        const scores = given.map(Number);
        const scale = Array.from({ length: ratingScale(field) }, (_, i) => ({
          value: String(i + 1),
          label: String(i + 1),
        }));
        base.options = counts(scale, scores.map(String), given.length);
        base.average = scores.length ? round2(scores.reduce((s, n) => s + n, 0) / scores.length) : null;
        break;
      }
      case 'number':
      case 'money': {
        const numbers = given.map((v) => Number(String(v).replaceAll(',', ''))).filter((n) => Number.isFinite(n));
        base.average = numbers.length ? round2(numbers.reduce((s, n) => s + n, 0) / numbers.length) : null;
        break;
      }
      case 'matrix': {
        const columns = field.columns.map((c) => ({ value: c.value, label: c.label.zh }));
        base.rows = field.rows.map((row) => {
          const cells = given
            .map((v) => (v as Record<string, unknown>)[row.key])
            .filter((v) => !isEmptyValue(v))
            .map(String);
          return {
            key: row.key,
            label: row.label.zh,
            answered: cells.length,
            options: counts(columns, cells, cells.length),
          };
        });
        break;
      }
      case 'text':
      case 'longText':
      case 'richText':
      case 'date':
      case 'region':
        base.texts = given.map(String);
        break;
      default:
        break;
    }
    return base;
  });
  return {
    answers: answers.length,
    audience,
    answerRate: audience === null ? null : percent(answers.length, audience),
    questions,
  };
}
