/** npm run schema: writes the API's GraphQL schema to <repo>/schema.graphql (committed; a test checks it). */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildAppSchema, printAppSchema } from '../engine/graphql/schema.js';
import { modules } from '../modules/index.js';

export const SCHEMA_FILE = path.resolve(import.meta.dirname, '..', '..', '..', 'schema.graphql');

const schema = await buildAppSchema(modules.flatMap((m) => m.resolvers));
writeFileSync(SCHEMA_FILE, printAppSchema(schema));
console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
