import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { FIRST_RECIPE_KEYS } from './src/shell/theme/firstRecipes.js';

/** The API (GraphQL, legacy REST, health) runs on :3000 during development; the built client is served by it. */
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';
const proxied = ['/graphql', '/api', '/healthz', '/files'];

/**
 * Chunk groups: the first script in one chunk; libraries loaded later get their own long-cached chunks (the message
 * parser in `intl`); screens are split per route.
 */
const vendorGroups: Rolldown.CodeSplittingGroup[] = [
  // Everything the first script imports (statically, from index.html) in one chunk beside the entry (index.html and
  // main.tsx, else the build has no entry chunk): one request and one compression window instead of some 60 small
  // shared chunks; screens import from it.
  {
    name: 'first',
    tags: ['$initial'],
    priority: 10,
    includeDependenciesRecursively: false,
    // Not Chakra's recipes the first script does not register (shell/theme/recipes.ts, a chunk of their own): the
    // theme's index lists them all, so they count as "initial" too. Only what is captured goes in (no dependencies
    // pulled along), else they would come back with that index.
    test: (id) => !/client[\\/](index\.html|src[\\/]main\.tsx)$/.test(id) && !laterRecipeModule(id),
  },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/ },
];

/** A module of one of Chakra's recipes other than the first script's (FIRST_RECIPE_KEYS, `inputAddon` → input-addon.js). */
function laterRecipeModule(id: string): boolean {
  const match = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]([\w-]+)\.js$/.exec(id);
  if (!match) return false;
  const key = (match[1] ?? '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  return !FIRST_RECIPE_KEYS.includes(key);
}

/** The shared package (@zhuxie/domain) is bundled from its TypeScript sources. */
const domainSrc = fileURLToPath(new URL('../domain/src/', import.meta.url));

/**
 * Message ids the login page uses (and what it shows before sign-in: notices, confirmations, errors): the part of
 * the default catalogue in the first script. The rest of it loads after the login page has painted, and before
 * any other page renders (engine/apollo/lazy.tsx).
 */
export const FIRST_CATALOGUE_PREFIXES = ['app.', 'common.', 'errors.', 'exception.', 'lock.', 'login.', 'register.'];

/**
 * `virtual:catalogue-first/<locale>`: the messages of i18n/<locale>.json whose ids start with a prefix above,
 * read at build time (the JSON files stay the one source of the texts), already parsed (ICU message ASTs, what
 * react-intl would make of the texts): the first script has no message parser (see runtimeParserLater).
 */
export function firstCatalogue(): Plugin {
  const prefix = 'virtual:catalogue-first/';
  const resolved = '\0catalogue-first:';
  const i18nDir = fileURLToPath(new URL('./src/i18n/', import.meta.url));
  return {
    name: 'zhuxie:first-catalogue',
    resolveId(id) {
      return id.startsWith(prefix) ? `${resolved}${id.slice(prefix.length)}` : null;
    },
    async load(id) {
      if (!id.startsWith(resolved)) return null;
      const locale = id.slice(resolved.length);
      if (!/^[a-zA-Z-]+$/.test(locale)) throw new Error(`no catalogue ${locale}`);
      const file = path.join(i18nDir, `${locale}.json`);
      this.addWatchFile(file);
      const all = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const first = Object.fromEntries(
        Object.entries(all)
          .filter(([key]) => FIRST_CATALOGUE_PREFIXES.some((p) => key.startsWith(p)))
          .map(([key, text]) => [key, parseMessage(text)]),
      );
      return `export default ${JSON.stringify(first)};`;
    },
  };
}

/**
 * react-intl's message parser is not in the first script: inside the libraries (intl-messageformat,
 * @formatjs/intl), `@formatjs/icu-messageformat-parser` is its parser-less build (types and AST helpers). The
 * first part of the catalogue is parsed at build time (firstCatalogue); the whole catalogues are texts, and
 * i18n/locale.ts loads the parser with them and hands it to intl-messageformat (`IntlMessageFormat.__parse`).
 */
export function runtimeParserLater(): Plugin {
  const noParser = fileURLToPath(import.meta.resolve('@formatjs/icu-messageformat-parser/no-parser.js'));
  return {
    name: 'zhuxie:runtime-parser-later',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@formatjs/icu-messageformat-parser' || !importer) return null;
      return /[\\/]node_modules[\\/]/.test(importer) ? noParser : null;
    },
  };
}

/** Text files worth compressing (fonts, images other than SVG and source maps are left alone). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * After the build, writes `name.br` (brotli, best) and `name.gz` (gzip, best) beside every text file of the
 * output of 1 KB or more, when smaller than the file; the API serves them to browsers that accept them
 * (api/src/app.ts). Runs once per build, so the best (slowest) levels cost nothing at request time.
 */
export function precompress(minBytes = 1024): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'zhuxie:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      // Not the build's own records (.vite/manifest.json): the server does not serve dot folders.
      const files = entries
        .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name) && !path.relative(outDir, e.parentPath).startsWith('.'))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const raw = await readFile(file);
          if (raw.length < minBytes) return;
          const [brotli, gzipped] = await Promise.all([
            br(raw, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gz(raw, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (brotli.length < raw.length) await writeFile(`${file}.br`, brotli);
          if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

/** The static files of client/public the shell needs besides the build's own (index.html loads them). */
export const SHELL_PUBLIC = [
  '/favicon.svg',
  '/theme-boot.js',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-180.png',
];

/**
 * Lazy chunks (by their source) that belong to the mobile app shell: the route table after the login pages, the
 * mobile pages, the route guard above them, the GraphQL client, the catalogues with their message parser and the
 * Chakra recipes beyond the first script's (not the main layout or the desktop screens).
 */
export const SHELL_SOURCES =
  /(client\/src\/(appRoutes\.tsx$|modules\/mobile\/|shell\/RootRoute\.|shell\/theme\/recipes\.|i18n\/|engine\/apollo\/)|@apollo\/client\/react\/|@formatjs\/icu-messageformat-parser\/)/;

/** What the bundle says of one of its chunks (the fields the shell needs). */
export interface ChunkInfo {
  fileName: string;
  source?: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  css: string[];
}

/**
 * The files of the mobile app shell: index.html, the public files it loads, and the chunks (with their styles) of
 * the entry and of the mobile pages, the shell and the catalogues, with every chunk these import statically. Other
 * lazy chunks (charts, the QR decoder, desktop screens) are cached when first used.
 */
export function shellFiles(chunks: readonly ChunkInfo[], publicFiles: readonly string[] = SHELL_PUBLIC): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const out = new Set<string>(['/index.html', ...publicFiles]);
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = byName.get(name);
    if (!chunk) return;
    out.add(`/${chunk.fileName}`);
    for (const css of chunk.css) out.add(`/${css}`);
    for (const imported of chunk.imports) visit(imported);
    for (const lazy of chunk.dynamicImports)
      if (SHELL_SOURCES.test(byName.get(lazy)?.source?.replaceAll('\\', '/') ?? '')) visit(lazy);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  for (const chunk of chunks) if (SHELL_SOURCES.test(chunk.source?.replaceAll('\\', '/') ?? '')) visit(chunk.fileName);
  return [...out];
}

/**
 * Writes `sw.js`, the mobile pages' service worker (client/pwa/mobile-sw.js), with this build's id and app shell
 * (see shellFiles) in front of it. Runs after the other plugins' output (index.html) is in the bundle.
 */
export function mobileServiceWorker(): Plugin {
  const template = fileURLToPath(new URL('./pwa/mobile-sw.js', import.meta.url));
  return {
    name: 'zhuxie:mobile-service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = [];
      for (const item of Object.values(bundle))
        if (item.type === 'chunk')
          chunks.push({
            fileName: item.fileName,
            source: item.facadeModuleId,
            isEntry: item.isEntry,
            imports: item.imports,
            dynamicImports: item.dynamicImports,
            css: [...(item.viteMetadata?.importedCss ?? [])],
          });
      const shell = shellFiles(chunks).sort();
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      const worker = await readFile(template, 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `self.ZHUXIE_BUILD = ${JSON.stringify({ version, shell })};\n${worker}`,
      });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), firstCatalogue(), runtimeParserLater(), mobileServiceWorker(), precompress()],
  resolve: { alias: [{ find: /^@zhuxie\/domain\/(.*)$/, replacement: `${domainSrc}$1.ts` }] },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which chunks each entry and screen loads (bench/client-size.ts reads it).
    manifest: true,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Chakra's theme module defines every recipe through these identity helpers; marked pure, the recipes the
      // product does not register (shell/theme/system.ts) are left out of the bundle.
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'] },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
