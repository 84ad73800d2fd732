import mysql from 'mysql2/promise';

/** One row of a legacy table: column → value (numbers and big ids as text, date-times as `yyyy-MM-dd HH:mm:ss`). */
export type LegacyRow = Record<string, string | number | null>;

/** Read access to the legacy database: table and column discovery and keyset paging (resumable). */
export interface LegacySource {
  /** Host and database name (for the run's record; never the password). */
  readonly description: string;
  /** False for a source without the BladeX platform tables (a workbook): only the business tables are read. */
  readonly platform?: boolean;
  hasTable(table: string): Promise<boolean>;
  columns(table: string): Promise<Set<string>>;
  count(table: string, where?: string): Promise<number>;
  /** Rows with `key` greater than `after` (all when undefined), in key order. */
  batch(table: string, key: string, after: string | undefined, limit: number, where?: string): Promise<LegacyRow[]>;
  close(): Promise<void>;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A legacy identifier (table or column) checked and quoted; mapping files cannot inject SQL through names. */
export function ident(name: string): string {
  if (!IDENT.test(name)) throw new Error(`不合法的表名或列名: ${name}`);
  return `\`${name}\``;
}

/** Describes a mysql:// URL without its password. */
export function describeMysqlUrl(url: string): string {
  const u = new URL(url);
  return `mysql://${u.username ? `${decodeURIComponent(u.username)}@` : ''}${u.hostname}:${u.port || '3306'}${u.pathname}`;
}

/** Opens a MySQL or MariaDB database (`mysql://user:password@host:port/db`) for reading. */
export async function openMysqlSource(url: string): Promise<LegacySource> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'mysql:' && parsed.protocol !== 'mariadb:')
    throw new Error('--from 需要 mysql://用户@主机:端口/数据库 形式的地址');
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!database) throw new Error('--from 的地址缺少数据库名');
  const pool = mysql.createPool({
    host: parsed.hostname,
    port: Number(parsed.port || 3306),
    user: decodeURIComponent(parsed.username || 'root'),
    password: decodeURIComponent(parsed.password),
    database,
    connectionLimit: 2,
    supportBigNumbers: true,
    bigNumberStrings: true,
    decimalNumbers: false,
    dateStrings: true,
    charset: 'utf8mb4',
  });
  const columnCache = new Map<string, Set<string>>();
  const numericCache = new Map<string, Set<string>>();
  const tableCache = new Map<string, boolean>();
  const whereOf = (where?: string) => (where ? ` and (${where})` : '');
  const source: LegacySource = {
    description: describeMysqlUrl(url),
    async hasTable(table) {
      if (!tableCache.has(table)) {
        const [rows] = await pool.query(
          'select count(*) as n from information_schema.tables where table_schema = ? and table_name = ?',
          [database, table],
        );
        tableCache.set(table, Number((rows as { n: number | string }[])[0]!.n) > 0);
      }
      return tableCache.get(table)!;
    },
    async columns(table) {
      if (!columnCache.has(table)) {
        const [rows] = await pool.query(
          'select column_name as c, data_type as t from information_schema.columns where table_schema = ? and table_name = ?',
          [database, table],
        );
        const list = rows as { c: string; t: string }[];
        columnCache.set(table, new Set(list.map((r) => r.c.toLowerCase())));
        numericCache.set(
          table,
          new Set(list.filter((r) => /int|decimal|numeric/i.test(r.t)).map((r) => r.c.toLowerCase())),
        );
      }
      return columnCache.get(table)!;
    },
    async count(table, where) {
      const [rows] = await pool.query(`select count(*) as n from ${ident(table)} where 1 = 1${whereOf(where)}`);
      return Number((rows as { n: number | string }[])[0]!.n);
    },
    async batch(table, key, after, limit, where) {
      const params: unknown[] = [];
      let sql = `select * from ${ident(table)} where 1 = 1${whereOf(where)}`;
      const numeric = (await source.columns(table)) && numericCache.get(table)!.has(key.toLowerCase());
      if (after !== undefined) {
        // Big numeric ids (snowflake) compared as exact integers: a digits-only cursor is inlined as a literal.
        if (numeric && /^\d{1,20}$/.test(after)) sql += ` and ${ident(key)} > ${after}`;
        else {
          sql += ` and ${ident(key)} > ?`;
          params.push(after);
        }
      }
      sql += ` order by ${ident(key)} limit ${Math.max(1, Math.floor(limit))}`;
      const [rows] = await pool.query({ sql, values: params });
      return (rows as Record<string, unknown>[]).map((row) => {
        const out: LegacyRow = {};
        for (const [k, v] of Object.entries(row))
          out[k.toLowerCase()] =
            v === null || v === undefined ? null : Buffer.isBuffer(v) ? v.toString('utf8') : (v as string | number);
        return out;
      });
    },
    async close() {
      await pool.end();
    },
  };
  return source;
}
