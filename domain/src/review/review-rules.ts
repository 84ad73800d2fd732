/**
 * Review sheets and scores: the pure rules shared by the server and the client's forms. A sheet is a list of
 * items with maximum points and weights; an expert scores every item from 0 to its maximum (at most one
 * decimal) and comments where the item asks for one ('extreme': when the score is 0 or the maximum).
 */

export type CommentRequired = 'never' | 'extreme';

export interface SheetItem {
  key: string;
  label: string;
  maxPoints: number;
  weight: number;
  commentRequired: CommentRequired;
}

export interface RuleError {
  field: string;
  message: string;
}

export const REVIEW_MESSAGES = {
  sheetNameRequired: '请输入评分表名称',
  itemsRequired: '评分表至少需要一个评分项',
  keyRequired: '请输入评分项编码',
  keyFormat: '评分项编码只能包含字母、数字和下划线',
  keyDuplicate: (key: string) => `评分项编码${key}重复`,
  labelRequired: '请输入评分项名称',
  maxPointsPositive: '满分必须大于0',
  weightPositive: '权重必须大于0',
  scoreRequired: (label: string) => `请为“${label}”打分`,
  scoreRange: (label: string, max: number) => `“${label}”的得分应在0到${max}之间`,
  scoreDecimals: (label: string) => `“${label}”的得分最多保留一位小数`,
  commentRequired: (label: string) => `“${label}”给出0分或满分时必须填写评语`,
  unknownItem: (key: string) => `评分项${key}不存在`,
} as const;

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** Errors of a sheet's items as staff edit them (unique keys, labels, maxPoints > 0, weights > 0). */
export function sheetErrors(items: readonly SheetItem[]): RuleError[] {
  const errors: RuleError[] = [];
  if (!items.length) return [{ field: 'items', message: REVIEW_MESSAGES.itemsRequired }];
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = item.key.trim();
    if (!key) errors.push({ field: `items.${i}.key`, message: REVIEW_MESSAGES.keyRequired });
    else if (!KEY_PATTERN.test(key)) errors.push({ field: `items.${i}.key`, message: REVIEW_MESSAGES.keyFormat });
    else if (seen.has(key)) errors.push({ field: `items.${i}.key`, message: REVIEW_MESSAGES.keyDuplicate(key) });
    seen.add(key);
    if (!item.label.trim()) errors.push({ field: `items.${i}.label`, message: REVIEW_MESSAGES.labelRequired });
    if (!(Number.isFinite(item.maxPoints) && item.maxPoints > 0))
      errors.push({ field: `items.${i}.maxPoints`, message: REVIEW_MESSAGES.maxPointsPositive });
    if (!(Number.isFinite(item.weight) && item.weight > 0))
      errors.push({ field: `items.${i}.weight`, message: REVIEW_MESSAGES.weightPositive });
  });
  return errors;
}

/** The sum of the items' maximum points. */
export function maxTotal(items: readonly SheetItem[]): number {
  return round(
    items.reduce((sum, i) => sum + (Number.isFinite(i.maxPoints) ? i.maxPoints : 0), 0),
    4,
  );
}

/** Whether an item needs a comment for this score. */
export function needsComment(item: SheetItem, score: number | null | undefined): boolean {
  return item.commentRequired === 'extreme' && score != null && (score === 0 || score === item.maxPoints);
}

/**
 * Errors of an expert's scores against a sheet. A draft (complete = false) may leave items empty but what it
 * holds must be in range; a submission (complete = true) needs every item and every required comment.
 */
export function scoreErrors(
  items: readonly SheetItem[],
  scores: Readonly<Record<string, number | null | undefined>>,
  comments: Readonly<Record<string, string | null | undefined>>,
  complete: boolean,
): RuleError[] {
  const errors: RuleError[] = [];
  const known = new Set(items.map((i) => i.key));
  for (const key of Object.keys(scores))
    if (!known.has(key)) errors.push({ field: `scores.${key}`, message: REVIEW_MESSAGES.unknownItem(key) });
  for (const item of items) {
    const score = scores[item.key];
    const field = `scores.${item.key}`;
    if (score == null) {
      if (complete) errors.push({ field, message: REVIEW_MESSAGES.scoreRequired(item.label) });
      continue;
    }
    if (!Number.isFinite(score) || score < 0 || score > item.maxPoints) {
      errors.push({ field, message: REVIEW_MESSAGES.scoreRange(item.label, item.maxPoints) });
      continue;
    }
    if (Math.abs(score * 10 - Math.round(score * 10)) > 1e-9) {
      errors.push({ field, message: REVIEW_MESSAGES.scoreDecimals(item.label) });
      continue;
    }
    if (complete && needsComment(item, score) && !comments[item.key]?.trim()) {
      errors.push({ field: `comments.${item.key}`, message: REVIEW_MESSAGES.commentRequired(item.label) });
    }
  }
  return errors;
}

/** The plain sum of the item scores (empty items count 0). */
export function rawTotal(
  items: readonly SheetItem[],
  scores: Readonly<Record<string, number | null | undefined>>,
): number {
  return round(
    items.reduce((sum, i) => sum + (scores[i.key] ?? 0), 0),
    4,
  );
}

/**
 * The weighted total on a 100-point scale: 100 × Σ weight·score / Σ weight·maxPoints. With every weight 1 and
 * maximum points summing to 100 it equals the raw total.
 */
export function weightedTotal(
  items: readonly SheetItem[],
  scores: Readonly<Record<string, number | null | undefined>>,
): number {
  const max = items.reduce((sum, i) => sum + i.weight * i.maxPoints, 0);
  if (max <= 0) return 0;
  return round((100 * items.reduce((sum, i) => sum + i.weight * (scores[i.key] ?? 0), 0)) / max, 4);
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
