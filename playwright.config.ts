import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the started product (SPEC/STACK: never `playwright install`).
 * The server is started the way `npm start` does it, on a free port with a fresh temporary data directory,
 * by scripts/e2e-server.mjs (builds when needed, then `node api/dist/main.js` with PORT=$E2E_PORT).
 * The port is chosen here once (a random one in 4100-4899 that is free right now, since other services on this
 * kind of machine listen in that range); worker processes inherit it through the environment.
 * Two workers: the first uses this server, the second starts its own on a fresh database (tests/e2e/fixtures.ts),
 * so the two never see each other's data.
 */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '127.0.0.1');
  });
}

async function pickPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 4100 + Math.floor(Math.random() * 800);
    if (await isFree(port)) return port;
  }
  throw new Error('no free port in 4100-4899 for the e2e server');
}

process.env.E2E_PORT ??= String(await pickPort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Two workers share two cores: a step that takes 3 s alone can take 10 s beside the other worker.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL,
    locale: 'zh-CN',
    // The browser and the server run far from Beijing: every time shown must still be Beijing time.
    timezoneId: 'America/Los_Angeles',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    env: { E2E_PORT: String(port), TZ: 'Europe/London' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
