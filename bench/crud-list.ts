/**
 * npm run bench (part 2): the CRUD engine's list of one resource (system parameters) as its table grows through
 * 1k, 10k, 100k and 1M rows, in the embedded database (or DATABASE_URL's server). At each size it reports the
 * median and p95 latency of the first page, page 1000 and a filtered page (name contains ...) over GraphQL and over
 * REST (HTTP on loopback, signed in as the demo administrator) beside the time of the statement the engine sent
 * for that page run directly on the connection, taking turns round by round (SQL, GraphQL, REST, SQL, ...) so
 * noise hits all three alike; the ratios HTTP / SQL; the statements each request sent (X-Statement-Count).
 * Bounded: a fixed number of rounds per scenario, fewer when a scenario's time budget runs out.
 *
 * BENCH_SIZES (comma-separated row counts), BENCH_ROUNDS, BENCH_SCENARIO_SECONDS, BENCH_PREPARE_SECONDS (the table
 * stops growing when one step took longer: the embedded database at 1M rows is capped that way).
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { createApp } from '../api/src/app.js';
import { loadConfig } from '../api/src/config.js';
import { openDatabase } from '../api/src/db/database.js';
import { statementsOf } from '../api/src/db/statements.js';
import { seed } from '../api/src/db/seeders/seed.js';
import { createLogger } from '../api/src/engine/log/logger.js';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000,1000000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const SCENARIO_SECONDS = Number(process.env.BENCH_SCENARIO_SECONDS ?? 20);
const PREPARE_SECONDS = Number(process.env.BENCH_PREPARE_SECONDS ?? 180);
const onServer = Boolean(process.env.DATABASE_URL);

const orm = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: 'memory://' });
await seed(orm, { demo: true });
const conn = (orm.em.fork() as SqlEntityManager).getConnection();

const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent', STATEMENT_COUNT_HEADER: 'true' },
  { persistSecret: false },
);
const app = await createApp({ config, orm, log: createLogger('silent') });
const port = await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${port}`;

/**
 * fetch, retried once when the kept-alive connection was closed meanwhile (growing the embedded database's table
 * blocks the process longer than the server keeps an idle connection).
 */
async function fetchAgain(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

const post = (body: object, headers: Record<string, string> = {}) =>
  fetchAgain(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const login = (await (
  await post({
    query: 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }',
    variables: { i: { tenantId: '000000', account: 'admin', password: 'Zhuxie@2026' } },
  })
).json()) as { data: { login: { accessToken: string } } };
const auth = { authorization: `Bearer ${login.data.login.accessToken}` };

const PAGE_FIELDS =
  'total current size pages records { id paramName paramKey paramValue remark createTime updateTime version }';
const live = `tenant_id = '000000' and is_deleted = 0`;
const FILTER = '基准参数4242';

interface Scenario {
  name: string;
  current: number;
  filter?: string;
}
const SCENARIOS: Scenario[] = [
  { name: 'page 1', current: 1 },
  { name: 'page 1000', current: 1000 },
  { name: 'name contains …4242, page 1', current: 1, filter: FILTER },
];

const graphql = (s: Scenario) => () =>
  post(
    {
      query: `query($p: PageInput, $f: ParamFilter) { params(page: $p, filter: $f) { ${PAGE_FIELDS} } }`,
      variables: { p: { current: s.current, size: 10 }, f: s.filter ? { paramName: s.filter } : undefined },
    },
    auth,
  );
const rest = (s: Scenario) => () =>
  fetchAgain(
    `${base}/api/blade-system/param/list?current=${s.current}&size=10${s.filter ? `&paramName=${encodeURIComponent(s.filter)}` : ''}`,
    { headers: auth },
  );

async function checked(request: () => Promise<Response>, total: number): Promise<void> {
  const res = await request();
  const text = await res.text();
  if (!res.ok || !text.includes(`"total":${total}`))
    throw new Error(`unexpected answer: HTTP ${res.status} ${text.slice(0, 200)}`);
}

const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => xs[Math.min(xs.length - 1, Math.floor(0.95 * xs.length))]!;

/** Rounds of SQL, GraphQL and REST in turn; times in ms, sorted. */
async function rounds(runs: (() => Promise<void>)[]): Promise<number[][]> {
  for (let i = 0; i < 3; i++) for (const run of runs) await run(); // warm-up
  const times = runs.map(() => [] as number[]);
  const start = performance.now();
  for (let r = 0; r < ROUNDS; r++) {
    for (const [i, run] of runs.entries()) {
      const t = performance.now();
      await run();
      times[i]!.push(performance.now() - t);
    }
    if (r >= 4 && performance.now() - start > SCENARIO_SECONDS * 1000) break;
  }
  return times.map((t) => t.sort((a, b) => a - b));
}

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1)).padStart(7);
console.log(
  `CRUD list of blade_param on ${onServer ? 'PostgreSQL' : 'PGlite'}: median (p95) ms per request, SQL = the statement the engine sent, run directly`,
);
console.log(
  `${'rows'.padStart(9)} ${'scenario'.padEnd(34)} ${'SQL'.padStart(17)} | ${'GraphQL'.padStart(17)} ${'x SQL'.padStart(5)} | ${'REST'.padStart(17)} ${'x SQL'.padStart(5)} | stmts  rounds`,
);

let rows = 0;
for (const size of SIZES) {
  // Grow the table to `size` rows, one statement; distinct creation times keep the list order deterministic.
  const grow = performance.now();
  await conn.execute(`
    insert into blade_param (id, tenant_id, param_name, param_key, param_value, create_time, update_time, is_deleted, version)
    select gen_random_uuid()::text, '000000', '基准参数' || g, 'bench.key.' || g, g::text,
           now() - (g || ' seconds')::interval, now(), 0, 1
    from generate_series(${rows + 1}, ${size}) g`);
  await conn.execute('vacuum analyze blade_param');
  const growSeconds = (performance.now() - grow) / 1000;
  const previous = rows;
  rows = size;
  const totalOf = async (extra: string) =>
    Number(
      ((await conn.execute(`select count(*)::int as n from blade_param where ${live} ${extra}`)) as { n: number }[])[0]!
        .n,
    );
  const allTotal = await totalOf('');
  const filteredTotal = await totalOf(`and param_name ilike '%${FILTER}%'`);
  for (const s of SCENARIOS) {
    if ((s.current - 1) * 10 >= (s.filter ? filteredTotal : allTotal)) continue; // past the end
    const total = s.filter ? filteredTotal : allTotal;
    const page = (await statementsOf(orm, () => checked(graphql(s), total))).filter((q) => /limit 10/i.test(q));
    if (page.length !== 1) throw new Error(`expected one page statement, saw ${page.length}`);
    const sql = async () => {
      await conn.execute(page[0]!);
    };
    const [tSql, tGql, tRest] = await rounds([sql, () => checked(graphql(s), total), () => checked(rest(s), total)]);
    const statements = async (request: () => Promise<Response>) => (await request()).headers.get('x-statement-count');
    const counts = `${await statements(graphql(s))}/${await statements(rest(s))}`;
    const cell = (t: number[]) => `${ms(median(t))} (${ms(p95(t))})`;
    console.log(
      `${size.toLocaleString('en').padStart(9)} ${s.name.padEnd(34)} ${cell(tSql!)} | ${cell(tGql!)} ${(median(tGql!) / median(tSql!)).toFixed(2).padStart(5)} | ${cell(tRest!)} ${(median(tRest!) / median(tSql!)).toFixed(2).padStart(5)} | ${counts.padEnd(6)} ${tSql!.length}`,
    );
  }
  console.log(`${''.padStart(9)} (table grown to ${size.toLocaleString('en')} rows in ${growSeconds.toFixed(1)} s)`);
  const next = SIZES[SIZES.indexOf(size) + 1];
  const predicted = next ? (growSeconds * (next - size)) / (size - previous) : 0;
  if (predicted > PREPARE_SECONDS) {
    console.log(
      `${''.padStart(9)} growing to ${next!.toLocaleString('en')} rows would take about ${predicted.toFixed(0)} s (over ${PREPARE_SECONDS} s): stopping here`,
    );
    break;
  }
}
console.log(`resident memory ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
await app.stop();
await orm.close(true);
