import { expect, test } from './fixtures.js';
import { ADMIN, LoginPage, signInAs } from './pages/login-page.js';
import { LockScreen, Shell, expectCleanConsole } from './pages/shell-page.js';

test.describe('锁屏', () => {
  expectCleanConsole();

  test('the lock password is required; locked, every page shows /lock (also after a reload); the right password returns', async ({
    page,
  }) => {
    await signInAs(page);
    const shell = new Shell(page);
    await shell.openMenu('参数管理');

    await shell.topBar.getByRole('button', { name: '锁屏' }).click();
    const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
    await dialog.getByRole('button', { name: '锁屏' }).click();
    await expect(dialog.getByText('锁屏密码不能为空')).toBeVisible();
    await expect(page).toHaveURL(/\/system\/param$/);
    await dialog.getByLabel(/^锁屏密码/).fill('lock-7788');
    await dialog.getByRole('button', { name: '锁屏' }).click();
    await expect(page).toHaveURL(/\/lock$/);
    await expect(page.getByRole('heading', { level: 1, name: '系统管理员' })).toBeVisible();

    // Only a hash is stored
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain('lock-7788');
    expect(stored).toMatch(/"hash\\":\\"[0-9a-f]{64}/);

    for (const path of ['/system/user', '/wel/index', '/login', '/userRegister']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/lock$/);
    }
    await page.reload();
    await expect(page).toHaveURL(/\/lock$/);

    const lock = new LockScreen(page);
    await lock.unlock('wrong');
    await expect(lock.form.getByText('解锁密码错误,请重新输入')).toBeVisible();
    await expect(page).toHaveURL(/\/lock$/);
    await lock.unlock('lock-7788');
    await expect(page).toHaveURL(/\/system\/param$/);
    await expect(page.getByRole('heading', { level: 1, name: '参数管理' })).toBeVisible();
    await page.goto('/system/user');
    await expect(page).toHaveURL(/\/system\/user$/);
  });

  test('logging out (from the lock page) and logging in clear the lock', async ({ page }) => {
    await signInAs(page);
    const shell = new Shell(page);
    await shell.lock('lock-1');
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login(\?redirect=[^&]*)?$/);
    await signInAs(page);
    await page.goto('/system/param');
    await expect(page).toHaveURL(/\/system\/param$/);

    // The session ends while locked (e.g. it expired); the next sign-in starts unlocked.
    await shell.lock('lock-2');
    await page.evaluate(() => localStorage.removeItem('zhuxie.session'));
    await page.goto('/login');
    await new LoginPage(page).signIn(ADMIN);
    await expect(page).toHaveURL(/\/wel\/index$/);
    expect(await page.evaluate(() => localStorage.getItem('zhuxie.lock'))).toBeNull();
  });
});
