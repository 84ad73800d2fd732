import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import type { DashboardData } from './useDashboard';
import { DashboardPage } from './DashboardPage';
import { WelcomePage } from './WelcomePage';

/** What an expert gets: no member or application figures (null: not this user's), the rest as for everyone. */
const EXPERT_VIEW: DashboardData = {
  todoCount: 2,
  memberCount: null,
  applicationsInProgress: null,
  upcomingEvents: [],
  latestNotices: [],
  userCount: 12,
  pendingRegistrations: 3,
};

const EVERYTHING: DashboardData = {
  todoCount: 5,
  memberCount: 1280,
  applicationsInProgress: 0,
  userCount: 12,
  pendingRegistrations: 3,
  upcomingEvents: [
    { id: 'e1', title: '2026 年度会员大会', startTime: '2099-05-20T01:30:00Z', venue: '省建筑业协会报告厅' },
  ],
  latestNotices: [],
};

function renderPage(path: '/wel/index' | '/wel/dashboard', dashboard: DashboardData) {
  const api = operationLink({ Dashboard: () => ({ data: { dashboard: { __typename: 'Dashboard', ...dashboard } } }) });
  return renderRoutes(
    [
      { path: '/wel/index', element: <WelcomePage /> },
      { path: '/wel/dashboard', element: <DashboardPage /> },
    ],
    { link: api.link, path },
  );
}

const card = (name: string) => screen.getByRole('region', { name });

describe('WelcomePage', () => {
  it('greets the user and leaves out the figures that are not this user\'s (no "coming soon", no zero)', async () => {
    signInForTest();
    renderPage('/wel/index', EXPERT_VIEW);
    expect(screen.getByRole('heading', { level: 2, name: /测试用户$/ })).toBeTruthy();
    expect(await within(card('注册用户')).findByText('12')).toBeTruthy();
    expect(within(card('待审核注册')).getByText('3')).toBeTruthy();
    expect(within(card('我的待办')).getByText('2')).toBeTruthy();
    expect(within(card('我的待办')).getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe(
      '/work/tasks/todo',
    );
    expect(screen.queryByRole('region', { name: '会员单位' })).toBeNull();
    expect(screen.queryByRole('region', { name: '进行中的申报' })).toBeNull();
    expect(screen.queryByText('即将上线')).toBeNull();
  });

  it('shows the counts, zeros as zeros, the events, and an empty notice list', async () => {
    signInForTest();
    renderPage('/wel/index', EVERYTHING);
    expect(await within(card('我的待办')).findByText('5')).toBeTruthy();
    expect(within(card('会员单位')).getByText('1,280')).toBeTruthy();
    expect(within(card('进行中的申报')).getByText('0')).toBeTruthy();
    expect(within(card('近期活动')).getByText('2026 年度会员大会')).toBeTruthy();
    expect(within(card('近期活动')).getByText('省建筑业协会报告厅')).toBeTruthy();
    expect(within(card('最新公告')).getByText('暂无公告')).toBeTruthy();
    expect(screen.queryByText('即将上线')).toBeNull();
  });

  it('leaves out the user and registration figures for users without those screens', async () => {
    signInForTest({ permissions: ['param'] });
    renderPage('/wel/index', { ...EXPERT_VIEW, userCount: null, pendingRegistrations: null });
    expect(await within(card('我的待办')).findByText('2')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '注册用户' })).toBeNull();
    expect(screen.queryByRole('region', { name: '待审核注册' })).toBeNull();
  });
});

describe('DashboardPage', () => {
  /** The rows of the overview chart's data table (ECharts draws on a canvas jsdom has not). */
  const overviewRows = async () => {
    const table = await within(card('业务概览')).findByRole('table', { name: '业务概览' });
    return within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
  };

  it("charts the user's figures only", async () => {
    signInForTest();
    renderPage('/wel/dashboard', EXPERT_VIEW);
    expect(await within(card('业务概览')).findByRole('img', { name: '业务概览' })).toBeTruthy();
    expect(await overviewRows()).toEqual(['项目数量', '我的待办2', '注册用户12', '待审核注册3']);
    expect(screen.queryByText('即将上线')).toBeNull();
    expect(within(card('注册审核')).getByText('20%')).toBeTruthy();
    expect(within(card('近期活动')).getByText('暂无近期活动')).toBeTruthy();
  });

  it('counts down to upcoming events', async () => {
    signInForTest();
    renderPage('/wel/dashboard', EVERYTHING);
    expect(await within(card('近期活动')).findByText(/天后$/)).toBeTruthy();
    expect(await overviewRows()).toContain('会员单位1280');
  });
});
