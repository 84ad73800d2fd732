import { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ParamPageDocument, RemoveParamsDocument } from '../../../generated/graphql';
import { renderWithApp } from '../../../test/render';
import { ParamPage } from './ParamPage';

const param = (id: string, paramName: string, paramKey: string, paramValue: string) => ({
  __typename: 'Param' as const,
  id,
  paramName,
  paramKey,
  paramValue,
  remark: null,
  createTime: '2024-01-05T02:00:00.000Z',
  updateTime: '2024-01-05T02:00:00.000Z',
  version: 1,
});

const siteName = param('p-1', '协会名称', 'association.name', '省建筑业协会');
const maxFiles = param('p-2', '上传文件数量上限', 'upload.maxFiles', '20');

const firstPage = { page: { current: 1, size: 10 }, filter: {} };
const pageOf = (records: Array<ReturnType<typeof param>>) => ({
  data: { params: { __typename: 'ParamPage', records, total: records.length, current: 1, size: 10, pages: 1 } },
});

describe('ParamPage', () => {
  it('lists the parameters of the first page with the date shown as yyyy 年 MM 月 dd 日', async () => {
    const link = new MockLink([
      { request: { query: ParamPageDocument, variables: firstPage }, result: pageOf([siteName, maxFiles]) },
    ]);
    renderWithApp(<ParamPage />, { link });

    expect(await screen.findByText('协会名称')).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3); // header + two records
    expect(within(rows[1]!).getByText('association.name')).toBeTruthy();
    expect(within(rows[1]!).getByText('2024 年 01 月 05 日')).toBeTruthy();
    expect(within(rows[2]!).getByText('上传文件数量上限')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
  });

  it('warns 请选择至少一条数据 when bulk delete is used with nothing selected, without asking to confirm', async () => {
    const user = userEvent.setup();
    const link = new MockLink([
      { request: { query: ParamPageDocument, variables: firstPage }, result: pageOf([siteName, maxFiles]) },
    ]);
    renderWithApp(<ParamPage />, { link });
    await screen.findByText('协会名称');

    await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: '删除' }));

    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('deletes the selected rows after 确定将选择数据删除? and reloads the list', async () => {
    const user = userEvent.setup();
    const link = new MockLink([
      { request: { query: ParamPageDocument, variables: firstPage }, result: pageOf([siteName, maxFiles]) },
      {
        request: { query: RemoveParamsDocument, variables: { input: { ids: ['p-2'] } } },
        result: { data: { removeParams: 1 } },
      },
      { request: { query: ParamPageDocument, variables: firstPage }, result: pageOf([siteName]) },
    ]);
    renderWithApp(<ParamPage />, { link });
    await screen.findByText('上传文件数量上限');

    await user.click(screen.getByRole('checkbox', { name: '选择 上传文件数量上限' }));
    await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: '删除' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('确定将选择数据删除?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('上传文件数量上限')).toBeNull());
    expect(screen.getByText('协会名称')).toBeTruthy();
    expect(screen.getByText('共 1 条')).toBeTruthy();
  });
});
