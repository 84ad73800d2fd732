import { describe, expect, it } from 'vitest';
import { allMembers, checkStateOf, toggleChecked } from './checkTree';
import { ancestorsById, nestByParent, type TreeNode, walkTree } from './tree';

interface Row {
  id: string;
  parentId?: string;
  group?: boolean;
}

// system > user > (user_add, user_delete); system > param; a virtual group g > (s1, s2)
const tree = nestByParent<Row>([
  { id: 'system' },
  { id: 'user', parentId: 'system' },
  { id: 'user_add', parentId: 'user' },
  { id: 'user_delete', parentId: 'user' },
  { id: 'param', parentId: 'system' },
  { id: 'g', group: true },
  { id: 's1', parentId: 'g' },
  { id: 's2', parentId: 'g' },
]);
const byId = new Map(walkTree(tree).map((n) => [n.id, n]));
const node = (id: string) => byId.get(id)!;
const ancestors = (id: string) => (ancestorsById(tree).get(id) ?? []).map(node) as Array<TreeNode<Row>>;
const rules = { isVirtual: (row: Row) => row.group === true };
const toggle = (id: string, checked: boolean, value: Iterable<string>) =>
  [...toggleChecked(node(id), checked, new Set(value), ancestors(id), rules)].sort();

describe('cascading checks over a grant tree', () => {
  it('checking a node adds it, everything under it and its ancestors', () => {
    expect(toggle('user', true, [])).toEqual(['system', 'user', 'user_add', 'user_delete']);
    expect(toggle('user_add', true, [])).toEqual(['system', 'user', 'user_add']);
  });

  it('unchecking removes the node and everything under it, but keeps the ancestors', () => {
    expect(toggle('user', false, ['system', 'user', 'user_add', 'user_delete', 'param'])).toEqual(['param', 'system']);
    expect(toggle('user_add', false, ['system', 'user', 'user_add'])).toEqual(['system', 'user']);
  });

  it('looks checked when the whole subtree is in the set, indeterminate when part of it is', () => {
    const state = (id: string, value: string[]) => checkStateOf(node(id), new Set(value), rules);
    expect(state('user', ['system', 'user', 'user_add', 'user_delete'])).toBe(true);
    expect(state('system', ['system', 'user', 'user_add', 'user_delete'])).toBe('indeterminate'); // param missing
    // A page granted without its buttons is a partial grant.
    expect(state('user', ['system', 'user'])).toBe('indeterminate');
    expect(state('user', [])).toBe(false);
    expect(state('user_add', ['user_add'])).toBe(true);
  });

  it('virtual groups never enter the set and summarise their children', () => {
    expect(toggle('g', true, [])).toEqual(['s1', 's2']);
    expect(toggle('s1', true, [])).toEqual(['s1']);
    expect(checkStateOf(node('g'), new Set(['s1']), rules)).toBe('indeterminate');
    expect(checkStateOf(node('g'), new Set(['s1', 's2']), rules)).toBe(true);
    expect(toggle('g', false, ['s1', 's2', 'param'])).toEqual(['param']);
  });

  it('allMembers lists every selectable id', () => {
    expect(allMembers(tree, rules).sort()).toEqual(['param', 's1', 's2', 'system', 'user', 'user_add', 'user_delete']);
  });
});
