// The product as `npm start` runs it, for Playwright: built if needed, on E2E_PORT, with a fresh temporary
// DATA_DIR (embedded database) that is removed when the server stops.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeWeixin } from './e2e-weixin.mjs';

const root = path.resolve(import.meta.dirname, '..');
const built = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-built.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

// The messaging-app binding (/mobile/weixin-bind) runs against a local stand-in of WeChat's authorization.
const weixin = await startFakeWeixin();
const dataDir = mkdtempSync(path.join(tmpdir(), 'zhuxie-e2e-'));
const child = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...weixin.env,
    PORT: process.env.E2E_PORT ?? '3000',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code) => {
  weixin.server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
