import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'zhuxie-config-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database in ./data, introspection on', () => {
    const cwd = tempDir();
    const c = loadConfig({}, { cwd });
    expect(c).toMatchObject({
      port: 3000,
      nodeEnv: 'development',
      databaseUrl: undefined,
      introspection: true,
      logLevel: 'info',
      bodyLimit: '1mb',
      seedDemo: true,
    });
    expect(c.dataDir).toBe(path.join(cwd, 'data'));
    expect(c.storage).toEqual({ driver: 'local', dir: path.join(cwd, 'data', 'files') });
  });

  it('keeps logs 180 days unless LOG_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({}, { cwd: tempDir(), persistSecret: false }).logRetentionDays).toBe(180);
    expect(loadConfig({ LOG_RETENTION_DAYS: '30' }, { cwd: tempDir(), persistSecret: false }).logRetentionDays).toBe(
      30,
    );
  });

  it('reads the upload size limit (default 50 MiB) in bytes or with a unit', () => {
    expect(loadConfig({}, { persistSecret: false }).uploadMaxBytes).toBe(50 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_BYTES: '2048' }, { persistSecret: false }).uploadMaxBytes).toBe(2048);
    expect(loadConfig({ UPLOAD_MAX_BYTES: '10mb' }, { persistSecret: false }).uploadMaxBytes).toBe(10 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_MAX_BYTES: '512KB' }, { persistSecret: false }).uploadMaxBytes).toBe(512 * 1024);
  });

  it('resolves relative paths from where npm was run (INIT_CWD)', () => {
    const cwd = tempDir();
    expect(loadConfig({ INIT_CWD: cwd, DATA_DIR: 'state' }, { persistSecret: false }).dataDir).toBe(
      path.join(cwd, 'state'),
    );
  });

  it('generates a secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('requires a strong secret in production and turns introspection off on a real database', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db' }, { cwd: tempDir() })).toThrow(
      new ConfigError('JWT_SECRET is required in production: expected at least 32 characters'),
    );
    const c = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db', JWT_SECRET: 's'.repeat(32) });
    expect(c.introspection).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://h/db',
        JWT_SECRET: 's'.repeat(32),
        GRAPHQL_INTROSPECTION: 'true',
      }).introspection,
    ).toBe(true);
  });

  it('requires JWT_SECRET with DATABASE_URL in any mode (every instance must sign with one secret)', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://h/db' }, { cwd: tempDir() })).toThrow(
      new ConfigError(
        'JWT_SECRET is required with DATABASE_URL (every instance must share it): expected at least 32 characters',
      ),
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
  });

  it('seeds no demo data and serves no introspection in production unless asked, whatever the database', () => {
    const prod = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) }, { cwd: tempDir() });
    expect(prod).toMatchObject({ seedDemo: false, introspection: false, webhookAllowPrivate: false });
    expect(loadConfig({}, { cwd: tempDir() }).webhookAllowPrivate).toBe(true);
    expect(
      loadConfig(
        { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32), WEBHOOK_ALLOW_PRIVATE: 'true' },
        { cwd: tempDir() },
      ).webhookAllowPrivate,
    ).toBe(true);
    expect(
      loadConfig(
        { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32), SEED_DEMO: 'true', GRAPHQL_INTROSPECTION: 'true' },
        { cwd: tempDir() },
      ),
    ).toMatchObject({ seedDemo: true, introspection: true });
  });

  it('reads TRUST_PROXY: loopback by default, false, a hop count, or addresses and subnets', () => {
    const trust = (v?: string) =>
      loadConfig(v === undefined ? {} : { TRUST_PROXY: v }, { persistSecret: false }).trustProxy;
    expect(trust()).toEqual(['loopback']);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('loopback, 10.0.0.0/8,192.168.1.5, fd00::/8')).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
    ]);
    for (const bad of ['10.0.0.0/33', 'example.com', 'true', '10.0.0.0/8/1']) {
      expect(() => trust(bad)).toThrow(/^TRUST_PROXY=.* is invalid: expected false, a hop count/);
    }
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT=abc is invalid: expected a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT=70000 is invalid: expected a whole number from 0 to 65535'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV=staging is invalid: expected one of development, production, test'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL=loud is invalid: expected one of fatal, error, warn, info, debug, trace, silent',
    ],
    [
      { DATABASE_URL: 'mysql://h/db' },
      'DATABASE_URL is invalid: expected the postgres:// or postgresql:// scheme, got mysql://',
    ],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is invalid: expected a URL such as postgres://user@host:5432/dbname'],
    [
      { DATABASE_URL: 'postgres://h:5432' },
      'DATABASE_URL is invalid: it names no database (postgres://user@host:5432/dbname)',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET is invalid: expected at least 32 characters'],
    [{ GRAPHQL_INTROSPECTION: 'maybe' }, 'GRAPHQL_INTROSPECTION=maybe is invalid: expected true or false'],
    [{ BODY_LIMIT: 'lots' }, 'BODY_LIMIT=lots is invalid: expected a size such as 512kb or 2mb'],
    [{ STORAGE_DRIVER: 's3' }, 'STORAGE_DRIVER=s3 is invalid: expected one of local'],
    [{ LOG_RETENTION_DAYS: '0' }, 'LOG_RETENTION_DAYS=0 is invalid: expected a whole number of days from 1 to 36500'],
    [
      { LOG_RETENTION_DAYS: '7.5' },
      'LOG_RETENTION_DAYS=7.5 is invalid: expected a whole number of days from 1 to 36500',
    ],
    [
      { UPLOAD_MAX_BYTES: 'big' },
      'UPLOAD_MAX_BYTES=big is invalid: expected a size from 1kb to 2047mb, such as 52428800 or 50mb',
    ],
    [
      { UPLOAD_MAX_BYTES: '100' },
      'UPLOAD_MAX_BYTES=100 is invalid: expected a size from 1kb to 2047mb, such as 52428800 or 50mb',
    ],
    [
      { UPLOAD_MAX_BYTES: '3gb' },
      'UPLOAD_MAX_BYTES=3gb is invalid: expected a size from 1kb to 2047mb, such as 52428800 or 50mb',
    ],
  ])('refuses %o with one clear message', (env, message) => {
    expect(() => loadConfig(env, { persistSecret: false })).toThrow(new ConfigError(message));
  });

  describe('SMTP and SMS', () => {
    const load = (env: Record<string, string>) => loadConfig(env, { persistSecret: false });

    it('sends no email and no SMS when nothing is configured', () => {
      const c = load({});
      expect(c.smtp).toBeUndefined();
      expect(c.sms).toBeUndefined();
    });

    it('reads SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM and SMTP_SECURE', () => {
      expect(load({ SMTP_HOST: 'mail.example.org', SMTP_FROM: 'noreply@example.org' }).smtp).toEqual({
        host: 'mail.example.org',
        port: 587,
        secure: false,
        user: undefined,
        pass: undefined,
        from: 'noreply@example.org',
      });
      expect(
        load({
          SMTP_HOST: 'mail.example.org',
          SMTP_SECURE: 'true',
          SMTP_USER: 'u',
          SMTP_PASS: 'p',
          SMTP_FROM: '协会 <noreply@example.org>',
        }).smtp,
      ).toMatchObject({ port: 465, secure: true, user: 'u', pass: 'p', from: '协会 <noreply@example.org>' });
      expect(load({ SMTP_HOST: 'h.example.org', SMTP_PORT: '2525', SMTP_FROM: 'a@b.cn' }).smtp?.port).toBe(2525);
    });

    it('reads SMTP_URL (smtp:// or smtps://)', () => {
      expect(load({ SMTP_URL: 'smtps://me%40x:s3cret@mail.example.org', SMTP_FROM: 'a@b.cn' }).smtp).toEqual({
        host: 'mail.example.org',
        port: 465,
        secure: true,
        user: 'me@x',
        pass: 's3cret',
        from: 'a@b.cn',
      });
      expect(load({ SMTP_URL: 'smtp://127.0.0.1:2525', SMTP_FROM: 'a@b.cn' }).smtp).toMatchObject({
        host: '127.0.0.1',
        port: 2525,
        secure: false,
      });
    });

    it('refuses incomplete or bad SMTP settings with one line naming the variable', () => {
      expect(() => load({ SMTP_HOST: 'h' })).toThrow('SMTP_FROM is required');
      expect(() => load({ SMTP_FROM: 'a@b.cn' })).toThrow('SMTP_HOST (or SMTP_URL) is required');
      expect(() => load({ SMTP_HOST: 'h', SMTP_FROM: 'nobody' })).toThrow('SMTP_FROM=nobody is invalid');
      expect(() => load({ SMTP_HOST: 'h', SMTP_FROM: 'a@b.cn', SMTP_PORT: '70000' })).toThrow(
        'SMTP_PORT=70000 is invalid',
      );
      expect(() => load({ SMTP_HOST: 'h', SMTP_FROM: 'a@b.cn', SMTP_USER: 'u' })).toThrow(
        'SMTP_USER and SMTP_PASS must be set together',
      );
      expect(() => load({ SMTP_HOST: 'h', SMTP_FROM: 'a@b.cn', SMTP_SECURE: 'maybe' })).toThrow(
        'SMTP_SECURE=maybe is invalid',
      );
      expect(() => load({ SMTP_URL: 'http://h', SMTP_FROM: 'a@b.cn' })).toThrow('smtp:// or smtps://');
      expect(() => load({ SMTP_URL: 'smtp://h', SMTP_HOST: 'h', SMTP_FROM: 'a@b.cn' })).toThrow('exclusive');
      for (const env of [{ SMTP_HOST: 'h' }, { SMTP_FROM: 'a@b.cn' }] as Record<string, string>[])
        expect(() => load(env)).toThrow(ConfigError);
    });

    it('reads the SMS gateway (SMS_WEBHOOK_URL, SMS_WEBHOOK_TOKEN)', () => {
      expect(load({ SMS_WEBHOOK_URL: 'https://sms.example.org/send', SMS_WEBHOOK_TOKEN: 't' }).sms).toEqual({
        webhookUrl: 'https://sms.example.org/send',
        token: 't',
      });
      expect(() => load({ SMS_WEBHOOK_URL: 'ftp://x' })).toThrow('SMS_WEBHOOK_URL=ftp://x is invalid');
      expect(() => load({ SMS_WEBHOOK_TOKEN: 't' })).toThrow('SMS_WEBHOOK_TOKEN needs SMS_WEBHOOK_URL');
    });
  });
});
