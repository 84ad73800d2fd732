import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from './engine/auth/session';
import { operationLink } from './test/graphql';
import { renderRoutes } from './test/render';
import { signInForTest } from './test/session';
import { routes } from './routes';

const node = (code: string, name: string, path: string, source: string | null, children: unknown[] = []) => ({
  __typename: 'MenuNode',
  id: code,
  code,
  name,
  nameEn: null,
  path,
  source,
  sort: 1,
  isAuth: true,
  isTab: true,
  children,
});

const MENUS = [
  node('wel', '首页', '/wel', 'home', [node('wel_index', '工作台', '/wel/index', 'home')]),
  node('system', '系统管理', '/system', 'settings', [node('param', '参数管理', '/system/param', 'sliders')]),
  node('awards', '奖项管理', '/awards', 'award', [
    node('awards_green_ys', '绿色施工验收', '/awards/greenConstructionYS', null),
  ]),
];

const handlers = (menus: unknown[] = MENUS) => ({
  AuthConfig: () => ({ data: { authConfig: { __typename: 'AuthConfig', externalLogin: false, loginUrl: null } } }),
  MyMenus: () => ({ data: { myMenus: menus } }),
  ParamPage: () => ({
    data: { params: { __typename: 'ParamPage', records: [], total: 0, current: 1, size: 10, pages: 0 } },
  }),
  Logout: () => ({ data: { logout: true } }),
});

function renderApp(path: string, menus?: unknown[]) {
  const recorder = operationLink(handlers(menus));
  return { ...recorder, ...renderRoutes(routes, { link: recorder.link, path }) };
}

describe('routes and the route guard', () => {
  it('sends a signed-out user from a protected page to /login with the way back; login pages are titled 登录', async () => {
    const { location } = renderApp('/system/param?x=1');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fsystem%2Fparam%3Fx%3D1'));
    expect(await screen.findByRole('heading', { name: '评优申报登录' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('登录'));
  });

  it('opens public pages without a session', async () => {
    const { location } = renderApp('/userRegister');
    expect(await screen.findByRole('heading', { name: '用户注册' })).toBeTruthy();
    expect(location()).toBe('/userRegister');
  });

  it('sends a signed-in user opening /login or /lnjx-login to the home page', async () => {
    signInForTest();
    const { location } = renderApp('/lnjx-login');
    await waitFor(() => expect(location()).toBe('/wel/index'));
  });

  it("shows the server's menu tree; a menu without a screen yet opens the 建设中 page, other paths 404", async () => {
    signInForTest();
    const user = userEvent.setup();
    const { location, router } = renderApp('/wel/index');
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    expect(await within(nav).findByRole('link', { name: '参数管理' })).toBeTruthy();
    expect(within(nav).getByRole('group', { name: '系统管理' })).toBeTruthy();

    await user.click(within(nav).getByRole('link', { name: '绿色施工验收' }));
    expect(await screen.findByRole('heading', { level: 1, name: '绿色施工验收' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '建设中' })).toBeTruthy();
    expect(location()).toBe('/awards/greenConstructionYS');

    await router.navigate('/no/such/page');
    await waitFor(() => expect(location()).toBe('/404'));
  });

  it('shows a tip when the user has no menu', async () => {
    signInForTest();
    renderApp('/wel/index', []);
    expect(await screen.findByText('暂无可用菜单，请联系管理员分配权限')).toBeTruthy();
  });

  it('signs out after confirming 退出登录 in the user menu', async () => {
    signInForTest();
    const user = userEvent.setup();
    const { location, named } = renderApp('/wel/index');

    await user.click(await screen.findByRole('button', { name: '用户菜单：测试用户' }));
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText('退出系统, 是否继续?')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(location()).toBe('/login'));
    expect(getSession()).toBeNull();
    expect(named('Logout')[0]?.variables).toEqual({ input: { refreshToken: 'test-refresh' } });
  });

  it('links 个人信息 to the info page of the login type', async () => {
    signInForTest({ user: { ...signInForTest().user, loginType: 'account' } });
    const user = userEvent.setup();
    renderApp('/wel/index');
    await user.click(await screen.findByRole('button', { name: '用户菜单：测试用户' }));
    const item = await screen.findByRole('menuitem', { name: '个人信息' });
    expect(item.getAttribute('href')).toBe('/accountinfo/index');
  });
});
