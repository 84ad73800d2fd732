import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { type Credentials, LoginPage, signInAs } from './pages/login-page.js';
import { Shell, expectCleanConsole } from './pages/shell-page.js';

/** The page's width in CSS pixels (what would need a horizontal scrollbar). */
const pageWidth = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
        .scrollWidth,
  );

const MEMBER: Credentials = { account: 'huiyuan', password: 'Zhuxie@2026' };

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('主框架布局', () => {
  expectCleanConsole();

  test('1280 px: the sidebar collapses to icons (remembered), the logo names the awards system, no serious accessibility violations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page);
    const shell = new Shell(page);
    await expect(page.getByRole('complementary')).toContainText('建设工程奖项管理系统');
    await shell.openMenu('参数管理');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await shell.topBar.getByRole('button', { name: '收起菜单' }).click();
    await expect(shell.sidebar.getByRole('link', { name: '参数管理' })).toBeVisible(); // an icon with its name
    await page.reload();
    await expect(shell.topBar.getByRole('button', { name: '展开菜单' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shell.topBar.getByRole('button', { name: '展开菜单' }).click();
    await expect(shell.topBar.getByRole('button', { name: '收起菜单' })).toBeVisible();
  });

  test('1280 px: the sidebar keeps its background down to the bottom of a long page scrolled to its end', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await signInAs(page);
    await page.goto('/system/menu');
    await expect(page.getByRole('table')).toBeVisible();
    // The rows have arrived (not the loading skeleton, which is shorter): the page is as long as its data.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: '/system/menu' })).toBeVisible();
    const scrolled = await page.evaluate(() => {
      const w = globalThis as unknown as {
        scrollTo(x: number, y: number): void;
        scrollY: number;
        document: { documentElement: { scrollHeight: number } };
      };
      w.scrollTo(0, w.document.documentElement.scrollHeight);
      return w.scrollY;
    });
    expect(scrolled).toBeGreaterThan(200); // the page is longer than the screen
    const inSidebar = await page.evaluate(() => {
      const w = globalThis as unknown as {
        innerHeight: number;
        document: { elementFromPoint(x: number, y: number): { closest(s: string): unknown } | null };
      };
      return [40, w.innerHeight / 2, w.innerHeight - 3].map((y) =>
        Boolean(w.document.elementFromPoint(8, y)?.closest('aside')),
      );
    });
    expect(inSidebar).toEqual([true, true, true]);
  });

  test('375 px: the menu is a drawer, the bar keeps the essentials, nothing overflows, no serious accessibility violations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page);
    const shell = new Shell(page);
    await expect(shell.sidebar).toBeHidden();
    await expect(shell.tabBar).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);

    await shell.topBar.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '主菜单' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: '参数管理' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/system\/param$/);
    await expect(page.getByRole('heading', { level: 1, name: '参数管理' })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);

    // A row's actions fold into one button that stays on screen; its menu holds the same buttons.
    const first = page.getByRole('table').getByRole('row').nth(1);
    const menuButton = first.getByRole('button', { name: /的操作$/ });
    await expect(menuButton).toBeInViewport();
    await menuButton.click();
    const edit = page.getByRole('dialog').getByRole('button', { name: '编辑' });
    await expect(edit).toBeInViewport();
    await edit.click();
    await expect(page.getByRole('dialog', { name: /编辑/ })).toBeVisible();
  });

  test('1024 px in English: the breadcrumb and the logo title stay on one line', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInAs(page);
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
        'zhuxie.locale',
        'en',
      ),
    );
    await page.goto('/awards/memberManagement/member-info');
    const crumbs = page.getByRole('navigation', { name: 'You are here' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    const lineHeight = async (selector: ReturnType<Page['locator']>) => (await selector.boundingBox())!.height;
    expect(await lineHeight(crumbs.getByRole('link', { name: 'Home' }))).toBeLessThan(30);
    expect(await lineHeight(page.getByTestId('logo-title'))).toBeLessThan(30);
  });

  test('keyboard: skip link, Ctrl+K search and the tab bar work without a mouse', async ({ page }) => {
    await signInAs(page);
    await page.reload(); // focus starts at the top of the page
    await new Shell(page).ready();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    const shell = new Shell(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('参数');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/system\/param$/);
    await shell.tab('首页').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wel\/index$/);
  });

  test('account-type logins see the member platform title; full screen toggles', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto('/accountlogin');
    await login.signIn(MEMBER);
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(page.getByRole('complementary')).toContainText('会员服务平台');

    const enter = page.getByRole('banner').getByRole('button', { name: '全屏' });
    await enter.click();
    await expect(page.getByRole('banner').getByRole('button', { name: '退出全屏' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: '退出全屏' }).click();
    await expect(enter).toBeVisible();
  });

  test('a third-party user (empty or negative id) finds 注册 in the user menu, opening the register dialog', async ({
    page,
  }) => {
    await signInAs(page);
    const menu = page.getByRole('button', { name: /^用户菜单：/ });
    await menu.click();
    await expect(page.getByRole('menuitem', { name: '注册' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('zhuxie.session')!);
      session.user.id = '-1';
      localStorage.setItem('zhuxie.session', JSON.stringify(session));
    });
    await page.reload();
    await menu.click();
    await page.getByRole('menuitem', { name: '注册' }).click();
    const dialog = page.getByRole('dialog', { name: '用户注册' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('账号')).toHaveValue('admin');
  });
});
