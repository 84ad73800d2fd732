import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { firstCatalogue } from './client/vite.config.js';

// One copy of graphql for everyone: Vite would give our sources graphql's .mjs build while packages loaded by
// Node (type-graphql, Apollo) get the CommonJS one, and graphql refuses types from "another realm".
const graphqlEntry = fileURLToPath(import.meta.resolve('graphql'));
// The shared package runs from its TypeScript sources in tests (Node runs its built dist; see domain/package.json).
const domainSrc = fileURLToPath(new URL('./domain/src/', import.meta.url));
const domainAlias = { find: /^@zhuxie\/domain\/(.*)$/, replacement: `${domainSrc}$1.ts` };
const resolve = { alias: [{ find: /^graphql$/, replacement: graphqlEntry }, domainAlias] };

// The association works in Beijing time whatever the machine's zone: the tests run in a zone far from it (a day
// behind for most of the Beijing morning), so code that reads the process's own clock instead of the Beijing
// helpers of @zhuxie/domain/time fails here. Forked workers inherit it.
process.env.TZ = 'America/Los_Angeles';

/**
 * Three suites: `unit` (api unit tests beside the code), `client` (component tests in jsdom) and `api`
 * (GraphQL and REST over HTTP against a real database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        // TypeGraphQL needs the reflect-metadata polyfill before any decorated class loads (main.ts does the same).
        test: {
          name: 'unit',
          include: ['domain/src/**/*.test.ts', 'api/src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['reflect-metadata'],
        },
      },
      {
        // JSX is compiled by Vite's built-in transform (automatic runtime); no plugin needed for tests.
        resolve: { alias: [domainAlias] },
        plugins: [firstCatalogue()],
        test: {
          name: 'client',
          include: ['client/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['client/src/test/setup.ts'],
          css: false,
          // jsdom renders of whole screens take seconds on a busy 2-core machine; 5 s was too tight there.
          testTimeout: 20_000,
        },
      },
      {
        resolve,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Migrates one database per run that every test file's database is copied from.
          globalSetup: ['tests/support/template-database.ts'],
          environment: 'node',
          setupFiles: ['reflect-metadata'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file boots its own app and database; two cores run two at a time.
          maxWorkers: 2,
        },
      },
    ],
  },
});
