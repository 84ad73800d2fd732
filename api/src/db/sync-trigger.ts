import type { TriggerDef } from '@mikro-orm/core';

/**
 * The trigger of a table third parties sync incrementally (engine/sync): every insert and update stamps
 * `update_time` with the database's clock, to the millisecond (the sync cursor's precision), whoever writes: the
 * ORM, a conditional update that names no time, another instance with its own clock. The sync's watermark (the
 * start of the oldest open writing transaction) relies on it.
 */
export const STAMP_UPDATE_TIME: TriggerDef = {
  name: 'stamp_update_time',
  timing: 'before',
  events: ['insert', 'update'],
  body: "new.update_time := date_trunc('milliseconds', clock_timestamp()); return new;",
};
