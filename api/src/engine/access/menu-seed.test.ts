import { describe, expect, it } from 'vitest';
import type { AppModule } from '../module.js';
import { buttonOf, menuTree, roleGrants } from './menu-seed.js';

const mod = (name: string, extra: Partial<AppModule>): AppModule => ({ name, resolvers: [], rest: [], ...extra });

describe('menu declarations of modules', () => {
  it('builds one tree: groups by sort, each with the items any module puts in it by sort', () => {
    const a = mod('a', {
      menus: [
        { sort: 2, code: 'g2', name: '组二' },
        { parent: 'g1', sort: 2, code: 'a_item', name: '甲', buttons: ['add', { code: 'a_export', name: '导出' }] },
      ],
    });
    const b = mod('b', {
      menus: [
        { sort: 1, code: 'g1', name: '组一' },
        { parent: 'g1', sort: 1, code: 'b_item', name: '乙' },
        { parent: 'g2', sort: 1, code: 'b_other', name: '丙' },
      ],
    });
    const tree = menuTree([a, b]);
    expect(tree.map((g) => [g.code, g.sort, g.children?.map((c) => [c.code, c.sort])])).toEqual([
      [
        'g1',
        1,
        [
          ['b_item', 1],
          ['a_item', 2],
        ],
      ],
      ['g2', 2, [['b_other', 1]]],
    ]);
    expect(tree[0]!.children![1]!.buttons).toEqual(['add', { code: 'a_export', name: '导出' }]);
  });

  it('refuses a code declared twice, a button code taken by a menu, an unknown group and a shared sort', () => {
    const group = { sort: 1, code: 'g', name: '组' };
    expect(() => menuTree([mod('a', { menus: [group] }), mod('b', { menus: [{ ...group, sort: 2 }] })])).toThrow(
      'Menu code g is declared by a and b',
    );
    expect(() =>
      menuTree([
        mod('a', { menus: [group, { parent: 'g', sort: 1, code: 'x', name: 'x', buttons: ['add'] }] }),
        mod('b', { menus: [{ parent: 'g', sort: 2, code: 'x_add', name: 'y' }] }),
      ]),
    ).toThrow('x_add');
    expect(() => menuTree([mod('a', { menus: [{ parent: 'nowhere', sort: 1, code: 'x', name: 'x' }] })])).toThrow(
      'unknown group nowhere',
    );
    expect(() =>
      menuTree([
        mod('a', { menus: [group, { parent: 'g', sort: 1, code: 'x', name: 'x' }] }),
        mod('b', { menus: [{ parent: 'g', sort: 1, code: 'y', name: 'y' }] }),
      ]),
    ).toThrow('share sort 1 in g');
  });

  it('names the standard buttons and gathers every module grants by role', () => {
    expect(buttonOf('user', 'edit')).toEqual({ code: 'user_edit', name: '修改', nameEn: 'Edit' });
    expect(buttonOf('user', { code: 'user_reset', name: '重置密码' })).toEqual({
      code: 'user_reset',
      name: '重置密码',
    });
    const grants = roleGrants([
      mod('a', { grants: { approver: ['a'], member: ['m'] } }),
      mod('b', { grants: { approver: ['b'] } }),
      mod('c', {}),
    ]);
    expect([...grants]).toEqual([
      ['approver', ['a', 'b']],
      ['member', ['m']],
    ]);
  });
});
