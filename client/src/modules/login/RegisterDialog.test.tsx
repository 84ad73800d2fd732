import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../engine/auth/session';
import { apiError, operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { RegisterDialog } from './RegisterDialog';

function renderDialog(handlers: Parameters<typeof operationLink>[0], ticket?: string) {
  const recorder = operationLink(handlers);
  const onClose = vi.fn();
  const app = renderRoutes(
    [
      {
        path: '/userRegister',
        element: <RegisterDialog open onClose={onClose} initial={{ tenantId: '000000' }} registrationTicket={ticket} />,
      },
      { path: '/login', element: <p>登录页</p> },
    ],
    { link: recorder.link, path: '/userRegister' },
  );
  return { ...recorder, ...app, onClose };
}

async function fill(values: { tenantId?: string; account?: string; password?: string; confirmPassword?: string }) {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog');
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  if (values.tenantId !== undefined) {
    await user.clear(field(/租户编号/));
    if (values.tenantId) await user.type(field(/租户编号/), values.tenantId);
  }
  if (values.account) await user.type(field(/^账号/), values.account);
  if (values.password) await user.type(field(/^密码/), values.password);
  if (values.confirmPassword) await user.type(field(/确认密码/), values.confirmPassword);
  await user.click(within(dialog).getByRole('button', { name: '提交注册' }));
  return dialog;
}

describe('RegisterDialog (SPEC sections 5 and 8)', () => {
  it('asks for the tenant, the account and both passwords with the spec messages', async () => {
    const { named } = renderDialog({ Register: () => ({ data: { register: true } }) });
    const dialog = await fill({ tenantId: '' });

    expect(await within(dialog).findByText('请先输入租户编号')).toBeTruthy();
    expect(within(dialog).getByText('请先输入账号名称')).toBeTruthy();
    expect(within(dialog).getAllByText('请先输入密码')).toHaveLength(2);
    expect(named('Register')).toHaveLength(0);
  });

  it('refuses two different passwords with 两次密码输入不一致', async () => {
    const { named } = renderDialog({ Register: () => ({ data: { register: true } }) });
    const dialog = await fill({ account: 'guest1', password: 'Secret#2026', confirmPassword: 'Secret#2027' });

    expect(await within(dialog).findByText('两次密码输入不一致')).toBeTruthy();
    expect(named('Register')).toHaveLength(0);
  });

  it('on success shows 注册提示, then signs out and returns to the login page', async () => {
    signInForTest();
    const { named, location } = renderDialog({ Register: () => ({ data: { register: true } }) }, 'ticket-1');
    await fill({ account: 'guest1', password: 'Secret#2026', confirmPassword: 'Secret#2026' });

    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('注册提示')).toBeTruthy();
    expect(within(alert).getByText('注册申请已提交,请耐心等待管理员通过!')).toBeTruthy();
    expect(named('Register')[0]?.variables).toEqual({
      input: {
        tenantId: '000000',
        account: 'guest1',
        password: 'Secret#2026',
        confirmPassword: 'Secret#2026',
        registrationTicket: 'ticket-1',
      },
    });

    await userEvent.setup().click(within(alert).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it("shows the server's message on failure (with the field's message under the field)", async () => {
    renderDialog({
      Register: () => apiError('账号已存在', 'DUPLICATE', [{ field: 'account', message: '账号已存在' }]),
    });
    const dialog = await fill({ account: 'admin', password: 'Secret#2026', confirmPassword: 'Secret#2026' });

    expect(await within(dialog).findAllByText('账号已存在')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows 提交失败 when the request fails without a message', async () => {
    renderDialog({ Register: () => new TypeError('Failed to fetch') });
    const dialog = await fill({ account: 'guest2', password: 'Secret#2026', confirmPassword: 'Secret#2026' });

    expect(await within(dialog).findByText('提交失败')).toBeTruthy();
  });
});
