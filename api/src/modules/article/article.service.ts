import type { FilterQuery, QueryResult } from '@mikro-orm/core';
import { requirePermission, resourceCodes } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { bizDictLabels } from '../../engine/dict/index.js';
import { CrudService, likeText } from '../../engine/crud/crud.service.js';
import { type Page, pageOf, type PageRequest } from '../../engine/crud/paging.js';
import { badInput, notFound } from '../../engine/errors/domain-error.js';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { DictBiz } from '../../engine/dict/dict.entity.js';
import { memberUnitService } from '../member/index.js';
import { ARTICLE_CATEGORY_DICTIONARY, ARTICLE_STATUS, Article, ArticleRead } from './article.entity.js';
import {
  ARTICLE_MESSAGES,
  type ArticleCategory,
  type ArticleFilter,
  type ArticleInput,
  type ArticleReadResult,
  type ArticleTopInput,
  type PublicArticle,
  type PublicArticleFilter,
  type ReadingStatistics,
  type ReadingStatisticsFilter,
} from './article.inputs.js';
import { daysBetween, readerKey, windowStart } from './reading-rule.js';
import { htmlToText, safeUrl, sanitizeHtml } from './sanitize-html.js';
import { limit } from '../../engine/limits/limit.js';
import { findPage } from '../../engine/crud/find-page.js';

/** Menu 文章管理 (article_manage) with buttons article_manage_add, _edit, _delete, and article_publish (发布/下架/置顶). */
export const ARTICLE_CODES = resourceCodes('article_manage');
export const ARTICLE_PUBLISH = 'article_publish';
/** Menu 阅读统计. */
export const ARTICLE_STAT = 'article_stat';

const blank = (v?: string | null) => (v?.trim() ? v.trim() : undefined);

class ArticleService extends CrudService<Article, ArticleInput, ArticleFilter> {
  constructor() {
    super({
      entity: Article,
      notFoundMessage: ARTICLE_MESSAGES.notFound,
      orderBy: [{ top: 'desc' }, { topOrder: 'asc' }, { createTime: 'desc' }, { id: 'desc' }],
    });
  }

  override where(filter: ArticleFilter = {}): FilterQuery<Article> {
    const where: Record<string, unknown> = {};
    if (filter.title?.trim()) where.title = { $ilike: likeText(filter.title.trim()) };
    if (filter.category?.trim()) where.category = filter.category.trim();
    if (filter.status != null) where.status = filter.status;
    if (filter.createTimeFrom || filter.createTimeTo)
      where.createTime = {
        ...(filter.createTimeFrom ? { $gt: filter.createTimeFrom } : {}),
        ...(filter.createTimeTo ? { $lt: filter.createTimeTo } : {}),
      };
    return where as FilterQuery<Article>;
  }

  protected override async validate(ctx: RequestContext, input: ArticleInput): Promise<void> {
    const known = await ctx.em.count(DictBiz, {
      code: ARTICLE_CATEGORY_DICTIONARY,
      dictKey: input.category.trim(),
      parentId: { $ne: null },
    });
    if (!known)
      throw badInput(ARTICLE_MESSAGES.categoryUnknown, [
        { field: 'category', message: ARTICLE_MESSAGES.categoryUnknown },
      ]);
    const cover = blank(input.coverUrl);
    if (cover && !safeUrl(cover, new Set(['http', 'https'])))
      throw badInput(ARTICLE_MESSAGES.coverInvalid, [{ field: 'coverUrl', message: ARTICLE_MESSAGES.coverInvalid }]);
    const content = sanitizeHtml(input.content);
    if (!htmlToText(content) && !/<img\s/i.test(content))
      throw badInput(ARTICLE_MESSAGES.contentRequired, [
        { field: 'content', message: ARTICLE_MESSAGES.contentRequired },
      ]);
  }

  protected override assign(entity: Article, input: ArticleInput): void {
    entity.title = input.title.trim();
    entity.category = input.category.trim();
    entity.coverUrl = blank(input.coverUrl);
    entity.summary = blank(input.summary);
    entity.content = sanitizeHtml(input.content);
    entity.author = blank(input.author);
  }

  /** 发布: a draft or unpublished article goes public; the publish time is now. */
  async publish(ctx: RequestContext, id: string): Promise<Article> {
    requirePermission(ctx, ARTICLE_PUBLISH);
    const article = await this.detail(ctx, id);
    if (article.status === ARTICLE_STATUS.published) throw badInput(ARTICLE_MESSAGES.alreadyPublished);
    article.status = ARTICLE_STATUS.published;
    article.publishTime = new Date();
    article.updateUser = ctx.userId;
    await this.flush(ctx);
    return article;
  }

  /** 下架: a published article leaves the public pages (and loses its top place). */
  async unpublish(ctx: RequestContext, id: string): Promise<Article> {
    requirePermission(ctx, ARTICLE_PUBLISH);
    const article = await this.detail(ctx, id);
    if (article.status !== ARTICLE_STATUS.published) throw badInput(ARTICLE_MESSAGES.notPublishedYet);
    article.status = ARTICLE_STATUS.unpublished;
    article.top = false;
    article.updateUser = ctx.userId;
    await this.flush(ctx);
    return article;
  }

  /** 置顶 / 取消置顶 of a published article. */
  async setTop(ctx: RequestContext, input: ArticleTopInput): Promise<Article> {
    requirePermission(ctx, ARTICLE_PUBLISH);
    const article = await this.detail(ctx, input.id);
    if (input.top && article.status !== ARTICLE_STATUS.published) throw badInput(ARTICLE_MESSAGES.topNeedsPublished);
    article.top = input.top;
    article.topOrder = input.top ? (input.topOrder ?? 0) : 0;
    article.updateUser = ctx.userId;
    await this.flush(ctx);
    return article;
  }

  // ---- public pages ---------------------------------------------------------------------------------------

  async categories(ctx: RequestContext): Promise<ArticleCategory[]> {
    return [...(await bizDictLabels(ctx, ARTICLE_CATEGORY_DICTIONARY))].map(([value, label]) => ({ value, label }));
  }

  private async viewsOf(ctx: RequestContext, ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = await ctx.em.execute<{ article_id: string; views: string | number }[]>(
      `select article_id, count(*) as views from lnjzxh_article_read where tenant_id = ? and article_id in (${ids.map(() => '?').join(',')}) group by article_id`,
      [ctx.tenantId, ...ids],
    );
    return new Map(rows.map((r) => [r.article_id, Number(r.views)]));
  }

  /** The public shape of articles; their read counts are given (a list reads them with its page) or looked up. */
  private async toPublic(
    ctx: RequestContext,
    rows: Article[],
    withContent: boolean,
    counted?: Map<string, number>,
  ): Promise<PublicArticle[]> {
    const [labels, views] = await Promise.all([
      this.categories(ctx),
      counted ??
        this.viewsOf(
          ctx,
          rows.map((r) => r.id),
        ),
    ]);
    const names = new Map(labels.map((l) => [l.value, l.label]));
    return rows.map((a) => ({
      id: a.id,
      title: a.title,
      category: a.category,
      categoryName: names.get(a.category),
      coverUrl: a.coverUrl,
      summary: a.summary,
      content: withContent ? a.content : undefined,
      author: a.author,
      publishTime: a.publishTime,
      top: a.top,
      views: views.get(a.id) ?? 0,
    }));
  }

  /** The public list: published articles, top ones first (by top order), then newest first. */
  async publicPage(
    ctx: RequestContext,
    req: PageRequest,
    filter: PublicArticleFilter = {},
  ): Promise<Page<PublicArticle>> {
    const where: Record<string, unknown> = { status: ARTICLE_STATUS.published };
    if (filter.category?.trim()) where.category = filter.category.trim();
    const keyword = filter.keyword?.trim();
    if (keyword) where.$or = [{ title: { $ilike: likeText(keyword) } }, { summary: { $ilike: likeText(keyword) } }];
    // The read counts of the page's rows are read with the page (one statement, not one more per page).
    const [rows, total, extras] = await findPage(ctx.em, Article, where as FilterQuery<Article>, {
      orderBy: [{ top: 'desc' }, { topOrder: 'asc' }, { publishTime: 'desc' }, { id: 'desc' }],
      limit: req.size,
      offset: (req.current - 1) * req.size,
      columns: {
        views: (alias) =>
          `select count(*) from lnjzxh_article_read r where r.article_id = ${alias}.id and r.tenant_id = ${alias}.tenant_id`,
      },
    });
    const views = new Map(rows.map((a, i) => [a.id, Number(extras[i]?.views ?? 0)]));
    return pageOf(await this.toPublic(ctx, rows, false, views), total, req);
  }

  /** A published article for the public detail page; others (drafts, unpublished, removed) are not found. */
  async publicDetail(ctx: RequestContext, id: string): Promise<PublicArticle> {
    const article = await ctx.em.findOne(Article, { id, status: ARTICLE_STATUS.published });
    if (!article) throw notFound(ARTICLE_MESSAGES.notPublished);
    return (await this.toPublic(ctx, [article], true))[0]!;
  }

  /**
   * Counts a read of the public detail page: once per reader, article and day (the unique index makes a reload
   * or a race count nothing more). Only published articles are counted.
   */
  async recordRead(ctx: RequestContext, id: string, visitorId?: string): Promise<ArticleReadResult> {
    await limit(ctx, 'articleReadIp', ctx.ip ?? 'unknown');
    const article = await ctx.em.findOne(Article, { id, status: ARTICLE_STATUS.published });
    if (!article) throw notFound(ARTICLE_MESSAGES.notPublished);
    const key = readerKey({ userId: ctx.userId, visitorId, ip: ctx.ip }, ctx.tenantId);
    let counted = false;
    if (key) {
      const unit = ctx.userId ? await memberUnitService.ofUser(ctx, ctx.userId) : null;
      const result = await ctx.em.execute<QueryResult>(
        'insert into lnjzxh_article_read (id, tenant_id, article_id, reader_key, read_day, user_id, unit_id, unit_name, read_time) values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (article_id, reader_key, read_day) do nothing',
        [
          new ArticleRead().id,
          ctx.tenantId,
          id,
          key,
          todayIn(),
          ctx.userId ?? null,
          unit?.id ?? null,
          unit?.name ?? null,
          new Date(),
        ],
        'run',
      );
      counted = result.affectedRows === 1;
    }
    return { counted, views: (await this.viewsOf(ctx, [id])).get(id) ?? 0 };
  }

  // ---- statistics ---------------------------------------------------------------------------------------

  /** 阅读统计: views per article, per member unit, and per day of the window (default the last 30 days). */
  async statistics(ctx: RequestContext, filter: ReadingStatisticsFilter = {}): Promise<ReadingStatistics> {
    requirePermission(ctx, ARTICLE_STAT);
    const today = todayIn();
    const from = windowStart(today, filter.days ?? 30);
    const one = filter.articleId ? ' and article_id = ?' : '';
    const args = filter.articleId ? [ctx.tenantId, filter.articleId] : [ctx.tenantId];
    const perArticle = await ctx.em.execute<
      { article_id: string; views: string | number; member_views: string | number }[]
    >(
      `select article_id, count(*) as views, count(unit_id) as member_views from lnjzxh_article_read where tenant_id = ?${one} group by article_id`,
      args,
    );
    const perUnit = await ctx.em.execute<{ unit_id: string; unit_name: string | null; views: string | number }[]>(
      `select unit_id, max(unit_name) as unit_name, count(*) as views from lnjzxh_article_read where tenant_id = ?${one} and unit_id is not null group by unit_id`,
      args,
    );
    const perDay = await ctx.em.execute<{ read_day: string; views: string | number }[]>(
      `select read_day, count(*) as views from lnjzxh_article_read where tenant_id = ?${one} and read_day >= ? and read_day <= ? group by read_day`,
      [...args, from, today],
    );
    const ids = perArticle.map((r) => r.article_id);
    const articles = ids.length
      ? await ctx.em.find(Article, { id: { $in: ids } }, { filters: { notDeleted: false } })
      : [];
    const byId = new Map(articles.map((a) => [a.id, a]));
    const dayViews = new Map(perDay.map((r) => [r.read_day, Number(r.views)]));
    return {
      total: perArticle.reduce((n, r) => n + Number(r.views), 0),
      articles: perArticle
        .map((r) => ({
          articleId: r.article_id,
          title: byId.get(r.article_id)?.title ?? '',
          status: byId.get(r.article_id)?.status ?? ARTICLE_STATUS.unpublished,
          views: Number(r.views),
          memberViews: Number(r.member_views),
        }))
        .filter((r) => byId.has(r.articleId))
        .sort((a, b) => b.views - a.views || a.title.localeCompare(b.title)),
      units: perUnit
        .map((r) => ({ unitId: r.unit_id, unitName: r.unit_name ?? '', views: Number(r.views) }))
        .sort((a, b) => b.views - a.views || a.unitName.localeCompare(b.unitName)),
      days: daysBetween(from, today).map((day) => ({ day, views: dayViews.get(day) ?? 0 })),
    };
  }
}

export const articleService = new ArticleService();
