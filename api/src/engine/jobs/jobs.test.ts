import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../log/logger.js';
import { createJobs, type JobRunStore } from './jobs.js';

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

  it('runs a job at each occurrence of its cron expression (Beijing time), and not before start or after stop', async () => {
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
    const midnight = Date.parse('2026-03-01T16:00:00.000Z'); // 00:00 on 2 March in Beijing
    expect(attempts.map((t) => (t - midnight) / 1000)).toEqual([0, 10, 30]);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(attempts).toHaveLength(6);
    await jobs.stop();
  });

  /** A run store in memory (the app's is the job_run table). */
  function memoryRuns(initial: Record<string, string> = {}): JobRunStore & { rows: Map<string, Date> } {
    const rows = new Map(Object.entries(initial).map(([k, v]) => [k, new Date(v)]));
    return { rows, lastRun: async (name) => rows.get(name), recordRun: async (name, at) => void rows.set(name, at) };
  }

  it('catches up once, at start, an occurrence missed while the process was down; records every run', async () => {
    // Now is 18:00 in Beijing (10:00 UTC). The daily job last ran after today's Beijing midnight: nothing missed. The hourly one last ran at 08:00:
    // the process was down at 09:00.
    const runs = memoryRuns({ daily: '2026-03-01T00:00:00.000Z', hourly: '2026-03-01T08:00:00.000Z' });
    const jobs = createJobs({ log, runs });
    const done: string[] = [];
    await jobs.define({
      name: 'daily',
      cron: '0 0 * * *',
      run: async () => void done.push(`daily ${new Date().toISOString()}`),
    });
    await jobs.define({
      name: 'hourly',
      cron: '0 * * * *',
      run: async () => void done.push(`hourly ${new Date().toISOString()}`),
    });
    await jobs.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual(['hourly 2026-03-01T10:00:00.000Z']);
    expect(runs.rows.get('hourly')?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(done).toEqual(['hourly 2026-03-01T10:00:00.000Z', 'hourly 2026-03-01T11:00:00.000Z']);
    await jobs.stop();

    // Down for a day and a half: the daily job missed one midnight (or several): it runs once at start, not per miss.
    vi.setSystemTime(new Date('2026-03-03T12:00:00.000Z'));
    const again = createJobs({ log, runs });
    const later: string[] = [];
    await again.define({
      name: 'daily',
      cron: '0 0 * * *',
      run: async () => void later.push(new Date().toISOString()),
    });
    await again.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(later).toEqual(['2026-03-03T12:00:00.000Z']);
    await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
    expect(later).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(later).toEqual(['2026-03-03T12:00:00.000Z', '2026-03-03T16:00:00.000Z']); // Beijing midnight
    await again.stop();
  });

  it('a job seen for the first time has nothing to catch up: it records the start and waits for its occurrence', async () => {
    const runs = memoryRuns();
    const jobs = createJobs({ log, runs });
    const done: string[] = [];
    await jobs.define({ name: 'fresh', cron: '0 0 * * *', run: async () => void done.push(new Date().toISOString()) });
    await jobs.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual([]);
    expect(runs.rows.get('fresh')?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    await jobs.stop();
  });

  it('refuses a bad name or cron expression', async () => {
    const jobs = createJobs({ log });
    await expect(jobs.define({ name: 'Bad Name', cron: '* * * * *', run: async () => {} })).rejects.toThrow(/job name/);
    await expect(jobs.define({ name: 'ok', cron: 'every minute', run: async () => {} })).rejects.toThrow();
  });
});
