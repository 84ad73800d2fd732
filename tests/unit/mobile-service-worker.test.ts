import { describe, expect, it } from 'vitest';
import { type ChunkInfo, SHELL_PUBLIC, shellFiles } from '../../client/vite.config.js';

/** The app shell the mobile pages' service worker caches at install (client/vite.config.ts, mobileServiceWorker). */
describe('shellFiles (the service worker of the mobile pages)', () => {
  const chunk = (fileName: string, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
    fileName,
    source: null,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    css: [],
    ...extra,
  });
  it('caches index.html, the entry with what it imports, and the mobile pages, not the desktop screens', () => {
    const files = shellFiles([
      chunk('assets/index-1.js', {
        isEntry: true,
        imports: ['assets/react-1.js'],
        dynamicImports: [
          'assets/routes-1.js',
          'assets/recipes-1.js',
          'assets/parser-1.js',
          'assets/Root-1.js',
          'assets/Main-1.js',
          'assets/Mobile-1.js',
          'assets/Desk-1.js',
        ],
        css: ['assets/index-1.css'],
      }),
      chunk('assets/react-1.js'),
      chunk('assets/routes-1.js', { source: '/w/client/src/appRoutes.tsx' }),
      chunk('assets/recipes-1.js', { source: '/w/client/src/shell/theme/recipes.ts' }),
      chunk('assets/parser-1.js', { source: '/w/node_modules/@formatjs/icu-messageformat-parser/index.js' }),
      chunk('assets/Root-1.js', { source: '/w/client/src/shell/RootRoute.tsx' }),
      chunk('assets/Main-1.js', { source: '/w/client/src/shell/MainLayout.tsx' }),
      chunk('assets/Mobile-1.js', {
        source: '/w/client/src/modules/mobile/MobileLayout.tsx',
        imports: ['assets/shared-1.js'],
        dynamicImports: ['assets/echarts-1.js'],
      }),
      chunk('assets/shared-1.js', { css: ['assets/shared-1.css'] }),
      chunk('assets/echarts-1.js', { source: '/w/client/src/engine/chart/echarts.ts' }),
      chunk('assets/Desk-1.js', { source: '/w/client/src/modules/system/ParamPage.tsx' }),
      chunk('assets/zh-1.js', { source: 'C:\\w\\client\\src\\i18n\\zh-CN.json' }),
    ]);
    expect(files.sort()).toEqual(
      [
        '/index.html',
        ...SHELL_PUBLIC,
        '/assets/index-1.js',
        '/assets/index-1.css',
        '/assets/react-1.js',
        '/assets/routes-1.js',
        '/assets/recipes-1.js',
        '/assets/parser-1.js',
        '/assets/Root-1.js',
        '/assets/Mobile-1.js',
        '/assets/shared-1.js',
        '/assets/shared-1.css',
        '/assets/zh-1.js',
      ].sort(),
    );
  });
});
