import { describe, expect, it } from 'vitest';
import {
  maxTotal,
  needsComment,
  rawTotal,
  scoreErrors,
  type SheetItem,
  sheetErrors,
  weightedTotal,
} from './review-rules.js';

const item = (key: string, maxPoints: number, extra: Partial<SheetItem> = {}): SheetItem => ({
  key,
  label: `项${key}`,
  maxPoints,
  weight: 1,
  commentRequired: 'never',
  ...extra,
});
const SHEET = [item('a', 40, { commentRequired: 'extreme' }), item('b', 60, { weight: 2 })];

describe('sheet items', () => {
  it.each([
    { items: [], errors: [{ field: 'items', message: '评分表至少需要一个评分项' }] },
    { items: [item('a', 10), item('a', 5)], errors: [{ field: 'items.1.key', message: '评分项编码a重复' }] },
    { items: [item('', 10)], errors: [{ field: 'items.0.key', message: '请输入评分项编码' }] },
    { items: [item('1x', 10)], errors: [{ field: 'items.0.key', message: '评分项编码只能包含字母、数字和下划线' }] },
    { items: [item('a', 0)], errors: [{ field: 'items.0.maxPoints', message: '满分必须大于0' }] },
    { items: [item('a', 10, { weight: 0 })], errors: [{ field: 'items.0.weight', message: '权重必须大于0' }] },
    { items: [item('a', 10, { label: ' ' })], errors: [{ field: 'items.0.label', message: '请输入评分项名称' }] },
    { items: SHEET, errors: [] },
  ])('$items.length items -> $errors', ({ items, errors }) => {
    expect(sheetErrors(items)).toEqual(errors);
  });

  it('total of the maximum points', () => {
    expect(maxTotal(SHEET)).toBe(100);
  });
});

describe('scores', () => {
  it.each([
    { name: 'a draft may leave items empty', scores: { a: 20 }, comments: {}, complete: false, errors: [] },
    {
      name: 'a submission needs every item',
      scores: { a: 20 },
      comments: {},
      complete: true,
      errors: [{ field: 'scores.b', message: '请为“项b”打分' }],
    },
    {
      name: 'above the maximum',
      scores: { a: 41 },
      comments: {},
      complete: false,
      errors: [{ field: 'scores.a', message: '“项a”的得分应在0到40之间' }],
    },
    {
      name: 'negative',
      scores: { b: -1 },
      comments: {},
      complete: false,
      errors: [{ field: 'scores.b', message: '“项b”的得分应在0到60之间' }],
    },
    {
      name: 'two decimals',
      scores: { a: 12.25 },
      comments: {},
      complete: false,
      errors: [{ field: 'scores.a', message: '“项a”的得分最多保留一位小数' }],
    },
    { name: 'one decimal is fine', scores: { a: 12.3, b: 0.1 }, comments: {}, complete: true, errors: [] },
    {
      name: 'full marks need a comment (extreme)',
      scores: { a: 40, b: 30 },
      comments: {},
      complete: true,
      errors: [{ field: 'comments.a', message: '“项a”给出0分或满分时必须填写评语' }],
    },
    {
      name: 'zero needs a comment (extreme)',
      scores: { a: 0, b: 30 },
      comments: { a: '  ' },
      complete: true,
      errors: [{ field: 'comments.a', message: '“项a”给出0分或满分时必须填写评语' }],
    },
    { name: 'with the comment', scores: { a: 0, b: 60 }, comments: { a: '未提供资料' }, complete: true, errors: [] },
    {
      name: 'an unknown item',
      scores: { z: 1 },
      comments: {},
      complete: false,
      errors: [{ field: 'scores.z', message: '评分项z不存在' }],
    },
  ])('$name', ({ scores, comments, complete, errors }) => {
    expect(scoreErrors(SHEET, scores, comments, complete)).toEqual(errors);
  });

  it('needs a comment only for extreme scores of an extreme item', () => {
    expect([
      needsComment(SHEET[0]!, 0),
      needsComment(SHEET[0]!, 40),
      needsComment(SHEET[0]!, 20),
      needsComment(SHEET[1]!, 0),
    ]).toEqual([true, true, false, false]);
  });

  it.each([
    // raw 30 + 45 = 75; weighted 100 × (1·30 + 2·45) / (1·40 + 2·60) = 100 × 120 / 160 = 75
    { scores: { a: 30, b: 45 }, raw: 75, weighted: 75 },
    // raw 40 + 30 = 70; weighted 100 × (40 + 60) / 160 = 62.5
    { scores: { a: 40, b: 30 }, raw: 70, weighted: 62.5 },
    // raw 10; weighted 100 × 10 / 160 = 6.25
    { scores: { a: 10 }, raw: 10, weighted: 6.25 },
  ])('totals of $scores', ({ scores, raw, weighted }) => {
    expect(rawTotal(SHEET, scores)).toBe(raw);
    expect(weightedTotal(SHEET, scores)).toBe(weighted);
  });
});
