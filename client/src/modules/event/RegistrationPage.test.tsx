import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { RegistrationPage } from './RegistrationPage';

const event = {
  __typename: 'PublicEvent',
  id: 'e1',
  title: '2026 年度质量大会',
  type: 'conference',
  venue: '沈阳',
  startTime: '2030-05-01T01:00:00.000Z',
  endTime: '2030-05-01T09:00:00.000Z',
  registrationDeadline: null,
  capacity: 100,
  registered: 3,
  fee: '0.00',
  agenda: '09:00 开幕',
  description: null,
  status: 1,
  options: [
    { __typename: 'EventCustomOption', key: 'accommodation', label: '是否需要住宿' },
    { __typename: 'EventCustomOption', key: 'diet', label: '饮食禁忌' },
  ],
};

function render(register: () => unknown) {
  // The server counts the registration: the event read after it has one more.
  let registered = event.registered;
  const ops = operationLink({
    PublicEvent: () => ({ data: { publicEvent: { ...event, registered } } }),
    RegisterForEvent: (() => {
      const answer = register() as { data?: unknown };
      if (answer && 'data' in answer) registered += 1;
      return answer;
    }) as never,
  });
  renderRoutes([{ path: '/activity-registration', element: <RegistrationPage /> }], {
    link: ops.link,
    path: '/activity-registration?id=e1',
  });
  return ops;
}

async function fill() {
  const form = await screen.findByRole('form', { name: '活动报名' });
  const box = (name: string) => within(form).getByRole('textbox', { name });
  fireEvent.change(box('姓名'), { target: { value: '张三' } });
  fireEvent.change(box('工作单位'), { target: { value: '示例建筑工程有限公司' } });
  // A yes/no option is a choice of 是 / 否, not free text.
  const yesNo = within(form).getByRole('combobox', { name: '是否需要住宿' });
  expect([...yesNo.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['请选择', '是', '否']);
  fireEvent.change(yesNo, { target: { value: '是' } });
  return { form, box };
}

describe('RegistrationPage', () => {
  it('asks the custom options, checks the mobile number as the server does and shows the sign-in number', async () => {
    const ops = render(() => ({
      data: {
        registerForEvent: {
          __typename: 'EventRegistrationReceipt',
          id: 'r1',
          eventId: 'e1',
          eventTitle: event.title,
          name: '张三',
          signInNumber: '0004',
        },
      },
    }));
    expect(await screen.findByRole('heading', { name: '2026 年度质量大会' })).toBeTruthy();
    expect(screen.getByText('已报名 3 / 100 人')).toBeTruthy();
    const { form, box } = await fill();
    // Checked while typing: a letter shows the message at once, a short number only on submit.
    fireEvent.change(box('手机号码'), { target: { value: '138a' } });
    expect(within(form).getByText('手机号码格式不正确')).toBeTruthy();
    fireEvent.change(box('手机号码'), { target: { value: '1380000' } });
    expect(within(form).queryByText('手机号码格式不正确')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await within(form).findByText('手机号码长度不为11位')).toBeTruthy();
    expect(ops.named('RegisterForEvent')).toHaveLength(0);
    fireEvent.change(box('手机号码'), { target: { value: '13800001234' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await screen.findByTestId('sign-in-number')).toHaveProperty('textContent', '0004');
    expect(screen.getByRole('img', { name: '签到二维码 0004' })).toBeTruthy();
    expect(await screen.findByText('已报名 4 / 100 人')).toBeTruthy();
    expect(ops.named('RegisterForEvent')[0]?.variables).toEqual({
      input: {
        eventId: 'e1',
        name: '张三',
        mobile: '13800001234',
        unit: '示例建筑工程有限公司',
        post: null,
        answers: [{ key: 'accommodation', value: '是' }],
      },
    });
  });

  it('shows the server refusal (a full event)', async () => {
    render(() => apiError('报名人数已满'));
    const { form, box } = await fill();
    fireEvent.change(box('手机号码'), { target: { value: '13800001234' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await within(form).findByText('报名人数已满')).toBeTruthy();
  });

  it('says so when the event is full, without a form (phone layout)', async () => {
    const ops = operationLink({ PublicEvent: () => ({ data: { publicEvent: { ...event, registered: 100 } } }) });
    renderRoutes([{ path: '/activity-wx', element: <RegistrationPage mobile /> }], {
      link: ops.link,
      path: '/activity-wx?id=e1',
    });
    expect(await screen.findByText('报名人数已满')).toBeTruthy();
    expect(screen.queryByRole('form', { name: '活动报名' })).toBeNull();
  });
});
