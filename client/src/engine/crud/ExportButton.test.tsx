import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderWithApp } from '../../test/render';
import { signInForTest } from '../../test/session';
import { ExportButton } from './ExportButton';

const link = () => operationLink({}).link;

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ExportButton', () => {
  it('is shown only to holders of its code', () => {
    signInForTest({ permissions: ['post'] });
    renderWithApp(<ExportButton code="post_export" path="/blade-system/post/export" fileName="岗位列表" />, {
      link: link(),
    });
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
  });

  it('downloads the filtered list with the session headers and saves it under the server name', async () => {
    signInForTest({ permissions: ['post_export'], accessToken: 'tok-1', tenantId: '000000' });
    const fetchMock = vi.fn(
      async () =>
        new Response('xlsx-bytes', {
          status: 200,
          headers: { 'content-disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''%E5%B2%97%E4%BD%8D.xlsx` },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithApp(
      <ExportButton
        code="post_export"
        path="/blade-system/post/export"
        query={{ postCode: 'mgr', postName: '' }}
        fileName="岗位列表"
      />,
      { link: link() },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(clicked).toEqual(['岗位.xlsx']));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/blade-system/post/export?postCode=mgr');
    expect(init.headers).toMatchObject({ 'Blade-Auth': 'bearer tok-1', 'Tenant-Id': '000000' });
    click.mockRestore();
  });

  it("shows the server's message when the export is refused", async () => {
    signInForTest();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ code: 400, success: false, msg: '导出数据超过 50000 条上限，请缩小查询条件后再导出' }),
            { status: 400 },
          ),
      ),
    );
    renderWithApp(<ExportButton code="post_export" path="/blade-system/post/export" fileName="岗位列表" />, {
      link: link(),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('导出数据超过 50000 条上限，请缩小查询条件后再导出')).toBeTruthy();
  });
});
