import { strToU8, type Zippable, zipSync } from 'fflate';
import { isSafeArchivePath } from './names.js';
import type { GeneratedFile } from './generate.js';

/** A fixed time for every entry, so the same definitions always give the same bytes. */
const ENTRY_TIME = new Date('2026-01-01T00:00:00Z');

/**
 * Zips generated files (UTF-8, deflated). Refuses an unsafe path (absolute, `..`, backslashes ...) and a path
 * given twice, rather than writing an archive that would unpack somewhere unexpected or lose a file.
 */
export function zipFiles(files: readonly GeneratedFile[]): Uint8Array {
  const tree: Zippable = {};
  const seen = new Set<string>();
  for (const file of files) {
    if (!isSafeArchivePath(file.path)) throw new Error(`unsafe archive path: ${file.path}`);
    if (seen.has(file.path)) throw new Error(`duplicate archive path: ${file.path}`);
    seen.add(file.path);
    // Flat keys with slashes: fflate writes them as the entry names as they are.
    tree[file.path] = [strToU8(file.content), { level: 6, mtime: ENTRY_TIME }];
  }
  return zipSync(tree);
}
