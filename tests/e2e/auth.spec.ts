import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ADMIN, LoginPage, signInAs, UserMenu } from './pages/login-page.js';

/** The sidebar (主菜单). */
const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

test.describe('登录与注册', () => {
  let consoleErrors: string[];

  test.beforeEach(({ page }) => {
    consoleErrors = [];
    page.on('console', (message) => {
      // Refused sign-ins answer HTTP 4xx, which Chromium logs as a failed resource load.
      if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  });

  test.afterEach(() => {
    expect(consoleErrors, 'no errors in the browser console').toEqual([]);
  });

  test('a signed-out user is sent to log in and comes back to the page; a wrong password is refused', async ({
    page,
  }) => {
    await page.goto('/system/param');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fparam$/);
    await expect(page).toHaveTitle('登录');

    const login = new LoginPage(page);
    await login.signIn({ account: ADMIN.account, password: 'not-the-password' });
    await expect(login.form.getByText('账号或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=/);

    await login.signIn(ADMIN);
    await expect(page).toHaveURL(/\/system\/param$/);
    await expect(page.getByRole('heading', { level: 1, name: '参数管理' })).toBeVisible();

    // Signed in, the login page leads home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/wel\/index$/);
  });

  test('logout asks for confirmation first', async ({ page }) => {
    await signInAs(page);
    const menu = new UserMenu(page);
    await expect(menu.trigger()).toContainText('管理员');

    await menu.signOut('取消');
    await expect(page).toHaveURL(/\/wel\/index$/);

    await menu.signOut('确定');
    // SPEC section 2: the login site gets a return address (the page the user left from).
    await expect(page).toHaveURL(/\/login\?redirect=%2Fwel%2Findex$/);
    await page.goto('/wel/index');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fwel%2Findex$/);
  });

  test('a guest registers, an administrator approves, and the guest sees only the menus of the guest role', async ({
    page,
  }) => {
    const guest = { account: `guest_${Date.now()}`, password: 'Guest#2026-e2e' };
    const login = new LoginPage(page);

    // Register through the dialog of the login page
    await login.goto();
    await page.getByRole('button', { name: '注册' }).click();
    const dialog = page.getByRole('dialog', { name: '用户注册' });
    await dialog.getByRole('button', { name: '提交注册' }).click();
    await expect(dialog.getByText('请先输入账号名称')).toBeVisible();
    await dialog.getByLabel('账号').fill(guest.account);
    await dialog.getByLabel(/^密码/).fill(guest.password);
    await dialog.getByLabel('确认密码').fill(`${guest.password}x`);
    await dialog.getByRole('button', { name: '提交注册' }).click();
    await expect(dialog.getByText('两次密码输入不一致')).toBeVisible();
    await dialog.getByLabel('确认密码').fill(guest.password);
    await dialog.getByRole('button', { name: '提交注册' }).click();
    const done = page.getByRole('alertdialog', { name: '注册提示' });
    await expect(done).toContainText('注册申请已提交,请耐心等待管理员通过!');
    await done.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login(\?redirect=[^&]*)?$/);

    // Waiting for approval: the guest cannot sign in yet
    await login.signIn(guest);
    await expect(login.form.getByText('注册申请正在审核中，请耐心等待管理员通过')).toBeVisible();

    // The administrator approves it
    await login.signIn(ADMIN);
    await expect(page).toHaveURL(/\/wel\/index$/);
    await sidebar(page).getByRole('link', { name: '注册审核' }).click();
    await expect(page).toHaveURL(/\/system\/registration$/);
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: guest.account });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: '通过' }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('确定通过选择的 1 条注册申请?');
    await question.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('status').filter({ hasText: '审核通过' })).toBeVisible();
    await expect(row).toHaveCount(0);
    await new UserMenu(page).signOut();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fregistration$/);

    // The guest opens the login page afresh (not the administrator's return address) and sees only the guest menus
    await login.goto();
    await login.signIn(guest);
    await expect(page).toHaveURL(/\/wel\/index$/);
    await expect(sidebar(page).getByRole('group', { name: '首页' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: '工作台' })).toBeVisible();
    await expect(sidebar(page).getByRole('group', { name: '系统管理' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: '参数管理' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link')).toHaveCount(1);
  });
});
