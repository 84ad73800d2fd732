import type { AppModule } from '../module.js';
import { ARTICLE_CODES } from './article.service.js';
import { syncResolver } from '../../engine/sync/sync.js';
import { dicts } from './dicts.js';
import { seedDemoArticles } from './article.seed.js';
import { grants, menus } from './menus.js';
import { ArticleCrudResolver, ArticleResolver } from './article.resolver.js';
import { registerArticleRest } from './article.rest.js';
import { Article, ArticleRead } from './article.entity.js';

/** Articles (文章管理), their public list and detail pages, and reading statistics (阅读统计). */
export const articleModule: AppModule = {
  name: 'article',
  menus,
  grants,
  dicts,
  seeds: { demo: seedDemoArticles },
  entities: { tenantOwned: [Article], plain: [ArticleRead] },
  resolvers: [
    ArticleCrudResolver,
    ArticleResolver,
    syncResolver({
      name: 'articleChanges',
      type: Article,
      entity: Article,
      codes: [ARTICLE_CODES.view],
      description: 'Articles in the order they changed, for incremental sync.',
    }),
  ],
  rest: [registerArticleRest],
};

// What other modules may use: the legacy import stores imported article bodies through the same sanitizer.
export { htmlToText, safeUrl, sanitizeHtml } from './sanitize-html.js';
export { ARTICLE_CATEGORY_DICTIONARY } from './article.entity.js';
