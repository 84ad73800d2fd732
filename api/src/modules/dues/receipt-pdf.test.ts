import { describe, expect, it } from 'vitest';
import { amountInWords } from './receipt-pdf.js';

describe('amountInWords', () => {
  it('writes amounts in capital numerals', () => {
    expect(amountInWords('3000')).toBe('叁仟元整');
    expect(amountInWords('3000.50')).toBe('叁仟元伍角');
    expect(amountInWords('10005.5')).toBe('壹万零伍元伍角');
    expect(amountInWords('100.05')).toBe('壹佰元零伍分');
    expect(amountInWords('0.05')).toBe('伍分');
    expect(amountInWords('0')).toBe('零元整');
    expect(amountInWords('120000')).toBe('壹拾贰万元整');
    expect(amountInWords('1010')).toBe('壹仟零壹拾元整');
  });
});
