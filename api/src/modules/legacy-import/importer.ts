import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { v7 as uuidv7 } from 'uuid';
import { LegacyImportRun, LegacyTableCount, RUN_STATUS } from './legacy-import.entity.js';
import type { BusinessMapping } from './mapping.js';
import type { LegacyRow, LegacySource } from './source.js';

/** A refused legacy row: its table, legacy id, the column at fault (when one is) and why. */
export interface Refusal {
  table: string;
  legacyId: string;
  column?: string;
  reason: string;
}

/** What a step decided about one legacy row before anything is written. */
export type Prepared =
  | { refuse: { column?: string; reason: string } }
  | { skip: string }
  | {
      tenantId: string;
      /** A record here that the row matches by its natural key (adopted instead of duplicated). */
      existingId?: string;
      /** Writes the row (inside the record's transaction); answers the id of the record here. */
      apply: (em: SqlEntityManager, targetId: string | undefined) => Promise<string>;
    };

/** How one legacy table becomes records here. */
export interface Step {
  table: string;
  target: string;
  /** Legacy key column (unique, ordered): `id` unless told. */
  key?: string;
  /** Extra SQL condition on the legacy rows (live rows only, for example). */
  where?: string;
  /** Changes when the step's mapping changes, so a second run re-applies rows whose mapping changed. */
  signature?: string;
  prepare(row: LegacyRow, run: RunContext): Promise<Prepared>;
  /** After the table (fix-ups such as parents that came later, sequence counters). Not called in a dry run. */
  finish?(run: RunContext): Promise<void>;
}

export interface ProgressEvent {
  table: string;
  target: string;
  done: number;
  total: number;
  rowsPerSecond: number;
  /** Seconds left for the whole run (estimated from the rate), when known. */
  secondsLeft?: number;
  counts: LegacyTableCount;
}

export interface ImportOptions {
  dryRun?: boolean;
  operator: string;
  mapping?: BusinessMapping;
  mappingFile?: string;
  /** Continue the last interrupted run instead of starting a new one. */
  resume?: boolean;
  batchSize?: number;
  /** Tenant of rows whose table has no tenant_id column (default 000000). */
  defaultTenant?: string;
  /** Local folder that the legacy attachment links point into (files are copied from there). */
  filesDir?: string;
  progress?: (event: ProgressEvent) => void;
  /** Aborting stops after the record in hand; the run is left interrupted and can be resumed. */
  signal?: AbortSignal;
  /** Interrupt after this many rows (tests, trial runs). */
  stopAfter?: number;
}

export class ImportInterrupted extends Error {
  constructor(readonly runId: string) {
    super('导入已中断，可用 --resume 继续');
  }
}

/** Everything a step may use while it handles rows. */
export class RunContext {
  readonly refusals: Refusal[] = [];
  readonly warnings: string[] = [];
  readonly notes: Record<string, unknown> = {};
  private readonly maps = new Map<string, Map<string, string>>();
  /** Records a dry run would create, so rows referring to them are not refused. */
  private readonly planned = new Map<string, Set<string>>();

  constructor(
    readonly orm: MikroORM,
    readonly source: LegacySource,
    readonly options: ImportOptions,
    readonly runId: string,
  ) {}

  get dryRun(): boolean {
    return this.options.dryRun ?? false;
  }

  get defaultTenant(): string {
    return this.options.defaultTenant ?? '000000';
  }

  /** A fresh entity manager without the tenant filters (the import spans tenants). */
  em(): SqlEntityManager {
    return this.orm.em.fork({ clear: true }) as SqlEntityManager;
  }

  async mapOf(table: string): Promise<Map<string, string>> {
    let map = this.maps.get(table);
    if (!map) {
      const rows = await this.em()
        .getConnection()
        .execute<{ legacy_id: string; target_id: string }[]>(
          'select legacy_id, target_id from legacy_import_map where legacy_table = ?',
          [table],
        );
      map = new Map(rows.map((r) => [r.legacy_id, r.target_id]));
      this.maps.set(table, map);
    }
    return map;
  }

  /** The id here of a legacy record (by its table and id), if it was imported. */
  async ref(table: string, legacyId: unknown): Promise<string | undefined> {
    const id = legacyKey(legacyId);
    if (!id) return undefined;
    return (await this.mapOf(table)).get(id);
  }

  /** Like ref, but a dry run also accepts records it would have created. */
  async refOrPlanned(table: string, legacyId: unknown): Promise<string | undefined> {
    const found = await this.ref(table, legacyId);
    if (found) return found;
    const id = legacyKey(legacyId);
    return id && this.planned.get(table)?.has(id) ? `planned:${id}` : undefined;
  }

  remember(table: string, legacyId: string, targetId: string): void {
    if (targetId.startsWith('planned:')) {
      if (!this.planned.has(table)) this.planned.set(table, new Set());
      this.planned.get(table)!.add(legacyId);
    } else {
      this.maps.get(table)?.set(legacyId, targetId);
    }
  }

  warn(message: string): void {
    if (this.warnings.length < 1000) this.warnings.push(message);
  }
}

/** A legacy id as text; 0, empty and -1 mean "none" (the platform's root markers). */
export function legacyKey(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' || text === '0' || text === '-1' ? undefined : text;
}

function checksum(step: Step, row: LegacyRow): string {
  return createHash('sha256')
    .update(`${step.signature ?? ''}\n${JSON.stringify(row)}`)
    .digest('hex');
}

/**
 * Runs the steps over the legacy source: each row in its own transaction together with its mapping entry, so a
 * row is either fully imported or not at all; rows already imported and unchanged are skipped; progress is
 * saved after every batch, so an interrupted run resumes where it stopped.
 */
export async function runImport(
  orm: MikroORM,
  source: LegacySource,
  steps: Step[],
  options: ImportOptions,
): Promise<LegacyImportRun> {
  const em = orm.em.fork() as SqlEntityManager;
  let run: LegacyImportRun;
  if (options.resume) {
    const last = await em.findOne(
      LegacyImportRun,
      { status: RUN_STATUS.interrupted, dryRun: options.dryRun ?? false },
      { orderBy: { startedAt: 'desc' }, populate: ['report'] as never },
    );
    if (!last) throw new Error('没有可继续的中断导入');
    run = last;
    run.status = RUN_STATUS.running;
    run.resumedFrom = run.resumedFrom ?? run.id;
  } else {
    run = em.create(LegacyImportRun, {
      source: source.description,
      operator: options.operator.slice(0, 64),
      dryRun: options.dryRun ?? false,
      mappingFile: options.mappingFile?.slice(0, 255),
    });
  }
  await em.flush();

  const ctx = new RunContext(orm, source, options, run.id);
  if (options.resume && run.report) {
    // The part done before the interruption stays in the report.
    const { run: _run, tables: _tables, refused, warnings, ...notes } = JSON.parse(run.report) as ImportReport;
    ctx.refusals.push(...refused);
    ctx.warnings.push(...warnings);
    Object.assign(ctx.notes, notes);
  }
  const started = Date.now();
  const previousMs = run.durationMs;
  const previousRead = run.readCount;
  const batchSize = options.batchSize ?? 200;
  let handled = 0;
  const counts = new Map(run.tables.map((t) => [t.table, Object.assign(new LegacyTableCount(), t)]));

  // Totals first, for the time left.
  const totals = new Map<string, number>();
  for (const step of steps) {
    if (run.cursors[`done:${step.table}`] || !(await source.hasTable(step.table))) continue;
    totals.set(step.table, await source.count(step.table, step.where));
  }
  const grandTotal = [...totals.values()].reduce((a, b) => a + b, 0);
  let grandDone = 0;

  const save = async () => {
    run.tables = [...counts.values()];
    const all = run.tables;
    run.readCount = all.reduce((a, t) => a + t.read, 0);
    run.createdCount = all.reduce((a, t) => a + t.created, 0);
    run.updatedCount = all.reduce((a, t) => a + t.updated, 0);
    run.unchangedCount = all.reduce((a, t) => a + t.unchanged, 0);
    run.refusedCount = all.reduce((a, t) => a + t.refused, 0);
    run.durationMs = previousMs + (Date.now() - started);
    run.rowsPerSecond = run.durationMs > 0 ? Math.round((run.readCount * 1000 * 10) / run.durationMs) / 10 : 0;
    run.report = JSON.stringify(buildReport(run, ctx));
    await em.flush();
  };

  try {
    for (const step of steps) {
      const key = step.key ?? 'id';
      const doneKey = `done:${step.table}`;
      if (run.cursors[doneKey]) continue;
      if (!(await source.hasTable(step.table))) {
        ctx.warn(`旧库中没有表 ${step.table}，跳过`);
        continue;
      }
      const count =
        counts.get(step.table) ?? Object.assign(new LegacyTableCount(), { table: step.table, target: step.target });
      counts.set(step.table, count);
      const total = (totals.get(step.table) ?? 0) + 0;
      const tableStarted = Date.now();
      let tableDone = 0;
      const map = await ctx.mapOf(step.table);
      const sums = ctx.dryRun ? new Map<string, string>() : await checksums(em, step.table);
      let after = run.cursors[step.table];
      for (;;) {
        const rows = await source.batch(step.table, key, after, batchSize, step.where);
        if (!rows.length) break;
        for (const row of rows) {
          const legacyId = String(row[key.toLowerCase()] ?? '');
          after = legacyId;
          count.read++;
          tableDone++;
          grandDone++;
          handled++;
          await handleRow(ctx, step, row, legacyId, count, map, sums);
          if ((options.stopAfter !== undefined && handled >= options.stopAfter) || options.signal?.aborted) {
            run.cursors = { ...run.cursors, [step.table]: legacyId };
            run.status = RUN_STATUS.interrupted;
            await save();
            throw new ImportInterrupted(run.id);
          }
        }
        if (after !== undefined) run.cursors = { ...run.cursors, [step.table]: after };
        await save();
        const seconds = (Date.now() - started) / 1000;
        const rate = seconds > 0 ? (run.readCount - previousRead) / seconds : 0;
        options.progress?.({
          table: step.table,
          target: step.target,
          done: tableDone,
          total,
          rowsPerSecond: Math.round(((tableDone * 1000) / Math.max(1, Date.now() - tableStarted)) * 10) / 10,
          secondsLeft: rate > 0 ? Math.max(0, Math.round((grandTotal - grandDone) / rate)) : undefined,
          counts: count,
        });
      }
      if (!ctx.dryRun && step.finish) await step.finish(ctx);
      run.cursors = { ...run.cursors, [doneKey]: '1' };
      await save();
    }
    run.status = RUN_STATUS.completed;
    run.finishedAt = new Date();
    await save();
    return run;
  } catch (error) {
    if (error instanceof ImportInterrupted) throw error;
    run.status = RUN_STATUS.failed;
    run.finishedAt = new Date();
    run.error = error instanceof Error ? error.message : String(error);
    await save();
    throw error;
  }
}

async function checksums(em: SqlEntityManager, table: string): Promise<Map<string, string>> {
  const rows = await em
    .getConnection()
    .execute<{ legacy_id: string; checksum: string }[]>(
      'select legacy_id, checksum from legacy_import_map where legacy_table = ?',
      [table],
    );
  return new Map(rows.map((r) => [r.legacy_id, r.checksum]));
}

async function handleRow(
  ctx: RunContext,
  step: Step,
  row: LegacyRow,
  legacyId: string,
  count: LegacyTableCount,
  map: Map<string, string>,
  sums: Map<string, string>,
): Promise<void> {
  const sum = checksum(step, row);
  const mapped = map.get(legacyId);
  if (mapped && sums.get(legacyId) === sum) {
    count.unchanged++;
    return;
  }
  const refuse = (column: string | undefined, reason: string) => {
    count.refused++;
    ctx.refusals.push({ table: step.table, legacyId, ...(column ? { column } : {}), reason });
  };
  let prepared: Prepared;
  try {
    prepared = await step.prepare(row, ctx);
  } catch (error) {
    refuse(undefined, error instanceof Error ? error.message : String(error));
    return;
  }
  if ('refuse' in prepared) return refuse(prepared.refuse.column, prepared.refuse.reason);
  if ('skip' in prepared) {
    count.unchanged++;
    return;
  }
  const targetId = mapped ?? prepared.existingId;
  if (ctx.dryRun) {
    if (targetId) count.updated++;
    else count.created++;
    ctx.remember(step.table, legacyId, targetId ?? `planned:${legacyId}`);
    return;
  }
  try {
    const id = await ctx.em().transactional(async (tem) => {
      const id = await prepared.apply(tem, targetId);
      await tem.flush();
      await tem.execute(
        `insert into legacy_import_map (id, legacy_table, legacy_id, target, target_id, tenant_id, checksum, run_id, update_time)
         values (?, ?, ?, ?, ?, ?, ?, ?, current_timestamp)
         on conflict (legacy_table, legacy_id) do update set target = excluded.target, target_id = excluded.target_id, tenant_id = excluded.tenant_id,
           checksum = excluded.checksum, run_id = excluded.run_id, update_time = excluded.update_time`,
        [uuidv7(), step.table, legacyId, step.target, id, prepared.tenantId, sum, ctx.runId],
      );
      return id;
    });
    if (targetId) count.updated++;
    else count.created++;
    map.set(legacyId, id);
    sums.set(legacyId, sum);
  } catch (error) {
    refuse(undefined, describeWriteError(error));
  }
}

/** A database refusal in words (a duplicate number or key, mostly). */
export function describeWriteError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const unique = /unique constraint "([^"]+)"|duplicate key value violates unique constraint "([^"]+)"/.exec(message);
  if (unique) return `与已有记录重复（${unique[1] ?? unique[2]}）`;
  return message.split('\n')[0]!.slice(0, 300);
}

export interface ImportReport {
  run: {
    id: string;
    status: string;
    dryRun: boolean;
    source: string;
    operator: string;
    mappingFile?: string;
    startedAt: string;
    finishedAt?: string;
    durationMs: number;
    rowsPerSecond: number;
    read: number;
    created: number;
    updated: number;
    unchanged: number;
    refused: number;
  };
  tables: LegacyTableCount[];
  refused: Refusal[];
  warnings: string[];
  [extra: string]: unknown;
}

export function buildReport(run: LegacyImportRun, ctx: RunContext): ImportReport {
  return {
    run: {
      id: run.id,
      status: run.status,
      dryRun: run.dryRun,
      source: run.source,
      operator: run.operator,
      mappingFile: run.mappingFile,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString(),
      durationMs: run.durationMs,
      rowsPerSecond: run.rowsPerSecond,
      read: run.readCount,
      created: run.createdCount,
      updated: run.updatedCount,
      unchanged: run.unchangedCount,
      refused: run.refusedCount,
    },
    tables: run.tables,
    refused: ctx.refusals,
    warnings: ctx.warnings,
    ...Object.fromEntries(Object.entries(ctx.notes).filter(([key]) => !key.startsWith('__'))),
  };
}
