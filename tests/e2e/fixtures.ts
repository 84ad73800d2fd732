import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

async function healthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the e2e server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the e2e server at ${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The product each worker's tests run against. The first worker uses the server the configuration starts
 * (playwright.config.ts `webServer`); every further worker starts one of its own (scripts/e2e-server.mjs: the
 * built product on a fresh embedded database with the demo data), so that workers never see each other's data
 * and the suite can run on two workers. A worker restarted after a failure gets a fresh one.
 */
export const test = base.extend<object, { productUrl: string }>({
  productUrl: [
    // Playwright reads the fixtures a fixture needs from its first parameter: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      if (workerInfo.parallelIndex === 0 || !process.env.E2E_PORT) {
        await use(`http://127.0.0.1:${process.env.E2E_PORT ?? 3000}`);
        return;
      }
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const child = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
        cwd: root,
        stdio: 'ignore',
        env: { ...process.env, E2E_PORT: String(port), TZ: 'Europe/London' },
      });
      try {
        await healthy(url, child, 180_000);
        await use(url);
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)));
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ productUrl }, use) => use(productUrl),
});
