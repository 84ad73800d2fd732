import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { ScoringPage } from './ScoringPage';

const item = (key: string, label: string, maxPoints: number, commentRequired = 'extreme') => ({
  __typename: 'ReviewSheetItem',
  key,
  label,
  maxPoints,
  weight: 1,
  commentRequired,
});
const SHEET = {
  __typename: 'ReviewSheet',
  id: 's1',
  version: 1,
  key: 'tujianshiti',
  name: '土建实体',
  awardType: 'century_cup',
  awardTypeLabel: '世纪杯',
  programmeId: null,
  discipline: 'tujian',
  sort: 0,
  items: [item('a', '地基与基础', 40), item('b', '新技术应用', 60, 'never')],
};
const TASKS = {
  data: {
    myReviewTasks: [
      {
        __typename: 'ScoringTask',
        applicationId: 'app1',
        awardType: 'century_cup',
        awardTypeLabel: '世纪杯',
        projectName: '沈阳市民中心',
        unitName: '大连海湾',
        expertName: '专家甲',
        score: null,
        sheets: [SHEET],
      },
    ],
    myReviewProgress: { __typename: 'ReviewProgress', assigned: 1, submitted: 0 },
  },
};
const score = {
  __typename: 'ReviewScore',
  id: 'r1',
  version: 1,
  applicationId: 'app1',
  expertId: 'e1',
  expertName: '专家甲',
  sheetId: 's1',
  status: 1,
  totalRaw: 70,
  totalWeighted: 70,
  submitTime: null,
  unlockTime: null,
  items: [],
};

describe('专家评分', () => {
  it('checks limits and required comments before sending, then submits the item scores', async () => {
    signInForTest({ permissions: ['awards_scoring'] });
    const api = operationLink({
      MyReviewTasks: () => TASKS,
      SubmitReviewScore: () => ({ data: { submitReviewScore: score } }),
    });
    renderRoutes([{ path: '/awards/scoringPage', element: <ScoringPage /> }], {
      link: api.link,
      path: '/awards/scoringPage',
    });
    expect(await screen.findByText('已分配 1 项，已提交 0 项')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '评分：沈阳市民中心' }));
    const form = await screen.findByRole('region', { name: '评分：沈阳市民中心' });
    fireEvent.change(within(form).getByLabelText('地基与基础 得分'), { target: { value: '41' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交评分' }));
    expect(await within(form).findByText('“地基与基础”的得分应在0到40之间')).toBeTruthy();
    expect(within(form).getByText('请为“新技术应用”打分')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('地基与基础 得分'), { target: { value: '40' } });
    fireEvent.change(within(form).getByLabelText('新技术应用 得分'), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交评分' }));
    expect(await within(form).findByText('“地基与基础”给出0分或满分时必须填写评语')).toBeTruthy();
    expect(within(form).getByText('合计 70 分，加权得分 70')).toBeTruthy();
    expect(api.named('SubmitReviewScore')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('地基与基础 评语'), { target: { value: '质量优良' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交评分' }));
    await screen.findByText('评分已提交');
    expect(api.named('SubmitReviewScore')[0]!.variables).toEqual({
      input: {
        applicationId: 'app1',
        sheetId: 's1',
        items: [
          { key: 'a', score: 40, comment: '质量优良' },
          { key: 'b', score: 30, comment: null },
        ],
      },
    });
  });
});
