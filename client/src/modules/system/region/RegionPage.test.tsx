import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../../test/graphql';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { codePrefix, RegionPage } from './RegionPage';

interface Row {
  code: string;
  parentCode: string;
  name: string;
  regionLevel: number;
}

const region = ({ code, parentCode, name, regionLevel }: Row, all: Row[]) => ({
  __typename: 'Region',
  id: `id-${code}`,
  code,
  parentCode,
  ancestors: '00',
  name,
  regionLevel,
  provinceCode: '210000',
  provinceName: '辽宁省',
  cityCode: regionLevel > 1 ? code.slice(0, 4) + '00' : null,
  cityName: null,
  districtCode: null,
  districtName: null,
  sort: 0,
  remark: null,
  hasChildren: all.some((r) => r.parentCode === code),
  version: 1,
});

/** A server holding a few regions: children by parent code, submit adds, remove by ids. */
function server() {
  let rows: Row[] = [
    { code: '210000', parentCode: '00', name: '辽宁省', regionLevel: 1 },
    { code: '210100', parentCode: '210000', name: '沈阳市', regionLevel: 2 },
    { code: '210200', parentCode: '210000', name: '大连市', regionLevel: 2 },
    { code: '210102', parentCode: '210100', name: '和平区', regionLevel: 3 },
  ];
  return operationLink({
    RegionChildren: (v) => ({
      data: { regionChildren: rows.filter((r) => r.parentCode === (v.parentCode ?? '00')).map((r) => region(r, rows)) },
    }),
    SubmitRegion: (v) => {
      const input = v.input as { code: string; parentCode: string; name: string };
      const row = { code: input.code, parentCode: input.parentCode, name: input.name, regionLevel: 3 };
      rows = [...rows, row];
      return { data: { submitRegion: region(row, rows) } };
    },
    RemoveRegions: (v) => {
      const ids = (v.input as { ids: string[] }).ids;
      rows = rows.filter((r) => !ids.includes(`id-${r.code}`));
      return { data: { removeRegions: ids.length } };
    },
  });
}

const tableNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('RegionPage', () => {
  it('expands the lazy tree, shows the chosen region’s children, adds and deletes a district', {
    timeout: 30_000,
  }, async () => {
    signInForTest();
    const user = userEvent.setup();
    const graphql = server();
    renderWithApp(<RegionPage />, { link: graphql.link });

    const tree = await screen.findByRole('tree', { name: '区划树' });
    const province = await within(tree).findByRole('treeitem', { name: '辽宁省' });
    expect(province.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(tableNames()).toEqual(['辽宁省']));

    await user.click(within(province).getByRole('button', { name: '展开 辽宁省' }));
    const city = await within(tree).findByRole('treeitem', { name: '沈阳市' });
    expect(graphql.named('RegionChildren').map((o) => o.variables.parentCode)).toContain('210000');
    await user.click(within(city).getByRole('button', { name: /^沈阳市/ }));
    await waitFor(() => expect(tableNames()).toEqual(['和平区']));
    expect(screen.getByRole('heading', { name: '沈阳市' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '新增下级' }));
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByLabelText(/区划编号/) as HTMLInputElement;
    expect(code.value).toBe('2101');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('区划编号必须是 6 位数字')).toBeTruthy();
    await user.type(code, '99');
    await user.type(within(dialog).getByLabelText(/区划名称/), '测试区');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(graphql.named('SubmitRegion')[0]!.variables.input).toEqual({
      code: '210199',
      parentCode: '210100',
      name: '测试区',
      sort: 0,
      remark: null,
    });
    await waitFor(() => expect(tableNames()).toEqual(['和平区', '测试区']));

    const row = within(screen.getByRole('table'))
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('测试区'))!;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(graphql.named('RemoveRegions')[0]!.variables.input).toEqual({ ids: ['id-210199'] });
    await waitFor(() => expect(tableNames()).toEqual(['和平区']));
  });

  it('hides the change buttons from users without the codes', async () => {
    signInForTest({ permissions: ['region'] });
    renderWithApp(<RegionPage />, { link: server().link });
    await screen.findByRole('treeitem', { name: '辽宁省' });
    await waitFor(() => expect(tableNames()).toEqual(['辽宁省']));
    for (const name of ['新增省份', '编辑', '删除', '导出', '导入'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('exports the chosen region’s subtree by code prefix', () => {
    const r = (code: string, regionLevel: number) => ({ code, regionLevel }) as never;
    expect([
      codePrefix(null),
      codePrefix(r('210000', 1)),
      codePrefix(r('210100', 2)),
      codePrefix(r('210102', 3)),
    ]).toEqual([undefined, '21', '2101', '210102']);
  });
});
