import { describe, expect, it } from 'vitest';
import type { CurrentUser } from './current-user.js';
import { buildTree, makesCycle, visibleMenus } from './menu-tree.js';
import { Menu } from './menu.entity.js';

const rows = [
  { id: 'a', parentId: undefined },
  { id: 'b', parentId: 'a' },
  { id: 'c', parentId: 'b' },
  { id: 'd', parentId: 'missing' },
];

describe('trees', () => {
  it('builds a forest, orphans become roots', () => {
    const tree = buildTree(rows);
    expect(tree.map((n) => n.item.id)).toEqual(['a', 'd']);
    expect(tree[0]!.children[0]!.children[0]!.item.id).toBe('c');
  });

  it('detects cycles', () => {
    expect(makesCycle(rows, 'a', 'c')).toBe(true);
    expect(makesCycle(rows, 'a', 'a')).toBe(true);
    expect(makesCycle(rows, 'c', 'a')).toBe(false);
    expect(makesCycle(rows, 'b', undefined)).toBe(false);
  });

  it('shows menus only to roles listed in meta roles, never buttons', () => {
    const menu = (code: string, roles: string[], category = 1) =>
      Object.assign(new Menu(), { id: code, code, name: code, roles, category });
    const user = { roleAliases: ['member'] } as unknown as CurrentUser;
    const shown = visibleMenus(
      [menu('open', []), menu('mine', ['member']), menu('staff', ['administrator']), menu('btn', [], 2)],
      user,
    );
    expect(shown.map((m) => m.code)).toEqual(['open', 'mine']);
  });

  it('hides the children of a hidden group', () => {
    const menu = (code: string, roles: string[], parentId?: string) =>
      Object.assign(new Menu(), { id: code, code, name: code, roles, category: 1, parentId });
    const user = { roleAliases: ['administrator'] } as unknown as CurrentUser;
    const shown = visibleMenus(
      [menu('cms', ['member']), menu('cms_home', [], 'cms'), menu('sys', []), menu('sys_user', [], 'sys')],
      user,
    );
    expect(shown.map((m) => m.code)).toEqual(['sys', 'sys_user']);
  });
});
