import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { v7 as uuidv7 } from 'uuid';

export const RUN_STATUS = {
  running: 'running',
  completed: 'completed',
  interrupted: 'interrupted',
  failed: 'failed',
} as const;
export type RunStatus = (typeof RUN_STATUS)[keyof typeof RUN_STATUS];

/** What a run did with the rows of one legacy table. */
@ObjectType({ description: 'Counts of one legacy table in an import run.' })
export class LegacyTableCount {
  @Field(() => String, { description: 'Legacy table.' }) table!: string;
  @Field(() => String, { description: 'What it became here (tenant, user, memberUnit …).' }) target!: string;
  @Field(() => Int, { description: 'Rows of the table read.' }) read = 0;
  @Field(() => Int, { description: 'Rows of the table created.' }) created = 0;
  @Field(() => Int, { description: 'Rows of the table updated.' }) updated = 0;
  @Field(() => Int, { description: 'Rows of the table already imported unchanged.' }) unchanged = 0;
  @Field(() => Int, { description: 'Rows of the table refused.' }) refused = 0;
}

/**
 * One run of the legacy import (`npm run import:legacy`): who started it, against which source (without its
 * password), what it did per table, and the full report (JSON) that staff download. A run is shared data of the
 * installation (it spans tenants), read from the administrative tenant only.
 */
@ObjectType({ description: '旧系统数据导入记录' })
@Entity({ tableName: 'legacy_import_run' })
export class LegacyImportRun {
  @Field(() => ID)
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Field(() => GraphQLISODateTime, { description: 'When the run started.' })
  @Property({ type: 'datetime', defaultRaw: 'current_timestamp' })
  startedAt: Date & Opt = new Date();

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the run finished; empty while it runs.' })
  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date;

  @Field(() => String, { description: 'running, completed, interrupted or failed.' })
  @Property({ type: 'string', length: 16 })
  status: RunStatus & Opt = RUN_STATUS.running;

  @Field(() => Boolean, {
    description: 'A dry run changes nothing; it reports what would be created, updated and refused.',
  })
  @Property({ type: 'boolean', default: false })
  dryRun: boolean & Opt = false;

  @Field(() => String, { description: 'The legacy database (host and name; never the password).' })
  @Property({ type: 'string', length: 255 })
  source!: string;

  @Field(() => String, { description: 'Who started the run (the operating-system account of the command).' })
  @Property({ type: 'string', length: 64 })
  operator!: string;

  @Field(() => String, { nullable: true, description: 'The business mapping file used, if any.' })
  @Property({ type: 'string', length: 255, nullable: true })
  mappingFile?: string;

  @Field(() => ID, { nullable: true, description: 'The interrupted run this one resumed.' })
  @Property({ type: 'string', length: 36, nullable: true })
  resumedFrom?: string;

  @Field(() => Int, { description: 'Rows read from the legacy data, over all tables.' })
  @Property({ type: 'integer', default: 0 })
  readCount: number & Opt = 0;
  @Field(() => Int, { description: 'Rows created, over all tables.' })
  @Property({ type: 'integer', default: 0 })
  createdCount: number & Opt = 0;
  @Field(() => Int, { description: 'Rows updated, over all tables.' })
  @Property({ type: 'integer', default: 0 })
  updatedCount: number & Opt = 0;
  @Field(() => Int, { description: 'Rows already imported unchanged, over all tables.' })
  @Property({ type: 'integer', default: 0 })
  unchangedCount: number & Opt = 0;
  @Field(() => Int, { description: 'Rows refused (each with its reason in the report), over all tables.' })
  @Property({ type: 'integer', default: 0 })
  refusedCount: number & Opt = 0;

  @Field(() => Float, { description: 'Rows read per second.' })
  @Property({ type: 'double', default: 0 })
  rowsPerSecond: number & Opt = 0;

  @Field(() => Int, { description: 'Run time in milliseconds.' })
  @Property({ type: 'integer', default: 0 })
  durationMs: number & Opt = 0;

  @Field(() => [LegacyTableCount], { description: 'The counts per legacy table.' })
  @Property({ type: 'json' })
  tables: LegacyTableCount[] & Opt = [];

  /** Where each table stopped (legacy key of the last row handled), for resuming an interrupted run. */
  @Property({ type: 'json' })
  cursors: Record<string, string> & Opt = {};

  @Field(() => String, { nullable: true, description: 'Why the run failed.' })
  @Property({ type: 'text', nullable: true })
  error?: string;

  /** The full report (JSON text), served by GET /api/legacy-import/run/{id}/report. */
  @Property({ type: 'text', nullable: true, lazy: true })
  report?: string;
}

/**
 * Which record here a legacy record became: (legacy table, legacy id) → (target, id), with a checksum of the
 * legacy row so a second run updates only what changed and never duplicates.
 */
@Entity({ tableName: 'legacy_import_map' })
@Unique({ name: 'legacy_import_map_legacy_unique', properties: ['legacyTable', 'legacyId'] })
@Index({ properties: ['target', 'targetId'] })
export class LegacyImportMap {
  @PrimaryKey({ type: 'string', length: 36 })
  id: string = uuidv7();

  @Property({ type: 'string', length: 64 })
  legacyTable!: string;

  @Property({ type: 'string', length: 64 })
  legacyId!: string;

  @Property({ type: 'string', length: 32 })
  target!: string;

  @Property({ type: 'string', length: 36 })
  targetId!: string;

  @Property({ type: 'string', length: 12 })
  tenantId!: string;

  @Property({ type: 'string', length: 64 })
  checksum!: string;

  @Property({ type: 'string', length: 36 })
  runId!: string;

  @Property({ type: 'datetime', defaultRaw: 'current_timestamp', onUpdate: () => new Date() })
  updateTime: Date & Opt = new Date();
}
