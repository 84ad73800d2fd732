import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { CheckInPage } from './CheckInPage';

const event = {
  __typename: 'Event',
  id: 'e1',
  version: 2,
  title: '年度质量大会',
  type: 'conference',
  venue: '沈阳',
  startTime: '2030-05-01T01:00:00.000Z',
  endTime: '2030-05-01T09:00:00.000Z',
  registrationDeadline: null,
  capacity: 0,
  fee: '0.00',
  agenda: null,
  description: null,
  status: 1,
  releaseTime: '2030-04-01T01:00:00.000Z',
};
const registration = {
  __typename: 'EventRegistration',
  id: 'r1',
  eventId: 'e1',
  name: '张三',
  mobile: '13800001234',
  unit: '示例建筑工程有限公司',
  post: null,
  signInNumber: '0001',
  checkInTime: '2030-05-01T01:05:00.000Z',
  createTime: '2030-04-02T01:00:00.000Z',
  hotel: null,
  roomType: null,
  checkInDate: null,
  checkOutDate: null,
  sharingWith: null,
  answers: [],
};

function render(checkIn: () => unknown) {
  signInForTest({ permissions: ['event_checkin', 'event_checkin_sign'] });
  const ops = operationLink({
    EventPage: () => ({
      data: { events: { __typename: 'EventPage', records: [event], total: 1, current: 1, size: 200, pages: 1 } },
    }),
    EventCheckInStats: () => ({
      data: {
        eventCheckInStats: {
          __typename: 'EventCheckInStats',
          eventId: 'e1',
          registered: 12,
          checkedIn: 5,
          capacity: 0,
        },
      },
    }),
    CheckInEventRegistration: checkIn as never,
  });
  renderRoutes([{ path: '/meeting/checkIn', element: <CheckInPage /> }], {
    link: ops.link,
    path: '/meeting/checkIn?eventId=e1',
  });
  return ops;
}

describe('CheckInPage', () => {
  it('shows the live counts and checks a number in', async () => {
    const ops = render(() => ({ data: { checkInEventRegistration: registration } }));
    expect(await screen.findByText('12')).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '签到号' }), { target: { value: ' 0001 ' } });
    fireEvent.click(screen.getByRole('button', { name: '签到' }));
    expect(await screen.findByText(/张三 签到成功（\d{2}:\d{2}）/)).toBeTruthy();
    expect(ops.named('CheckInEventRegistration')[0]?.variables).toEqual({
      input: { eventId: 'e1', signInNumber: '0001' },
    });
  });

  it('shows the refusal of a second check-in', async () => {
    render(() => apiError('已于 09:05 签到'));
    fireEvent.change(await screen.findByRole('textbox', { name: '签到号' }), { target: { value: '0001' } });
    fireEvent.click(screen.getByRole('button', { name: '签到' }));
    expect(await screen.findByText('已于 09:05 签到')).toBeTruthy();
  });
});
