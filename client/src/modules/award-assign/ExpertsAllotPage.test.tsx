import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { ExpertsAllotPage, perApplicationOf } from './ExpertsAllotPage';

const expert = (expertId: string, name: string) => ({
  __typename: 'AssignPlanExpert',
  expertId,
  name,
  unitName: '设计院',
});
const plan = {
  __typename: 'AssignPlan',
  programmeId: 'p1',
  perApplication: 2,
  applied: false,
  newCount: 1,
  applications: [
    {
      __typename: 'AssignPlanApplication',
      applicationId: 'a1',
      projectName: '市民中心',
      unitName: '示例建筑',
      flowStatus: 1,
      current: [],
      added: [expert('e1', '专家甲')],
      exclusions: [
        {
          __typename: 'AssignPlanExclusion',
          expertId: 'e2',
          name: '专家乙',
          unitName: '大连海湾',
          reason: '本单位或参建单位回避',
        },
      ],
      shortfall: '符合条件的专家不足：需要2名，仅有1名可分配',
    },
  ],
  loads: [{ __typename: 'AssignPlanLoad', expertId: 'e1', name: '专家甲', load: 1 }],
};

function render(permissions: string[]) {
  signInForTest({ permissions });
  const api = operationLink({
    AssignProgrammeOptions: () => ({
      data: {
        assignProgrammeOptions: [
          { __typename: 'AwardProgramme', id: 'p1', name: '2035年度世纪杯', year: 2035, awardType: 'century_cup' },
        ],
      },
    }),
    ExpertGroupPage: () => ({
      data: {
        expertGroups: {
          __typename: 'ExpertGroupPage',
          records: [
            {
              __typename: 'ExpertGroup',
              id: 'g1',
              version: 1,
              name: '土建组',
              discipline: null,
              regionCode: null,
              memberIds: [],
              members: [],
            },
          ],
          total: 1,
          current: 1,
          size: 200,
          pages: 1,
        },
      },
    }),
    BizDictionary: () => ({ data: { bizDictionary: [] } }),
    AutoAssignPreview: () => ({ data: { autoAssignPreview: plan } }),
  });
  renderRoutes([{ path: '/awards/centuryCupAllot', element: <ExpertsAllotPage awardType="century_cup" /> }], {
    link: api.link,
    path: '/awards/centuryCupAllot',
  });
  return api;
}

describe('专家分配', () => {
  it('asks for a group or a discipline before previewing, then shows the plan with reasons and the shortfall', async () => {
    const api = render(['awards_allot', 'awards_allot_apply']);
    fireEvent.change(await screen.findByRole('combobox', { name: /^奖项/ }), { target: { value: 'p1' } });
    fireEvent.click(screen.getByRole('button', { name: '预览' }));
    expect(await screen.findByText('请选择专家分组或专业')).toBeTruthy();
    expect(api.named('AutoAssignPreview')).toHaveLength(0);
    await screen.findByRole('option', { name: '土建组' });
    fireEvent.change(screen.getByRole('combobox', { name: /^专家分组/ }), { target: { value: 'g1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^每项专家人数/ }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '预览' }));
    const table = await screen.findByRole('table', { name: '分配预览' });
    expect(within(table).getByText('专家乙：本单位或参建单位回避')).toBeTruthy();
    expect(within(table).getByText('符合条件的专家不足：需要2名，仅有1名可分配')).toBeTruthy();
    expect(api.named('AutoAssignPreview')[0]!.variables).toEqual({
      input: { programmeId: 'p1', groupId: 'g1', discipline: null, perApplication: 2 },
    });
    expect(screen.getByRole('button', { name: '确认分配' })).toBeTruthy();
  });

  it('hides apply from staff without the apply button code', async () => {
    render(['awards_allot']);
    expect(await screen.findByRole('button', { name: '预览' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认分配' })).toBeNull();
  });

  it('accepts 1 to 20 experts per application', () => {
    expect(perApplicationOf('3')).toBe(3);
    expect(perApplicationOf('0')).toBeNull();
    expect(perApplicationOf('21')).toBeNull();
    expect(perApplicationOf('a')).toBeNull();
  });
});
