import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { NewApplicationPage } from './NewApplicationPage';

const card = (over: Record<string, unknown> = {}) => ({
  __typename: 'AwardProgrammeCard',
  id: 'p1',
  name: '2026年度世纪杯',
  awardType: 'century_cup',
  awardTypeLabel: '世纪杯',
  year: 2026,
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  openFlag: 1,
  canApply: true,
  reason: null,
  subscribed: true,
  applyPath: '/awards/centuryCupApply',
  mine: [],
  ...over,
});

function render(answer: (variables: Record<string, unknown>) => { canShowAll: boolean; records: unknown[] }) {
  const seen: Record<string, unknown>[] = [];
  const api = operationLink({
    AwardApplicationLayer: (variables: Record<string, unknown>) => {
      seen.push(variables);
      return {
        data: {
          awardApplicationLayer: { __typename: 'AwardApplicationLayer', accountCategory: '1', ...answer(variables) },
        },
      };
    },
  });
  renderRoutes(
    [
      { path: '/awards/newApplication', element: <NewApplicationPage /> },
      { path: '/awards/centuryCupApply', element: <p>century cup form</p> },
    ],
    { link: api.link, path: '/awards/newApplication' },
  );
  return seen;
}

describe('the award application layer', () => {
  it('shows 暂无数据··· when nothing may be applied for, and no show-all entry unless the server offers it', async () => {
    signInForTest();
    render(() => ({ canShowAll: false, records: [] }));
    expect(await screen.findByText('暂无数据···')).toBeTruthy();
    expect(screen.queryByText('显示全部')).toBeNull();
  });

  it('offers show all to the first account category: it asks again with showAll and shows closed programmes with their message', async () => {
    signInForTest();
    const seen = render((v) => {
      const filter = (v.filter ?? {}) as { showAll?: boolean };
      return filter.showAll
        ? {
            canShowAll: true,
            records: [
              card({
                id: 'p2',
                name: '2026年度优质结构',
                awardTypeLabel: '优质结构',
                openFlag: 0,
                canApply: false,
                reason: '优质结构申报已关闭',
                subscribed: false,
              }),
            ],
          }
        : { canShowAll: true, records: [] };
    });
    expect(await screen.findByText('暂无数据···')).toBeTruthy();
    fireEvent.click(screen.getByText('显示全部'));
    const closed = await screen.findByRole('listitem', { name: '2026年度优质结构' });
    expect(within(closed).getByText('优质结构申报已关闭')).toBeTruthy();
    expect(within(closed).queryByRole('button')).toBeNull();
    expect(seen.some((v) => (v.filter as { showAll?: boolean }).showAll === true)).toBe(true);
  });

  it('searches by keyword and goes to the form of the chosen programme', async () => {
    signInForTest();
    const seen = render(() => ({ canShowAll: false, records: [card()] }));
    fireEvent.change(await screen.findByRole('textbox', { name: '搜索' }), { target: { value: '世纪' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await screen.findByRole('listitem', { name: '2026年度世纪杯' });
    expect(seen.some((v) => (v.filter as { keyword?: string }).keyword === '世纪')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '申报 2026年度世纪杯' }));
    expect(await screen.findByText('century cup form')).toBeTruthy();
  });

  it("lists the unit's applications of a programme with their status and opens one, offering a further one beside", async () => {
    signInForTest();
    renderRoutes(
      [
        { path: '/awards/newApplication', element: <NewApplicationPage /> },
        { path: '/awards/centuryCupMaterialsSH', element: <p>century cup detail</p> },
      ],
      {
        link: operationLink({
          AwardApplicationLayer: () => ({
            data: {
              awardApplicationLayer: {
                __typename: 'AwardApplicationLayer',
                accountCategory: '1',
                canShowAll: false,
                records: [
                  card({
                    mine: [
                      {
                        __typename: 'AwardProgrammeCardApplication',
                        id: 'a1',
                        projectName: '沈阳市民中心',
                        flowStatus: 1,
                      },
                    ],
                  }),
                ],
              },
            },
          }),
        }).link,
        path: '/awards/newApplication',
      },
    );
    const mine = await screen.findByRole('region', { name: '2026年度世纪杯 本单位的申报' });
    expect(within(mine).getByText('本单位已申报 1 项')).toBeTruthy();
    expect(within(mine).getByText('审核中')).toBeTruthy();
    expect(screen.getByRole('button', { name: '申报 2026年度世纪杯' }).textContent).toBe('再申报一项');
    fireEvent.click(within(mine).getByRole('link', { name: '沈阳市民中心' }));
    expect(await screen.findByText('century cup detail')).toBeTruthy();
  });
});
