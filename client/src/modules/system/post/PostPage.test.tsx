import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../../test/graphql';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { PostPage } from './PostPage';

const post = (n: number) => ({
  __typename: 'Post',
  id: `p${n}`,
  category: 3,
  postCode: `code${n}`,
  postName: `岗位${n}`,
  sort: n,
  remark: null,
  createTime: '2024-01-05T02:00:00.000Z',
  updateTime: '2024-01-05T02:00:00.000Z',
  version: 1,
});

/** A server with `count` posts, answering pages of the requested size and removing on request. */
function server(count: number) {
  let posts = Array.from({ length: count }, (_, i) => post(i + 1));
  return operationLink({
    PostPage: (variables) => {
      const { current = 1, size = 10 } = (variables.page ?? {}) as { current?: number; size?: number };
      const code = (variables.filter as { postCode?: string } | undefined)?.postCode;
      const matching = code ? posts.filter((p) => p.postCode.includes(code)) : posts;
      const records = matching.slice((current - 1) * size, current * size);
      return {
        data: {
          posts: {
            __typename: 'PostPage',
            records,
            total: matching.length,
            current,
            size,
            pages: Math.ceil(matching.length / size),
          },
        },
      };
    },
    RemovePosts: (variables) => {
      const ids = (variables.input as { ids: string[] }).ids;
      posts = posts.filter((p) => !ids.includes(p.id));
      return { data: { removePosts: ids.length } };
    },
  });
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);

describe('PostPage (a paged resource list)', () => {
  it('pages by 10 by default, searches with the filter, and falls back to the last page when its rows are deleted', async () => {
    signInForTest();
    const user = userEvent.setup();
    const graphql = server(11);
    renderWithApp(<PostPage />, { link: graphql.link });

    expect(await screen.findByText('岗位1')).toBeTruthy();
    expect(screen.getByText('共 11 条')).toBeTruthy();
    expect(names()).toHaveLength(10);
    expect(graphql.named('PostPage')[0]!.variables).toEqual({ page: { current: 1, size: 10 }, filter: {} });
    expect([...(screen.getByLabelText('每页条数') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '10',
      '30',
      '50',
      '100',
      '200',
    ]);

    await user.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(names()).toEqual(['岗位11']));

    await user.click(within(screen.getByRole('table')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('共 10 条')).toBeTruthy());
    await waitFor(() => expect(names()).toHaveLength(10));
    expect(graphql.named('PostPage').at(-1)!.variables).toEqual({ page: { current: 1, size: 10 }, filter: {} });

    await user.type(within(screen.getByRole('search')).getByLabelText('岗位编号'), ' code1 {Enter}');
    await waitFor(() => expect(names()).toEqual(['岗位1', '岗位10']));
    expect(graphql.named('PostPage').at(-1)!.variables).toEqual({
      page: { current: 1, size: 10 },
      filter: { postCode: 'code1' },
    });
  });
});
