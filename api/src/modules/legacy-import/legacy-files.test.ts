import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localFiles, parseS3Url } from './legacy-files.js';

describe('legacy files', () => {
  it('reads s3://bucket[/prefix] and refuses anything else', () => {
    expect(parseS3Url('s3://bladex')).toEqual({ bucket: 'bladex', prefix: '' });
    expect(parseS3Url('s3://old-oss/upload/2021/')).toEqual({ bucket: 'old-oss', prefix: 'upload/2021/' });
    expect(() => parseS3Url('https://bladex')).toThrow('--files-s3 应为 s3://存储桶[/前缀] 形式');
    expect(() => parseS3Url('s3://A_B')).toThrow();
  });

  it('finds the first candidate inside its folder and never one outside it', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'legacy-files-'));
    mkdirSync(path.join(root, 'upload'));
    writeFileSync(path.join(root, 'upload', 'a.pdf'), 'a');
    writeFileSync(path.join(path.dirname(root), 'outside.txt'), 'x');
    const files = localFiles(root);
    expect(await files.find(['bladex/upload/a.pdf', 'upload/a.pdf'])).toBe(path.join(root, 'upload', 'a.pdf'));
    expect(await files.find(['../outside.txt', 'upload'])).toBeUndefined();
  });
});
