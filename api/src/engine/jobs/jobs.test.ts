import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../log/logger.js';
import { createJobs } from './jobs.js';

const log = createLogger('silent');

describe('in-process job runner (embedded database)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the runner without a PostgreSQL server', () => {
    expect(createJobs({ log }).runner).toBe('in-process');
  });

  it('runs a job at each occurrence of its cron expression (UTC), and not before start or after stop', async () => {
    const jobs = createJobs({ log });
    const runs: string[] = [];
    await jobs.define({ name: 'probe', cron: '30 * * * *', run: async () => void runs.push(new Date().toISOString()) });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs).toEqual([]);
    await jobs.start();
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * 60 * 60_000);
    expect(runs).toEqual(['2026-03-01T11:30:00.000Z', '2026-03-01T12:30:00.000Z']);
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(5 * 60 * 60_000);
    expect(runs).toHaveLength(2);
  });

  it('retries a failed run with doubling delays, up to retryLimit, then waits for the next occurrence', async () => {
    const jobs = createJobs({ log });
    const attempts: number[] = [];
    await jobs.define({
      name: 'flaky',
      cron: '0 0 * * *',
      retryLimit: 2,
      retryDelaySeconds: 10,
      run: async () => {
        attempts.push(Date.now());
        throw new Error('down');
      },
    });
    await jobs.start();
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    const midnight = Date.parse('2026-03-02T00:00:00.000Z');
    expect(attempts.map((t) => (t - midnight) / 1000)).toEqual([0, 10, 30]);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(attempts).toHaveLength(6);
    await jobs.stop();
  });

  it('refuses a bad name or cron expression', async () => {
    const jobs = createJobs({ log });
    await expect(jobs.define({ name: 'Bad Name', cron: '* * * * *', run: async () => {} })).rejects.toThrow(/job name/);
    await expect(jobs.define({ name: 'ok', cron: 'every minute', run: async () => {} })).rejects.toThrow();
  });
});
