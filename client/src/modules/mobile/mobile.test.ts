import { describe, expect, it } from 'vitest';
import { duesSummary } from './duesSummary';
import { meetingView, prefill, registrationErrors } from './meeting';
import { activeTab, backTarget, mapSearchUrl, MOBILE_TABS } from './nav';

describe('the mobile frame', () => {
  it('goes back through the history, else from a detail page to its list; a bottom-bar page opened directly has none', () => {
    expect(backTarget('/mobile/info', true)).toEqual({ history: true });
    expect(backTarget('/mobile/meeting-detail', false)).toEqual({ to: '/mobile/meeting-list' });
    expect(backTarget('/mobile/payment-detail', false)).toEqual({ to: '/mobile/payment-situation' });
    expect(backTarget('/mobile/info', false)).toBeNull();
  });

  it('lights the bottom-bar entry of a page, and of a detail page its list', () => {
    expect(MOBILE_TABS.map((t) => t.path)).toEqual([
      '/mobile/meeting-list',
      '/mobile/dues-query',
      '/mobile/payment-situation',
      '/mobile/receipt-manage',
      '/mobile/info',
    ]);
    expect(activeTab('/mobile/meeting-detail')).toBe('/mobile/meeting-list');
    expect(activeTab('/mobile/receipt-manage')).toBe('/mobile/receipt-manage');
    expect(activeTab('/mobile/weixin-bind')).toBeUndefined();
  });

  it('links a venue to a web map search, encoded', () => {
    expect(mapSearchUrl(' 沈阳市和平区 会议中心 ')).toBe(
      `https://uri.amap.com/search?keyword=${encodeURIComponent('沈阳市和平区 会议中心')}`,
    );
    expect(mapSearchUrl('A&B?#')).toBe('https://uri.amap.com/search?keyword=A%26B%3F%23');
  });
});

describe('registering from the phone', () => {
  it('fills the form from the account, leaving out a mobile the shared rule refuses', () => {
    expect(prefill({ realName: ' 张三 ', phone: '13912345678', companyName: '示例公司' })).toEqual({
      name: '张三',
      mobile: '13912345678',
      unit: '示例公司',
      post: '',
    });
    expect(prefill({ realName: null, phone: '12345', companyName: null })).toEqual({
      name: '',
      mobile: '',
      unit: '',
      post: '',
    });
    expect(prefill(undefined).name).toBe('');
  });

  it('checks the required fields and the mobile by the shared rule', () => {
    expect(registrationErrors({ name: ' ', mobile: '', unit: '', post: '' })).toEqual({
      name: { id: 'mobile.meeting.nameRequired' },
      mobile: { text: '手机号码不能为空' },
      unit: { id: 'mobile.meeting.unitRequired' },
    });
    expect(registrationErrors({ name: '张三', mobile: '1391234', unit: '单位', post: '' })).toEqual({
      mobile: { text: '手机号码长度不为11位' },
    });
    expect(registrationErrors({ name: '张三', mobile: '13912345678', unit: '单位', post: '' })).toEqual({});
  });

  it('shows the registration once there is one, else the form while open, else why it is closed', () => {
    const now = new Date('2030-01-10T00:00:00Z');
    const open = {
      status: 1,
      registrationDeadline: '2030-01-20T00:00:00Z',
      endTime: '2030-01-21T00:00:00Z',
      capacity: 2,
      registered: 1,
    };
    expect(meetingView(open, false, now)).toEqual({ kind: 'form' });
    expect(meetingView({ ...open, registered: 2 }, true, now)).toEqual({ kind: 'registered' });
    expect(meetingView({ ...open, registered: 2 }, false, now)).toMatchObject({ kind: 'closed' });
    expect(meetingView({ ...open, status: 2 }, false, now)).toMatchObject({ kind: 'closed' });
    expect(
      meetingView({ ...open, registrationDeadline: null, endTime: '2030-01-01T00:00:00Z' }, false, now),
    ).toMatchObject({
      kind: 'closed',
    });
  });
});

describe('dues by year', () => {
  it('adds up the overdue years in cents and lists the unpaid years not yet due', () => {
    expect(
      duesSummary([
        { year: 2026, amount: '0.20', status: 0, overdue: true },
        { year: 2024, amount: '0.10', status: 0, overdue: true },
        { year: 2025, amount: '3000.00', status: 1, overdue: false },
        { year: 2027, amount: '3000.00', status: 0, overdue: false },
      ]),
    ).toEqual({ overdueYears: [2024, 2026], overdueTotal: '0.30', unpaidYears: [2027] });
    expect(duesSummary([])).toEqual({ overdueYears: [], overdueTotal: '0.00', unpaidYears: [] });
  });
});
