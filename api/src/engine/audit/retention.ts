/** Default of LOG_RETENTION_DAYS: API, usual and error log rows are kept this many days. */
export const DEFAULT_LOG_RETENTION_DAYS = 180;

const DAY = 86_400_000;

/** Rows created before this instant are past the retention. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY);
}
