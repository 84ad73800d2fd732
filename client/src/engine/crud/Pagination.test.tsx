import { ApolloLink } from '@apollo/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { Pagination, WIDGET_DEFAULT_PAGE_SIZE } from './Pagination';

const link = new ApolloLink(() => {
  throw new Error('no request expected');
});

const sizesOffered = () =>
  Array.from((screen.getByRole('combobox') as HTMLSelectElement).options).map((o) => Number(o.value));

describe('Pagination', () => {
  it('offers the list sizes 10, 30, 50, 100, 200 on list pages', () => {
    renderWithApp(
      <Pagination page={1} pageSize={10} total={45} onPageChange={() => {}} onPageSizeChange={() => {}} />,
      { link },
    );
    expect(sizesOffered()).toEqual([10, 30, 50, 100, 200]);
    expect(screen.getByText('共 45 条')).toBeTruthy();
  });

  it('offers 10, 20, 30, 40, 50, 100 as the standalone widget, which defaults to 20', async () => {
    const onSize = vi.fn();
    renderWithApp(
      <Pagination
        variant="widget"
        page={1}
        pageSize={WIDGET_DEFAULT_PAGE_SIZE}
        total={45}
        onPageChange={() => {}}
        onPageSizeChange={onSize}
      />,
      { link },
    );
    expect(sizesOffered()).toEqual([10, 20, 30, 40, 50, 100]);
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('20');
    await userEvent.selectOptions(screen.getByRole('combobox'), '40');
    expect(onSize).toHaveBeenCalledWith(40);
  });
});
