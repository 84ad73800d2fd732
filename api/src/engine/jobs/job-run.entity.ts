import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { MikroORM } from '@mikro-orm/core';
import type { JobRunStore } from './jobs.js';

/**
 * The last run of each scheduled job of the embedded (in-process) runner, so a start can tell that an occurrence
 * passed while the process was down and run it once. (The PostgreSQL queue keeps its own state in `pgboss`.)
 */
@Entity({ tableName: 'job_run' })
export class JobRun {
  @PrimaryKey({ type: 'string', length: 63 })
  name!: string;

  /** The last occurrence run, or when the job was first seen (nothing to catch up before it). */
  @Property({ type: 'datetime' })
  lastRun!: Date;
}

/** The runs of the embedded runner, kept in the database it serves. */
export function ormJobRunStore(orm: MikroORM): JobRunStore {
  return {
    async lastRun(name) {
      return (await orm.em.fork().findOne(JobRun, { name }))?.lastRun;
    },
    async recordRun(name, at) {
      await orm.em.fork().upsert(JobRun, { name, lastRun: at });
    },
  };
}
