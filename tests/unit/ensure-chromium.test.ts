import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { ensureChromium, findChromium } from '../../scripts/ensure-chromium.mjs';

const script = path.resolve(import.meta.dirname, '../../scripts/ensure-chromium.mjs');

describe('npm test finds its browser', () => {
  it('uses CHROMIUM_PATH when it names an executable', () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });

  it('says in one line what to do when CHROMIUM_PATH names nothing', () => {
    const result = ensureChromium({ env: { CHROMIUM_PATH: '/nonexistent/chromium' }, log: () => {} });
    expect(result.path).toBeUndefined();
    expect(result.missing).toContain('CHROMIUM_PATH=/nonexistent/chromium');
    expect(result.missing).not.toContain('\n');
  });

  it('as a script, exits 1 with that line instead of failing later', () => {
    const r = spawnSync(process.execPath, [script], {
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('is not an executable file');
  });

  it('as a script, prints the path it found', () => {
    const r = spawnSync(process.execPath, [script], {
      env: { ...process.env, CHROMIUM_PATH: process.execPath },
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(process.execPath);
  });
});
