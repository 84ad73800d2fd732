import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { ReviewConfigPage } from './ReviewConfigPage';

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
  items: [
    {
      __typename: 'ReviewSheetItem',
      key: 'a',
      label: '地基与基础',
      maxPoints: 40,
      weight: 1,
      commentRequired: 'extreme',
    },
    { __typename: 'ReviewSheetItem', key: 'b', label: '主体结构', maxPoints: 60, weight: 1, commentRequired: 'never' },
  ],
};

describe('评审配置', () => {
  it('lists the sheets with their totals and validates the items before saving', async () => {
    signInForTest({ permissions: ['awards_review_config'] });
    const api = operationLink({
      ReviewSheets: () => ({ data: { reviewSheets: [SHEET] } }),
      AwardTypes: () => ({
        data: {
          awardTypes: [
            { __typename: 'AwardTypeDef', key: 'century_cup', label: '世纪杯', applyPath: null, photos: null },
          ],
        },
      }),
      SaveReviewSheet: () => ({ data: { saveReviewSheet: SHEET } }),
    });
    renderRoutes([{ path: '/awards/awardReviewConfig', element: <ReviewConfigPage /> }], {
      link: api.link,
      path: '/awards/awardReviewConfig',
    });
    const table = await screen.findByRole('table', { name: '评分表列表' });
    expect(await within(table).findByRole('link', { name: '土建实体' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '修改 土建实体' }));
    const form = await screen.findByRole('form', { name: '评分表编辑' });
    expect(within(form).getByText('满分合计：100')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('第2项 编码'), { target: { value: 'a' } });
    fireEvent.change(within(form).getByLabelText('第2项 满分'), { target: { value: '0' } });
    expect(within(form).getByText('满分合计：40')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('评分项编码a重复')).toBeTruthy();
    expect(within(form).getByText('满分必须大于0')).toBeTruthy();
    expect(api.named('SaveReviewSheet')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('第2项 编码'), { target: { value: 'b' } });
    fireEvent.change(within(form).getByLabelText('第2项 满分'), { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByText('更新成功');
    expect(api.named('SaveReviewSheet')[0]!.variables).toMatchObject({
      input: {
        id: 's1',
        version: 1,
        key: 'tujianshiti',
        items: [
          { key: 'a', maxPoints: 40, weight: 1, commentRequired: 'extreme' },
          { key: 'b', maxPoints: 60 },
        ],
      },
    });
  });
});
