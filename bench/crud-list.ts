/**
 * npm run bench (part 2): the CRUD engine's list over 100,000 rows of one resource (system parameters), in the
 * embedded database (or DATABASE_URL's server). For the first page and for a filtered page it reports the
 * median and p95 latency over GraphQL and over REST (HTTP on loopback, signed in as the demo administrator)
 * beside the time of the same SQL run directly on the connection (the page with its total, `count(*) over ()`, as
 * the engine issues it), the ratios HTTP / SQL, and the statements each request sent (X-Statement-Count).
 * Bounded: a fixed number of requests, then it stops.
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { createApp } from '../api/src/app.js';
import { loadConfig } from '../api/src/config.js';
import { openDatabase } from '../api/src/db/database.js';
import { seed } from '../api/src/db/seeders/seed.js';
import { createLogger } from '../api/src/engine/log/logger.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const orm = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: 'memory://' });
await seed(orm, { demo: true });
const conn = (orm.em.fork() as SqlEntityManager).getConnection();

// Bulk rows in one statement, with distinct creation times so the list order is deterministic.
const seedStart = performance.now();
await conn.execute(`
  insert into blade_param (id, tenant_id, param_name, param_key, param_value, create_time, update_time, is_deleted, version)
  select gen_random_uuid()::text, '000000', '基准参数' || g, 'bench.key.' || g, g::text,
         now() - (g || ' seconds')::interval, now(), 0, 1
  from generate_series(1, ${ROWS}) g`);
await conn.execute('analyze blade_param');
console.log(
  `${ROWS.toLocaleString('en')} rows inserted in ${((performance.now() - seedStart) / 1000).toFixed(1)} s on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${REQUESTS} requests per scenario, one at a time`,
);

const config = loadConfig(
  { NODE_ENV: 'test', LOG_LEVEL: 'silent', STATEMENT_COUNT_HEADER: 'true' },
  { persistSecret: false },
);
const app = await createApp({ config, orm, log: createLogger('silent') });
const port = await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${port}`;

const post = (body: object, headers: Record<string, string> = {}) =>
  fetch(`${base}/graphql`, {
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

interface Stats {
  p50: number;
  p95: number;
}

async function timeIt(run: () => Promise<void>): Promise<Stats> {
  for (let i = 0; i < 10; i++) await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

const http = (request: () => Promise<Response>, expectTotal: number) => async () => {
  const res = await request();
  const text = await res.text();
  if (!res.ok || !text.includes(`"total":${expectTotal}`))
    throw new Error(`unexpected answer: HTTP ${res.status} ${text.slice(0, 200)}`);
};

const PAGE_FIELDS =
  'total current size pages records { id paramName paramKey paramValue remark createTime updateTime version }';
const live = `tenant_id = '000000' and is_deleted = 0`;
const order = 'order by create_time desc, id desc';
const filterText = '%基准参数4242%';
const filteredTotal = Number(
  (
    (await conn.execute(`select count(*)::int as n from blade_param where ${live} and param_name ilike ?`, [
      filterText,
    ])) as { n: number }[]
  )[0]!.n,
);
const allTotal = Number(
  ((await conn.execute(`select count(*)::int as n from blade_param where ${live}`)) as { n: number }[])[0]!.n,
);

const scenarios = [
  {
    name: 'first page (10 rows)',
    total: allTotal,
    sql: async () => {
      await conn.execute(
        `select *, count(*) over () as total from blade_param where ${live} ${order} limit 10 offset 0`,
      );
    },
    graphql: () =>
      post(
        {
          query: `query($p: PageInput) { params(page: $p) { ${PAGE_FIELDS} } }`,
          variables: { p: { current: 1, size: 10 } },
        },
        auth,
      ),
    rest: () => fetch(`${base}/api/blade-system/param/list?current=1&size=10`, { headers: auth }),
  },
  {
    name: 'filtered page (name contains 基准参数4242)',
    total: filteredTotal,
    sql: async () => {
      await conn.execute(
        `select *, count(*) over () as total from blade_param where ${live} and param_name ilike ? ${order} limit 10 offset 0`,
        [filterText],
      );
    },
    graphql: () =>
      post(
        {
          query: `query($p: PageInput, $f: ParamFilter) { params(page: $p, filter: $f) { ${PAGE_FIELDS} } }`,
          variables: { p: { current: 1, size: 10 }, f: { paramName: '基准参数4242' } },
        },
        auth,
      ),
    rest: () =>
      fetch(`${base}/api/blade-system/param/list?current=1&size=10&paramName=${encodeURIComponent('基准参数4242')}`, {
        headers: auth,
      }),
  },
];

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
console.log(
  `\n${'scenario'.padEnd(44)} ${'SQL p50'.padStart(9)} ${'SQL p95'.padStart(9)} | ${'GQL p50'.padStart(9)} ${'GQL p95'.padStart(9)} ${'x SQL'.padStart(6)} | ${'REST p50'.padStart(9)} ${'REST p95'.padStart(9)} ${'x SQL'.padStart(6)} | statements GQL/REST`,
);
// Direct SQL first: a long pause between HTTP calls would let the server close the kept-alive connection.
const sqlStats = [];
for (const s of scenarios) sqlStats.push(await timeIt(s.sql));
for (const [i, s] of scenarios.entries()) {
  const sql = sqlStats[i]!;
  const gql = await timeIt(http(s.graphql, s.total));
  const rest = await timeIt(http(s.rest, s.total));
  const statements = async (request: () => Promise<Response>) => (await request()).headers.get('x-statement-count');
  const counts = `${await statements(s.graphql)}/${await statements(s.rest)}`;
  console.log(
    `${s.name.padEnd(44)} ${ms(sql.p50)} ${ms(sql.p95)} | ${ms(gql.p50)} ${ms(gql.p95)} ${(gql.p50 / sql.p50).toFixed(2).padStart(6)} | ${ms(rest.p50)} ${ms(rest.p95)} ${(rest.p50 / sql.p50).toFixed(2).padStart(6)} | ${counts}`,
  );
}
console.log(`resident memory ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
await app.stop();
await orm.close(true);
