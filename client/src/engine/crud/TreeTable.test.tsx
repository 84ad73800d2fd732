import { ApolloLink } from '@apollo/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import type { Column } from './DataTable';
import { nestByParent } from './tree';
import { TreeTable } from './TreeTable';
import { useTreeExpansion } from './useTreeExpansion';

interface Row {
  id: string;
  parentId?: string;
  name: string;
  code: string;
}

const ROWS: Row[] = [
  { id: 'system', name: '系统管理', code: 'system' },
  { id: 'user', parentId: 'system', name: '用户管理', code: 'user' },
  { id: 'user_add', parentId: 'user', name: '新增', code: 'user_add' },
  { id: 'wel', name: '首页', code: 'wel' },
];
const COLUMNS: Array<Column<Row>> = [
  { key: 'name', header: '名称', value: (r) => r.name },
  { key: 'code', header: '编号', value: (r) => r.code },
];
const noLink = new ApolloLink(() => {
  throw new Error('no request expected');
});

function Harness({ rows = ROWS, depth }: { rows?: Row[]; depth?: number }) {
  const nodes = nestByParent(rows);
  const expansion = useTreeExpansion(nodes, depth);
  return (
    <TreeTable
      caption="菜单列表"
      nodes={nodes}
      expansion={expansion}
      columns={COLUMNS}
      rowId={(r) => r.id}
      rowLabel={(r) => r.name}
    />
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('TreeTable', () => {
  it('shows children under their parents, indented, with an open/close arrow on branches', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />, { link: noLink });
    expect(names()).toEqual(['系统管理', '用户管理', '新增', '首页']);
    const toggle = screen.getByRole('button', { name: '折叠 系统管理' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('button', { name: /首页/ })).toBeNull();

    await user.click(toggle);
    expect(names()).toEqual(['系统管理', '首页']);
    await user.click(screen.getByRole('button', { name: '展开 系统管理' }));
    expect(names()).toEqual(['系统管理', '用户管理', '新增', '首页']);
  });

  it('starts with branches below the default depth closed', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness depth={1} />, { link: noLink });
    expect(names()).toEqual(['系统管理', '用户管理', '首页']);
    await user.click(screen.getByRole('button', { name: '展开 用户管理' }));
    expect(names()).toEqual(['系统管理', '用户管理', '新增', '首页']);
  });

  it('a tree without branches is a plain list without arrows', () => {
    renderWithApp(<Harness rows={[ROWS[0]!, ROWS[3]!]} />, { link: noLink });
    expect(names()).toEqual(['系统管理', '首页']);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
