import { describe, expect, it } from 'vitest';
import { checkMoney, formatMoney, MONEY_MESSAGES, parseMoney, sanitizeMoneyInput } from './money.js';

describe('sanitizeMoneyInput', () => {
  it('keeps digits, one point and two decimals by default', () => {
    expect(sanitizeMoneyInput('12a3.456')).toBe('123.45');
    expect(sanitizeMoneyInput('1.2.3')).toBe('1.23');
    expect(sanitizeMoneyInput('.5')).toBe('0.5');
    expect(sanitizeMoneyInput('007')).toBe('7');
    expect(sanitizeMoneyInput('1,234.5 元')).toBe('1234.5');
  });
  it('allows a leading minus only when negative amounts are allowed', () => {
    expect(sanitizeMoneyInput('-12')).toBe('12');
    expect(sanitizeMoneyInput('-12', { negative: true })).toBe('-12');
    expect(sanitizeMoneyInput('1-2', { negative: true })).toBe('12');
  });
  it('follows the number of decimals, and drops the point for whole amounts', () => {
    expect(sanitizeMoneyInput('3.14159', { decimals: 4 })).toBe('3.1415');
    expect(sanitizeMoneyInput('3.9', { decimals: 0 })).toBe('39');
  });
});

describe('checkMoney', () => {
  it('accepts empty and well-formed amounts, with or without separators', () => {
    expect(checkMoney('')).toBeUndefined();
    expect(checkMoney(undefined)).toBeUndefined();
    expect(checkMoney('12.5')).toBeUndefined();
    expect(checkMoney('1,234.56')).toBeUndefined();
    expect(checkMoney(99)).toBeUndefined();
  });
  it('refuses malformed, negative (unless allowed) and over-precise amounts', () => {
    expect(checkMoney('12a')).toBe(MONEY_MESSAGES.invalid);
    expect(checkMoney('1.')).toBe(MONEY_MESSAGES.invalid);
    expect(checkMoney('-3')).toBe(MONEY_MESSAGES.negative);
    expect(checkMoney('-3', { negative: true })).toBeUndefined();
    expect(checkMoney('1.234')).toBe('金额最多保留2位小数');
    expect(checkMoney('1.5', { decimals: 0 })).toBe('金额只能是整数');
  });
});

describe('parseMoney and formatMoney', () => {
  it('parses valid text and refuses the rest', () => {
    expect(parseMoney('1,234.50')).toBe(1234.5);
    expect(parseMoney('abc')).toBeUndefined();
    expect(parseMoney(' ')).toBeUndefined();
  });
  it('pads and rounds half away from zero on the decimal text', () => {
    expect(formatMoney('12')).toBe('12.00');
    expect(formatMoney('1.005')).toBe('1.01');
    expect(formatMoney(1.005)).toBe('1.01');
    expect(formatMoney('-2.345', { negative: true })).toBe('-2.35');
    expect(formatMoney('9.999')).toBe('10.00');
    expect(formatMoney('-0.001')).toBe('0.00');
  });
  it('groups thousands on request and honours the decimals', () => {
    expect(formatMoney('1234567.891', { thousands: true })).toBe('1,234,567.89');
    expect(formatMoney('999.5', { decimals: 0, thousands: true })).toBe('1,000');
    expect(formatMoney(1e21, { decimals: 0 })).toBe('1000000000000000000000');
    expect(formatMoney('x')).toBe('');
  });
});
