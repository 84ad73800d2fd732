import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, operationLink } from '../../../test/graphql';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { jsonObject } from './ReportFormDialog';
import { ReportPage } from './ReportPage';

const report = {
  __typename: 'ReportFile',
  id: 'r1',
  name: '机构人数',
  kind: 'users_per_dept',
  content: null,
  remark: null,
  createTime: '2026-01-05T02:00:00.000Z',
  updateTime: '2026-01-05T02:00:00.000Z',
  version: 1,
};

describe('ReportPage (报表管理)', () => {
  it('lists definitions with their kind, checks the parameters, and renders a report', async () => {
    signInForTest();
    const user = userEvent.setup();
    const graphql = operationLink({
      ReportFilePage: () => ({
        data: {
          reportFiles: { __typename: 'ReportFilePage', records: [report], total: 1, current: 1, size: 10, pages: 1 },
        },
      }),
      ReportFileData: () => ({
        data: {
          reportFileData: {
            __typename: 'ReportData',
            title: '各机构用户数',
            columns: [
              { __typename: 'ReportColumn', key: 'dept', label: '机构' },
              { __typename: 'ReportColumn', key: 'users', label: '用户数' },
            ],
            rows: [
              ['秘书处', '3'],
              ['合计', '3'],
            ],
          },
        },
      }),
      SubmitReportFile: () =>
        apiError('days 必须是 1 到 366 之间的整数', 'BAD_USER_INPUT', [
          { field: 'content', message: 'days 必须是 1 到 366 之间的整数' },
        ]),
    });
    renderWithApp(<ReportPage />, { link: graphql.link });
    const table = within(await screen.findByRole('table', { name: '报表列表' }));
    expect(table.getByText('机构人数')).toBeTruthy();
    expect(table.getByText('各机构用户数')).toBeTruthy();

    await user.click(table.getByRole('button', { name: '查看报表 机构人数' }));
    const data = within(await screen.findByRole('table', { name: '机构人数 报表数据' }));
    expect(data.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['机构', '用户数']);
    expect(
      data
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['秘书处3', '合计3']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = within(await screen.findByRole('form', { name: '新增报表' }));
    await user.click(form.getByLabelText(/^报表名称/));
    await user.paste('登录');
    await user.selectOptions(form.getByLabelText(/^报表类型/), 'logins_per_day');
    await user.click(form.getByLabelText(/^报表参数/));
    await user.paste('days=3');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('报表参数必须是 JSON 对象')).toBeTruthy();
    expect(graphql.named('SubmitReportFile')).toHaveLength(0);
    await user.clear(form.getByLabelText(/^报表参数/));
    await user.click(form.getByLabelText(/^报表参数/));
    await user.paste('{"days":0}');
    await user.click(form.getByRole('button', { name: '保存' }));
    // The server's message lands under the field it names.
    expect(await form.findByText('days 必须是 1 到 366 之间的整数')).toBeTruthy();
    expect(graphql.named('SubmitReportFile')[0]!.variables).toEqual({
      input: { name: '登录', kind: 'logins_per_day', content: '{"days":0}', remark: null },
    });
  }, 60_000);

  it('accepts only JSON objects (or nothing) as parameters', () => {
    const rule = jsonObject('bad');
    expect(rule('')).toBeUndefined();
    expect(rule('{"days":7}')).toBeUndefined();
    expect(rule('[1]')).toBe('bad');
    expect(rule('null')).toBe('bad');
    expect(rule('select 1')).toBe('bad');
  });
});
