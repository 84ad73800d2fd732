// `npm test`: the whole suite, in order, stopping at the first failure:
//   typecheck, lint, unit + client component tests, API tests on embedded PGlite, API tests on a real
//   PostgreSQL server, end-to-end tests in Chromium. Prints one closing line: "tests: N passed, N failed".
// PostgreSQL: TEST_DATABASE_URL, else postgresql://postgres@127.0.0.1:5432/test when it answers; each run
// creates and drops its own databases there. Without a reachable server the PostgreSQL run is skipped,
// except under CI=true, where it is required.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'zhuxie-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const isCI = process.env.CI === 'true' || process.env.CI === '1';

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`--- ${title}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return r.status === 0;
}

/**
 * Runs single-threaded steps side by side (two cores finish them in about the time of the longest), each with its
 * output kept and printed whole once all have ended, in the order given.
 */
async function together(steps) {
  const results = await Promise.all(
    steps.map(
      ({ title, cmd, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (d) => output.push(d));
          child.stderr.on('data', (d) => output.push(d));
          child.on('close', (code) => resolve({ title, code, output, seconds: (Date.now() - started) / 1000 }));
        }),
    ),
  );
  for (const r of results) {
    console.log(`\n=== ${r.title} (${r.seconds.toFixed(0)} s) ===`);
    process.stdout.write(Buffer.concat(r.output));
  }
  return results.every((r) => r.code === 0);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += j.numPassedTests ?? 0;
  totals.failed += j.numFailedTests ?? 0;
  totals.skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
}

function vitest(title, projects, name, env) {
  const out = path.join(reports, `${name}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const ok = run(title, 'npx', args, env);
  countVitest(out);
  return ok;
}

function reachable(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function finish(ok) {
  rmSync(reports, { recursive: true, force: true });
  console.log(`\n${ok ? 'All suites passed.' : 'A suite failed.'}`);
  console.log(
    `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(ok ? 0 : 1);
}

const pgUrl = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
const pgAvailable = await reachable(pgUrl);
if (!pgAvailable && isCI) {
  console.error(`PostgreSQL is required under CI but ${new URL(pgUrl).host} does not answer.`);
  finish(false);
}

// The browser tier needs Debian's Chromium: find or install it before anything runs, so that a missing browser
// is reported in one line at the start instead of deep inside Playwright after the other tiers.
const chromium = ensureChromium();
if (chromium.missing) {
  console.error(chromium.missing);
  finish(false);
}
process.env.CHROMIUM_PATH = chromium.path;

const steps = [
  // The product is built here too (the end-to-end tier starts it), beside the two checks.
  () =>
    together([
      { title: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
      { title: 'lint', cmd: 'npm', args: ['run', 'lint'] },
      { title: 'build', cmd: process.execPath, args: [path.join(root, 'scripts/ensure-built.mjs')] },
    ]),
  () => vitest('unit and client component tests', ['unit', 'client'], 'unit', {}),
  () => vitest('API tests on embedded PostgreSQL (PGlite)', ['api'], 'api-pglite', { TEST_DATABASE_URL: '' }),
  () => {
    if (!pgAvailable) {
      console.log(
        `\n=== API tests on PostgreSQL: skipped (${new URL(pgUrl).host} does not answer; set TEST_DATABASE_URL) ===`,
      );
      return true;
    }
    return vitest(`API tests on PostgreSQL (${new URL(pgUrl).host})`, ['api'], 'api-postgres', {
      TEST_DATABASE_URL: pgUrl,
    });
  },
  () => {
    const out = path.join(reports, 'e2e.json');
    const ok = run('end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    countPlaywright(out);
    return ok;
  },
];

for (const step of steps) if (!(await step())) finish(false);
finish(true);
