import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { ParticipantsTablePage } from './ParticipantsTablePage';
import { PermissionSettingPage } from './PermissionSettingPage';
import { SystemSettingPage } from './SystemSettingPage';

const dict = (dictKey: string, dictValue: string) => ({
  __typename: 'DictBiz',
  id: dictKey,
  parentId: 'root',
  code: 'award_account_category',
  dictKey,
  dictValue,
  dictValueEn: null,
  sort: Number(dictKey),
  isSealed: 0,
  remark: null,
  version: 1,
});
const programme = {
  __typename: 'AwardProgramme',
  id: 'p1',
  awardType: 'century_cup',
  awardTypeLabel: '世纪杯',
  year: 2026,
  name: '2026年度世纪杯',
  openFlag: 1,
  closedMessage: null,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  accountCategories: ['1'],
  requireSerialNumber: false,
  remark: null,
  version: 3,
};

describe('权限设置', () => {
  it('shows each programme with its admitted categories and saves a change with the version read', async () => {
    signInForTest({ permissions: ['awards_setting_edit'] });
    const saved: Record<string, unknown>[] = [];
    const api = operationLink({
      AwardProgrammePage: () => ({
        data: {
          awardProgrammes: {
            __typename: 'AwardProgrammePage',
            records: [programme],
            total: 1,
            current: 1,
            size: 200,
            pages: 1,
          },
        },
      }),
      BizDictionary: () => ({
        data: { bizDictionary: [dict('1', '会员单位'), dict('2', '推荐单位'), dict('3', '非会员单位')] },
      }),
      SetAwardProgrammeCategories: (variables: Record<string, unknown>) => {
        saved.push(variables.input as Record<string, unknown>);
        return { data: { setAwardProgrammeCategories: { ...programme, accountCategories: ['1', '3'], version: 4 } } };
      },
    });
    renderRoutes([{ path: '/awards/permissionSetting', element: <PermissionSettingPage /> }], {
      link: api.link,
      path: '/awards/permissionSetting',
    });
    const row = await screen.findByRole('group', { name: '2026年度世纪杯：可申报的账号类别' });
    expect((within(row).getByRole('checkbox', { name: '会员单位' }) as HTMLInputElement).checked).toBe(true);
    expect((within(row).getByRole('checkbox', { name: '非会员单位' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(row).getByRole('checkbox', { name: '非会员单位' }));
    await waitFor(() => expect(saved).toEqual([{ id: 'p1', version: 3, accountCategories: ['1', '3'] }]));
  });
});

describe('参建人员表', () => {
  it('lists the participant groups of each award type with their roles, 限1人 marked', () => {
    signInForTest();
    renderRoutes([{ path: '/awards/participantsTable', element: <ParticipantsTablePage /> }], {
      link: operationLink({}).link,
      path: '/awards/participantsTable',
    });
    const cup = screen.getByRole('table', { name: '世纪杯参建单位及人员' });
    const rows = within(cup).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      '建设单位',
      '承建单位',
      '总承包单位人员表',
      '联合承建单位',
      '参建单位',
      '监理单位',
      '使用单位',
    ]);
    expect(within(rows[1]!).getByText('项目经理（限1人）')).toBeTruthy();
    expect(within(rows[3]!).getByText('可添加多个单位')).toBeTruthy();
    const qs = screen.getByRole('table', { name: '优质结构参建单位及人员' });
    expect(within(qs).getAllByRole('row')).toHaveLength(5);
  });
});

describe('系统设置', () => {
  it('shows the flow model of each award type and saves the department phone', async () => {
    signInForTest({ permissions: ['awards_setting', 'awards_setting_edit'] });
    const settings = (departmentPhone: string | null) => ({
      __typename: 'AwardSettings',
      departmentPhone,
      flows: [
        {
          __typename: 'AwardTypeFlow',
          awardType: 'century_cup',
          label: '世纪杯',
          modelKey: 'century_cup',
          modelName: '世纪杯申报',
          modelVersion: 2,
          modelStatus: 1,
          steps: ['协会形式审查', '专家评审'],
        },
        {
          __typename: 'AwardTypeFlow',
          awardType: 'quality_structure',
          label: '优质结构',
          modelKey: 'quality_structure',
          modelName: null,
          modelVersion: null,
          modelStatus: null,
          steps: [],
        },
      ],
    });
    const saved: unknown[] = [];
    const api = operationLink({
      AwardSettings: () => ({ data: { awardSettings: settings('024-23456789') } }),
      SaveAwardSettings: (variables: Record<string, unknown>) => {
        saved.push(variables.input);
        return { data: { saveAwardSettings: settings('024-88886666') } };
      },
    });
    renderRoutes([{ path: '/awards/systemSetting', element: <SystemSettingPage /> }], {
      link: api.link,
      path: '/awards/systemSetting',
    });
    const flows = await screen.findByRole('table', { name: '申报审批流程' });
    expect(within(flows).getByText('世纪杯申报 v2')).toBeTruthy();
    expect(within(flows).getByText('协会形式审查 → 专家评审')).toBeTruthy();
    expect(within(flows).getByText('未配置流程模型（quality_structure）')).toBeTruthy();
    const phone = screen.getByRole('textbox', { name: '会员部联系电话' });
    expect((phone as HTMLInputElement).value).toBe('024-23456789');
    fireEvent.change(phone, { target: { value: '024-88886666' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toEqual([{ departmentPhone: '024-88886666' }]));
  });
});
