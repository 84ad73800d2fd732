import type { Request } from 'express';
import type { RequestContext } from '../../engine/context.js';
import { crudRest } from '../../engine/crud/crud.rest.js';
import { badInput } from '../../engine/errors/domain-error.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { filterQueryDoc, queryFilter } from '../../engine/rest/filters.js';
import { queryId, queryInt, queryPage, queryText } from '../../engine/rest/query.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import { toRest } from '../../engine/rest/serialize.js';
import { formatDateTime } from '@zhuxie/domain/time/datetime';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import {
  type ArticleFilter,
  ArticleInput,
  ArticleReadInput,
  ArticleTopInput,
  type PublicArticle,
} from './article.inputs.js';
import { ARTICLE_CODES, ARTICLE_PUBLISH, ARTICLE_STAT, articleService } from './article.service.js';

const BASE = '/lnjzxh-member/article';

/** A public article (a plain object) as the legacy API shows it: the publish time as yyyy-MM-dd HH:mm:ss. */
const plainRest = (a: PublicArticle) => ({
  ...a,
  publishTime: a.publishTime ? formatDateTime(a.publishTime) : undefined,
});

const publicFilter = (req: Request) => ({ category: queryText(req, 'category'), keyword: queryText(req, 'keyword') });

/**
 * Articles over the legacy REST layer (each calls the service the GraphQL resolver calls):
 * - staff (article_manage): GET {BASE}/list, GET {BASE}/detail?id=, POST {BASE}/submit, POST {BASE}/remove?ids=;
 *   article_publish: POST {BASE}/publish?id=, POST {BASE}/unpublish?id=, POST {BASE}/top (body id, top, topOrder);
 * - open: GET {BASE}/public/list (current, size, category, keyword), GET {BASE}/public/detail?id=,
 *   POST {BASE}/public/read (body id, visitorId), GET {BASE}/categories;
 * - article_stat: GET {BASE}/statistics (articleId, days).
 */
export const registerArticleRest: RestRegistration = (deps) => {
  const publish = async (ctx: RequestContext, id: string) => toRest(await articleService.publish(ctx, id));
  route(
    deps,
    'POST',
    `${BASE}/publish`,
    { any: [ARTICLE_PUBLISH] },
    async (req, res, ctx) => {
      sendOk(res, await publish(ctx, queryId(req)), '发布成功');
    },
    { summary: '发布文章', query: { id: '主键' }, noBody: '参数 id 在查询串中' },
  );
  route(
    deps,
    'POST',
    `${BASE}/unpublish`,
    { any: [ARTICLE_PUBLISH] },
    async (req, res, ctx) => {
      sendOk(res, toRest(await articleService.unpublish(ctx, queryId(req))), '下架成功');
    },
    { summary: '下架文章', query: { id: '主键' }, noBody: '参数 id 在查询串中' },
  );
  route(
    deps,
    'POST',
    `${BASE}/top`,
    { any: [ARTICLE_PUBLISH] },
    async (req, res, ctx) => {
      const input = await validateInput(ArticleTopInput, req.body);
      sendOk(res, toRest(await articleService.setTop(ctx, input)));
    },
    { summary: '置顶或取消置顶', body: ArticleTopInput },
  );
  route(deps, 'GET', `${BASE}/categories`, 'public', async (_req, res, ctx) => {
    sendOk(res, await articleService.categories(ctx));
  });
  route(
    deps,
    'GET',
    `${BASE}/public/list`,
    'public',
    async (req, res, ctx) => {
      const page = await articleService.publicPage(ctx, queryPage(req), publicFilter(req));
      sendOk(res, { ...page, records: page.records.map(plainRest) });
    },
    {
      summary: '已发布文章（公开）',
      query: { ...PAGE_QUERY, ...filterQueryDoc(publicFilter, { category: '栏目', keyword: '关键字' }) },
    },
  );
  route(deps, 'GET', `${BASE}/public/detail`, 'public', async (req, res, ctx) => {
    sendOk(res, plainRest(await articleService.publicDetail(ctx, queryId(req))));
  });
  route(
    deps,
    'POST',
    `${BASE}/public/read`,
    'public',
    async (req, res, ctx) => {
      const input = await validateInput(ArticleReadInput, req.body);
      sendOk(res, await articleService.recordRead(ctx, input.id, input.visitorId));
    },
    { summary: '记录阅读', body: ArticleReadInput },
  );
  route(deps, 'GET', `${BASE}/statistics`, { any: [ARTICLE_STAT] }, async (req, res, ctx) => {
    const days = queryText(req, 'days');
    if (days !== undefined && !/^\d{1,3}$/.test(days)) throw badInput('days 必须是 1 到 366 的整数');
    sendOk(
      res,
      await articleService.statistics(ctx, {
        articleId: queryText(req, 'articleId'),
        days: days ? Math.min(366, Math.max(1, Number(days))) : undefined,
      }),
    );
  });
  crudRest({
    base: BASE,
    service: articleService,
    input: ArticleInput,
    codes: ARTICLE_CODES,
    filter: (req) => {
      const f = queryFilter(req, ['title', 'category']) as ArticleFilter;
      const status = queryInt(req, 'status', /^[012]$/, {
        message: 'status 只能是 0、1 或 2',
        schema: { enum: [0, 1, 2] },
      });
      if (status !== undefined) f.status = status;
      return f;
    },
  })(deps);
};
