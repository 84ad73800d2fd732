import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../../test/graphql';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { BizDictPage, SystemDictPage } from './DictPage';

type Row = {
  id: string;
  parentId: string | null;
  code: string;
  dictKey: string | null;
  dictValue: string;
  sort: number;
  isSealed: number;
};
const entry = (typename: string, r: Row) => ({
  __typename: typename,
  dictValueEn: null,
  remark: null,
  version: 1,
  ...r,
});

/** A server with one dictionary `colour` (two items, one of them sealed, and a nested item). */
function server(typename: 'Dict' | 'DictBiz') {
  let rows: Row[] = [
    { id: 'root', parentId: null, code: 'colour', dictKey: null, dictValue: '颜色', sort: 1, isSealed: 0 },
    { id: 'red', parentId: 'root', code: 'colour', dictKey: 'red', dictValue: '红', sort: 1, isSealed: 0 },
    { id: 'dark-red', parentId: 'red', code: 'colour', dictKey: 'dark', dictValue: '暗红', sort: 1, isSealed: 0 },
    { id: 'blue', parentId: 'root', code: 'colour', dictKey: 'blue', dictValue: '蓝', sort: 2, isSealed: 1 },
  ];
  const page = (field: string, pageType: string) => () => {
    const records = rows.filter((r) => !r.parentId).map((r) => entry(typename, r));
    return {
      data: { [field]: { __typename: pageType, records, total: records.length, current: 1, size: 10, pages: 1 } },
    };
  };
  const items = (field: string) => (variables: Record<string, unknown>) => ({
    data: { [field]: rows.filter((r) => r.parentId && r.code === variables.code).map((r) => entry(typename, r)) },
  });
  const seal = (field: string) => (variables: Record<string, unknown>) => {
    const { id, isSealed } = variables.input as { id: string; isSealed: number };
    rows = rows.map((r) => (r.id === id ? { ...r, isSealed } : r));
    return { data: { [field]: entry(typename, rows.find((r) => r.id === id)!) } };
  };
  return operationLink({
    DictPage: page('dicts', 'DictPage'),
    BizDictPage: page('bizDicts', 'DictBizPage'),
    Dictionary: items('dictionary'),
    BizDictionary: items('bizDictionary'),
    SealDict: seal('sealDict'),
    SealBizDict: seal('sealBizDict'),
  });
}

const rowOf = (region: HTMLElement, text: string) =>
  within(region)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(text, { exact: true }))!;

describe('dictionary screens', () => {
  it('show the chosen dictionary’s items as a tree; sealed items offer no edit or delete; sealing goes to the server', {
    timeout: 30_000,
  }, async () => {
    signInForTest();
    const user = userEvent.setup();
    const graphql = server('Dict');
    renderWithApp(<SystemDictPage />, { link: graphql.link });

    const dictionaries = await screen.findByRole('region', { name: '字典列表' });
    expect(await within(dictionaries).findByText('颜色')).toBeTruthy();
    expect(graphql.named('DictPage')[0]!.variables).toEqual({ page: { current: 1, size: 10 }, filter: { root: true } });
    expect(screen.getByText('请选择一个字典')).toBeTruthy();

    await user.click(within(dictionaries).getByRole('button', { name: '配置 颜色 的字典项' }));
    const items = await screen.findByRole('region', { name: '颜色 的字典项' });
    await within(items).findByText('红');
    expect(graphql.named('Dictionary')[0]!.variables).toEqual({ code: 'colour' });
    // Nested: the child sits under its parent.
    expect(within(items).getByText('暗红')).toBeTruthy();

    const blue = rowOf(items, '蓝');
    expect(within(blue).getByText('已封存')).toBeTruthy();
    expect(within(blue).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(blue).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(blue).queryByRole('button', { name: '新增下级' })).toBeNull();
    const red = rowOf(items, '红');
    expect(within(red).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(red).getByRole('button', { name: '删除' })).toBeTruthy();

    await user.click(within(red).getByRole('button', { name: '封存 红' }));
    await waitFor(() => expect(graphql.named('SealDict')).toHaveLength(1));
    expect(graphql.named('SealDict')[0]!.variables).toEqual({ input: { id: 'red', isSealed: 1 } });
    await waitFor(() => expect(within(rowOf(items, '红')).queryByRole('button', { name: '编辑' })).toBeNull());
    expect(within(rowOf(items, '红')).getByRole('button', { name: '解封 红' })).toBeTruthy();
  });

  it('the business screen uses the business operations, and hides changes from users without the codes', {
    timeout: 30_000,
  }, async () => {
    signInForTest({ permissions: ['dict_biz'] });
    const graphql = server('DictBiz');
    renderWithApp(<BizDictPage />, { link: graphql.link });
    const dictionaries = await screen.findByRole('region', { name: '字典列表' });
    await within(dictionaries).findByText('颜色');
    expect(graphql.named('BizDictPage')).toHaveLength(1);
    expect(graphql.named('DictPage')).toHaveLength(0);
    expect(within(dictionaries).queryByRole('button', { name: '新增' })).toBeNull();
    await userEvent.setup().click(within(dictionaries).getByRole('button', { name: '配置 颜色 的字典项' }));
    const items = await screen.findByRole('region', { name: '颜色 的字典项' });
    await within(items).findByText('红');
    expect(graphql.named('BizDictionary')[0]!.variables).toEqual({ code: 'colour' });
    expect(within(items).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(items).queryByRole('button', { name: /^封存/ })).toBeNull();
  });
});
