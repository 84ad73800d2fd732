import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite.config';

/**
 * The GraphQL explorer (src/explorer/main.tsx, GraphiQL from npm): an entry of its own, built after the client
 * into dist/graphiql with fixed entry names (graphiql.js, graphiql.css) that the API's page at GET /graphql loads
 * from /graphql/assets/ (api/src/engine/graphql/explorer.ts). The main client bundle does not include it.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphql/assets/',
  publicDir: false,
  plugins: [react(), precompress()],
  worker: { format: 'es' },
  build: {
    outDir: 'dist/graphiql',
    emptyOutDir: true,
    sourcemap: false,
    cssCodeSplit: false,
    chunkSizeWarningLimit: 8000,
    rolldownOptions: {
      // GraphiQL's modules start with "use no memo" (React Compiler), which bundling drops harmlessly.
      onwarn(warning, handle) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') handle(warning);
      },
      input: fileURLToPath(new URL('./src/explorer/main.tsx', import.meta.url)),
      output: {
        entryFileNames: 'graphiql.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.css')) ? 'graphiql.css' : 'files/[name]-[hash][extname]',
      },
    },
  },
});
