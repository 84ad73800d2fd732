import { ApolloLink } from '@apollo/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../form';
import { renderWithApp } from '../../test/render';
import { CheckboxTree } from './CheckboxTree';
import { nestByParent } from './tree';

interface Row {
  id: string;
  parentId?: string;
  name: string;
  group?: boolean;
}

const MENUS: Row[] = [
  { id: 'system', name: '系统管理' },
  { id: 'user', parentId: 'system', name: '用户管理' },
  { id: 'user_add', parentId: 'user', name: '新增用户' },
  { id: 'user_delete', parentId: 'user', name: '删除用户' },
  { id: 'param', parentId: 'system', name: '参数管理' },
  { id: 'wel', name: '首页' },
];

const noLink = new ApolloLink(() => {
  throw new Error('no request expected');
});

/** Holds the value like a form does, and reports every change. */
function Harness(props: {
  rows: Row[];
  initial?: string[];
  cascade?: boolean;
  onChange?: (next: string[]) => void;
  controls?: boolean;
  defaultExpandDepth?: number;
}) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  const nodes = nestByParent(props.rows);
  return (
    <CheckboxTree
      aria-label="菜单权限"
      nodes={nodes}
      label={(r) => r.name}
      isVirtual={(r) => r.group === true}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
      cascade={props.cascade}
      controls={props.controls}
      defaultExpandDepth={props.defaultExpandDepth}
    />
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('CheckboxTree', () => {
  it('checks a branch with everything under it and its ancestors; the parent shows partly checked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithApp(<Harness rows={MENUS} onChange={onChange} />, { link: noLink });

    await user.click(box('用户管理'));
    expect(onChange).toHaveBeenLastCalledWith(['system', 'user', 'user_add', 'user_delete']);
    expect(box('用户管理').checked).toBe(true);
    expect(box('新增用户').checked).toBe(true);
    // 参数管理 is not granted: 系统管理 is only partly checked.
    expect(box('系统管理').closest('[data-scope="checkbox"][data-part="root"]')?.getAttribute('data-state')).toBe(
      'indeterminate',
    );
    expect(box('参数管理').checked).toBe(false);
  });

  it('unchecks a node with its children but keeps its ancestors', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithApp(
      <Harness rows={MENUS} initial={['system', 'user', 'user_add', 'user_delete', 'param']} onChange={onChange} />,
      { link: noLink },
    );
    expect(box('系统管理').checked).toBe(true);

    await user.click(box('用户管理'));
    expect(onChange).toHaveBeenLastCalledWith(['system', 'param']);
    expect(box('新增用户').checked).toBe(false);
  });

  it('without cascade, every box is independent', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithApp(<Harness rows={MENUS} cascade={false} onChange={onChange} />, { link: noLink });
    await user.click(box('用户管理'));
    expect(onChange).toHaveBeenLastCalledWith(['user']);
    expect(box('系统管理').checked).toBe(false);
    expect(box('新增用户').checked).toBe(false);
  });

  it('virtual group headings (un)check their children and never enter the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const rows: Row[] = [
      { id: 'resource:user', name: 'user', group: true },
      { id: 's1', parentId: 'resource:user', name: '本人可见' },
      { id: 's2', parentId: 'resource:user', name: '所在机构可见' },
    ];
    renderWithApp(<Harness rows={rows} onChange={onChange} />, { link: noLink });
    await user.click(box('user'));
    expect(onChange).toHaveBeenLastCalledWith(['s1', 's2']);
    await user.click(box('本人可见'));
    expect(onChange).toHaveBeenLastCalledWith(['s2']);
  });

  it('opens and closes branches; branches below the default depth start closed', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness rows={MENUS} defaultExpandDepth={1} />, { link: noLink });
    expect(screen.getByRole('checkbox', { name: '用户管理' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '新增用户' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '展开 用户管理' }));
    expect(screen.getByRole('checkbox', { name: '新增用户' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '折叠 系统管理' }));
    expect(screen.queryByRole('checkbox', { name: '用户管理' })).toBeNull();
    // Leaves have no arrow.
    expect(screen.queryByRole('button', { name: /首页/ })).toBeNull();
  });

  it('全选 and 全不选 act on the whole tree; 展开全部 opens every branch', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithApp(<Harness rows={MENUS} controls defaultExpandDepth={0} onChange={onChange} />, { link: noLink });
    const group = screen.getByRole('group', { name: '菜单权限' });
    expect(within(group).queryByRole('checkbox', { name: '用户管理' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '全选' }));
    expect(onChange).toHaveBeenLastCalledWith(MENUS.map((r) => r.id));
    await user.click(screen.getByRole('button', { name: '全不选' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    await user.click(screen.getByRole('button', { name: '展开全部' }));
    expect(within(group).getByRole('checkbox', { name: '新增用户' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '折叠全部' })).toBeTruthy();
  });

  it("inside a FormField, every box keeps its own id and name (not the field's)", () => {
    renderWithApp(
      <FormField label="所属角色" error="请选择所属角色">
        <Harness rows={MENUS} cascade={false} />
      </FormField>,
      { link: noLink },
    );
    const boxes = screen.getAllByRole('checkbox');
    expect(new Set(boxes.map((b) => b.id)).size).toBe(boxes.length);
    expect(box('用户管理').id).not.toBe(box('首页').id);
  });
});
