import { describe, expect, it } from 'vitest';
import { daysBetween, readerKey, windowStart } from './reading-rule.js';

describe('readerKey (who a read counts for)', () => {
  it('is the signed-in user first, whatever else is sent', () => {
    expect(readerKey({ userId: 'u1', visitorId: 'visitor-123456', ip: '1.2.3.4' })).toBe('u:u1');
  });
  it('is the visitor id of an anonymous browser', () => {
    expect(readerKey({ visitorId: 'visitor-123456', ip: '1.2.3.4' })).toBe('v:visitor-123456');
  });
  it('falls back to the hashed IP (never in clear) when the visitor id is missing or malformed', () => {
    const a = readerKey({ ip: '1.2.3.4' }, 't1');
    expect(a).toMatch(/^ip:[0-9a-f]{40}$/);
    expect(a).not.toContain('1.2.3.4');
    expect(readerKey({ visitorId: 'bad id <script>', ip: '1.2.3.4' }, 't1')).toBe(a);
    expect(readerKey({ visitorId: 'short', ip: '1.2.3.4' }, 't1')).toBe(a);
    expect(readerKey({ ip: '1.2.3.5' }, 't1')).not.toBe(a);
    expect(readerKey({ ip: '1.2.3.4' }, 't2')).not.toBe(a);
  });
  it('is the same key for the same reader (so the unique index per article and day holds)', () => {
    expect(readerKey({ visitorId: 'abcdefgh' })).toBe(readerKey({ visitorId: 'abcdefgh' }));
  });
  it('is undefined when nothing identifies the reader', () => {
    expect(readerKey({})).toBeUndefined();
  });
});

describe('days of the window', () => {
  it('30 days ending today, across a month end', () => {
    const from = windowStart('2026-03-02', 30);
    expect(from).toBe('2026-02-01');
    const days = daysBetween(from, '2026-03-02');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-02-01');
    expect(days.at(-1)).toBe('2026-03-02');
  });
});
