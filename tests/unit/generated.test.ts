import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import { buildAppSchema, printAppSchema } from '../../api/src/engine/graphql/schema.js';
import { modules } from '../../api/src/modules/index.js';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('committed generated files', () => {
  it('schema.graphql is what the API emits (run `npm run schema`)', async () => {
    const schema = await buildAppSchema(modules.flatMap((m) => m.resolvers));
    expect(readFileSync(path.join(root, 'schema.graphql'), 'utf8')).toBe(printAppSchema(schema));
  });

  it('client/src/generated is what codegen produces from schema.graphql (run `npm run codegen`)', async () => {
    const { config } = await loadCodegenConfig({ configFilePath: path.join(root, 'codegen.yml') });
    const outputs = await generate({ ...config, cwd: root, silent: true }, false);
    expect(outputs.length).toBeGreaterThan(0);
    for (const out of outputs) {
      const file = path.resolve(root, out.filename);
      expect(readFileSync(file, 'utf8'), `${out.filename} is stale`).toBe(out.content);
    }
  }, 60_000);
});
