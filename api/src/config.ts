import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_LOG_RETENTION_DAYS } from './engine/audit/retention.js';

/** Typed, validated runtime configuration. Built once at start from the environment. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Folder of the embedded database and of other local state (generated secret, local file storage). */
  dataDir: string;
  /** Real PostgreSQL server; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** GraphQL introspection (on in development and embedded mode, off in production unless enabled). */
  introspection: boolean;
  /** Answer each GraphQL and REST request's count of database statements in `X-Statement-Count` (tests, benchmarks). */
  statementCountHeader: boolean;
  /** Largest accepted JSON/form request body. */
  bodyLimit: string;
  storage: { driver: 'local'; dir: string };
  /** Largest accepted uploaded file, in bytes (multipart uploads are not bound by `bodyLimit`). */
  uploadMaxBytes: number;
  /** Access token of the messaging app's mini-program, when configured (there is no token service here). */
  wxMpToken?: string;
  /** Folder of the built client; served with history fallback when it exists. */
  clientDir: string;
  /** Seed demo data into an empty database. */
  seedDemo: boolean;
  /** Base URL the browser reaches the product at (return addresses of the external login); default from the request. */
  publicUrl?: string;
  /** External unified login site (OpenID Connect); when absent the product's own login page plays it. */
  oidc?: { issuer: string; clientId: string; clientSecret: string };
  /** The messaging app's web authorization (WeChat official account, OAuth 2.0); when absent no binding is offered. */
  weixin?: WeixinConfig;
  /** Password of the initial `admin` account of a database without demo data; generated and printed when absent. */
  adminPassword?: string;
  /** Whether webhook endpoints may be on loopback or private addresses (WEBHOOK_ALLOW_PRIVATE; default: not in production). */
  webhookAllowPrivate: boolean;
  /** Post a webhook delivery right after the change that made it is saved (WEBHOOK_IMMEDIATE; default: not in tests). */
  webhookImmediate: boolean;
  /** Days the API, usual and error logs are kept; older rows are removed by a periodic cleanup. */
  logRetentionDays: number;
  /** Express `trust proxy`: which proxies' X-Forwarded-For is believed (hop count, or addresses/subnets/names; false for none). */
  trustProxy: boolean | number | string[];
  /** Outgoing email (SMTP); when absent no email is sent (and nothing fails for it). */
  smtp?: SmtpConfig;
  /** Outgoing SMS through an HTTP gateway; when absent no SMS is sent. */
  sms?: SmsConfig;
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user?: string;
  pass?: string;
  /** The sender address, e.g. `省建筑业协会 <noreply@example.org>`. */
  from: string;
}

export interface SmsConfig {
  /** The gateway the product POSTs `{ to, text }` (JSON) to; a 2xx answer counts as sent. */
  webhookUrl: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
}

export interface WeixinConfig {
  appId: string;
  appSecret: string;
  /** Where the browser is sent to authorize (WeChat: https://open.weixin.qq.com/connect/oauth2/authorize). */
  authorizeUrl: string;
  /** Where the code is exchanged for the open id (WeChat: https://api.weixin.qq.com/sns/oauth2/access_token). */
  tokenUrl: string;
}

/** A bad configuration value: the process prints `message` on one line and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  throw new ConfigError(`${name}=${raw} is invalid: expected one of ${allowed.join(', ')}`);
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name}=${raw} is invalid: expected true or false`);
}

function port(env: Env): number {
  const raw = env.PORT;
  if (raw === undefined || raw === '') return 3000;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isInteger(n) || n < 0 || n > 65535) {
    throw new ConfigError(`PORT=${raw} is invalid: expected a whole number from 0 to 65535`);
  }
  return n;
}

function databaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL is invalid: expected a URL such as postgres://user@host:5432/dbname');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(
      `DATABASE_URL is invalid: expected the postgres:// or postgresql:// scheme, got ${url.protocol}//`,
    );
  }
  if (url.pathname.length <= 1) {
    throw new ConfigError('DATABASE_URL is invalid: it names no database (postgres://user@host:5432/dbname)');
  }
  return raw;
}

const MIB = 1024 * 1024;

/** UPLOAD_MAX_BYTES: a whole number of bytes or a size such as 50mb / 512kb; at least 1 KiB, at most 2 GiB. */
function uploadMaxBytes(env: Env): number {
  const raw = env.UPLOAD_MAX_BYTES;
  if (raw === undefined || raw === '') return 50 * MIB;
  const m = /^(\d+)(b|kb|mb|gb)?$/i.exec(raw.trim());
  const unit = { b: 1, kb: 1024, mb: MIB, gb: 1024 * MIB }[(m?.[2] ?? 'b').toLowerCase() as 'b'];
  const n = m ? Number(m[1]) * unit : NaN;
  if (!Number.isSafeInteger(n) || n < 1024 || n > 2 * 1024 * MIB - 1) {
    throw new ConfigError(
      `UPLOAD_MAX_BYTES=${raw} is invalid: expected a size from 1kb to 2047mb, such as 52428800 or 50mb`,
    );
  }
  return n;
}

function bodyLimit(env: Env): string {
  const raw = env.BODY_LIMIT;
  if (raw === undefined || raw === '') return '1mb';
  if (!/^\d+(b|kb|mb)$/i.test(raw))
    throw new ConfigError(`BODY_LIMIT=${raw} is invalid: expected a size such as 512kb or 2mb`);
  return raw;
}

/**
 * The JWT secret. Required in production and with DATABASE_URL (several instances on one database must sign
 * with one secret); otherwise a missing secret is generated once and kept in DATA_DIR so that tokens survive restarts.
 */
function jwtSecret(
  env: Env,
  nodeEnv: AppConfig['nodeEnv'],
  dataDir: string,
  persist: boolean,
  shared: boolean,
): string {
  const raw = env.JWT_SECRET;
  if (raw !== undefined && raw !== '') {
    if (raw.length < 32) throw new ConfigError('JWT_SECRET is invalid: expected at least 32 characters');
    return raw;
  }
  if (nodeEnv === 'production')
    throw new ConfigError('JWT_SECRET is required in production: expected at least 32 characters');
  if (shared)
    throw new ConfigError(
      'JWT_SECRET is required with DATABASE_URL (every instance must share it): expected at least 32 characters',
    );
  if (!persist) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function httpUrl(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return raw.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  throw new ConfigError(`${name}=${raw} is invalid: expected an http(s) URL`);
}

/** OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: all three or none. */
function oidc(env: Env): AppConfig['oidc'] {
  const issuer = httpUrl(env, 'OIDC_ISSUER');
  const clientId = env.OIDC_CLIENT_ID || undefined;
  const clientSecret = env.OIDC_CLIENT_SECRET || undefined;
  if (!issuer && !clientId && !clientSecret) return undefined;
  if (!issuer || !clientId || !clientSecret) {
    throw new ConfigError('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  return { issuer, clientId, clientSecret };
}

/** WEIXIN_APP_ID and WEIXIN_APP_SECRET together or none; WEIXIN_AUTHORIZE_URL and WEIXIN_TOKEN_URL default to WeChat's. */
function weixin(env: Env): WeixinConfig | undefined {
  const appId = env.WEIXIN_APP_ID || undefined;
  const appSecret = env.WEIXIN_APP_SECRET || undefined;
  const authorizeUrl = httpUrl(env, 'WEIXIN_AUTHORIZE_URL');
  const tokenUrl = httpUrl(env, 'WEIXIN_TOKEN_URL');
  if (!appId && !appSecret) {
    if (authorizeUrl || tokenUrl) throw new ConfigError('WEIXIN_AUTHORIZE_URL and WEIXIN_TOKEN_URL need WEIXIN_APP_ID');
    return undefined;
  }
  if (!appId || !appSecret) throw new ConfigError('WEIXIN_APP_ID and WEIXIN_APP_SECRET must be set together');
  if (!/^[\w-]{1,64}$/.test(appId)) throw new ConfigError(`WEIXIN_APP_ID=${appId} is invalid`);
  return {
    appId,
    appSecret,
    authorizeUrl: authorizeUrl ?? 'https://open.weixin.qq.com/connect/oauth2/authorize',
    tokenUrl: tokenUrl ?? 'https://api.weixin.qq.com/sns/oauth2/access_token',
  };
}

/** LOG_RETENTION_DAYS: whole days from 1 to 36500, default 180. */
function logRetentionDays(env: Env): number {
  const raw = env.LOG_RETENTION_DAYS;
  if (raw === undefined || raw === '') return DEFAULT_LOG_RETENTION_DAYS;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > 36_500)
    throw new ConfigError(`LOG_RETENTION_DAYS=${raw} is invalid: expected a whole number of days from 1 to 36500`);
  return n;
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** The address part of a sender such as `Name <a@b.cn>` or `a@b.cn`. */
function senderAddress(from: string): string | undefined {
  const m = /<([^<>]+)>\s*$/.exec(from);
  const address = (m ? m[1]! : from).trim();
  return EMAIL.test(address) ? address : undefined;
}

/**
 * SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS from the start) or SMTP_HOST with SMTP_PORT (default 587,
 * 465 with SMTP_SECURE=true), SMTP_USER, SMTP_PASS; SMTP_FROM (required with either). None of them: no email.
 */
function smtp(env: Env): SmtpConfig | undefined {
  const url = env.SMTP_URL || undefined;
  const host = env.SMTP_HOST || undefined;
  const any = url || host || env.SMTP_PORT || env.SMTP_USER || env.SMTP_PASS || env.SMTP_FROM || env.SMTP_SECURE;
  if (!any) return undefined;
  if (url && host) throw new ConfigError('SMTP_URL and SMTP_HOST are exclusive: set one of them');
  if (!url && !host) throw new ConfigError('SMTP_HOST (or SMTP_URL) is required with the other SMTP_ variables');
  const from = env.SMTP_FROM?.trim();
  if (!from) throw new ConfigError('SMTP_FROM is required with SMTP_HOST or SMTP_URL: expected a sender address');
  if (!senderAddress(from))
    throw new ConfigError(`SMTP_FROM=${from} is invalid: expected an address such as 协会 <noreply@example.org>`);
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new ConfigError('SMTP_URL is invalid: expected a URL such as smtp://user:password@host:587');
    }
    if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
      throw new ConfigError(`SMTP_URL is invalid: expected the smtp:// or smtps:// scheme, got ${parsed.protocol}//`);
    if (!parsed.hostname) throw new ConfigError('SMTP_URL is invalid: it names no host');
    const secure = parsed.protocol === 'smtps:';
    return {
      host: parsed.hostname.replace(/^\[|\]$/g, ''),
      port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
      secure,
      user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
      pass: parsed.password ? decodeURIComponent(parsed.password) : undefined,
      from,
    };
  }
  const secure = bool(env, 'SMTP_SECURE', false);
  const rawPort = env.SMTP_PORT;
  let smtpPort = secure ? 465 : 587;
  if (rawPort !== undefined && rawPort !== '') {
    smtpPort = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || smtpPort < 1 || smtpPort > 65535)
      throw new ConfigError(`SMTP_PORT=${rawPort} is invalid: expected a whole number from 1 to 65535`);
  }
  const user = env.SMTP_USER || undefined;
  const pass = env.SMTP_PASS || undefined;
  if (Boolean(user) !== Boolean(pass)) throw new ConfigError('SMTP_USER and SMTP_PASS must be set together');
  return { host: host!, port: smtpPort, secure, user, pass, from };
}

/** SMS_WEBHOOK_URL (an http(s) gateway) and optional SMS_WEBHOOK_TOKEN; none: no SMS. */
function sms(env: Env): SmsConfig | undefined {
  const webhookUrl = httpUrl(env, 'SMS_WEBHOOK_URL');
  const token = env.SMS_WEBHOOK_TOKEN || undefined;
  if (!webhookUrl) {
    if (token) throw new ConfigError('SMS_WEBHOOK_TOKEN needs SMS_WEBHOOK_URL');
    return undefined;
  }
  return { webhookUrl, token };
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: which reverse proxies are believed about the client address. Default `loopback` (a proxy on the
 * same machine); `false` for none; a hop count (`1`: the nearest proxy, whatever its address); or a
 * comma-separated list of addresses, CIDR subnets and the names loopback, linklocal, uniquelocal.
 */
function trustProxy(env: Env): AppConfig['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim();
  if (raw === undefined || raw === '') return ['loopback'];
  const lower = raw.toLowerCase();
  if (['false', 'no', 'off', 'none'].includes(lower)) return false;
  if (/^\d+$/.test(raw) && Number(raw) <= 100) return Number(raw) === 0 ? false : Number(raw);
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const valid = (e: string) => {
    if (PROXY_NAMES.includes(e.toLowerCase())) return true;
    const [addr, bits, extra] = e.split('/');
    const kind = isIP(addr ?? '');
    if (!kind || extra !== undefined) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128));
  };
  if (entries.length === 0 || !entries.every(valid)) {
    throw new ConfigError(
      `TRUST_PROXY=${raw} is invalid: expected false, a hop count, or addresses/subnets (10.0.0.0/8) and loopback, linklocal, uniquelocal separated by commas`,
    );
  }
  return entries.map((e) => (PROXY_NAMES.includes(e.toLowerCase()) ? e.toLowerCase() : e));
}

export interface LoadConfigOptions {
  /** Keep a generated secret in DATA_DIR (the running product); tests pass false. */
  persistSecret?: boolean;
  /** Base of relative paths; default INIT_CWD (set by npm), else the working directory. */
  cwd?: string;
}

export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): AppConfig {
  // Relative paths are taken from where the user ran npm (INIT_CWD), not the workspace folder npm switches to.
  const cwd = options.cwd ?? (env.INIT_CWD || process.cwd());
  const nodeEnv = oneOf(env, 'NODE_ENV', NODE_ENVS, 'development');
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  const dbUrl = databaseUrl(env);
  // Introspection and field suggestions are off in production whatever the database, unless asked for.
  const introspectionDefault = nodeEnv !== 'production';
  const storageDriver = oneOf(env, 'STORAGE_DRIVER', ['local'] as const, 'local');
  return {
    nodeEnv,
    port: port(env),
    dataDir,
    databaseUrl: dbUrl,
    jwtSecret: jwtSecret(env, nodeEnv, dataDir, options.persistSecret ?? true, dbUrl !== undefined),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    introspection: bool(env, 'GRAPHQL_INTROSPECTION', introspectionDefault),
    statementCountHeader: bool(env, 'STATEMENT_COUNT_HEADER', false),
    bodyLimit: bodyLimit(env),
    storage: { driver: storageDriver, dir: path.resolve(dataDir, env.STORAGE_DIR || 'files') },
    uploadMaxBytes: uploadMaxBytes(env),
    wxMpToken: env.WX_MP_TOKEN || undefined,
    clientDir: path.resolve(cwd, env.CLIENT_DIR || defaultClientDir()),
    // Demo accounts have published passwords: never seeded in production unless asked for.
    seedDemo: bool(env, 'SEED_DEMO', nodeEnv !== 'production'),
    publicUrl: httpUrl(env, 'PUBLIC_URL'),
    oidc: oidc(env),
    weixin: weixin(env),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logRetentionDays: logRetentionDays(env),
    webhookAllowPrivate: bool(env, 'WEBHOOK_ALLOW_PRIVATE', nodeEnv !== 'production'),
    webhookImmediate: bool(env, 'WEBHOOK_IMMEDIATE', nodeEnv !== 'test'),
    trustProxy: trustProxy(env),
    smtp: smtp(env),
    sms: sms(env),
  };
}

function defaultClientDir(): string {
  // api/src/config.ts or api/dist/config.js -> <repo>/client/dist
  return path.resolve(import.meta.dirname, '..', '..', 'client', 'dist');
}
