import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface RunningProduct {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Sends the signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts api/src/main.ts the way `npm run dev` would (tsx, Node of this process), with the given environment. */
export function spawnProduct(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts the product on a free port and waits until it prints its URL. */
export async function startProduct(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningProduct> {
  const child = spawnProduct({ PORT: '0', ...env });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`product did not start:\n${out}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at (http:\/\/localhost:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`product exited with ${code} before starting:\n${out}`));
    });
  });
  return {
    child,
    url,
    output: () => out,
    async stop(signal = 'SIGTERM') {
      child.kill(signal);
      return exited;
    },
  };
}
