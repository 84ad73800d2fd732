import { CronExpressionParser } from 'cron-parser';
import { PgBoss } from 'pg-boss';
import type { Logger } from '../log/logger.js';
import { DEFAULT_TIME_ZONE } from '@zhuxie/domain/time/datetime';

/**
 * Scheduled work of the product (log retention today; reminders and expiry sweeps later), written once against
 * this interface and run by one of two runners:
 *
 * - **PostgreSQL** (`DATABASE_URL`): a pg-boss queue in the database's `pgboss` schema. Every instance registers
 *   the same schedules and works the same queues; pg-boss files one job per occurrence whatever the number of
 *   instances, hands each job to exactly one worker, keeps it across restarts and retries a failed run
 *   (`retryLimit` times, with growing delays) or one whose instance died (no heartbeat for 30 s). Nothing of a
 *   schedule lives only in one process.
 * - **Embedded PGlite** (no `DATABASE_URL`): one process with one database session, so there is no one to share the
 *   work with; the same definitions run in-process, each on a timer set to its next cron occurrence, with the same
 *   retries. With a run store (the `job_run` table), each run is recorded, and a start that finds an occurrence
 *   passed since the last run (the process was down) runs the job once at once to catch up.
 *
 * Handlers must be idempotent (a retried run, or one that crashed half-way, runs again).
 */
export interface JobDefinition {
  /** Queue name: lower-case letters, digits and dashes. */
  name: string;
  /** When it runs: a cron expression on the association's clock (Asia/Shanghai) (five fields, or six with seconds first). */
  cron: string;
  /** Further attempts after a failed run (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry, doubling each time (default 60). */
  retryDelaySeconds?: number;
  run(): Promise<void>;
}

export interface Jobs {
  /** Which runner: the PostgreSQL queue or the in-process timers of the embedded database. */
  readonly runner: 'queue' | 'in-process';
  /** Adds a scheduled job; before `start()` or after it. */
  define(job: JobDefinition): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits (a bounded time) for the running ones. Idempotent. */
  stop(): Promise<void>;
}

/** Where the embedded runner records each job's last run (see job-run.entity.ts). */
export interface JobRunStore {
  lastRun(name: string): Promise<Date | undefined>;
  recordRun(name: string, at: Date): Promise<void>;
}

export interface JobsOptions {
  /** The PostgreSQL server of the queue; undefined for the embedded database. */
  databaseUrl?: string;
  log: Logger;
  /** How often an instance checks the schedules and polls its queues, in seconds (defaults 30 and 2; tests shorten them). */
  cronCheckSeconds?: number;
  pollSeconds?: number;
  /** Queue runner: seconds without a heartbeat after which a running job counts as dead (default 30, at least 10) and how often that is checked (default 60). */
  heartbeatSeconds?: number;
  superviseSeconds?: number;
  /** Embedded runner: where runs are recorded, to catch up an occurrence missed while the process was down. */
  runs?: JobRunStore;
}

const NAME = /^[a-z][a-z0-9-]{0,62}$/;

function check(job: JobDefinition): void {
  if (!NAME.test(job.name)) throw new Error(`job name ${job.name}: lower-case letters, digits and dashes`);
  CronExpressionParser.parse(job.cron, { tz: DEFAULT_TIME_ZONE });
}

export function createJobs(options: JobsOptions): Jobs {
  return options.databaseUrl
    ? new QueueJobs(options.databaseUrl, options)
    : new InProcessJobs(options.log, options.runs);
}

/** The PostgreSQL runner (pg-boss). */
class QueueJobs implements Jobs {
  readonly runner = 'queue' as const;
  private readonly boss: PgBoss;
  private readonly jobs: JobDefinition[] = [];
  private started = false;
  private stopping?: Promise<void>;

  constructor(
    databaseUrl: string,
    private readonly options: JobsOptions,
  ) {
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      application_name: 'zhuxie-jobs',
      schema: 'pgboss',
      // A small pool of its own: workers poll, the schedule check runs, nothing else.
      max: 3,
      cronMonitorIntervalSeconds: options.cronCheckSeconds ?? 30,
      cronWorkerIntervalSeconds: Math.min(5, options.cronCheckSeconds ?? 5),
      // Supervision (expired jobs, jobs without heartbeats) runs at most this often across all instances.
      superviseIntervalSeconds: options.superviseSeconds ?? 60,
      monitorIntervalSeconds: options.superviseSeconds ?? 60,
    });
    this.boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
  }

  async define(job: JobDefinition): Promise<void> {
    check(job);
    this.jobs.push(job);
    if (this.started) await this.register(job);
  }

  async start(): Promise<void> {
    if (this.started) return;
    // Installs or migrates the pgboss schema under pg-boss's own advisory lock (instances may start together).
    await this.boss.start();
    this.started = true;
    for (const job of this.jobs) await this.register(job);
  }

  private async register(job: JobDefinition): Promise<void> {
    await this.boss.createQueue(job.name, {
      retryLimit: job.retryLimit ?? 3,
      retryDelay: job.retryDelaySeconds ?? 60,
      retryBackoff: true,
      // A worker beats every 15 s while it runs a job; a job whose instance died stops beating and is handed out
      // again at the next supervision pass (about a minute), instead of after the 15-minute expiry.
      heartbeatSeconds: this.options.heartbeatSeconds ?? 30,
      // A run may take up to an hour (a cleanup of a large log table) before it counts as failed.
      expireInSeconds: 3600,
    });
    await this.boss.schedule(job.name, job.cron, null, { tz: DEFAULT_TIME_ZONE });
    await this.boss.work(job.name, { pollingIntervalSeconds: this.options.pollSeconds ?? 2 }, async (batch) => {
      // A throw fails the job, which pg-boss retries; the log says which run failed.
      for (const item of batch) {
        try {
          await job.run();
        } catch (err) {
          this.options.log.error({ err, job: job.name, id: item.id }, 'scheduled job failed');
          throw err;
        }
      }
    });
  }

  stop(): Promise<void> {
    if (!this.started) return Promise.resolve();
    return (this.stopping ??= this.boss.stop({ graceful: true, timeout: 10_000 }));
  }
}

/** The embedded runner: each job on a timer set to its next occurrence, retried in-process on failure. */
class InProcessJobs implements Jobs {
  readonly runner = 'in-process' as const;
  private readonly jobs: JobDefinition[] = [];
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private started = false;
  private stopped = false;

  constructor(
    private readonly log: Logger,
    private readonly runs?: JobRunStore,
  ) {}

  async define(job: JobDefinition): Promise<void> {
    check(job);
    this.jobs.push(job);
    if (this.started) await this.begin(job);
  }

  async start(): Promise<void> {
    if (this.started || this.stopped) return;
    this.started = true;
    for (const job of this.jobs) await this.begin(job);
  }

  /**
   * Plans the job's next occurrence; first, when an occurrence passed since its recorded last run (the process
   * was down then), runs it once now. A job never seen before has nothing to catch up: now is recorded instead.
   */
  private async begin(job: JobDefinition): Promise<void> {
    const now = new Date();
    const last = await this.runs?.lastRun(job.name);
    if (this.runs && !last) await this.runs.recordRun(job.name, now);
    const previous = CronExpressionParser.parse(job.cron, { tz: DEFAULT_TIME_ZONE, currentDate: now }).prev().getTime();
    if (last && previous > last.getTime()) {
      this.log.info(
        { job: job.name, missed: new Date(previous).toISOString() },
        'scheduled job missed while down: running it now',
      );
      this.track(this.runOnce(job, 0));
    } else this.plan(job);
  }

  private track(run: Promise<void>): void {
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Sets the job's timer to its next occurrence (timers do not keep the process alive). */
  private plan(job: JobDefinition, attempt = 0, retryAt?: number): void {
    if (this.stopped) return;
    const at =
      retryAt ??
      CronExpressionParser.parse(job.cron, { tz: DEFAULT_TIME_ZONE, currentDate: new Date() }).next().getTime();
    // setTimeout takes at most about 24.8 days; a later occurrence is reached in steps.
    const delay = Math.min(Math.max(0, at - Date.now()), 2 ** 31 - 1);
    const timer = setTimeout(() => {
      if (Date.now() < at) return this.plan(job, attempt, at);
      this.track(this.runOnce(job, attempt));
    }, delay);
    timer.unref();
    this.timers.set(job.name, timer);
  }

  private async runOnce(job: JobDefinition, attempt: number): Promise<void> {
    try {
      const at = new Date();
      await job.run();
      try {
        await this.runs?.recordRun(job.name, at);
      } catch (err) {
        this.log.error({ err, job: job.name }, 'scheduled job run not recorded');
      }
      this.plan(job);
    } catch (err) {
      const retries = job.retryLimit ?? 3;
      this.log.error({ err, job: job.name, attempt }, 'scheduled job failed');
      if (attempt < retries)
        this.plan(job, attempt + 1, Date.now() + (job.retryDelaySeconds ?? 60) * 1000 * 2 ** attempt);
      else this.plan(job);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await Promise.all([...this.running]);
  }
}
