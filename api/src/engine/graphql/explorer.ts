import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { holdsAny } from '../access/current-user.js';
import '../express-augment.js';

/** The permission (menu code, 开发工具 → GraphQL 浏览器) that opens the explorer. */
export const EXPLORER_PERMISSION = 'graphiql';

/** Where the explorer's bundle (client/vite.graphiql.config.ts, built into <clientDir>/graphiql) is served. */
export const EXPLORER_ASSETS = '/graphql/assets';

type PageState = 'ready' | 'signin' | 'forbidden';

const TEXT: Record<PageState, { title: string; body: string }> = {
  ready: { title: 'GraphQL 浏览器', body: '正在加载 GraphQL 浏览器……' },
  signin: { title: 'GraphQL 浏览器', body: '正在确认登录状态……如未自动跳转，请先登录。' },
  forbidden: {
    title: '403 无权访问',
    body: '您没有使用 GraphQL 浏览器的权限，请联系管理员授权（开发工具 → GraphQL 浏览器）。',
  },
};

/**
 * The explorer page: GraphiQL's own script and styles from this server (no CDN). A signed-in user without the
 * permission gets a 403 page without the script.
 */
export function explorerPage(state: PageState): string {
  const { title, body } = TEXT[state];
  const link =
    state === 'forbidden'
      ? '<a href="/">返回首页</a>'
      : `<a href="/login?redirect=${encodeURIComponent('/graphql')}">去登录</a>`;
  const assets =
    state === 'forbidden'
      ? ''
      : `<link rel="stylesheet" href="${EXPLORER_ASSETS}/graphiql.css">\n<script type="module" src="${EXPLORER_ASSETS}/graphiql.js"></script>\n`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - Zhuxie</title>
<link rel="icon" href="/favicon.svg">
${assets}<style>html,body,#graphiql{height:100%;margin:0}.explorer-message{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem}</style>
</head>
<body>
<div id="graphiql" data-state="${state}"><main class="explorer-message"><h1>${title}</h1><p>${body}</p>${link}</main></div>
</body>
</html>
`;
}

/** True when a request asks for the page (a browser GET: HTML preferred, no GraphQL query in the address). */
function wantsPage(req: Request): boolean {
  if (req.query.query !== undefined) return false;
  return req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html';
}

/**
 * GET /graphql with Accept text/html (runs after authentication): 200 with the explorer for a user holding the
 * permission, 403 for another signed-in user, 401 for an anonymous request (a browser navigation carries no token:
 * the page's script then asks again with the token the client keeps, and sends a visitor without one to sign in).
 * Every other request (POST, GET with a query) goes on to Apollo unchanged.
 */
export function explorerGate(req: Request, res: Response, next: NextFunction): void {
  if (!wantsPage(req)) return next();
  const user = req.appContext?.user;
  const state: PageState = !user ? 'signin' : holdsAny(user, [EXPLORER_PERMISSION]) ? 'ready' : 'forbidden';
  res
    .status(state === 'ready' ? 200 : state === 'forbidden' ? 403 : 401)
    .type('text/html')
    .set('Cache-Control', 'no-store')
    .set('Vary', 'Accept, Authorization, Blade-Auth')
    .send(explorerPage(state));
}

/** The explorer's built files: hashed chunks cached for a year, the fixed entry names revalidated. */
export function explorerAssets(clientDir: string): Router {
  const router = express.Router();
  router.use(
    expressStaticGzip(path.join(clientDir, 'graphiql'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        dotfiles: 'ignore',
        setHeaders: (res, file) => {
          const name = path.basename(file).replace(/\.(br|gz)$/, '');
          res.setHeader(
            'Cache-Control',
            /^graphiql\.(js|css)$/.test(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
          );
        },
      },
    }),
  );
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
