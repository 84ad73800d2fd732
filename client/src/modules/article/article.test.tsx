import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { PublicArticleDetailPage } from './PublicArticlePages';
import { VISITOR_KEY, visitorId } from './visitor';

const article = {
  __typename: 'PublicArticle',
  id: 'a1',
  title: '协会年会召开',
  category: '1',
  categoryName: '协会动态',
  coverUrl: null,
  summary: null,
  content: '<p><b>年会</b>纪要</p>',
  author: '秘书处',
  publishTime: '2026-11-20T02:00:00.000Z',
  top: false,
  views: 3,
};

function renderDetail(handlers: Parameters<typeof operationLink>[0], id = 'a1') {
  const ops = operationLink(handlers);
  renderRoutes([{ path: '/articleManager/detail', element: <PublicArticleDetailPage /> }], {
    link: ops.link,
    path: `/articleManager/detail?id=${id}`,
  });
  return ops;
}

beforeEach(() => localStorage.clear());

describe('visitorId', () => {
  it('is made once and kept', () => {
    const first = visitorId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(localStorage.getItem(VISITOR_KEY)).toBe(first);
    expect(visitorId()).toBe(first);
  });
  it('replaces a tampered value', () => {
    localStorage.setItem(VISITOR_KEY, '<script>');
    expect(visitorId()).not.toBe('<script>');
  });
});

describe('PublicArticleDetailPage', () => {
  it('shows the article and counts one read with the visitor id', async () => {
    const ops = renderDetail({
      PublicArticle: () => ({ data: { publicArticle: article } }),
      ReadArticle: () => ({ data: { readArticle: { __typename: 'ArticleReadResult', counted: true, views: 4 } } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '协会年会召开' })).toBeTruthy();
    expect(screen.getByText('年会').tagName).toBe('B');
    await waitFor(() => expect(screen.getByTestId('article-views').textContent).toBe('阅读 4'));
    expect(ops.named('ReadArticle')).toHaveLength(1);
    expect(ops.named('ReadArticle')[0]?.variables).toEqual({
      input: { id: 'a1', visitorId: localStorage.getItem(VISITOR_KEY) },
    });
  });

  it('says a missing or unpublished article is not there, and counts nothing', async () => {
    const ops = renderDetail(
      {
        PublicArticle: () => ({
          errors: [new GraphQLError('文章不存在或已下架', { extensions: { code: 'NOT_FOUND' } })],
        }),
      },
      'gone',
    );
    expect(await screen.findByText('文章不存在或已下架')).toBeTruthy();
    expect(ops.named('ReadArticle')).toHaveLength(0);
  });
});
