import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import house from './eslint/house.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'client/src/generated/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    // Type-aware rules: every TypeScript file belongs to one of the tsconfig projects (domain, api, client, tests).
    files: ['**/*.{ts,tsx}'],
    // The code generator's test lints generated text that is not on disk (no project to type it).
    ignores: ['**/codegen-check-*/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Async event handlers in JSX attributes (onSubmit={submit}) are the React idiom: each handles its own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Entities across modules (docs/architecture.md): another module's entity classes are types, read and written
    // through its service. The legacy import writes every module's rows directly, by design.
    files: ['api/src/modules/**/*.ts'],
    // The code generator's test lints generated text without a project (no types): see above.
    ignores: ['api/src/modules/legacy-import/**', '**/codegen-check-*/**'],
    plugins: { house },
    rules: { 'house/foreign-entities-in-decorators-only': 'error' },
  },
  {
    files: ['api/src/modules/*/index.ts'],
    ignores: ['**/codegen-check-*/**'],
    plugins: { house },
    rules: {
      // Entity classes another module's resolver returns as GraphQL object types (award-assign's option lists and
      // expert groups): exported as values, named only in decorators there.
      'house/index-exports-entities-as-types': [
        'error',
        { allow: ['AwardApplication', 'AwardProgramme', 'ExpertAccount'] },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
