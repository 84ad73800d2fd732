export interface BatchWriterOptions<T> {
  /** Stores one batch; may throw (the batch is then reported to onError and dropped). */
  write(batch: T[]): Promise<void>;
  /** A failed write or entries dropped because the buffer was full; never throws into the caller. */
  onError(error: unknown, lost: number): void;
  /** Entries per write (default 50); a full batch is written at once, without waiting for the interval. */
  batchSize?: number;
  /** Longest wait before buffered entries are written (default 1000 ms). */
  intervalMs?: number;
  /** Entries kept at most while writes lag behind; beyond it the oldest are dropped (default 10 000). */
  maxBuffered?: number;
}

/**
 * An in-memory buffer written in small batches in the background, so recording an entry costs the request
 * nothing and a failing store never reaches the user. `flush` writes everything buffered so far (readers and
 * shutdown call it); `close` stops the timer and flushes.
 */
export class BatchWriter<T> {
  private buffer: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly batchSize: number;
  private readonly intervalMs: number;
  private readonly maxBuffered: number;

  constructor(private readonly options: BatchWriterOptions<T>) {
    this.batchSize = Math.max(1, options.batchSize ?? 50);
    this.intervalMs = Math.max(1, options.intervalMs ?? 1000);
    this.maxBuffered = Math.max(this.batchSize, options.maxBuffered ?? 10_000);
  }

  /** Entries waiting to be written. */
  get pending(): number {
    return this.buffer.length;
  }

  add(entry: T): void {
    if (this.buffer.length >= this.maxBuffered) {
      this.buffer.shift();
      this.report(new Error('audit buffer full: oldest entry dropped'), 1);
    }
    this.buffer.push(entry);
    if (this.buffer.length >= this.batchSize) void this.flush();
    else this.schedule();
  }

  /** Writes every entry buffered so far; resolves when they are stored (or reported as lost). Never rejects. */
  flush(): Promise<void> {
    this.clearTimer();
    this.chain = this.chain.then(() => this.drain());
    return this.chain;
  }

  /** Stops the timer and writes what is left; later entries are still accepted and written by flush(). */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private async drain(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0, this.batchSize);
      try {
        await this.options.write(batch);
      } catch (error) {
        this.report(error, batch.length);
      }
    }
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.intervalMs);
    this.timer.unref?.();
  }

  private clearTimer(): void {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private report(error: unknown, lost: number): void {
    try {
      this.options.onError(error, lost);
    } catch {
      // the error reporter itself failed: nothing more can be done without disturbing the request
    }
  }
}
