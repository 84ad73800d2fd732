import { createApp, createFileService, type App, type AppDeps, type GraphQLLimits } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { seed } from '../../api/src/db/seeders/seed.js';
import { createLogger } from '../../api/src/engine/log/logger.js';
import { openTestDatabase, type TestDatabase } from './database.js';

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; fields?: { field: string; message: string }[] } }[];
}

export interface Envelope<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

/** GraphQL and REST calls with fixed headers (a signed-in user's token, a tenant header ...). */
export interface ApiClient {
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResult<T>>;
  rest<T = unknown>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: Headers; body: Envelope<T> }>;
}

export interface TestServer extends ApiClient {
  url: string;
  app: App;
  db: TestDatabase;
  /** Signs in over GraphQL and answers a client sending that user's token; fails the test when sign-in fails. */
  login(
    account: string,
    password?: string,
    tenantId?: string,
  ): Promise<ApiClient & { token: string; refreshToken: string }>;
  /** A client with the given headers. */
  with(headers: Record<string, string>): ApiClient;
  stop(options?: { drop?: boolean }): Promise<void>;
}

/** Password of the seeded `admin` of test databases (base data without demo data). */
export const TEST_ADMIN_PASSWORD = 'Admin-Test-2026';
/** Password of the demo users. */
export const DEMO_PASSWORD = 'Zhuxie@2026';

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { accessToken refreshToken } }`;

export interface StartOptions {
  /** Seed base data (and demo data with `demo`) as the product does on an empty database. */
  seed?: boolean;
  demo?: boolean;
  /** Reuse a database (restart tests). */
  db?: TestDatabase;
  env?: Record<string, string>;
  graphqlLimits?: Partial<GraphQLLimits>;
  /** Shorter check intervals of the job runner. */
  jobs?: AppDeps['jobs'];
}

/** Starts the real app (app.ts) on a free port of 127.0.0.1 against a fresh database. */
export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const db = options.db ?? (await openTestDatabase());
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...options.env },
    { persistSecret: false },
  );
  const log = createLogger(config.logLevel);
  if (options.seed ?? true)
    await seed(db.orm, {
      demo: options.demo ?? false,
      adminPassword: TEST_ADMIN_PASSWORD,
      files: createFileService(config, log),
    });
  const app = await createApp({ config, orm: db.orm, log, graphqlLimits: options.graphqlLimits, jobs: options.jobs });
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  const client = (fixed: Record<string, string>): ApiClient => ({
    async gql(query, variables, headers = {}) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...fixed, ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as GraphQLResult;
      return { ...body, status: res.status } as never;
    },
    async rest(method, path, body, headers = {}) {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...fixed, ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const answer = { status: res.status, body: (await res.json()) as Envelope<never> };
      // Not enumerable: tests compare answers whole ({ status, body }) and read a header where they need one.
      return Object.defineProperty(answer, 'headers', { value: res.headers, enumerable: false }) as typeof answer & {
        headers: Headers;
      };
    },
  });
  const anonymous = client({});
  return {
    url,
    app,
    db,
    ...anonymous,
    with: client,
    async login(account, password = TEST_ADMIN_PASSWORD, tenantId = '000000') {
      const r = await anonymous.gql<{ login: { accessToken: string; refreshToken: string } }>(LOGIN, {
        input: { tenantId, account, password },
      });
      if (!r.data?.login) throw new Error(`login ${tenantId}/${account} failed: ${JSON.stringify(r.errors)}`);
      return {
        ...client({ authorization: `Bearer ${r.data.login.accessToken}` }),
        token: r.data.login.accessToken,
        refreshToken: r.data.login.refreshToken,
      };
    },
    async stop(stopOptions) {
      await app.stop();
      await db.close(stopOptions);
    },
  };
}
