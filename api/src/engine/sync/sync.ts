import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Arg, Authorized, Ctx, Field, GraphQLISODateTime, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { BaseEntity } from '../../db/base.entity.js';
import { NOT_DELETED_FILTER } from '../../db/filters.js';
import type { RequestContext } from '../context.js';
import { badInput } from '../errors/domain-error.js';
import type { ResolverClass } from '../graphql/schema.js';

/**
 * Incremental sync for third parties: a list in the order rows last changed, `(updateTime, id)`, read from a keyset
 * cursor, with soft-deleted rows as tombstones when asked.
 *
 * Why nothing is skipped under concurrent writes: `update_time` of the synced tables is set by the database when a
 * row is written (a trigger, see the sync migration), and a page only reaches up to a watermark: the earliest start
 * of a transaction that is writing and not yet committed (or now). A row committed later carries a time after its
 * transaction began, so after the watermark: it is on a later page or the next pass, never behind a cursor already
 * handed out. A row changed again while a sync runs moves behind the cursor's end and is read again.
 */

/** Rows per page at most. */
export const SYNC_MAX_PAGE = 500;
export const SYNC_CURSOR_MESSAGE = '同步游标无效';

interface Cursor {
  time: Date;
  id: string;
}

export function encodeCursor(time: Date, id: string): string {
  return Buffer.from(`${time.toISOString()}|${id}`, 'utf8').toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  const [iso, id, extra] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const time = new Date(iso ?? '');
  if (!id || extra !== undefined || Number.isNaN(time.getTime()) || !/^[\w-]{1,36}$/.test(id))
    throw badInput(SYNC_CURSOR_MESSAGE, [{ field: 'after', message: SYNC_CURSOR_MESSAGE }]);
  return { time, id };
}

/**
 * The time up to which every change is committed: now, or the start of the oldest writing transaction still open
 * (on a PostgreSQL server; the embedded database has one session, so nothing else is in flight).
 */
export async function syncWatermark(ctx: RequestContext): Promise<Date> {
  const onServer = ctx.em.getDriver() instanceof PostgreSqlDriver;
  const sql = onServer
    ? `select least(clock_timestamp(), coalesce((select min(xact_start) from pg_stat_activity where datname = current_database() and backend_xid is not null and pid <> pg_backend_pid()), 'infinity')) as until`
    : `select clock_timestamp() as until`;
  const [row] = await ctx.em.getConnection().execute<{ until: Date | string }[]>(sql);
  // Milliseconds (the cursor's precision): anything in the same millisecond waits for the next page.
  const until = new Date(row!.until);
  return new Date(until.getTime() - 1);
}

export interface SyncPage<T> {
  items: { cursor: string; deleted: boolean; node: T }[];
  endCursor: string | null;
  hasMore: boolean;
  until: Date;
}

export interface SyncOptions<T extends BaseEntity> {
  entity: EntityClass<T>;
  /** Further conditions for this user (e.g. only the award types they manage); undefined: every row of the tenant. */
  scope?: (ctx: RequestContext) => FilterQuery<T> | undefined;
}

/** Reads one page of changes. */
export async function readChanges<T extends BaseEntity>(
  ctx: RequestContext,
  options: SyncOptions<T>,
  args: { updatedSince?: Date | null; after?: string | null; first?: number | null; includeDeleted?: boolean | null },
): Promise<SyncPage<T>> {
  const first = args.first ?? 100;
  if (!Number.isInteger(first) || first < 1 || first > SYNC_MAX_PAGE)
    throw badInput(`每页条数必须在 1 到 ${SYNC_MAX_PAGE} 之间`, [{ field: 'first', message: '每页条数无效' }]);
  const cursor = args.after ? decodeCursor(args.after) : undefined;
  const until = await syncWatermark(ctx);
  const conditions: Record<string, unknown>[] = [{ updateTime: { $lte: until } }];
  if (cursor)
    conditions.push({
      $or: [{ updateTime: { $gt: cursor.time } }, { updateTime: cursor.time, id: { $gt: cursor.id } }],
    });
  else if (args.updatedSince) conditions.push({ updateTime: { $gt: args.updatedSince } });
  const scope = options.scope?.(ctx);
  if (scope) conditions.push(scope as Record<string, unknown>);
  const rows = await ctx.em.find(options.entity, { $and: conditions } as FilterQuery<T>, {
    orderBy: { updateTime: 'asc', id: 'asc' } as never,
    limit: first + 1,
    ...(args.includeDeleted ? { filters: { [NOT_DELETED_FILTER]: false } } : {}),
  });
  const page = rows.slice(0, first);
  const items = page.map((node) => ({
    cursor: encodeCursor(node.updateTime, node.id),
    deleted: node.isDeleted !== 0,
    node,
  }));
  const last = items.at(-1);
  return {
    items,
    // With nothing new, the cursor stays where it was (the caller keeps it for the next pass).
    endCursor: last?.cursor ?? args.after ?? null,
    hasMore: rows.length > first,
    until,
  };
}

const changeTypes = new Map<string, unknown>();

/**
 * A GraphQL query `<name>(updatedSince, after, first, includeDeleted)` answering `<Type>Changes`, for holders of
 * one of `codes`.
 */
export function syncResolver<T extends BaseEntity>(
  options: SyncOptions<T> & { name: string; type: new () => T; codes: readonly string[]; description: string },
): ResolverClass {
  const typeName = `${options.type.name}Changes`;
  let pageType = changeTypes.get(typeName) as (new () => SyncPage<T>) | undefined;
  if (!pageType) {
    @ObjectType(`${options.type.name}Change`, {
      description: `One changed ${options.type.name}, with its place in the sync.`,
    })
    class Change {
      @Field(() => String, { description: 'Resume after this row: pass it as `after`.' }) cursor!: string;
      @Field(() => Boolean, { description: 'A tombstone: the row was deleted (only with includeDeleted).' })
      deleted!: boolean;
      @Field(() => options.type, { description: 'The changed row as it is now (for a tombstone: as it was deleted).' })
      node!: T;
    }
    @ObjectType(typeName, {
      description: `${options.type.name} rows in the order they last changed (updateTime, id), from a keyset cursor.`,
    })
    class Changes {
      @Field(() => [Change], { description: 'The changed rows, in the order they last changed.' })
      items!: Change[];
      @Field(() => String, {
        nullable: true,
        description: 'Cursor of the last row (or the one passed in when nothing changed): the next call’s `after`.',
      })
      endCursor!: string | null;
      @Field(() => Boolean, { description: 'More rows up to `until`: call again at once with endCursor.' })
      hasMore!: boolean;
      @Field(() => GraphQLISODateTime, { description: 'Every change up to this time is in this pass.' })
      until!: Date;
    }
    pageType = Changes as unknown as new () => SyncPage<T>;
    changeTypes.set(typeName, pageType);
  }
  const PageClass = pageType;

  @Resolver()
  class SyncResolver {
    @Authorized(...options.codes)
    @Query(() => PageClass, { name: options.name, description: options.description })
    changes(
      @Ctx() ctx: RequestContext,
      @Arg('updatedSince', () => GraphQLISODateTime, {
        nullable: true,
        description: 'Only rows changed after this time (the first pass; later passes use `after`).',
      })
      updatedSince?: Date,
      @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous call.' })
      after?: string,
      @Arg('first', () => Int, { nullable: true, description: `Rows per page, 1 to ${SYNC_MAX_PAGE} (default 100).` })
      first?: number,
      @Arg('includeDeleted', () => Boolean, {
        nullable: true,
        description: 'Include soft-deleted rows as tombstones (deleted: true).',
      })
      includeDeleted?: boolean,
    ): Promise<SyncPage<T>> {
      return readChanges(ctx, options, { updatedSince, after, first, includeDeleted });
    }
  }
  Object.defineProperty(SyncResolver, 'name', { value: `${options.type.name}SyncResolver` });
  return SyncResolver;
}
