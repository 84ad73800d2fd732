/** Short job-runner intervals for the two-instance tests (the shortest pg-boss accepts for the heartbeat). */
export const CRASH_JOB_TIMINGS = { cronCheckSeconds: 1, pollSeconds: 0.5, heartbeatSeconds: 10, superviseSeconds: 1 };
