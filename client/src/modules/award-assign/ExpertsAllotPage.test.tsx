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

const SEED = 'ab'.repeat(32);
const ref = (expertId: string, name: string, rank: number) => ({
  __typename: 'DrawExpertRef',
  expertId,
  name,
  unitName: null,
  rank,
});
const draw = {
  __typename: 'ExpertDraw',
  id: 'd1',
  applicationId: 'a1',
  seed: SEED,
  drawCount: 1,
  substituteCount: 1,
  eligibleIds: ['e1', 'e3'],
  drawTime: '2026-11-27 10:00:00',
  drawnByName: '审批人',
  activeIds: ['e1'],
  drawn: [ref('e1', '专家甲', 1)],
  substitutes: [ref('e3', '专家丙', 1)],
  exclusions: [{ __typename: 'DrawExclusionRef', expertId: 'e2', name: '专家乙', reason: '本单位或参建单位回避' }],
  replacements: [],
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
    DrawExperts: () => ({ data: { drawExperts: [draw] } }),
    ExpertDraws: () => ({ data: { expertDraws: [draw] } }),
    ReplayExpertDraw: () => ({
      data: {
        replayExpertDraw: {
          __typename: 'ExpertDrawReplay',
          drawId: 'd1',
          matches: true,
          seed: SEED,
          drawnIds: ['e1'],
          substituteIds: ['e3'],
        },
      },
    }),
    DeclineDrawnExpert: () => ({ data: { declineDrawnExpert: draw } }),
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

  it('draws experts with substitutes for an application, shows the ranks and the seed, verifies and substitutes', async () => {
    const api = render(['awards_allot', 'awards_allot_apply']);
    fireEvent.change(await screen.findByRole('combobox', { name: /^奖项/ }), { target: { value: 'p1' } });
    await screen.findByRole('option', { name: '土建组' });
    fireEvent.change(screen.getByRole('combobox', { name: /^专家分组/ }), { target: { value: 'g1' } });
    fireEvent.click(screen.getByRole('button', { name: '预览' }));
    fireEvent.click(await screen.findByRole('button', { name: '随机抽取：市民中心' }));
    let dialog = await screen.findByRole('dialog', { name: '随机抽取专家：市民中心' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^抽取人数/ }), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '开始抽取' }));
    expect(await within(dialog).findByText('抽取人数须为1到20之间的整数')).toBeTruthy();
    expect(api.named('DrawExperts')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^抽取人数/ }), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^替补人数/ }), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '开始抽取' }));
    const drawn = await within(dialog).findByRole('list', { name: '抽中专家' });
    expect(within(drawn).getByText('第1位 专家甲')).toBeTruthy();
    expect(within(within(dialog).getByRole('list', { name: '替补专家' })).getByText('第1位 专家丙')).toBeTruthy();
    expect(within(dialog).getByText(SEED)).toBeTruthy();
    expect(api.named('DrawExperts')[0]!.variables).toEqual({
      input: { applicationIds: ['a1'], groupId: 'g1', discipline: null, count: 1, substitutes: 1 },
    });
    fireEvent.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);

    fireEvent.click(await screen.findByRole('button', { name: '抽取记录：市民中心' }));
    dialog = await screen.findByRole('dialog', { name: '抽取记录：市民中心' });
    fireEvent.click(await within(dialog).findByRole('button', { name: '验证' }));
    expect(await within(dialog).findByText(/^验证通过/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('combobox', { name: '替补原因' }), {
      target: { value: 'assign.draw.reason.unable' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '替补：专家甲' }));
    await screen.findByText('已由替补专家递补');
    expect(api.named('DeclineDrawnExpert')[0]!.variables).toEqual({
      input: { drawId: 'd1', expertId: 'e1', unable: true },
    });
  });

  it('hides apply from staff without the apply button code', async () => {
    render(['awards_allot']);
    expect(await screen.findByRole('button', { name: '预览' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认分配' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^随机抽取/ })).toBeNull();
  });

  it('accepts 1 to 20 experts per application', () => {
    expect(perApplicationOf('3')).toBe(3);
    expect(perApplicationOf('0')).toBeNull();
    expect(perApplicationOf('21')).toBeNull();
    expect(perApplicationOf('a')).toBeNull();
  });
});
