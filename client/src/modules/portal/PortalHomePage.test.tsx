import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { PortalHomePage } from './PortalHomePage';
import { RegisterStatusPage } from './RegisterStatusPage';

const level = {
  __typename: 'DictBiz',
  id: 'lv-2',
  parentId: 'lv-root',
  code: 'member_level',
  dictKey: '2',
  dictValue: '理事单位',
  dictValueEn: null,
  sort: 2,
  isSealed: 0,
  remark: null,
  version: 1,
};
const unit = {
  __typename: 'MemberUnit',
  id: 'u1',
  name: '示例建筑工程有限公司',
  creditCode: '91210100MA0Y0000AR',
  memberLevel: '2',
  joinDate: '2024-03-01',
  status: 1,
  contactName: '李联系',
  contactMobile: '13912345678',
};
const notices = {
  __typename: 'MyNoticePage',
  records: [
    {
      __typename: 'MyNotice',
      id: 'n1',
      title: '关于缴纳 2027 年度会费的通知',
      releaseTime: '2026-11-20T01:00:00.000Z',
      read: false,
    },
  ],
};

function render(path: '/cmsPages' | '/cmsPages/register', data: Record<string, unknown>) {
  const api = operationLink({
    PortalHome: () => ({
      data: {
        myMemberUnit: null,
        myEntryApplication: null,
        myExpertApplication: null,
        myNotices: { ...notices, records: [] },
        ...data,
      },
    }),
    BizDictionary: () => ({ data: { bizDictionary: [level] } }),
    MyDues: () => ({
      data: {
        myDues: {
          __typename: 'MyDues',
          unitId: 'u1',
          unitName: unit.name,
          duesStatus: 0,
          arrears: {
            __typename: 'ArrearsResult',
            inArrears: true,
            message: '尊敬的会员单位，您目前处于会费欠缴状态，请尽快联系会员部办理，联系电话：024-12345678',
            fieldError: '当前单位会费已欠缴',
          },
        },
      },
    }),
  });
  renderRoutes(
    [
      { path: '/cmsPages', element: <PortalHomePage /> },
      { path: '/cmsPages/register', element: <RegisterStatusPage /> },
    ],
    { link: api.link, path },
  );
  return api;
}

describe('the member portal home', () => {
  it("shows the member's unit with its level, its applications, notices and shortcuts", async () => {
    signInForTest();
    render('/cmsPages', {
      myMemberUnit: unit,
      myExpertApplication: {
        __typename: 'ExpertAccount',
        id: 'e1',
        name: '王工',
        flowStatus: 1,
        cardCode: null,
        expirationDate: null,
      },
      myNotices: notices,
    });
    expect(await screen.findByRole('heading', { level: 2, name: '示例建筑工程有限公司' })).toBeTruthy();
    expect(screen.getByText('正常会员')).toBeTruthy();
    expect(await screen.findByText('理事单位')).toBeTruthy();
    const applications = screen.getByRole('region', { name: '我的申请' });
    const rows = within(applications).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['入会申请已是会员进入', '专家申请审核中进入']);
    expect(
      within(screen.getByRole('region', { name: '通知公告' })).getByText('关于缴纳 2027 年度会费的通知'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: '常用功能' }))
        .getByRole('link', { name: '会费缴纳' })
        .getAttribute('href'),
    ).toBe('/cmsPages/memberPay');
    expect(screen.queryByRole('list', { name: '入会进度' })).toBeNull();
    const dues = screen.getByRole('region', { name: '会费' });
    expect(await within(dues).findByText('欠费')).toBeTruthy();
    expect(within(dues).getByRole('alert').textContent).toContain('联系电话：024-12345678');
    expect(within(dues).getByRole('link', { name: '缴纳会费' }).getAttribute('href')).toBe('/cmsPages/memberPay');
  });

  it('guides an account that is not a member yet: the progress and the way to the join application', async () => {
    signInForTest();
    const api = render('/cmsPages', {
      myEntryApplication: {
        __typename: 'EntryApplication',
        id: 'a1',
        name: '新单位',
        flowStatus: 3,
        createTime: '2026-11-01T00:00:00Z',
        updateTime: '2026-11-02T00:00:00Z',
      },
    });
    const progress = await screen.findByRole('list', { name: '入会进度' });
    const current = within(progress)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('提交入会申请');
    expect(current?.textContent).toContain('申请已退回，请修改后重新送审');
    expect(screen.getByRole('link', { name: '查看入会申请' }).getAttribute('href')).toBe('/cmsPages/joinApply');
    // No unit, no dues to ask for.
    expect(api.named('MyDues')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: '会费' })).toBeNull();
  });
});

describe('/cmsPages/register', () => {
  it('says which unit the account is linked to once it is a member', async () => {
    signInForTest();
    render('/cmsPages/register', { myMemberUnit: unit });
    expect(await screen.findByText('您的账号已关联会员单位 示例建筑工程有限公司。')).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: '入会进度' })).getAllByRole('listitem');
    expect(steps.every((step) => step.textContent?.includes('已完成'))).toBe(true);
  });

  it('offers to apply when there is no application', async () => {
    signInForTest();
    render('/cmsPages/register', {});
    expect(await screen.findByRole('link', { name: '申请入会' })).toBeTruthy();
  });
});
