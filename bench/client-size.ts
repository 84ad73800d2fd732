/**
 * npm run bench (part 3): what the login page costs the browser.
 *
 * 1. Size: from the build's manifest (client/dist/.vite/manifest.json), the JavaScript and CSS the login route
 *    loads before its form can be used: the entry with every chunk it imports (the modulepreloads of
 *    index.html; the login screen is part of it, else its chunk and imports count too). Reported raw, gzip and
 *    brotli (the files the build precompressed, which the server sends).
 * 2. LCP: /login in Chromium (Debian's, CHROMIUM_PATH for another) served by the product on loopback, cold
 *    (a fresh browser context: empty cache) and warm (the same context again), median of a few rounds; and the
 *    scripts the page actually requested (with what loads just after the paint). Then the same for /wel/index,
 *    the home page, signed in as the demo administrator (the session of one sign-in, in every fresh context).
 *
 * Builds the client first unless BENCH_BUILD=0 (then it reads the existing client/dist). BENCH_LCP=0 skips (2).
 */
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'client', 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
/** The goal of issue 18 for the login page's JavaScript, gzip. */
const GOAL_KB = 170;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

if (process.env.BENCH_BUILD !== '0' || !existsSync(manifestFile)) {
  execFileSync('npm', ['run', 'build', '-w', 'client'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;

/** The files a chunk needs before it runs: itself, its static imports (recursively) and their CSS. */
function closure(keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    closure(chunk.imports ?? [], into);
  }
  return into;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('modules/login/LoginPage.tsx'));
if (!entryKey) throw new Error('the manifest names no entry');
const entryFiles = closure([entryKey]);
// The login screen is part of the entry (routes.tsx); were it a lazy chunk again, its chunk would count too.
const loginFiles = loginKey ? closure([loginKey], new Set(entryFiles)) : entryFiles;

function sizeOf(file: string) {
  const full = path.join(dist, file);
  const raw = readFileSync(full);
  // The precompressed files are what the server sends; a file left plain (too small) counts as itself.
  const gz = existsSync(`${full}.gz`) ? statSync(`${full}.gz`).size : gzipSync(raw, { level: 9 }).length;
  const br = existsSync(`${full}.br`)
    ? statSync(`${full}.br`).size
    : brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { raw: raw.length, gz: Math.min(gz, raw.length), br: Math.min(br, raw.length) };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
function report(title: string, files: Set<string>) {
  let raw = 0;
  let gz = 0;
  let br = 0;
  const rows = [...files].map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.gz - a.gz);
  for (const row of rows) {
    raw += row.raw;
    gz += row.gz;
    br += row.br;
  }
  console.log(`\n${title}: ${files.size} files, ${kb(raw)} KB raw, ${kb(gz)} KB gzip, ${kb(br)} KB brotli`);
  for (const row of rows.slice(0, 8))
    console.log(
      `  ${row.file.padEnd(44)} ${kb(row.raw).padStart(8)} raw ${kb(row.gz).padStart(7)} gz ${kb(row.br).padStart(7)} br`,
    );
  return { raw, gz, br };
}

if (loginKey) report('Entry (index.html script and modulepreloads)', entryFiles);
const login = report(
  loginKey
    ? 'Login page (entry + login screen chunk and its imports)'
    : 'Login page (index.html script and its modulepreloads)',
  loginFiles,
);
const js = [...loginFiles].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f).gz, 0);
console.log(
  `\nLogin page JavaScript: ${kb(js)} KB gzip (goal <= ${GOAL_KB} KB: ${js / 1024 <= GOAL_KB ? 'met' : 'NOT met'}); all of it ${kb(login.br)} KB brotli`,
);

if (process.env.BENCH_LCP !== '0') await measureLcp();

async function measureLcp() {
  const { chromium } = await import('@playwright/test');
  const finder = '../scripts/ensure-chromium.mjs';
  const { findChromium } = (await import(finder)) as { findChromium(): string | undefined };
  const executablePath = findChromium();
  if (!executablePath) {
    console.log('\nLCP: skipped, no Chromium (node scripts/ensure-chromium.mjs installs it)');
    return;
  }
  const { createApp, createFileService } = await import('../api/src/app.js');
  const { loadConfig } = await import('../api/src/config.js');
  const { openDatabase } = await import('../api/src/db/database.js');
  const { seed } = await import('../api/src/db/seeders/seed.js');
  const { createLogger } = await import('../api/src/engine/log/logger.js');
  const orm = await openDatabase({ pgliteDir: 'memory://' });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIR: dist }, { persistSecret: false });
  const log = createLogger('silent');
  // Base and demo data, as `npm start` seeds a new database: the home page is measured signed in as `admin`.
  await seed(orm, { demo: true, files: createFileService(config, log) });
  const app = await createApp({ config, orm, log });
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}/login`;
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  try {
    const cold: number[] = [];
    const warm: number[] = [];
    let scripts: Array<{ url: string; bytes: number }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
      const page = await context.newPage();
      const requested: Array<{ url: string; bytes: number }> = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        void request
          .sizes()
          .then((sizes) => requested.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize }));
      });
      cold.push(await lcpOf(page, url, loginReady));
      if (round === 0) scripts = [...requested];
      warm.push(await lcpOf(page, url, loginReady));
      await context.close();
    }
    const sent = scripts.reduce((sum, s) => sum + s.bytes, 0);
    console.log(
      `\nLCP of /login in Chromium, median of ${ROUNDS}: cold ${median(cold).toFixed(0)} ms, warm ${median(warm).toFixed(0)} ms (goal <= 800 ms)`,
    );
    console.log(
      `Scripts the login page requested cold, up to 300 ms after its form was usable (so with what loads after the paint: the GraphQL client, the whole catalogue): ${scripts.length}, ${kb(sent)} KB as sent (compressed)`,
    );

    // The home page, signed in: one sign-in through the form, then its session (localStorage) in fresh contexts.
    const signIn = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    const first = await signIn.newPage();
    await first.goto(url);
    await first.getByLabel('账号').fill('admin');
    await first.getByLabel('密码').fill('Zhuxie@2026');
    await first.getByRole('button', { name: '登录', exact: true }).click();
    await first.waitForURL(/\/wel\/index$/);
    const storageState = await signIn.storageState();
    await signIn.close();
    const home = url.replace(/\/login$/, '/wel/index');
    const homeCold: number[] = [];
    const homeWarm: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        locale: 'zh-CN',
        storageState,
      });
      const page = await context.newPage();
      homeCold.push(await lcpOf(page, home, homeReady));
      homeWarm.push(await lcpOf(page, home, homeReady));
      await context.close();
    }
    console.log(
      `LCP of /wel/index (signed in) in Chromium, median of ${ROUNDS}: cold ${median(homeCold).toFixed(0)} ms, warm ${median(homeWarm).toFixed(0)} ms (goal <= 800 ms)`,
    );
  } finally {
    await browser.close();
    await app.stop();
    await orm.close(true);
  }
}

/** The login form is usable. */
async function loginReady(page: Page) {
  await page.getByRole('button', { name: '登录', exact: true }).waitFor();
}
/** The home page shows its welcome and its lists have been asked for. */
async function homeReady(page: Page) {
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Opens the page, waits until it is ready, and reads its largest contentful paint. */
async function lcpOf(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<number> {
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  await page.waitForTimeout(300);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // Chromium knows this entry type; Node's typings (used here) do not.
        const init = { type: 'largest-contentful-paint', buffered: true };
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe(init as { type: 'mark'; buffered: boolean });
      }),
  );
}
