import { describe, expect, it } from 'vitest';
import { orderNumber } from './dues.service.js';

describe('order numbers', () => {
  it('stamp the Beijing date and time, whatever the process time zone', () => {
    // 07:05:09 on 1 March in Beijing: 28 February 23:05:09 UTC, and the previous afternoon in the test's zone.
    const n = orderNumber(new Date('2026-02-28T23:05:09Z'));
    expect(n).toMatch(/^20260301070509\d{6}$/);
  });
});
