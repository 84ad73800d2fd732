import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import { restRouteRegistry, route } from '../rest/route.js';
import type { RestDeps } from '../rest/types.js';
import { openApiDocument } from './document.js';

const require = createRequire(import.meta.url);
const { version } = require('../../../package.json') as { version: string };

/** Where the reference page's assets are served (from the swagger-ui-dist package: no internet needed). */
export const DOCS_ASSETS = '/api/docs/assets';
const VIEWER_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'];

/** Starts the viewer on the document (a file of its own: the page's CSP allows no inline script). */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  docExpansion: 'none',
  filter: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

const PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Zhuxie REST API 文档</title>
<link rel="icon" type="image/png" href="${DOCS_ASSETS}/favicon-32x32.png">
<link rel="stylesheet" href="${DOCS_ASSETS}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_ASSETS}/swagger-ui-bundle.js"></script>
<script src="${DOCS_ASSETS}/init.js"></script>
</body>
</html>
`;

/**
 * The viewer's files, mounted at DOCS_ASSETS before the /api router (static files: not API calls, not in the API
 * log). Only the files the page uses are served.
 */
export function apiDocsAssets(): Router {
  const dir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const router = express.Router();
  router.get('/init.js', (_req, res) => {
    res.type('text/javascript').set('Cache-Control', 'no-cache').send(INIT_SCRIPT);
  });
  for (const file of VIEWER_FILES)
    router.get(`/${file}`, (_req, res, next) => {
      res.sendFile(path.join(dir, file), { maxAge: '1d' }, (err) => err && next(err));
    });
  return router;
}

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document of every registered REST route, built once on first call, when
 * every module has registered) and GET /api/docs (the reference page). Both are public, like the API's shape.
 */
export function registerApiDocs(deps: RestDeps, schema: GraphQLSchema): void {
  let document: string | undefined;
  route(
    deps,
    'GET',
    '/openapi.json',
    'public',
    (_req, res) => {
      document ??= JSON.stringify(openApiDocument(restRouteRegistry, schema, version));
      res.type('application/json').set('Cache-Control', 'no-cache').send(document);
    },
    { summary: '本接口的 OpenAPI 3.1 文档', file: 'application/json' },
  );
  route(
    deps,
    'GET',
    '/docs',
    'public',
    (_req, res) => {
      res.type('text/html').set('Cache-Control', 'no-cache').send(PAGE);
    },
    { summary: '接口参考页面', file: 'text/html' },
  );
}
