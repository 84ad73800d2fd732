import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requirePermission } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { crudResolver } from '../../engine/crud/crud.resolver.js';
import { PageInput, PageType, pageRequest } from '../../engine/crud/paging.js';
import { Article } from './article.entity.js';
import {
  ArticleCategory,
  ArticleFilter,
  ArticleIdInput,
  ArticleInput,
  ArticleReadInput,
  ArticleReadResult,
  ArticleTopInput,
  PublicArticle,
  PublicArticleFilter,
  ReadingStatistics,
  ReadingStatisticsFilter,
} from './article.inputs.js';
import { ARTICLE_CODES, ARTICLE_PUBLISH, ARTICLE_STAT, articleService } from './article.service.js';

/** articles(page, filter), article(id), submitArticle(input), removeArticles(input): staff (article_manage). */
export const ArticleCrudResolver = crudResolver({
  entity: Article,
  input: ArticleInput,
  filter: ArticleFilter,
  service: articleService,
  names: { one: 'article', many: 'articles' },
  codes: ARTICLE_CODES,
});

const PublicArticlePage = PageType(PublicArticle);

@Resolver(() => Article)
export class ArticleResolver {
  @Authorized(ARTICLE_PUBLISH)
  @Mutation(() => Article, { description: '发布: a draft or unpublished article goes public (publish time now).' })
  publishArticle(@Ctx() ctx: RequestContext, @Arg('input', () => ArticleIdInput) input: ArticleIdInput) {
    return articleService.publish(ctx, input.id);
  }

  @Authorized(ARTICLE_PUBLISH)
  @Mutation(() => Article, { description: '下架: a published article leaves the public pages.' })
  unpublishArticle(@Ctx() ctx: RequestContext, @Arg('input', () => ArticleIdInput) input: ArticleIdInput) {
    return articleService.unpublish(ctx, input.id);
  }

  @Authorized(ARTICLE_PUBLISH)
  @Mutation(() => Article, { description: '置顶 / 取消置顶 (published articles only).' })
  setArticleTop(@Ctx() ctx: RequestContext, @Arg('input', () => ArticleTopInput) input: ArticleTopInput) {
    return articleService.setTop(ctx, input);
  }

  @Query(() => [ArticleCategory], {
    description: 'The article categories (business dictionary article_category); open.',
  })
  articleCategories(@Ctx() ctx: RequestContext) {
    return articleService.categories(ctx);
  }

  @Query(() => PublicArticlePage, {
    description: 'The public list (/articleManager/list): published articles, top first; open.',
  })
  publicArticles(
    @Ctx() ctx: RequestContext,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
    @Arg('filter', () => PublicArticleFilter, { nullable: true }) filter?: PublicArticleFilter,
  ) {
    return articleService.publicPage(ctx, pageRequest(page), filter);
  }

  @Query(() => PublicArticle, {
    description: 'A published article (/articleManager/detail); others answer NOT_FOUND 文章不存在或已下架. Open.',
  })
  publicArticle(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return articleService.publicDetail(ctx, id);
  }

  @Mutation(() => ArticleReadResult, {
    description: 'Counts a read of the detail page: once per reader, article and day. Open.',
  })
  readArticle(@Ctx() ctx: RequestContext, @Arg('input', () => ArticleReadInput) input: ArticleReadInput) {
    return articleService.recordRead(ctx, input.id, input.visitorId);
  }

  @Authorized(ARTICLE_STAT)
  @Query(() => ReadingStatistics, { description: '阅读统计: views per article, per member unit and per day.' })
  readingStatistics(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => ReadingStatisticsFilter, { nullable: true }) filter?: ReadingStatisticsFilter,
  ) {
    requirePermission(ctx, ARTICLE_STAT);
    return articleService.statistics(ctx, filter ?? {});
  }
}
