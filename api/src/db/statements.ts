import { AsyncLocalStorage } from 'node:async_hooks';
import { DefaultLogger, type LogContext, type LoggerOptions, type MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { NextFunction, Request, Response } from 'express';

/**
 * Statements sent to the database per request. Every statement (including BEGIN/COMMIT and raw `execute`) passes
 * through the ORM connection's `logQuery`, whatever the debug setting; the logger below adds one to the counter of
 * the request it runs in. The count is deterministic, so API tests assert bounds on it (`X-Statement-Count`).
 */
const scope = new AsyncLocalStorage<{ count: number }>();

export class CountingLogger extends DefaultLogger {
  override logQuery(context: { query: string } & LogContext): void {
    const counter = scope.getStore();
    if (counter) counter.count++;
    super.logQuery(context);
  }

  static override create(this: void, options: LoggerOptions): CountingLogger {
    return new CountingLogger(options);
  }
}

/** The statements of what `fn` does (and what it starts), for benchmarks and scripts. */
export async function countStatements<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const counter = { count: 0 };
  const result = await scope.run(counter, fn);
  return { result, statements: counter.count };
}

/**
 * The statements sent on `orm`'s connection while `fn` runs, with their values inlined (to EXPLAIN them or run them
 * directly, in benchmarks and tests). Only for one process and one caller at a time: it wraps the connection.
 */
export async function statementsOf(orm: MikroORM, fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const conn = (orm.em as SqlEntityManager).getConnection();
  const platform = orm.em.getPlatform();
  const original = conn.execute;
  conn.execute = function (this: typeof conn, query: unknown, params?: unknown[], ...rest: unknown[]) {
    if (typeof query === 'string') seen.push(platform.formatQuery(query, params ?? []));
    return (original as (...a: unknown[]) => never).call(this, query, params, ...rest);
  } as typeof conn.execute;
  try {
    await fn();
  } finally {
    conn.execute = original;
  }
  return seen;
}

/**
 * Counts the statements of each request from here on; with `header`, answers the count in `X-Statement-Count`
 * (set when the headers are written, so statements after the answer — the REST API log row — are not in it).
 * Mount it after the body parsers: their stream events do not carry the request's async context.
 */
export function statementCounter(header: boolean) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const counter = { count: 0 };
    if (header) {
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
        if (!this.headersSent) this.setHeader('X-Statement-Count', String(counter.count));
        return writeHead.apply(this, args);
      } as Response['writeHead'];
    }
    scope.run(counter, next);
  };
}
