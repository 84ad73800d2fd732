import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { TechnologyResultsPage } from './TechnologyResultsPage';

const row = (over: Record<string, unknown> = {}) => ({
  __typename: 'TechnologyResult',
  id: 't1',
  projectName: '装配式建筑关键技术',
  memberUnitId: 'u1',
  unitName: '鞍山建设',
  status: 0,
  statusLabel: '待送审',
  opinion: null,
  auditorName: null,
  auditTime: null,
  version: 1,
  ...over,
});
const page = (records: unknown[]) => ({
  data: {
    technologyResults: {
      __typename: 'TechnologyResultPage',
      records,
      total: records.length,
      current: 1,
      size: 10,
      pages: 1,
    },
  },
});

function render(audit: (variables: Record<string, unknown>) => unknown, permissions?: string[]) {
  signInForTest(permissions ? { permissions } : undefined);
  const api = operationLink({
    TechnologyResultPage: () =>
      page([row(), row({ id: 't2', projectName: '已审项目', status: 1, statusLabel: '已通过', opinion: '同意' })]),
    AuditTechnologyResult: audit as never,
  });
  renderRoutes([{ path: '/awards/technologyResults', element: <TechnologyResultsPage /> }], {
    link: api.link,
    path: '/awards/technologyResults',
  });
  return api;
}

describe('科技成果 audit', () => {
  it('offers 审核 on pending rows only; reject needs an opinion before anything is sent; the server refusal is shown', async () => {
    const api = render(() => apiError('该申报已审核完成，不能重复审核'));
    const auditButton = await screen.findByRole('button', { name: '审核 装配式建筑关键技术' });
    expect(screen.queryByRole('button', { name: '审核 已审项目' })).toBeNull();
    fireEvent.click(auditButton);
    const form = await screen.findByRole('form', { name: '科技成果审核' });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    // The empty choice and the field error both read 请选择审核结果.
    expect(await within(form).findAllByText('请选择审核结果')).toHaveLength(2);
    fireEvent.change(within(form).getByRole('combobox', { name: /审核结果/ }), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('审核意见不能为空')).toBeTruthy();
    expect(api.named('AuditTechnologyResult')).toHaveLength(0);
    fireEvent.change(within(form).getByRole('textbox', { name: /审核意见/ }), { target: { value: '材料不全' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('该申报已审核完成，不能重复审核')).toBeTruthy();
    expect(api.named('AuditTechnologyResult')[0]!.variables).toEqual({
      input: { id: 't1', version: 1, status: 2, opinion: '材料不全' },
    });
  });

  it('hides 审核 from users without the audit code', async () => {
    render(() => apiError('x'), ['awards_technology']);
    expect(await screen.findByText('装配式建筑关键技术')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^审核/ })).toBeNull();
  });
});
