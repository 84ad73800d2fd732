import { describe, expect, it } from 'vitest';
import {
  APPROVAL_STATUS,
  APPROVAL_STATUS_V1,
  DUES_STATUS,
  OPEN_FLAG,
  SERIAL_NUMBER_STATUS,
  STATUS_LABEL_SETS,
  statusLabel,
  statusLabels,
  TEMPLATE_STATUS,
} from './status-labels.js';

describe('label sets of SPEC section 4', () => {
  it('carry the exact Chinese labels of the specification', () => {
    expect(statusLabels(APPROVAL_STATUS)).toEqual({
      0: '待提交',
      1: '审核中',
      2: '已通过',
      3: '已驳回',
      4: '已作废',
      5: '已撤回',
    });
    expect(statusLabels(OPEN_FLAG)).toEqual({ 1: '开启', 0: '关闭' });
    expect(statusLabels(SERIAL_NUMBER_STATUS)).toEqual({ 0: '待申请', 1: '审核中', 2: '分配中', 3: '分配已确认' });
    expect(statusLabels(DUES_STATUS)).toEqual({ 1: '正常', 0: '欠费' });
    expect(statusLabels(APPROVAL_STATUS_V1)).toEqual({ 0: '待送审', 1: '已通过', 2: '驳回', 3: '不通过' });
    expect(statusLabels(STATUS_LABEL_SETS[2]!)).toEqual({ 0: '待提交', 1: '审核中', 2: '已通过', 3: '不通过' });
    expect(statusLabels(TEMPLATE_STATUS)).toEqual({ 0: '待提交', 1: '已提交' });
  });

  it('keep the specification order (1 before 0 for the flags) and one English label per value', () => {
    expect(OPEN_FLAG.items.map((i) => i.value)).toEqual([1, 0]);
    for (const set of STATUS_LABEL_SETS) {
      expect(new Set(set.items.map((i) => i.value)).size, set.code).toBe(set.items.length);
      for (const item of set.items) expect(item.en.trim(), `${set.code} ${item.value}`).not.toBe('');
    }
    expect(new Set(STATUS_LABEL_SETS.map((s) => s.code)).size).toBe(STATUS_LABEL_SETS.length);
  });

  it('label one value, leaving unknown legacy values as they are', () => {
    expect(statusLabel(SERIAL_NUMBER_STATUS, 3)).toBe('分配已确认');
    expect(statusLabel(SERIAL_NUMBER_STATUS, 3, 'en')).toBe('Allocation confirmed');
    expect(statusLabel(SERIAL_NUMBER_STATUS, 9)).toBe('9');
    expect(statusLabel(SERIAL_NUMBER_STATUS, null)).toBe('');
  });
});
