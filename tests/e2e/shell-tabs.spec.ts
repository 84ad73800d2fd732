import { expect, test } from './fixtures.js';
import { signInAs } from './pages/login-page.js';
import { Shell, expectCleanConsole } from './pages/shell-page.js';

test.describe('标签栏', () => {
  expectCleanConsole();

  test('opening pages adds tabs; click switches, × closes, the right-click menu closes others and all; tabs survive a reload', async ({
    page,
  }) => {
    await signInAs(page);
    const shell = new Shell(page);
    await shell.expectTabs(['首页']);
    await shell.expectActiveTab('首页');
    await expect(shell.tabBar.getByRole('button', { name: '关闭 首页' })).toHaveCount(0);

    await shell.openMenu('参数管理');
    await shell.openMenu('用户管理');
    await shell.openMenu('机构管理');
    await shell.expectTabs(['首页', '参数管理', '用户管理', '机构管理']);
    await shell.expectActiveTab('机构管理');

    // Click switches
    await shell.tab('参数管理').click();
    await expect(page).toHaveURL(/\/system\/param$/);
    await shell.expectActiveTab('参数管理');

    // Reload keeps the tabs
    await page.reload();
    await shell.expectTabs(['首页', '参数管理', '用户管理', '机构管理']);
    await shell.expectActiveTab('参数管理');

    // × on the shown tab closes it and shows its right neighbour
    await shell.closeTab('参数管理');
    await expect(page).toHaveURL(/\/system\/user$/);
    await shell.expectTabs(['首页', '用户管理', '机构管理']);

    // Keyboard: Delete on a focused tab closes it
    await shell.openMenu('岗位管理');
    await shell.tab('机构管理').focus();
    await page.keyboard.press('Delete');
    await shell.expectTabs(['首页', '用户管理', '岗位管理']);

    // 关闭其他 keeps home and the chosen tab, and shows it
    await shell.tabMenu('用户管理', '关闭其他');
    await shell.expectTabs(['首页', '用户管理']);
    await expect(page).toHaveURL(/\/system\/user$/);

    // 关闭全部 leaves home
    await shell.openMenu('岗位管理');
    await shell.tabMenu('岗位管理', '关闭全部');
    await shell.expectTabs(['首页']);
    await expect(page).toHaveURL(/\/wel\/index$/);

    // The menu at the end of the bar offers the same, for the shown tab
    await shell.openMenu('参数管理');
    await shell.openMenu('用户管理');
    await shell.tabBar.getByRole('button', { name: '标签操作' }).click();
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await shell.expectTabs(['首页', '用户管理']);
  });

  test('清除缓存 asks first; it keeps the session, language and theme and drops the local caches', async ({ page }) => {
    await signInAs(page);
    const shell = new Shell(page);
    await shell.openMenu('参数管理');
    await page.evaluate(() => {
      localStorage.setItem('zhuxie.theme', 'dark');
      localStorage.setItem('zhuxie.cache.sample', 'cached');
    });

    await shell.tabMenu('参数管理', '清除缓存');
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('是否需要清除缓存?');
    await question.getByRole('button', { name: '取消' }).click();
    expect(await page.evaluate(() => localStorage.getItem('zhuxie.cache.sample'))).toBe('cached');

    await shell.tabMenu('参数管理', '清除缓存');
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('status').filter({ hasText: '清除完毕' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      cache: localStorage.getItem('zhuxie.cache.sample'),
      session: localStorage.getItem('zhuxie.session') !== null,
      theme: localStorage.getItem('zhuxie.theme'),
    }));
    expect(stored).toEqual({ cache: null, session: true, theme: 'dark' });
    // Still signed in, the page reloads its data, the tabs stay
    await expect(page.getByRole('heading', { level: 1, name: '参数管理' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await shell.expectTabs(['首页', '参数管理']);
  });

  test('pages with isTab false get no tab; tabs are kept per user', async ({ page }) => {
    await signInAs(page);
    const shell = new Shell(page);
    await shell.openMenu('参数管理');
    await page.goto('/wel/index');
    await shell.expectTabs(['首页', '参数管理']);
    await page.goto('/no/such/page'); // becomes /404, no tab
    await page.goto('/wel/index');
    await shell.expectTabs(['首页', '参数管理']);
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('zhuxie.tabs.')).length),
    ).toBe(1);
  });
});
