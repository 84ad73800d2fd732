/**
 * The house rules, checked by `npm run lint` (see docs/architecture.md).
 * Paths are relative to the repository root.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'engine-knows-no-business',
      comment: 'api/src/engine is the platform: it never imports a business module.',
      severity: 'error',
      from: { path: '^api/src/engine/' },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'module-through-its-index',
      comment: "A module imports another module only through that module's index.ts (its services and types).",
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/', pathNot: '^api/src/modules/legacy-import/' },
      to: { path: '^api/src/modules/[^/]+/', pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index[.]ts$'] },
    },
    {
      name: 'legacy-import-through-index-or-entity',
      comment:
        "The legacy import writes other modules' rows directly (keeping ids, numbers and codes): besides their index.ts it may import their entity files, nothing else.",
      severity: 'error',
      from: { path: '^api/src/modules/legacy-import/' },
      to: {
        path: '^api/src/modules/[^/]+/',
        pathNot: [
          '^api/src/modules/legacy-import/',
          '^api/src/modules/[^/]+/index[.]ts$',
          '^api/src/modules/[^/]+/[a-z/-]+[.]entity[.]ts$',
        ],
      },
    },
    {
      name: 'seeds-live-with-their-module',
      comment:
        "Menus, permission codes and seeds are declared by each module's index.ts (AppModule); only db/seeders/seed.ts, which runs them, lives in db/seeders, and nothing in the engine or a module imports it.",
      severity: 'error',
      from: { path: '^api/src/(engine|modules)/' },
      to: { path: '^api/src/db/seeders/' },
    },
    {
      name: 'client-not-server',
      comment: 'The client never imports server code; shared rules come from @zhuxie/domain.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^(api|tests|scripts)/' },
    },
    {
      name: 'domain-imports-neither-side',
      comment:
        '@zhuxie/domain is pure: no api, client, Node built-ins or packages, except the date libraries of the one clock (vitest in its tests only).',
      severity: 'error',
      from: { path: '^domain/' },
      to: {
        pathNot: [
          '^domain/',
          '^node_modules/vitest/',
          '^node_modules/@vitest/',
          '^node_modules/date-fns/',
          '^node_modules/@date-fns/tz/',
        ],
      },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|generated)/|^client/src/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
