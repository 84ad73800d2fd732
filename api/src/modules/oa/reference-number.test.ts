import { describe, expect, it } from 'vitest';
import { formatReferenceNumber, parseReferenceNumber, referenceYear } from './reference-number.js';

describe('文号 format', () => {
  it('pads to three digits and grows beyond 999', () => {
    expect(formatReferenceNumber(2026, 1)).toBe('辽建协〔2026〕001号');
    expect(formatReferenceNumber(2026, 42)).toBe('辽建协〔2026〕042号');
    expect(formatReferenceNumber(2026, 999)).toBe('辽建协〔2026〕999号');
    expect(formatReferenceNumber(2026, 1000)).toBe('辽建协〔2026〕1000号');
    expect(formatReferenceNumber(2027, 7, '辽建协办')).toBe('辽建协办〔2027〕007号');
  });

  it('refuses numbers that cannot be issued', () => {
    expect(() => formatReferenceNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatReferenceNumber(2026, 1.5)).toThrow(RangeError);
    expect(() => formatReferenceNumber(26, 1)).toThrow(RangeError);
  });

  it('parses what it formats, and nothing else', () => {
    for (const seq of [1, 10, 999, 1000, 12345]) {
      expect(parseReferenceNumber(formatReferenceNumber(2026, seq))).toEqual({ prefix: '辽建协', year: 2026, seq });
    }
    expect(parseReferenceNumber(' 辽建协〔2026〕003号 ')).toEqual({ prefix: '辽建协', year: 2026, seq: 3 });
    for (const bad of [
      '',
      '辽建协〔2026〕3号',
      '辽建协〔2026〕000号',
      '辽建协〔2026〕01000号',
      '辽建协[2026]001号',
      '辽建协〔26〕001号',
      '〔2026〕001号',
      '辽建协〔2026〕001',
      '辽 建协〔2026〕001号',
    ]) {
      expect(parseReferenceNumber(bad)).toBeUndefined();
    }
  });

  it("takes the year in the association's time zone", () => {
    expect(referenceYear(new Date('2026-12-31T15:59:59Z'))).toBe(2026);
    expect(referenceYear(new Date('2026-12-31T16:00:00Z'))).toBe(2027);
    expect(referenceYear(new Date('2026-12-31T16:00:00Z'), 'UTC')).toBe(2026);
  });
});
