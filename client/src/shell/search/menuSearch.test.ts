import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../menu';
import { matchMenus, menuPages } from './menuSearch';

const node = (code: string, name: string, path: string | null, children?: MenuEntry[]): MenuEntry => ({
  id: code,
  code,
  name,
  nameEn: null,
  path,
  source: null,
  sort: 1,
  isAuth: true,
  isTab: true,
  children,
});

const intl = createIntl({ locale: 'zh-CN', messages: { 'menu.param': '参数管理' } });
const MENUS = [
  node('system', '系统管理', '/system', [
    node('param', 'param', '/system/param'),
    node('user', 'User admin', '/system/user'),
  ]),
  node('bim', 'BIM大赛', '/awards/bimCompetition'),
  node('docs', 'Docs site', 'https://docs.example.com/a?b=1'),
  node('empty', 'Empty group', null, []),
];

describe('menu search', () => {
  const pages = menuPages(intl, MENUS);

  it('lists the pages of the tree with their translated labels, groups as trail, external pages through /myiframe', () => {
    expect(pages.map((p) => [p.label, p.href, p.trail])).toEqual([
      ['参数管理', '/system/param', ['系统管理']],
      ['User admin', '/system/user', ['系统管理']],
      ['BIM大赛', '/awards/bimCompetition', []],
      ['Docs site', '/myiframe/urlPath?src=https%3A%2F%2Fdocs.example.com%2Fa%3Fb%3D1&name=Docs+site', []],
    ]);
  });

  it('matches names by prefix, case-insensitive', () => {
    expect(matchMenus(pages, '参数').map((p) => p.label)).toEqual(['参数管理']);
    expect(matchMenus(pages, 'user').map((p) => p.label)).toEqual(['User admin']);
    expect(matchMenus(pages, 'USER AD').map((p) => p.label)).toEqual(['User admin']);
    expect(matchMenus(pages, 'bim').map((p) => p.label)).toEqual(['BIM大赛']);
    expect(matchMenus(pages, '管理')).toEqual([]); // inside the name, not a prefix
    expect(matchMenus(pages, 'admin')).toEqual([]);
    expect(matchMenus(pages, '  ')).toHaveLength(4);
  });
});
