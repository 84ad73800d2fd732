import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../api/src/app.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

let s: TestServer;
/** The demo administrator. */
let admin: ApiClient;
beforeAll(async () => {
  s = await startTestServer({ demo: true, env: { BODY_LIMIT: '2kb' } });
  admin = await s.login('admin', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop();
});

describe('the HTTP platform', () => {
  it('answers unknown /api paths with a 404 envelope, never the client page', async () => {
    const r = await s.rest('GET', '/api/blade-system/nothing-here');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 404, success: false, data: null });
    expect(r.body.msg).toContain('/api/blade-system/nothing-here');
    const post = await s.rest('POST', '/api/x/y', { a: 1 });
    expect(post.status).toBe(404);
  });

  it('sets security headers and a request id', async () => {
    const res = await fetch(`${s.url}/healthz`, { headers: { 'x-request-id': 'trace-123' } });
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
    const odd = await fetch(`${s.url}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses request bodies over the limit', async () => {
    const big = { paramName: 'n', paramKey: 'k', paramValue: 'x'.repeat(4096) };
    const rest = await admin.rest('POST', '/api/blade-system/param/submit', big);
    expect(rest.status).toBe(413);
    expect(rest.body).toMatchObject({ code: 413, success: false, msg: '请求体过大' });
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(4096) } }),
    });
    expect(res.status).toBe(413);
  });

  it('limits aliases', async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: params { total }`).join(
      ' ',
    );
    const r = await admin.gql(`{ ${aliases} }`);
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.message).toMatch(/alias/i);
    const fine = await admin.gql(`{ ${aliases.split(' a').slice(0, GRAPHQL_LIMITS.maxAliases).join(' a')} }`);
    expect(fine.errors).toBeUndefined();
  });

  it('serves introspection outside production', async () => {
    const r = await s.gql<{ __schema: { queryType: { name: string } } }>('{ __schema { queryType { name } } }');
    expect(r.data?.__schema.queryType.name).toBe('Query');
  });

  it('reports GraphQL syntax errors with their own code', async () => {
    const r = await s.gql('{ params { ');
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('seeds base data and demo data into an empty database', async () => {
    const r = await admin.gql<{ params: { records: { paramKey: string }[] } }>(
      '{ params(page: { size: 50 }) { records { paramKey } } }',
    );
    const keys = r.data!.params.records.map((p) => p.paramKey);
    expect(keys).toEqual(expect.arrayContaining(['upload.maxFiles', 'request.timeout', 'member.department.phone']));
  });
});

describe('query limits', () => {
  it('refuses queries deeper or costlier than the limits, before running them', async () => {
    const small = await startTestServer({ graphqlLimits: { maxDepth: 2, maxCost: 20 } });
    try {
      const deep = await small.gql('{ params { records { id } } }');
      expect(deep.status).toBe(400);
      expect(deep.errors?.[0]?.message).toMatch(/depth/i);
      const user = await small.login('admin');
      const shallow = await user.gql('{ params { total } }');
      expect(shallow.errors).toBeUndefined();
      const costly = await user.gql(
        '{ a: params { total pages size current } b: params { total pages size current } c: params { total pages size current } d: params { total pages } }',
      );
      expect(costly.errors?.[0]?.message).toMatch(/cost/i);
    } finally {
      await small.stop();
    }
  });
});

describe('serving the built client', () => {
  it('answers client routes with index.html and missing files with 404', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zhuxie-client-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>client</title>');
    writeFileSync(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
    const web = await startTestServer({ seed: false, env: { CLIENT_DIR: dir } });
    try {
      for (const route of ['/', '/system/param', '/wel/index?x=1']) {
        const res = await fetch(`${web.url}${route}`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('<title>client</title>');
      }
      const asset = await fetch(`${web.url}/assets/app-1234.js`);
      expect(asset.headers.get('cache-control')).toContain('immutable');
      expect(await asset.text()).toBe('console.log(1)');
      expect((await fetch(`${web.url}/assets/gone-9999.js`)).status).toBe(404);
      expect((await fetch(`${web.url}/favicon-missing.ico`)).status).toBe(404);
      expect((await fetch(`${web.url}/api/blade-system/param/nope`)).status).toBe(404);
    } finally {
      await web.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A GET as a browser sends it, answered with the raw (still encoded) body: fetch would decode it on its own. */
function rawGet(
  url: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

describe('serving the precompressed client', () => {
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
  const page = `<!doctype html><html><head><title>client</title></head><body>${'<p>建筑业协会</p>'.repeat(100)}</body></html>`;
  let dir: string;
  let web: TestServer;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'zhuxie-client-'));
    mkdirSync(path.join(dir, 'assets'));
    const files: Record<string, string> = {
      'index.html': page,
      'assets/app-1234.js': script,
      'theme-boot.js': 'document.title = 1;',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    // What the client build writes beside each text file (theme-boot.js is too small to be worth it: plain only).
    for (const name of ['index.html', 'assets/app-1234.js']) {
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(files[name] ?? ''));
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(files[name] ?? ''));
    }
    web = await startTestServer({ seed: false, env: { CLIENT_DIR: dir } });
  });
  afterAll(async () => {
    await web?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends brotli, else gzip, else the plain file, each decoding to the same bytes, with Vary', async () => {
    const br = await rawGet(`${web.url}/assets/app-1234.js`, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/i);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(script));
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await rawGet(`${web.url}/assets/app-1234.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await rawGet(`${web.url}/assets/app-1234.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    // A browser refusing brotli by weight gets gzip.
    expect((await rawGet(`${web.url}/assets/app-1234.js`, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('caches hashed assets for a year and makes the page (and every client route) revalidate', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const asset = await rawGet(`${web.url}/assets/app-1234.js`, encoding);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const route of ['/', '/login', '/wel/index?x=1', '/index.html']) {
      const res = await rawGet(`${web.url}${route}`, 'gzip, deflate, br');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
      expect(brotliDecompressSync(res.body).toString()).toBe(page);
    }
    const plainPage = await rawGet(`${web.url}/system/param`);
    expect(plainPage.headers['cache-control']).toBe('no-cache');
    expect(plainPage.body.toString()).toBe(page);
    const boot = await rawGet(`${web.url}/theme-boot.js`, 'br');
    expect(boot.headers['content-encoding']).toBeUndefined();
    expect(boot.headers['cache-control']).toBe('public, max-age=3600');
    expect((await rawGet(`${web.url}/assets/gone-9999.js`, 'br')).status).toBe(404);
    expect((await rawGet(`${web.url}/assets/app-1234.js.map`, 'br')).status).toBe(404);
    // A path that does not decode: a client route gets the page, a file path a plain 404 (never a bare 400).
    const odd = await rawGet(`${web.url}/login%E0%A4%A`, 'br');
    expect(odd.status).toBe(200);
    expect(brotliDecompressSync(odd.body).toString()).toBe(page);
    expect((await rawGet(`${web.url}/assets/%E0%A4%A.js`, 'br')).status).toBe(404);
  });
});

describe('production mode', () => {
  it('turns introspection off and hides field suggestions', async () => {
    const prod = await startTestServer({
      env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://h/db' },
    });
    try {
      const r = await prod.gql('{ __schema { queryType { name } } }');
      expect(r.errors?.[0]?.message).toMatch(/introspection/i);
      const typo = await prod.gql('{ parms { total } }');
      expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
    } finally {
      await prod.stop();
    }
  });
});
