import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { EvaluationOpinionPage } from './EvaluationOpinionPage';

const row = (applicationId: string, projectName: string, extra: Record<string, unknown>) => ({
  __typename: 'ReviewSummaryRow',
  applicationId,
  programmeId: 'p1',
  projectName,
  unitName: '大连海湾建设',
  flowStatus: 2,
  statusLabel: '已通过',
  experts: 2,
  submitted: 2,
  rawMean: null,
  normalizedMean: null,
  rank: null,
  ...extra,
});
const ROWS = [
  row('app1', '沈阳市民中心', { rawMean: 86.456, normalizedMean: 85, rank: 2 }),
  row('app2', '大连会展中心', { submitted: 0 }),
];
const sheet = {
  __typename: 'ReviewSheet',
  id: 's1',
  name: '土建实体',
  items: [{ __typename: 'ReviewSheetItem', key: 'a', label: '地基与基础', maxPoints: 40 }],
};
const score = (id: string, expertName: string, total: number, comment: string | null) => ({
  __typename: 'ReviewScore',
  id,
  version: 1,
  applicationId: 'app1',
  expertId: id,
  expertName,
  sheetId: 's1',
  status: 1,
  totalRaw: total,
  totalWeighted: total,
  submitTime: null,
  unlockTime: null,
  items: [{ __typename: 'ReviewItemScore', key: 'a', score: total * 0.4, comment }],
  sheet,
});

describe('工程质量评价意见', () => {
  it('shows the experts’ item scores and comments and the generated opinion; none without submitted scores', async () => {
    signInForTest({ permissions: ['awards_evaluation_opinion'] });
    const api = operationLink({
      AwardProgrammePage: () => ({
        data: {
          awardProgrammes: { __typename: 'AwardProgrammePage', records: [], total: 0, current: 1, size: 200, pages: 0 },
        },
      }),
      ReviewSummary: () => ({ data: { reviewSummary: ROWS } }),
      ReviewEvaluationOpinion: (v) => ({
        data: {
          reviewEvaluationOpinion:
            v.applicationId === 'app1'
              ? {
                  __typename: 'ReviewEvaluationOpinion',
                  ranked: 5,
                  row: ROWS[0],
                  scores: [score('e1', '专家甲', 90, '地基处理规范'), score('e2', '专家乙', 82.9, null)],
                }
              : { __typename: 'ReviewEvaluationOpinion', ranked: 5, row: ROWS[1], scores: [] },
        },
      }),
    });
    renderRoutes([{ path: '/awards/project-quality-evaluation-opinion', element: <EvaluationOpinionPage /> }], {
      link: api.link,
      path: '/awards/project-quality-evaluation-opinion',
    });
    const select = await screen.findByRole('combobox', { name: '申报工程' });
    await screen.findByRole('option', { name: '沈阳市民中心' });
    fireEvent.change(select, { target: { value: 'app1' } });
    expect(await screen.findByTestId('opinion-text')).toHaveProperty(
      'textContent',
      '经评审，该工程共有2位专家提交评分，综合得分86.46分，在本批次5项参评工程中排名第2。工程质量良好，评审意见为良好。',
    );
    expect(screen.getByText('地基处理规范')).toBeTruthy();
    expect(screen.getAllByText('地基与基础（40）')).toHaveLength(2);
    expect(screen.getByText('平均分：86.46')).toBeTruthy();
    expect(screen.getByRole('button', { name: '打印' })).toHaveProperty('disabled', false);
    fireEvent.change(select, { target: { value: 'app2' } });
    expect(await screen.findByText('该工程尚无已提交的专家评分，暂不能形成评价意见。')).toBeTruthy();
  });
});
