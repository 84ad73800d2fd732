/**
 * npm run bench: latency of the parameter list (GraphQL and REST) over HTTP on loopback, with 2,000 rows in
 * the embedded database (or DATABASE_URL's server), signed in as the demo administrator; plus sign-in itself
 * (argon2id) and `me` of a non-administrator (permissions loaded through role grants on every request).
 * Bounded: a fixed number of requests, then it stops. Prints p50/p95/p99 per scenario and resident memory.
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { createApp } from '../api/src/app.js';
import { loadConfig } from '../api/src/config.js';
import { openDatabase } from '../api/src/db/database.js';
import { seed } from '../api/src/db/seeders/seed.js';
import { createLogger } from '../api/src/engine/log/logger.js';
import { Param } from '../api/src/modules/system/param.entity.js';
import { serviceContext } from '../tests/support/context.js';

const ROWS = 2000;
const REQUESTS = 400;
const CONCURRENCY = 4;

const orm = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: 'memory://' });
await seed(orm, { demo: true });
const ctx = serviceContext(orm, '000000');
for (let i = 0; i < ROWS; i++) {
  ctx.em.create(Param, {
    tenantId: '000000',
    paramName: `基准参数${i}`,
    paramKey: `bench.key.${i}`,
    paramValue: String(i),
  });
}
await ctx.em.flush();
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { persistSecret: false });
const app = await createApp({ config, orm, log: createLogger('silent') });
const port = await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${port}`;

async function measure(name: string, request: () => Promise<Response>): Promise<void> {
  for (let i = 0; i < 20; i++) await (await request()).arrayBuffer(); // warm-up
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next++ < REQUESTS) {
      const t = performance.now();
      const res = await request();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
      times.push(performance.now() - t);
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(
    `${name.padEnd(44)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  p99 ${p(0.99)} ms  ${(times.length / elapsed).toFixed(0)} req/s`,
  );
}

const post = (query: string, variables: object, headers: Record<string, string> = {}) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }';
const signIn = async (account: string) => {
  const body = (await (await post(LOGIN, { i: { tenantId: '000000', account, password: 'Zhuxie@2026' } })).json()) as {
    data: { login: { accessToken: string } };
  };
  return { authorization: `Bearer ${body.data.login.accessToken}` };
};
const admin = await signIn('admin');
const approver = await signIn('shenpi');
const gql =
  (query: string, variables: object, headers = admin) =>
  () =>
    post(query, variables, headers);

console.log(
  `${ROWS} rows, ${REQUESTS} requests per scenario, ${CONCURRENCY} concurrent, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
);
await measure(
  'GraphQL params, page 1 of 10',
  gql('query($p: PageInput) { params(page: $p) { total records { id paramName paramKey paramValue createTime } } }', {
    p: { current: 1, size: 10 },
  }),
);
await measure(
  'GraphQL params, page of 200',
  gql('query($p: PageInput) { params(page: $p) { total records { id paramName paramKey paramValue createTime } } }', {
    p: { current: 3, size: 200 },
  }),
);
await measure(
  'GraphQL params, filtered by key',
  gql('query($f: ParamFilter) { params(filter: $f) { total records { id } } }', { f: { paramKey: 'key.19' } }),
);
await measure('REST /api/blade-system/param/list, 10', () =>
  fetch(`${base}/api/blade-system/param/list?current=5&size=10`, { headers: admin }),
);
await measure('REST /api/blade-system/param/list, name filter', () =>
  fetch(`${base}/api/blade-system/param/list?paramName=${encodeURIComponent('基准参数17')}`, { headers: admin }),
);
await measure('GraphQL me as a non-administrator', gql('{ me { account permissions } }', {}, approver));
await measure('GraphQL login (argon2id)', () =>
  post(LOGIN, { i: { tenantId: '000000', account: 'shenpi', password: 'Zhuxie@2026' } }),
);
console.log(`resident memory ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
await app.stop();
await orm.close(true);
