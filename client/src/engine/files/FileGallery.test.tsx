import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderWithApp } from '../../test/render';
import { FileGallery } from './FileGallery';

const files = [
  { name: '照片1.png', url: '/files/000000/20261126/a.png' },
  { name: '照片2.jpg', url: '/files/000000/20261126/b.jpg' },
  { name: '照片3.webp', url: '/files/000000/20261126/c.webp' },
  { name: '竣工报告.pdf', url: '/files/000000/20261126/d.pdf' },
  { name: '清单.xlsx', url: '/files/000000/20261126/e.xlsx' },
];

describe('FileGallery', () => {
  it('shows images as thumbnails that open a lightbox moved by the arrow keys and closed by Esc', async () => {
    renderWithApp(<FileGallery files={files} label="工程照片" />, { link: operationLink({}).link });
    const grid = screen.getByRole('list', { name: '工程照片的图片' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: '照片1.png' })).toBeNull(); // images are thumbnails, not names
    fireEvent.click(screen.getByRole('button', { name: '查看图片 照片2.jpg' }));
    const viewer = await screen.findByRole('dialog', { name: '图片查看' });
    await waitFor(() => expect(viewer.textContent).toContain('2 / 3'));
    expect(viewer.textContent).toContain('照片2.jpg');
    fireEvent.keyDown(document.activeElement ?? viewer, { key: 'ArrowRight' });
    await waitFor(() => expect(viewer.textContent).toContain('3 / 3'), { timeout: 3000 });
    fireEvent.keyDown(document.activeElement ?? viewer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '图片查看' })).toBeNull());
  });

  it('previews a PDF in the page and links every other file for download', async () => {
    renderWithApp(<FileGallery files={files} />, { link: operationLink({}).link });
    expect(screen.getByRole('link', { name: '清单.xlsx' }).getAttribute('href')).toBe('/files/000000/20261126/e.xlsx');
    expect(screen.queryByRole('button', { name: '预览 清单.xlsx' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '预览 竣工报告.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: '竣工报告.pdf' });
    expect(within(dialog).getByTitle('预览 竣工报告.pdf').getAttribute('src')).toBe('/files/000000/20261126/d.pdf');
  });
});
