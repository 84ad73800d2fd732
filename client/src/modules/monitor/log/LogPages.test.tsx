import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../../test/graphql';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { ApiLogPage } from './ApiLogPage';
import { ErrorLogPage } from './ErrorLogPage';

const apiLog = (n: number, result = 'ok') => ({
  __typename: 'ApiLog',
  id: `a${n}`,
  tenantId: '000000',
  serviceId: 'graphql',
  title: n === 1 ? 'submitPost' : `call${n}`,
  method: 'POST',
  requestUri: '/graphql',
  result,
  duration: 12 * n,
  createBy: 'admin',
  remoteIp: '127.0.0.1',
  createTime: '2026-11-23T02:00:00.000Z',
});

function apiServer() {
  const rows = [apiLog(1), apiLog(2, 'FORBIDDEN')];
  return operationLink({
    ApiLogPage: (variables) => {
      const title = (variables.filter as { title?: string } | undefined)?.title;
      const records = title ? rows.filter((r) => r.title.includes(title)) : rows;
      return {
        data: { apiLogs: { __typename: 'ApiLogPage', records, total: records.length, current: 1, size: 10, pages: 1 } },
      };
    },
    ApiLog: (variables) => ({
      data: {
        apiLog: {
          ...rows.find((r) => r.id === variables.id)!,
          serverHost: 'host-1',
          params: '[{"field":"submitPost","args":{"input":{"postName":"经理","password":"******"}}}]',
          userId: 'u1',
          userAgent: 'Chrome',
          requestId: 'req-1',
        },
      },
    }),
  });
}

describe('log screens', () => {
  it('API log: lists calls read-only and searches by title', async () => {
    signInForTest();
    const user = userEvent.setup();
    const graphql = apiServer();
    renderWithApp(<ApiLogPage />, { link: graphql.link });

    const table = await screen.findByRole('table');
    expect(await within(table).findByText('submitPost')).toBeTruthy();
    expect(within(table).getByText('成功')).toBeTruthy();
    expect(within(table).getByText('FORBIDDEN')).toBeTruthy();
    expect(within(table).getByText('24 ms')).toBeTruthy();
    // Read-only: no add, edit, delete or selection.
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(table).queryByRole('checkbox')).toBeNull();
    // Administrators of the administrative tenant may search another tenant.
    expect(screen.getByLabelText('租户编号')).toBeTruthy();
    // The date range takes dates through the date picker (a text input with its calendar button).
    expect(screen.getByRole('textbox', { name: '开始日期' }).getAttribute('placeholder')).toBe('请选择日期');
    expect(screen.getByRole('textbox', { name: '结束日期' }).getAttribute('placeholder')).toBe('请选择日期');
    expect(screen.getAllByRole('button', { name: '打开日历' })).toHaveLength(2);

    await user.type(screen.getByLabelText('标题'), 'submit');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(graphql.named('ApiLogPage').at(-1)!.variables.filter).toEqual({ title: 'submit' }));
    await waitFor(() => expect(within(table).queryByText('call2')).toBeNull());
  }, 15_000);

  it('API log: the detail shows every field, the parameters pretty-printed in monospace', async () => {
    signInForTest();
    const user = userEvent.setup();
    renderWithApp(<ApiLogPage />, { link: apiServer().link });
    const table = await screen.findByRole('table');
    await within(table).findByText('submitPost');
    await user.click(within(table).getAllByRole('button', { name: '查看' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: '接口日志详情' });
    expect(await within(dialog).findByText('req-1')).toBeTruthy();
    expect(within(dialog).getByText('host-1')).toBeTruthy();
    expect(within(dialog).getByText('Chrome')).toBeTruthy();
    const params = within(dialog).getByTestId('log-params');
    expect(params.tagName).toBe('PRE');
    expect(params.textContent).toContain('\n      "input": {\n');
    expect(params.textContent).toContain('"password": "******"');
  });

  it('error log: other tenants are not offered to users outside the administrative tenant; stacks show in monospace', async () => {
    signInForTest({ tenantId: '100001', permissions: ['log_error'] });
    const user = userEvent.setup();
    const row = {
      __typename: 'ErrorLog',
      id: 'e1',
      tenantId: '100001',
      source: 'server',
      kind: 'TypeError',
      message: 'x is undefined',
      url: '/graphql',
      method: 'POST',
      account: 'badmin',
      createTime: '2026-11-23T02:00:00.000Z',
    };
    const { link } = operationLink({
      ErrorLogPage: () => ({
        data: { errorLogs: { __typename: 'ErrorLogPage', records: [row], total: 1, current: 1, size: 10, pages: 1 } },
      }),
      ErrorLog: () => ({
        data: {
          errorLog: {
            ...row,
            stack: 'TypeError: x is undefined\n    at run (a.js:1:1)',
            userAgent: null,
            userId: 'u2',
            ip: '10.0.0.1',
            clientTime: null,
            requestId: 'r-9',
            serverHost: 'h',
          },
        },
      }),
    });
    renderWithApp(<ErrorLogPage />, { link });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('x is undefined')).toBeTruthy();
    expect(within(table).getByText('服务器')).toBeTruthy();
    expect(screen.queryByLabelText('租户编号')).toBeNull();
    await user.click(within(table).getByRole('button', { name: '查看' }));
    const dialog = await screen.findByRole('dialog', { name: '错误日志详情' });
    const stack = await within(dialog).findByTestId('log-stack');
    expect(stack.tagName).toBe('PRE');
    expect(stack.textContent).toBe('TypeError: x is undefined\n    at run (a.js:1:1)');
  });
});
