import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../engine/auth/session';
import { apiError, operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { testSession } from '../../test/session';
import { LoginPage } from './LoginPage';
import { LOGIN_VARIANTS } from './variants';

const authConfig = () => ({ data: { authConfig: { __typename: 'AuthConfig', externalLogin: false, loginUrl: null } } });
const admin = testSession({ permissions: ['*'] });
const loginAnswer = () => ({
  data: {
    login: {
      __typename: 'AuthPayload',
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      tokenType: 'bearer',
      expiresIn: 1800,
      user: { __typename: 'SessionUser', ...admin.user, account: 'admin', realName: '管理员' },
    },
  },
});

function renderLogin(path: string, handlers: Parameters<typeof operationLink>[0]) {
  const recorder = operationLink({ AuthConfig: authConfig, ...handlers });
  const variant = LOGIN_VARIANTS.find((v) => path.startsWith(v.path))!;
  const app = renderRoutes(
    [
      { path: variant.path, element: <LoginPage variant={variant} /> },
      { path: '*', element: <p>目标页面</p> },
    ],
    { link: recorder.link, path },
  );
  return { ...recorder, ...app };
}

describe('LoginPage', () => {
  it('fills the tenant 000000 and asks for every empty field, sending nothing', async () => {
    const user = userEvent.setup();
    const { named } = renderLogin('/login', { Login: loginAnswer });

    expect(await screen.findByRole('heading', { name: '评优申报登录' })).toBeTruthy();
    expect(screen.getByLabelText(/租户编号/)).toHaveProperty('value', '000000');
    await user.clear(screen.getByLabelText(/租户编号/));
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('请输入租户编号')).toBeTruthy();
    expect(screen.getByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(named('Login')).toHaveLength(0);
  });

  it("shows the server's refusal (账号或密码错误) and stays signed out", async () => {
    const user = userEvent.setup();
    renderLogin('/login', { Login: () => apiError('账号或密码错误') });

    await user.type(await screen.findByLabelText(/^账号/), 'admin');
    await user.type(screen.getByLabelText(/^密码/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it('signs in, stores the session and opens the requested same-site page', async () => {
    const user = userEvent.setup();
    const { named, location } = renderLogin('/login?redirect=%2Fsystem%2Fparam%3Fx%3D1', { Login: loginAnswer });

    await user.type(await screen.findByLabelText(/^账号/), ' admin ');
    await user.type(screen.getByLabelText(/^密码/), 'Zhuxie@2026');
    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(location()).toBe('/system/param?x=1'));
    expect(named('Login')[0]?.variables).toEqual({
      input: { tenantId: '000000', account: 'admin', password: 'Zhuxie@2026' },
    });
    expect(getSession()).toMatchObject({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      tenantId: '000000',
      permissions: ['*'],
    });
  });

  it('never follows a redirect to another site', async () => {
    const user = userEvent.setup();
    const { location } = renderLogin('/accountlogin?redirect=%2F%2Fevil.example%2Fx', { Login: loginAnswer });

    expect(await screen.findByRole('heading', { name: '会员单位登录' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^账号/), 'admin');
    await user.type(screen.getByLabelText(/^密码/), 'Zhuxie@2026');
    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(location()).toBe('/'));
  });

  it('offers the unified login when the external login site is configured', async () => {
    const recorder = operationLink({
      AuthConfig: () => ({
        data: {
          authConfig: { __typename: 'AuthConfig', externalLogin: true, loginUrl: '/api/blade-auth/oidc/authorize' },
        },
      }),
    });
    renderRoutes([{ path: '/login', element: <LoginPage variant={LOGIN_VARIANTS[0]!} /> }], {
      link: recorder.link,
      path: '/login?redirect=%2Fwel%2Findex',
    });

    const link = await screen.findByRole('link', { name: '统一身份认证登录' });
    expect(link.getAttribute('href')).toBe('/api/blade-auth/oidc/authorize?redirect=%2Fwel%2Findex&tenantId=000000');
  });
});
