import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearLock, lockScreen } from '../modules/lock/lock';
import { routes } from '../routes';
import { operationLink } from '../test/graphql';
import { renderRoutes } from '../test/render';
import { signInForTest } from '../test/session';
import { logoTitleId } from './Sidebar';
import { resetTabsMemory } from './tabs/store';
import { isThirdPartyUser } from './UserMenu';

const node = (code: string, name: string, path: string, children: unknown[] = []) => ({
  __typename: 'MenuNode',
  id: code,
  code,
  name,
  nameEn: null,
  path,
  source: null,
  sort: 1,
  isAuth: true,
  isTab: true,
  children,
});
const MENUS = [
  node('system', '系统管理', '/system', [
    node('param', '参数管理', '/system/param'),
    node('log_error', '错误日志', '/monitor/log/error'),
  ]),
];

function renderApp(path: string) {
  const { link } = operationLink({
    AuthConfig: () => ({ data: { authConfig: { __typename: 'AuthConfig', externalLogin: false, loginUrl: null } } }),
    MyMenus: () => ({ data: { myMenus: MENUS } }),
    ParamPage: () => ({
      data: { params: { __typename: 'ParamPage', records: [], total: 0, current: 1, size: 10, pages: 0 } },
    }),
    ErrorLogPage: () => ({
      data: { errorLogs: { __typename: 'ErrorLogPage', records: [], total: 0, current: 1, size: 10, pages: 0 } },
    }),
  });
  return renderRoutes(routes, { link, path });
}

afterEach(() => {
  window.sessionStorage.clear();
  resetTabsMemory();
  clearLock();
});

describe('the shell', () => {
  it('adds a tab per opened page (menu pages titled by the menu); home stays first and cannot be closed', async () => {
    signInForTest();
    const user = userEvent.setup();
    const { router, location } = renderApp('/system/param');
    const tabs = await screen.findByRole('navigation', { name: '标签页' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['首页', '参数管理']),
    );

    await router.navigate('/monitor/log/error');
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['首页', '参数管理', '错误日志']),
    );
    expect(within(tabs).getByRole('link', { name: '错误日志' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('错误日志 - 建筑业协会管理系统'));

    // A path that is no menu of the user's goes to /404 without leaving a tab behind.
    await router.navigate('/no/such/page');
    await waitFor(() => expect(location()).toBe('/404'));
    await router.navigate('/system/param');
    expect(await screen.findByRole('heading', { level: 1, name: '参数管理' })).toBeTruthy();
    const bar = screen.getByRole('navigation', { name: '标签页' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['首页', '参数管理', '错误日志']);
    expect(within(bar).queryByRole('button', { name: '关闭 首页' })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: '关闭 参数管理' }));
    await waitFor(() => expect(location()).toBe('/monitor/log/error'));
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['首页', '错误日志']);
  });

  it('sends a signed-in user whose screen is locked to /lock', async () => {
    const session = signInForTest();
    await lockScreen('1234', '/system/param');
    const { location } = renderApp('/system/param');
    await waitFor(() => expect(location()).toBe('/lock'));
    expect(await screen.findByRole('heading', { level: 1, name: session.user.realName! })).toBeTruthy();
  });

  it('sets the lock password in a dialog: required (锁屏密码不能为空), then locks and opens /lock', async () => {
    signInForTest();
    const user = userEvent.setup();
    const { location } = renderApp('/system/param');
    await user.click(await screen.findByRole('button', { name: '锁屏' }));
    const dialog = await screen.findByRole('dialog', { name: '设置锁屏密码' });
    await user.click(within(dialog).getByRole('button', { name: '锁屏' }));
    expect(await within(dialog).findByText('锁屏密码不能为空')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^锁屏密码/), 'pw-1');
    await user.click(within(dialog).getByRole('button', { name: '锁屏' }));
    await waitFor(() => expect(location()).toBe('/lock'));
  });

  it('names the logo by login type', () => {
    expect(logoTitleId('award')).toBe('shell.logo.award');
    expect(logoTitleId('account')).toBe('shell.logo.account');
  });

  it('treats users with an empty or negative id as third-party users (guest registration)', () => {
    expect(isThirdPartyUser({ id: '' })).toBe(true);
    expect(isThirdPartyUser({ id: '-1' })).toBe(true);
    expect(isThirdPartyUser({ id: ' ' })).toBe(true);
    expect(isThirdPartyUser({ id: '12' })).toBe(false);
    expect(isThirdPartyUser({ id: '01a2013d-a9a4-77cd-8208-12976dd06c5b' })).toBe(false);
  });
});
