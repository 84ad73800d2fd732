import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderWithApp } from '../../test/render';
import { signInForTest } from '../../test/session';
import { ImportButton } from './ImportDialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderButton(onImported = vi.fn()) {
  renderWithApp(
    <ImportButton
      code="region_import"
      path="/blade-system/region/import-region"
      templatePath="/blade-system/region/export-template"
      templateName="模板"
      onImported={onImported}
    />,
    { link: operationLink({}).link },
  );
  return onImported;
}

describe('ImportDialog', () => {
  it('is behind its permission code', () => {
    signInForTest({ permissions: ['region'] });
    renderButton();
    expect(screen.queryByRole('button', { name: '导入' })).toBeNull();
  });

  it('asks for a file, lists the rows the server refused, and announces a successful import', async () => {
    signInForTest({ permissions: ['region_import'] });
    const fetchMock = vi.fn(async () =>
      json(400, {
        code: 400,
        success: false,
        msg: '导入失败：2 行数据有误，没有导入任何数据',
        data: {
          total: 3,
          errors: [
            { row: 3, message: '请输入区划名称' },
            { row: 5, message: '区划编号必须是 6 位数字' },
          ],
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const onImported = renderButton();
    await user.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('请选择要导入的 Excel 文件')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.upload(
      within(dialog).getByLabelText('选择文件'),
      new File(['xlsx'], 'regions.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    await user.click(within(dialog).getByText('覆盖已有数据（编号相同时更新）'));
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('导入失败：2 行数据有误，没有导入任何数据')).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: '导入错误' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['第 3 行请输入区划名称', '第 5 行区划编号必须是 6 位数字']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/blade-system/region/import-region');
    expect((init.body as FormData).get('isCovered')).toBe('1');
    expect(onImported).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(
      json(200, {
        code: 200,
        success: true,
        msg: '导入成功：新增 2 条，更新 1 条',
        data: { total: 3, created: 2, updated: 1 },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await screen.findByText('导入成功：新增 2 条，更新 1 条')).toBeTruthy();
    await waitFor(() =>
      expect(onImported).toHaveBeenCalledWith({
        total: 3,
        created: 2,
        updated: 1,
        message: '导入成功：新增 2 条，更新 1 条',
      }),
    );
  });
});
