import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { MeetingDetailPage } from './MeetingDetailPage';

const event = {
  __typename: 'PublicEvent',
  id: 'e1',
  title: '年度会员大会',
  type: 'conference',
  venue: '沈阳市和平区会议中心',
  // 09:00 to 17:00 Beijing time, whatever the test machine's zone.
  startTime: '2030-05-01T01:00:00.000Z',
  endTime: '2030-05-01T09:00:00.000Z',
  registrationDeadline: null,
  capacity: 100,
  registered: 3,
  fee: '0.00',
  agenda: '09:00 开幕致辞',
  description: null,
  status: 1,
  options: [],
};
const profile = {
  __typename: 'User',
  id: 'u1',
  realName: '会员联系人',
  phone: null,
  companyName: '示例建筑工程有限公司',
};
const registration = {
  __typename: 'MyEventRegistration',
  registration: {
    __typename: 'EventRegistration',
    id: 'r1',
    eventId: 'e1',
    name: '会员联系人',
    mobile: '13912345678',
    unit: '示例建筑工程有限公司',
    post: null,
    signInNumber: '0004',
    checkInTime: null,
    hotel: '和平饭店',
    roomType: '标准间',
    checkInDate: '2030-04-30',
    checkOutDate: '2030-05-01',
    sharingWith: null,
  },
  event: {
    __typename: 'Event',
    id: 'e1',
    title: event.title,
    type: event.type,
    venue: event.venue,
    startTime: event.startTime,
    endTime: event.endTime,
    agenda: event.agenda,
    description: null,
    status: 1,
  },
};

describe('MeetingDetailPage', () => {
  it('registers from the phone with the account filled in, then shows the sign-in number, its QR code and the stay', async () => {
    let mine: unknown[] = [];
    const ops = operationLink({
      MobileMeeting: () => ({ data: { publicEvent: event, myEventRegistrations: mine, myProfile: profile } }),
      MobileMeetings: () => ({ data: { openEvents: [], myEventRegistrations: mine } }),
      RegisterForEvent: () => {
        mine = [registration];
        return {
          data: {
            registerForEvent: {
              __typename: 'EventRegistrationReceipt',
              id: 'r1',
              eventId: 'e1',
              eventTitle: event.title,
              name: '会员联系人',
              signInNumber: '0004',
            },
          },
        };
      },
    });
    renderRoutes([{ path: '/mobile/meeting-detail', element: <MeetingDetailPage /> }], {
      link: ops.link,
      path: '/mobile/meeting-detail?id=e1',
    });
    expect(await screen.findByText('年度会员大会')).toBeTruthy();
    expect(screen.getByText('2030-05-01 09:00 ~ 2030-05-01 17:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: '在地图中查看' }).getAttribute('href')).toBe(
      `https://uri.amap.com/search?keyword=${encodeURIComponent('沈阳市和平区会议中心')}`,
    );
    const form = screen.getByRole('form', { name: '活动报名' });
    const box = (name: string) => within(form).getByRole('textbox', { name });
    expect(box('姓名')).toHaveProperty('value', '会员联系人');
    expect(box('工作单位')).toHaveProperty('value', '示例建筑工程有限公司');
    fireEvent.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await within(form).findByText('手机号码不能为空')).toBeTruthy();
    expect(ops.named('RegisterForEvent')).toHaveLength(0);
    fireEvent.change(box('手机号码'), { target: { value: '13912345678' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await screen.findByTestId('sign-in-number')).toHaveProperty('textContent', '0004');
    expect(screen.getByRole('img', { name: '签到二维码 0004' }).getAttribute('data-qr')).toBe('0004');
    expect(screen.getByText('和平饭店')).toBeTruthy();
    expect(screen.queryByRole('form', { name: '活动报名' })).toBeNull();
    expect(ops.named('RegisterForEvent')[0]?.variables).toMatchObject({
      input: { eventId: 'e1', name: '会员联系人', mobile: '13912345678', unit: '示例建筑工程有限公司', post: null },
    });
  });

  it('says why registration is closed, without a form', async () => {
    const ops = operationLink({
      MobileMeeting: () => ({
        data: { publicEvent: { ...event, registered: 100 }, myEventRegistrations: [], myProfile: profile },
      }),
    });
    renderRoutes([{ path: '/mobile/meeting-detail', element: <MeetingDetailPage /> }], {
      link: ops.link,
      path: '/mobile/meeting-detail?id=e1',
    });
    expect(await screen.findByText('报名人数已满')).toBeTruthy();
    expect(screen.queryByRole('form', { name: '活动报名' })).toBeNull();
  });
});
