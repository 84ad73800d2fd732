import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { signInForTest } from '../../test/session';
import { CrudList } from './CrudList';
import type { Column } from './DataTable';
import { useListState } from './useListState';

interface Row {
  id: string;
  parentId?: string;
  name: string;
}

const DEPTS: Row[] = [
  { id: 'hq', name: '总部' },
  { id: 'office', parentId: 'hq', name: '办公室' },
  { id: 'members', parentId: 'hq', name: '会员部' },
  { id: 'branch', name: '沈阳分会' },
];
const COLUMNS: Array<Column<Row>> = [{ key: 'name', header: '机构名称', value: (r) => r.name }];
const EMPTY = { name: '' };
const noLink = new ApolloLink(() => {
  throw new Error('no request expected');
});

function Harness(props: {
  tree?: boolean;
  run?: (ids: string[]) => Promise<unknown>;
  onEdit?: (row: Row) => void;
  onCreate?: () => void;
  total?: number;
}) {
  const list = useListState(EMPTY);
  return (
    <CrudList
      caption="机构列表"
      list={list}
      searchFields={[{ name: 'name', label: '机构名称' }]}
      rows={DEPTS}
      total={props.total}
      columns={COLUMNS}
      rowId={(r) => r.id}
      rowLabel={(r) => r.name}
      tree={props.tree ? { parentId: (r) => r.parentId } : undefined}
      loading={false}
      onRefresh={vi.fn()}
      create={{ code: 'dept_add', onClick: props.onCreate ?? vi.fn() }}
      remove={{ code: 'dept_delete', run: props.run ?? vi.fn(async () => 1) }}
      edit={{ code: 'dept_edit', onClick: props.onEdit ?? vi.fn() }}
    />
  );
}

const toolbar = () => screen.getByRole('toolbar');
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const names = () =>
  bodyRows()
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    )
    .map((cells) => cells.find((c) => c && DEPTS.some((d) => d.name === c)));

describe('CrudList', () => {
  it('shows 新增, 删除, 编辑 and row selection only to holders of their codes', () => {
    signInForTest({ permissions: ['dept', 'dept_edit'] });
    renderWithApp(<Harness total={4} />, { link: noLink });
    expect(within(toolbar()).queryByRole('button', { name: '新增' })).toBeNull();
    expect(within(toolbar()).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(bodyRows()[0]!).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(bodyRows()[0]!).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('everything for the all-permission tag; a paged list shows its total', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    const onEdit = vi.fn();
    signInForTest();
    renderWithApp(<Harness total={42} onCreate={onCreate} onEdit={onEdit} />, { link: noLink });
    await user.click(within(toolbar()).getByRole('button', { name: '新增' }));
    expect(onCreate).toHaveBeenCalled();
    await user.click(within(bodyRows()[1]!).getByRole('button', { name: '编辑' }));
    expect(onEdit).toHaveBeenCalledWith(DEPTS[1]);
    expect(screen.getByText('共 42 条')).toBeTruthy();
  });

  it('bulk delete: warns 请选择至少一条数据 with nothing chosen, else asks 确定将选择数据删除? and removes the chosen rows', async () => {
    const user = userEvent.setup();
    const run = vi.fn(async () => 2);
    signInForTest();
    renderWithApp(<Harness total={4} run={run} />, { link: noLink });

    await user.click(within(toolbar()).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: '选择 办公室' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 沈阳分会' }));
    expect(within(toolbar()).getByText('已选择 2 项')).toBeTruthy();

    // 取消 removes nothing.
    await user.click(within(toolbar()).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(run).not.toHaveBeenCalled();

    await user.click(within(toolbar()).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('确定将选择数据删除?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(run).toHaveBeenCalledWith(['office', 'branch']);
    await waitFor(() => expect(within(toolbar()).queryByText(/已选择/)).toBeNull());
  });

  it('a refused delete shows the server message', async () => {
    const user = userEvent.setup();
    const run = vi.fn(async () => {
      throw new CombinedGraphQLErrors({
        errors: [{ message: '机构下还有用户，不能删除', extensions: { code: 'BAD_USER_INPUT' } }],
      });
    });
    signInForTest();
    renderWithApp(<Harness total={4} run={run} />, { link: noLink });
    await user.click(within(bodyRows()[0]!).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('机构下还有用户，不能删除')).toBeTruthy();
    expect(screen.queryByText('删除成功')).toBeNull();
  });

  it('a tree list nests rows and searches on the client, keeping the ancestors of matches', async () => {
    const user = userEvent.setup();
    signInForTest();
    renderWithApp(<Harness tree />, { link: noLink });
    expect(names()).toEqual(['总部', '办公室', '会员部', '沈阳分会']);
    expect(screen.queryByText(/共 \d+ 条/)).toBeNull();

    await user.type(within(screen.getByRole('search')).getByLabelText('机构名称'), '会员{Enter}');
    await waitFor(() => expect(names()).toEqual(['总部', '会员部']));

    await user.click(within(screen.getByRole('search')).getByRole('button', { name: '清空' }));
    await waitFor(() => expect(names()).toEqual(['总部', '办公室', '会员部', '沈阳分会']));

    await user.click(within(toolbar()).getByRole('button', { name: '折叠全部' }));
    expect(names()).toEqual(['总部', '沈阳分会']);
  });
});
