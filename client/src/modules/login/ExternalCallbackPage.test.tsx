import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../engine/auth/session';
import { operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { testSession } from '../../test/session';
import { ExternalCallbackPage } from './ExternalCallbackPage';

const envelope = (data: unknown, success = true, msg = '操作成功') =>
  new Response(JSON.stringify({ code: success ? 200 : 400, success, data, msg }), {
    status: success ? 200 : 400,
    headers: { 'content-type': 'application/json' },
  });

function renderCallback(answer: Response, search: string) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer);
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', `/authentication/index${search}`);
  const app = renderRoutes(
    [
      { path: '/authentication/index', element: <ExternalCallbackPage /> },
      { path: '*', element: <p>目标页面</p> },
    ],
    { link: operationLink({}).link, path: `/authentication/index${search}` },
  );
  return { ...app, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ExternalCallbackPage (/authentication/index)', () => {
  it('posts the return address, stores the tokens and opens the page the user wanted', async () => {
    const user = { __typename: 'SessionUser', ...testSession().user };
    const tokens = {
      accessToken: 'ext-access',
      refreshToken: 'ext-refresh',
      tokenType: 'bearer',
      expiresIn: 1800,
      user,
    };
    const { fetchMock, location } = renderCallback(
      envelope({
        tokens,
        registrationTicket: null,
        account: 'tester',
        realName: null,
        email: null,
        tenantId: '000000',
        redirect: '/system/param',
      }),
      '?code=c1&state=s1',
    );

    await waitFor(() => expect(location()).toBe('/system/param'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/blade-auth/oidc/callback');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      callbackUrl: `${window.location.origin}/authentication/index?code=c1&state=s1`,
    });
    expect(getSession()).toMatchObject({ accessToken: 'ext-access', refreshToken: 'ext-refresh' });
  });

  it('offers the register dialog with the ticket when the external account is new', async () => {
    renderCallback(
      envelope({
        tokens: null,
        registrationTicket: 'ticket-1',
        account: 'newcomer',
        realName: '新用户',
        email: null,
        tenantId: '000000',
        redirect: '/',
      }),
      '?code=c2&state=s2',
    );

    const dialog = await screen.findByRole('dialog', { name: '用户注册' });
    expect(within(dialog).getByLabelText(/^账号/)).toHaveProperty('value', 'newcomer');
    expect(getSession()).toBeNull();
  });

  it("shows the server's message when the sign-in cannot be completed", async () => {
    renderCallback(envelope(null, false, '统一登录已失效或超时，请重新登录'), '?code=c3&state=s3');
    expect(await screen.findByText('统一登录已失效或超时，请重新登录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回登录' })).toBeTruthy();
  });
});
