import { describe, expect, it } from 'vitest';
import {
  ancestorsById,
  branchIds,
  buildTree,
  filterTree,
  matchesTextFilter,
  nestByParent,
  subtreeIds,
  visibleNodes,
  walkTree,
} from './tree';

interface Row {
  id: string;
  parentId?: string | null;
  name: string;
}

const rows: Row[] = [
  { id: 'a', name: '总部' },
  { id: 'a1', parentId: 'a', name: '办公室' },
  { id: 'a2', parentId: 'a', name: '会员部' },
  { id: 'a21', parentId: 'a2', name: '会员一科' },
  { id: 'b', parentId: null, name: '分会' },
  { id: 'x', parentId: 'missing', name: '孤儿' },
];

const shape = (nodes: ReturnType<typeof nestByParent<Row>>): unknown =>
  nodes.map((n) => (n.children.length ? { [n.id]: shape(n.children) } : n.id));

describe('buildTree / nestByParent', () => {
  it('nests rows under their parents in the given order; a missing parent makes a root', () => {
    const tree = nestByParent(rows);
    expect(shape(tree)).toEqual([{ a: ['a1', { a2: ['a21'] }] }, 'b', 'x']);
    expect(walkTree(tree).map((n) => [n.id, n.depth])).toEqual([
      ['a', 0],
      ['a1', 1],
      ['a2', 1],
      ['a21', 2],
      ['b', 0],
      ['x', 0],
    ]);
  });

  it('survives cycles and self-parents in the data', () => {
    const tree = buildTree(
      [
        { id: 'p', parentId: 'q' },
        { id: 'q', parentId: 'p' },
        { id: 's', parentId: 's' },
      ],
      { id: (r) => r.id, parentId: (r) => r.parentId },
    );
    expect(
      walkTree(tree)
        .map((n) => n.id)
        .sort(),
    ).toEqual(['p', 'q', 's']);
    expect(tree.map((n) => n.id)).toContain('s');
    expect(tree.length).toBe(2); // one of p/q became the root of the other
  });

  it('keeps the first of duplicated ids', () => {
    const tree = nestByParent([
      { id: 'a', name: 'first' },
      { id: 'a', name: 'second' },
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]!.item.name).toBe('first');
  });
});

describe('tree queries', () => {
  const tree = nestByParent(rows);

  it('visibleNodes shows roots and the children of open branches only', () => {
    expect(visibleNodes(tree, new Set()).map((n) => n.id)).toEqual(['a', 'b', 'x']);
    expect(visibleNodes(tree, new Set(['a'])).map((n) => n.id)).toEqual(['a', 'a1', 'a2', 'b', 'x']);
    // An open branch under a closed one stays hidden.
    expect(visibleNodes(tree, new Set(['a2'])).map((n) => n.id)).toEqual(['a', 'b', 'x']);
  });

  it('subtreeIds, branchIds and ancestorsById', () => {
    expect(subtreeIds(tree[0]!)).toEqual(['a', 'a1', 'a2', 'a21']);
    expect(branchIds(tree)).toEqual(['a', 'a2']);
    expect(branchIds(tree, 1)).toEqual(['a']);
    expect(branchIds(tree, 0)).toEqual([]);
    expect(ancestorsById(tree).get('a21')).toEqual(['a2', 'a']);
    expect(ancestorsById(tree).get('b')).toEqual([]);
  });

  it('filterTree keeps matches with their ancestors and leaves the input untouched', () => {
    const found = filterTree(tree, (row) => row.name.includes('一科'));
    expect(shape(found)).toEqual([{ a: [{ a2: ['a21'] }] }]);
    expect(walkTree(tree)).toHaveLength(6);
    // A matching parent does not bring its non-matching children along.
    expect(shape(filterTree(tree, (row) => row.name === '总部'))).toEqual(['a']);
    expect(filterTree(tree, () => false)).toEqual([]);
  });

  it('matchesTextFilter: every non-blank value occurs in its field, case-insensitively', () => {
    const test = matchesTextFilter({ name: ' 会员 ', code: '' });
    expect(test({ name: '会员部', code: 'x' })).toBe(true);
    expect(test({ name: '办公室' })).toBe(false);
    expect(matchesTextFilter({ code: 'USER' })({ code: 'system_user' })).toBe(true);
    expect(matchesTextFilter({ code: 'user' })({ code: null })).toBe(false);
    expect(matchesTextFilter({})({ anything: 1 })).toBe(true);
  });
});
