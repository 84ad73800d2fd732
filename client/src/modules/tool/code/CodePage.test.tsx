import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationLink } from '../../../test/graphql';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { CodePage } from './CodePage';

const field = (name: string, column: string, label: string, type = 'string') => ({
  __typename: 'CodeField',
  name,
  column,
  type,
  label,
  required: true,
  length: type === 'string' ? 100 : null,
  searchable: false,
  showInList: true,
});

const definition = (n: number) => ({
  __typename: 'CodeDefinition',
  id: `c${n}`,
  codeName: `定义${n}`,
  serviceName: 'member',
  tableName: `table_${n}`,
  tablePrefix: null,
  pkName: 'id',
  packageName: `item-${n}`,
  menuCode: `item_${n}`,
  apiPrefix: `/member/item-${n}`,
  fields: [field('unitName', 'unit_name', '单位名称')],
  remark: null,
  createTime: '2026-01-05T02:00:00.000Z',
  updateTime: '2026-01-05T02:00:00.000Z',
  version: 1,
});

function server() {
  let rows = [definition(1)];
  return operationLink({
    CodeDefinitionPage: () => ({
      data: {
        codeDefinitions: {
          __typename: 'CodeDefinitionPage',
          records: rows,
          total: rows.length,
          current: 1,
          size: 10,
          pages: 1,
        },
      },
    }),
    CodeTableColumns: (variables) => ({
      data: {
        codeTableColumns:
          variables.tableName === 'blade_post'
            ? [field('postCode', 'post_code', 'postCode'), field('sort', 'sort', 'sort', 'int')]
            : [],
      },
    }),
    SubmitCodeDefinition: (variables) => {
      const input = variables.input as Record<string, unknown>;
      const created = {
        ...definition(rows.length + 1),
        ...input,
        fields: (input.fields as object[]).map((f) => ({ __typename: 'CodeField', ...f })),
      };
      rows = [...rows, created as never];
      return { data: { submitCodeDefinition: created } };
    },
    GeneratedCodeFiles: () => ({
      data: {
        generatedCodeFiles: [
          {
            __typename: 'GeneratedCodeFile',
            path: 'api/src/modules/member/item-1.entity.ts',
            content: 'export class Item1 extends BaseEntity {}',
          },
          { __typename: 'GeneratedCodeFile', path: 'codegen/item-1/README.md', content: '# 定义1 (Item1)' },
        ],
      },
    }),
    CopyCodeDefinition: (variables) => {
      const input = variables.input as { id: string; codeName: string };
      const copy = { ...definition(rows.length + 1), codeName: input.codeName };
      rows = [...rows, copy];
      return { data: { copyCodeDefinition: copy } };
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CodePage (代码生成)', () => {
  it('creates a definition with its field list, checking the rows first and loading fields from a table', async () => {
    signInForTest();
    const user = userEvent.setup();
    // Pasting instead of typing key by key keeps the test quick.
    const fill = async (element: HTMLElement, text: string) => {
      await user.click(element);
      await user.paste(text);
    };
    const graphql = server();
    renderWithApp(<CodePage />, { link: graphql.link });
    expect(await screen.findByText('定义1')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('form', { name: '新增代码生成' });
    const form = within(dialog);
    await fill(form.getByLabelText(/^模块名/), '会员单位');
    await fill(form.getByLabelText(/^服务名/), 'member');
    await fill(form.getByLabelText(/^包名/), 'member-unit');
    await fill(form.getByLabelText(/^表名/), 'blade_post');
    await fill(form.getByLabelText(/^菜单编号/), 'member_unit');
    await fill(form.getByLabelText(/^接口前缀/), '/lnjzxh-member/member-unit');

    // The first (empty) row is refused before anything is sent.
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('请输入字段名')).toBeTruthy();
    expect(graphql.named('SubmitCodeDefinition')).toHaveLength(0);

    // Typing a column fills the property.
    await fill(form.getByLabelText('第 1 行列名'), 'unit_name');
    await user.tab();
    expect((form.getByLabelText('第 1 行字段名') as HTMLInputElement).value).toBe('unitName');
    await fill(form.getByLabelText('第 1 行标签'), '单位名称');
    await user.click(form.getByRole('button', { name: '添加字段' }));
    await fill(form.getByLabelText('第 2 行列名'), 'member_level');
    await user.tab();
    await fill(form.getByLabelText('第 2 行标签'), '会员级别');
    await user.selectOptions(form.getByLabelText('第 2 行类型'), 'int');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    const input = graphql.named('SubmitCodeDefinition')[0]!.variables.input as {
      fields: unknown[];
      codeName: string;
      tableName: string;
    };
    expect(input).toMatchObject({ codeName: '会员单位', tableName: 'blade_post', pkName: 'id' });
    expect(input.fields).toEqual([
      {
        name: 'unitName',
        column: 'unit_name',
        type: 'string',
        label: '单位名称',
        required: false,
        length: 255,
        searchable: false,
        showInList: true,
      },
      {
        name: 'memberLevel',
        column: 'member_level',
        type: 'int',
        label: '会员级别',
        required: false,
        length: null,
        searchable: false,
        showInList: true,
      },
    ]);

    // Load fields from an existing table replaces the rows.
    await user.click(screen.getByRole('button', { name: '新增' }));
    const again = within(await screen.findByRole('form', { name: '新增代码生成' }));
    await fill(again.getByLabelText(/^表名/), 'blade_post');
    await user.click(again.getByRole('button', { name: '从数据表读取字段' }));
    expect(await screen.findByText('已读取 2 个字段')).toBeTruthy();
    expect((again.getByLabelText('第 2 行字段名') as HTMLInputElement).value).toBe('sort');
    expect((again.getByLabelText('第 2 行类型') as HTMLSelectElement).value).toBe('int');
  }, 60_000);

  it('copies a definition under a new name and downloads the generated zip with the session credentials', async () => {
    signInForTest();
    const user = userEvent.setup();
    const graphql = server();
    const fetchMock = vi.fn(
      async () =>
        new Response(new Blob(['PK']), {
          status: 200,
          headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="item-1.zip"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:zip');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithApp(<CodePage />, { link: graphql.link });

    await user.click(await screen.findByRole('button', { name: '复制 定义1' }));
    const copyForm = within(await screen.findByRole('form', { name: '复制代码生成' }));
    const name = copyForm.getByLabelText(/^新模块名/) as HTMLInputElement;
    expect(name.value).toBe('定义1-copy');
    await user.clear(name);
    await user.type(name, '定义副本');
    await user.click(copyForm.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('复制成功')).toBeTruthy();
    expect(graphql.named('CopyCodeDefinition')[0]!.variables).toEqual({ input: { id: 'c1', codeName: '定义副本' } });

    await user.click(screen.getByRole('button', { name: '生成 定义1 的代码' }));
    expect(await screen.findByText('已下载 item-1.zip')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/blade-develop/code/gen-code?ids=c1');
    expect(init.headers).toMatchObject({ 'Blade-Auth': expect.stringMatching(/^bearer /), 'Tenant-Id': '000000' });
    expect(createObjectURL).toHaveBeenCalled();
    expect(clicked).toHaveBeenCalled();

    // Preview: the files of the zip, one at a time.
    await user.click(screen.getByRole('button', { name: '预览 定义1 的代码' }));
    const preview = within(await screen.findByRole('dialog', { name: '定义1 的代码预览' }));
    expect((await preview.findByLabelText('文件内容')).textContent).toBe('export class Item1 extends BaseEntity {}');
    await user.selectOptions(preview.getByLabelText('文件'), 'codegen/item-1/README.md');
    expect(preview.getByLabelText('文件内容').textContent).toBe('# 定义1 (Item1)');
    await user.keyboard('{Escape}');

    // Nothing selected: the toolbar button asks for a selection.
    await user.click(screen.getByRole('button', { name: '生成代码' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    clicked.mockRestore();
  }, 60_000);
});
