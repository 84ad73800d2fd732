/**
 * An instance's job runner in a process of its own, for the crash test of tests/api/instances.test.ts: it works
 * the queue `instances-crash` (due every second) on the PostgreSQL database of argv[2], says RUNNING when it has
 * taken a job, and then hangs in it until it is killed.
 */
import { createJobs } from '../../api/src/engine/jobs/jobs.js';
import { createLogger } from '../../api/src/engine/log/logger.js';
import { CRASH_JOB_TIMINGS } from './jobs-timings.js';

const jobs = createJobs({ databaseUrl: process.argv[2], log: createLogger('silent'), ...CRASH_JOB_TIMINGS });
await jobs.define({
  name: 'instances-crash',
  cron: '* * * * * *',
  retryDelaySeconds: 1,
  run: () => {
    console.log('RUNNING');
    return new Promise<void>(() => {});
  },
});
await jobs.start();
console.log('STARTED');
