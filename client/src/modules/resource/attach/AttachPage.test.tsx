import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../../test/graphql';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { AttachPage, downloadUrl } from './AttachPage';

const attach = (n: number, originalName: string, extension: string) => ({
  __typename: 'Attach',
  id: `a${n}`,
  name: `000000/20260101/0193000${n}-0000-7000-8000-000000000000.${extension}`,
  originalName,
  extension,
  attachSize: 2048 * n,
  contentType: extension === 'png' ? 'image/png' : 'application/pdf',
  link: `http://files.test/files/000000/20260101/0193000${n}-0000-7000-8000-000000000000.${extension}`,
  remark: null,
  createTime: '2026-01-05T02:00:00.000Z',
  version: 1,
});

function server() {
  const records = [attach(1, '申报表.pdf', 'pdf'), attach(2, '现场照片.png', 'png')];
  return operationLink({
    AttachPage: () => ({
      data: {
        attachments: { __typename: 'AttachPage', records, total: records.length, current: 1, size: 10, pages: 1 },
      },
    }),
  });
}

describe('AttachPage', () => {
  it('lists attachments with size and a download link under the original name; images show a thumbnail', async () => {
    signInForTest();
    renderWithApp(<AttachPage />, { link: server().link });
    const row = (await screen.findByText('申报表.pdf')).closest('tr')!;
    expect(within(row).getByText('2.0 KB')).toBeTruthy();
    const download = within(row).getByRole('link', { name: '下载 申报表.pdf' });
    expect(download.getAttribute('href')).toBe(
      'http://files.test/files/000000/20260101/01930001-0000-7000-8000-000000000000.pdf?download=1',
    );
    expect(download.getAttribute('download')).toBe('申报表.pdf');
    const photo = screen.getByText('现场照片.png').closest('tr')!;
    expect(photo.querySelector('img')?.getAttribute('src')).toBe(attach(2, '', 'png').link);
    expect(screen.getByRole('button', { name: /上传/ })).toBeTruthy();
  });

  it('offers upload, edit and delete only to holders of their codes', async () => {
    signInForTest({ permissions: ['attach'] });
    renderWithApp(<AttachPage />, { link: server().link });
    await screen.findByText('申报表.pdf');
    await waitFor(() => expect(screen.queryByRole('button', { name: /上传/ })).toBeNull());
    const row = screen.getByText('申报表.pdf').closest('tr')!;
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(row).getByRole('link', { name: '下载 申报表.pdf' })).toBeTruthy();
  });

  it('asks for a download on links with or without a query', () => {
    expect(downloadUrl('/files/a.png')).toBe('/files/a.png?download=1');
    expect(downloadUrl('/files/a.png?x=1')).toBe('/files/a.png?x=1&download=1');
  });
});
