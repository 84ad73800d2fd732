import 'reflect-metadata';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { MikroORM } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import express, { type ErrorRequestHandler, type Express, type Request } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { v7 as uuidv7 } from 'uuid';
import type { AppConfig } from './config.js';
import { apiScopeGuard } from './engine/access/api-scope.js';
import { AuditService, LOG_RETENTION_CRON } from './engine/audit/audit.service.js';
import { auditPlugin, restAudit } from './engine/audit/record.js';
import { AuthService } from './engine/auth/auth.service.js';
import { authenticate } from './engine/auth/authenticate.js';
import { oidcServices } from './engine/auth/oidc.js';
import { WeixinOAuth } from './engine/auth/weixin.js';
import { AccessTokens } from './engine/auth/tokens.js';
import type { AppServices, RequestContext } from './engine/context.js';
import { statementCounter } from './db/statements.js';
import './engine/express-augment.js';
import { DomainError } from './engine/errors/domain-error.js';
import { formatError, INTERNAL_MESSAGE } from './engine/graphql/format-error.js';
import { buildAppSchema } from './engine/graphql/schema.js';
import { explorerAssets, EXPLORER_ASSETS, explorerGate } from './engine/graphql/explorer.js';
import type { Logger } from './engine/log/logger.js';
import { restErrorHandler, restNotFound } from './engine/rest/error-handler.js';
import { apiDocsAssets, DOCS_ASSETS, registerApiDocs } from './engine/openapi/openapi.rest.js';
import { FileService } from './engine/storage/file.service.js';
import { filesRouter } from './engine/storage/files.route.js';
import { modules } from './modules/index.js';
import { Captchas } from './engine/limits/captcha.js';
import { RateLimits } from './engine/limits/rate-limits.js';
import { noNulStrings, refuseBadText, verifyUtf8 } from './engine/validation/text.js';
import { canonicalizePath } from './engine/rest/canonical-path.js';
import { readiness } from './engine/health/readiness.js';
import { accountsWithPublishedPasswords } from './db/seeders/seed.js';
import { createJobs, type Jobs, type JobsOptions } from './engine/jobs/jobs.js';
import { ormJobRunStore } from './engine/jobs/job-run.entity.js';
import { MAIL_OUTBOX_CRON, mailService } from './engine/mail/mail.service.js';
import { smtpTransport } from './engine/mail/smtp.js';
import { sms, webhookSmsSender } from './engine/mail/sms.js';
import { webhookService } from './engine/webhooks/webhooks.js';

export interface AppDeps {
  config: AppConfig;
  orm: MikroORM;
  log: Logger;
  /** Overrides of the GraphQL limits (tests use small ones). */
  graphqlLimits?: Partial<GraphQLLimits>;
  /** Overrides of the job runner's check intervals (tests shorten them). */
  jobs?: Pick<JobsOptions, 'cronCheckSeconds' | 'pollSeconds' | 'heartbeatSeconds' | 'superviseSeconds'>;
}

export interface App {
  express: Express;
  server: http.Server;
  /** Starts listening; answers the port (0 picks a free one). */
  listen(port: number, host?: string): Promise<number>;
  /** The audit engine (API, usual and error logs, written through): `flush()` waits for the writes in flight. */
  audit: AuditService;
  /** Scheduled work (a PostgreSQL job queue, or in-process timers on the embedded database). */
  jobs: Jobs;
  /** Stops accepting requests, drains the open ones, stops the job runner and waits for log writes. Idempotent. Does not close the database. */
  stop(): Promise<void>;
}

/**
 * GraphQL request limits: deep, costly or heavily aliased queries are refused before they run (introspection
 * is exempt from depth and cost; request size is bounded by the body limit).
 */
export const GRAPHQL_LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 5000, maxDirectives: 20 };
export type GraphQLLimits = typeof GRAPHQL_LIMITS;

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** The product will not serve as configured (a published demo password in production). */
export class StartRefusal extends Error {
  override name = 'StartRefusal';
}

/** The file service of a configuration (uploads, and the files demo data ships). */
export function createFileService(config: AppConfig, log: Logger): FileService {
  return new FileService({ dir: config.storage.dir, maxBytes: config.uploadMaxBytes, secret: config.jwtSecret }, log);
}

/** Builds the HTTP app: /graphql, /api/..., /healthz and the built client, all on one server. */
export async function createApp({ config, orm, log, graphqlLimits, jobs: jobTimings }: AppDeps): Promise<App> {
  const limits = { ...GRAPHQL_LIMITS, ...graphqlLimits };
  if (config.nodeEnv === 'production') {
    const published = await accountsWithPublishedPasswords(orm);
    if (published.length) {
      throw new StartRefusal(
        `refusing to serve in production: the account${published.length > 1 ? 's' : ''} ${published.join(', ')} of tenant 000000 still ${published.length > 1 ? 'have' : 'has'} the published demo password; change ${published.length > 1 ? 'them' : 'it'} (or start once without NODE_ENV=production to do so)`,
      );
    }
  }
  const app = express();
  const server = http.createServer(app);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  const tokens = new AccessTokens(config.jwtSecret);
  const audit = new AuditService(orm, log, { retentionDays: config.logRetentionDays });
  // The queue runs on the PostgreSQL server the ORM opened (tests open their own, so this is not config.databaseUrl);
  // the embedded PGlite driver gets the in-process runner.
  const onServer = orm.em.getDriver() instanceof PostgreSqlDriver;
  const jobs = createJobs({
    databaseUrl: onServer ? orm.config.get('clientUrl') : undefined,
    log,
    runs: onServer ? undefined : ormJobRunStore(orm),
    ...jobTimings,
  });
  // Email (SMTP) and SMS as configured; without them nothing is queued or sent, and nothing fails.
  mailService.configure(config.smtp ? smtpTransport(config.smtp) : undefined);
  sms.configure(config.sms ? webhookSmsSender(config.sms) : undefined);
  webhookService.configure({
    allowPrivate: config.webhookAllowPrivate,
    ...(config.webhookImmediate ? { immediate: { orm, log } } : {}),
  });
  await jobs.define({
    name: 'mail-outbox',
    cron: MAIL_OUTBOX_CRON,
    retryLimit: 1,
    run: async () => void (await mailService.deliver(orm, log)),
  });
  await jobs.define({ name: 'log-retention', cron: LOG_RETENTION_CRON, run: async () => void (await audit.cleanup()) });
  for (const m of modules) for (const job of m.jobs?.({ orm, log }) ?? []) await jobs.define(job);
  const files = createFileService(config, log);
  const rateLimits = new RateLimits(orm);
  const captchas = new Captchas(config.jwtSecret);
  const services: AppServices = {
    auth: new AuthService(tokens, log, rateLimits, captchas),
    limits: rateLimits,
    captchas,
    publicUrl: config.publicUrl,
    audit,
    ...oidcServices(config, log),
    weixin: config.weixin ? new WeixinOAuth(config.weixin, config.jwtSecret, log) : undefined,
    files,
    wxMpToken: config.wxMpToken,
  };
  const schema = await buildAppSchema(modules.flatMap((m) => m.resolvers));
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth },
    maxAliases: { n: limits.maxAliases },
    costLimit: { maxCost: limits.maxCost },
    maxDirectives: { n: limits.maxDirectives },
    // Token counting hooks the parser and turns syntax errors into 500s; the body limit bounds size instead.
    maxTokens: { enabled: false },
    // Field suggestions leak the schema when introspection is off.
    blockFieldSuggestion: { enabled: !config.introspection },
  }).protect();
  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: config.introspection,
    formatError: formatError(log),
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    stopOnTerminationSignals: false,
    validationRules: [...armor.validationRules, noNulStrings],
    // graphql-armor's typings name Apollo's CommonJS declarations; the plugins are the same at run time.
    plugins: [
      ...(armor.plugins as unknown as ApolloServerPlugin<RequestContext>[]),
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      ApolloServerPluginLandingPageDisabled(),
      unauthenticatedStatus,
      auditPlugin(audit),
    ],
  });
  await apollo.start();

  /** The service context of a request, built by `authenticate` before any route runs. */
  const context = (req: Request): RequestContext => {
    if (!req.appContext) throw new Error('request context missing: authenticate must run first');
    return req.appContext;
  };
  const auth = authenticate({ orm, tokens, log, services });
  const countStatements = statementCounter(config.statementCountHeader);

  app.use(
    helmet({
      contentSecurityPolicy: {
        // 'wasm-unsafe-eval': the QR decoder of check-in (zxing-wasm, served from our own assets) compiles WebAssembly.
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'script-src': ["'self'", "'wasm-unsafe-eval'"],
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  app.use((req, res, next) => {
    const given = req.get('x-request-id');
    req.requestId = given && REQUEST_ID.test(given) ? given : uuidv7();
    res.setHeader('X-Request-Id', req.requestId);
    next();
  });

  // Liveness: the process answers (and its database connection does). Readiness: database, migrations, storage.
  app.get('/healthz', async (_req, res) => {
    try {
      await orm.em.getConnection().execute('select 1');
      res.set('Cache-Control', 'no-store').json({ status: 'ok' });
    } catch {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'unavailable' });
    }
  });
  app.get('/readyz', async (_req, res) => {
    const checks = await readiness(orm, files);
    const ok = checks.every((c) => c.ok);
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ok ? 'ready' : 'unavailable', checks });
  });

  // The schema explorer (GraphiQL, issue 26): its files, and the page a browser's GET of /graphql gets.
  app.use(EXPLORER_ASSETS, explorerAssets(config.clientDir));
  app.get('/graphql', auth, explorerGate);
  app.use(
    '/graphql',
    express.json({ limit: config.bodyLimit, verify: verifyUtf8 }),
    refuseBadText,
    countStatements,
    auth,
    expressMiddleware(apollo, { context: async ({ req }) => context(req) }),
  );
  // Refusals before GraphQL runs (a Tenant-Id header naming another tenant) answer in the GraphQL error shape.
  app.use('/graphql', graphqlRequestError(log, audit));

  const api = express.Router();
  // The audit middleware comes first, so calls refused by the body parsers or authentication are recorded too.
  api.use(
    restAudit(audit),
    canonicalizePath,
    express.json({ limit: config.bodyLimit, verify: verifyUtf8 }),
    express.urlencoded({ extended: false, limit: config.bodyLimit, verify: verifyUtf8 }),
    refuseBadText,
    countStatements,
    auth,
    apiScopeGuard,
  );
  for (const m of modules) for (const register of m.rest) register({ router: api, context, module: m.name });
  registerApiDocs({ router: api, context, module: 'docs' }, schema);
  api.use(restNotFound);
  api.use(restErrorHandler(log, audit));
  app.use(DOCS_ASSETS, apiDocsAssets());
  app.use('/api', api);
  app.use('/files', filesRouter(orm, files, log));

  const indexHtml = path.join(config.clientDir, 'index.html');
  if (existsSync(indexHtml)) {
    // The build writes .br and .gz beside every text file (client/vite.config.ts): they are sent to a browser
    // that accepts them, with Content-Encoding and Vary: Accept-Encoding; other files and browsers get the plain one.
    const client = expressStaticGzip(config.clientDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { index: false, dotfiles: 'ignore', setHeaders: cacheHeaders },
    });
    // A path that does not decode names no file: it goes on to the fallback below (as with express.static),
    // rather than the library's bare English 400.
    app.use((req, res, next) => {
      if (decodes(req.path)) client(req, res, next);
      else next();
    });
    // History fallback: every other GET of a route-like path is a client route; a missing file (a path with an
    // extension, or under /assets/) is a plain 404, so a stale chunk never loads index.html as JavaScript.
    app.get(/.*/, (req, res, next) => {
      if (req.path.startsWith('/assets/') || path.extname(req.path) !== '') {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      req.url = '/index.html';
      client(req, res, next);
    });
  } else {
    app.get('/', (_req, res) => {
      res.type('text/plain').send('The client is not built. Run `npm run build` (npm start does it for you).');
    });
  }

  await jobs.start();
  let stopping: Promise<void> | undefined;
  return {
    express: app,
    server,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
      }),
    audit,
    jobs,
    stop: () => (stopping ??= apollo.stop().finally(() => jobs.stop().finally(() => audit.close()))),
  };
}

/**
 * A request refused for missing or expired credentials answers HTTP 401 (SPEC section 8: the client warns
 * 请求未授权, refreshes or signs out), when every error of the response is UNAUTHENTICATED.
 */
const unauthenticatedStatus: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const body = response.body;
        if (body.kind !== 'single') return;
        const errors = body.singleResult.errors;
        if (errors?.length && errors.every((e) => e.extensions?.code === 'UNAUTHENTICATED')) response.http.status = 401;
        // A rate-limited caller gets HTTP 429 (the message says when to retry).
        if (
          errors?.length &&
          errors.every((e) => e.extensions?.code === 'RATE_LIMITED' || e.extensions?.code === 'TOO_MANY_REQUESTS')
        )
          response.http.status = 429;
      },
    };
  },
};

function graphqlRequestError(log: Logger, audit: AuditService): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof DomainError) {
      res.status(err.httpStatus).json({ errors: [{ message: err.message, extensions: { code: err.code } }] });
      return;
    }
    const e = err as { type?: string; status?: number };
    if (e.type === 'entity.too.large')
      return void res
        .status(413)
        .json({ errors: [{ message: '请求体过大', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500)
      return void res.status(e.status).json({ errors: [{ message: '请求错误', extensions: { code: 'BAD_REQUEST' } }] });
    log.error({ err, requestId: req.requestId }, 'unhandled GraphQL request error');
    // The error row is written before the answer goes out (the promise never rejects).
    void audit
      .serverError(
        {
          ip: req.ip,
          userAgent: req.get('user-agent'),
          requestId: req.requestId,
          method: req.method,
          uri: req.originalUrl.split('?')[0]!,
        },
        err,
      )
      .then(() =>
        res
          .status(500)
          .json({ errors: [{ message: INTERNAL_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      );
  };
}

/** Hashed build assets never change: cache them for a year; index.html is always revalidated. */
function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Files the browser asks for again every time: index.html names the current hashes, sw.js is the mobile pages'
 * service worker (a new build's must be found at once) and the manifest names its icons and start page.
 */
const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

/**
 * Hashed files under assets/ never change: cached for a year. The files of NO_CACHE are asked again every time
 * (no-cache revalidates with the ETag); the few other unhashed files (favicon, theme boot, icons) for an hour.
 */
function cacheHeaders(res: http.ServerResponse, file: string): void {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  if (file.includes(`${path.sep}assets${path.sep}`))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else if (NO_CACHE.has(name)) res.setHeader('Cache-Control', 'no-cache');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}
