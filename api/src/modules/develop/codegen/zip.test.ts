import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { generateScaffold } from './generate.js';
import { SAMPLE_DEFINITION } from './sample.js';
import { zipFiles } from './zip.js';

describe('zipFiles', () => {
  it('writes every generated file as an entry with its path and content', () => {
    const files = generateScaffold(SAMPLE_DEFINITION);
    const bytes = zipFiles(files);
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]); // PK\3\4
    const entries = unzipSync(bytes);
    expect(Object.keys(entries)).toEqual(files.map((f) => f.path));
    for (const f of files) expect(strFromU8(entries[f.path]!)).toBe(f.content);
    // Same input, same bytes (fixed entry times).
    expect(zipFiles(files)).toEqual(bytes);
  });

  it('refuses unsafe and repeated paths instead of writing them', () => {
    expect(() => zipFiles([{ path: '../evil.ts', content: 'x' }])).toThrow('unsafe archive path');
    expect(() => zipFiles([{ path: '/abs.ts', content: 'x' }])).toThrow('unsafe archive path');
    expect(() => zipFiles([{ path: 'a\\b.ts', content: 'x' }])).toThrow('unsafe archive path');
    expect(() =>
      zipFiles([
        { path: 'a/b.ts', content: 'x' },
        { path: 'a/b.ts', content: 'y' },
      ]),
    ).toThrow('duplicate archive path');
  });
});
