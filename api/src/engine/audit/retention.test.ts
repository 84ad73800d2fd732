import { describe, expect, it } from 'vitest';
import { DEFAULT_LOG_RETENTION_DAYS, retentionCutoff } from './retention.js';

describe('retentionCutoff', () => {
  it('is the given number of whole days before now', () => {
    const now = new Date('2026-11-23T08:00:00.000Z');
    expect(retentionCutoff(now, 180).toISOString()).toBe('2026-05-27T08:00:00.000Z');
    expect(retentionCutoff(now, 1).toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(DEFAULT_LOG_RETENTION_DAYS).toBe(180);
  });

  it('keeps a row created exactly at the cutoff (only older rows are removed: createTime < cutoff)', () => {
    const now = new Date('2026-11-23T08:00:00.000Z');
    const cutoff = retentionCutoff(now, 30);
    const atCutoff = new Date(cutoff.getTime());
    const older = new Date(cutoff.getTime() - 1);
    expect(atCutoff < cutoff).toBe(false);
    expect(older < cutoff).toBe(true);
  });
});
