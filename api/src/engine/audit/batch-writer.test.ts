import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchWriter } from './batch-writer.js';

function setup(options: { batchSize?: number; intervalMs?: number; maxBuffered?: number; fail?: (batch: number[]) => boolean } = {}) {
  const written: number[][] = [];
  const errors: { error: unknown; lost: number }[] = [];
  const writer = new BatchWriter<number>({
    batchSize: options.batchSize ?? 3,
    intervalMs: options.intervalMs ?? 1000,
    maxBuffered: options.maxBuffered,
    async write(batch) {
      if (options.fail?.(batch)) throw new Error('database down');
      written.push(batch);
    },
    onError: (error, lost) => errors.push({ error, lost }),
  });
  return { writer, written, errors };
}

describe('BatchWriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('buffers entries and writes them after the interval, not at once', async () => {
    const { writer, written } = setup();
    writer.add(1);
    writer.add(2);
    await Promise.resolve();
    expect(written).toEqual([]);
    expect(writer.pending).toBe(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toEqual([[1, 2]]);
    expect(writer.pending).toBe(0);
  });

  it('writes a full batch at once, without waiting for the interval', async () => {
    const { writer, written } = setup({ batchSize: 2 });
    writer.add(1);
    writer.add(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toEqual([[1, 2]]);
    writer.add(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toEqual([[1, 2]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(written).toEqual([[1, 2], [3]]);
  });

  it('flush writes everything buffered so far in small batches; close does the same and stops the timer', async () => {
    const { writer, written } = setup({ batchSize: 10, intervalMs: 60_000 });
    for (let n = 1; n <= 25; n++) writer.add(n);
    await writer.close();
    expect(written.map((b) => b.length)).toEqual([10, 10, 5]);
    expect(written.flat()).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports a failing write and goes on with the next batches; flush never rejects', async () => {
    const { writer, written, errors } = setup({ batchSize: 2, fail: (batch) => batch.includes(3) });
    for (const n of [1, 2, 3, 4, 5]) writer.add(n);
    await expect(writer.flush()).resolves.toBeUndefined();
    expect(written).toEqual([[1, 2], [5]]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ lost: 2, error: new Error('database down') });
  });

  it('drops the oldest entries when writes lag too far behind, and says so', async () => {
    const written: number[][] = [];
    const errors: number[] = [];
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const writer = new BatchWriter<number>({
      batchSize: 2,
      maxBuffered: 4,
      async write(batch) {
        if (written.length === 0) await blocked;
        written.push(batch);
      },
      onError: (_error, lost) => errors.push(lost),
    });
    writer.add(1);
    writer.add(2); // a full batch: its write starts and hangs
    await vi.advanceTimersByTimeAsync(0);
    for (const n of [3, 4, 5, 6]) writer.add(n);
    expect(errors).toEqual([]);
    writer.add(7); // the buffer holds 4 already: entry 3 goes
    expect(errors).toEqual([1]);
    expect(writer.pending).toBe(4);
    release();
    await writer.flush();
    expect(written).toEqual([[1, 2], [4, 5], [6, 7]]);
  });

  it('never lets a throwing error reporter reach the caller', async () => {
    const writer = new BatchWriter<number>({
      batchSize: 1,
      write: async () => {
        throw new Error('down');
      },
      onError: () => {
        throw new Error('reporter broken');
      },
    });
    expect(() => writer.add(1)).not.toThrow();
    await expect(writer.flush()).resolves.toBeUndefined();
  });
});
