// Finds the Chromium that the browser tests drive (Debian's, never a downloaded one), installing it through the
// system's package manager when this process may (root, or sudo without a password), as CI does.
// Usable as a module (`ensureChromium()`) and as a script (`node scripts/ensure-chromium.mjs`, exit 1 when missing).
// CHROMIUM_PATH names another binary; it is then used as it is.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first Chromium found: CHROMIUM_PATH, then Debian's and Ubuntu's usual places; undefined when none. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return executable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return CANDIDATES.find(executable);
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/** How this process may run a root command: directly, through sudo without a password, or not at all. */
function rootRunner() {
  if (typeof process.getuid === 'function' && process.getuid() === 0) return [];
  if (has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo', '-n'];
  return undefined;
}

/**
 * Returns the Chromium path, installing Debian's package when it is missing and allowed. When it cannot, returns
 * { missing: 'one line saying what to run and why' }.
 */
export function ensureChromium({ log = console.log, env = process.env } = {}) {
  const found = findChromium(env);
  if (found) return { path: found };
  if (env.CHROMIUM_PATH) {
    return {
      missing: `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file: point it at a Chromium binary, or unset it.`,
    };
  }
  const runner = rootRunner();
  if (!has('apt-get') || !runner) {
    return {
      missing:
        "The browser tests need Debian's Chromium: run `sudo apt-get install chromium` (or set CHROMIUM_PATH to a Chromium binary), then `npm test` again.",
    };
  }
  log("Installing Debian's Chromium for the browser tests (apt-get install chromium) ...");
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [cmd, ...pre] = runner.length ? runner : ['env'];
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium'],
  ]) {
    const r = spawnSync(cmd, [...pre, ...args], { stdio: ['ignore', 'ignore', 'inherit'], env: aptEnv });
    if (r.status !== 0) {
      return {
        missing: `\`${args.join(' ')}\` failed (exit ${r.status}): install Debian's chromium package by hand, then \`npm test\` again.`,
      };
    }
  }
  const installed = findChromium(env);
  return installed
    ? { path: installed }
    : { missing: 'apt-get installed chromium but no binary is at /usr/bin/chromium: set CHROMIUM_PATH.' };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = ensureChromium();
  if (result.path) console.log(result.path);
  else {
    console.error(result.missing);
    process.exit(1);
  }
}
