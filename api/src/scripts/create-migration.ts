/**
 * npm run db:migration:create [-- name]
 * Diffs the entities against the committed snapshot and writes a new migration to api/src/db/migrations,
 * then registers it in migrations/index.ts. Runs against a throw-away in-memory database.
 */
import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/database.js';

const name = process.argv[2];
const orm = await openDatabase({ pgliteDir: 'memory://' });
try {
  const result = await orm.migrator.create(undefined, false, false, name);
  if (!result.fileName) {
    console.log('No changes: the entities match the last migration.');
  } else {
    const className = path.basename(result.fileName).replace(/\.ts$/, '');
    const indexFile = path.resolve(import.meta.dirname, '../db/migrations/index.ts');
    let index = readFileSync(indexFile, 'utf8');
    index = index.replace(
      "import type { MigrationObject } from '@mikro-orm/core';",
      `import type { MigrationObject } from '@mikro-orm/core';\nimport { ${className} } from './${className}.js';`,
    );
    index = index.replace(/\n\];\s*$/, `\n  { name: '${className}', class: ${className} },\n];\n`);
    writeFileSync(indexFile, index);
    console.log(`Created ${result.fileName}`);
  }
} finally {
  await orm.close();
}
