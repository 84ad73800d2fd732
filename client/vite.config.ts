import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API (GraphQL, legacy REST, health) runs on :3000 during development; the built client is served by it. */
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';
const proxied = ['/graphql', '/api', '/healthz', '/files'];

/** Vendor groups: rarely-changing libraries get their own long-cached chunks; screens are split per route. */
const vendorGroups: Array<{ name: string; test: RegExp }> = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|stylis)[\\/]/ },
  { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|ts-invariant)[\\/]/ },
  { name: 'intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/ },
];

/** The shared package (@zhuxie/domain) is bundled from its TypeScript sources. */
const domainSrc = fileURLToPath(new URL('../domain/src/', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: [{ find: /^@zhuxie\/domain\/(.*)$/, replacement: `${domainSrc}$1.ts` }] },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
