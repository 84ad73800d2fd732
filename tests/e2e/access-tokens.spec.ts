import { AxeBuilder } from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { AdminCrudPage } from './pages/admin-crud-page.js';
import { toast } from './pages/flow-page.js';
import { signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

async function serious(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Revokes the token of `row` (asked first), sees it go, and finds that the token no longer opens the API. */
async function revokeAndCheck(page: Page, row: Locator, name: string, auth: Record<string, string>): Promise<void> {
  await row.getByRole('button', { name: `撤销令牌 ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '撤销' }).click();
  await expect(toast(page, '令牌已撤销')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await page.request.get('/api/blade-system/param/list', { headers: auth })).status()).toBe(401);
}

/** Personal access tokens (issue 26) on the own info page: created, shown once, used by a script, revoked. */
test.describe('访问令牌', () => {
  expectCleanConsole();

  test('a person creates a token limited to one permission, sees it once, uses it, and revokes it', async ({
    page,
  }) => {
    const name = `e2e 脚本 ${Date.now()}`;
    await signInAs(page);
    await page.goto('/info/index');
    await page.getByRole('button', { name: '新建令牌' }).click();
    const form = page.getByRole('form', { name: '新建令牌' });
    // Nothing chosen: the screen says what is missing.
    await form.getByRole('button', { name: '创建' }).click();
    await expect(form).toContainText('请输入令牌名称');
    await expect(form).toContainText('请至少选择一项权限');
    await form.getByRole('textbox', { name: '令牌名称' }).fill(name);
    await form.getByRole('combobox', { name: '有效期' }).selectOption('7');
    await form.getByRole('textbox', { name: '搜索权限名称或编号' }).fill('参数管理');
    await form.getByText(/参数管理 param$/).click();
    await expect(form.getByRole('checkbox', { name: /参数管理 param$/ })).toBeChecked();
    await expect(form).toContainText('已选择 1 项');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'test-results/e2e/access-tokens-create-1280.png' });
    await form.getByRole('button', { name: '创建' }).click();

    const once = page.getByRole('dialog', { name: `令牌“${name}”已创建` });
    await expect(once).toContainText('关闭后将无法再次查看');
    const token = (await once.getByTestId('personal-token').textContent())!.trim();
    expect(token).toMatch(/^zxp_/);
    await page.screenshot({ path: 'test-results/e2e/access-tokens-once-1280.png' });
    await once.getByRole('button', { name: '我已保存' }).click();
    await expect(once).toBeHidden();

    // A script uses it: allowed for its code, refused for another.
    const auth = { authorization: `Bearer ${token}` };
    expect((await page.request.get('/api/blade-system/param/list', { headers: auth })).status()).toBe(200);
    expect((await page.request.get('/api/blade-system/client/list', { headers: auth })).status()).toBe(403);

    const table = page.getByRole('table', { name: '访问令牌' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(token.slice(0, 10));
    await expect(row).toContainText('param');
    // The token itself is never shown again.
    await page.reload();
    await expect(row).toBeVisible();
    await expect(page.getByText(token)).toHaveCount(0);
    await page.screenshot({ path: 'test-results/e2e/access-tokens-list-1280.png', fullPage: true });
    expect(await serious(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/e2e/access-tokens-list-375.png', fullPage: true });
    expect(await serious(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await revokeAndCheck(page, row, name, auth);
  });

  test('staff see the tokens of a user in 用户管理 and revoke one', async ({ page }) => {
    const name = `e2e 用户令牌 ${Date.now()}`;
    await signInAs(page);
    await page.goto('/info/index');
    await page.getByRole('button', { name: '新建令牌' }).click();
    const form = page.getByRole('form', { name: '新建令牌' });
    await form.getByRole('textbox', { name: '令牌名称' }).fill(name);
    await form.getByRole('textbox', { name: '搜索权限名称或编号' }).fill('参数管理');
    await form.getByText(/参数管理 param$/).click();
    await form.getByRole('button', { name: '创建' }).click();
    const once = page.getByRole('dialog', { name: `令牌“${name}”已创建` });
    const token = (await once.getByTestId('personal-token').textContent())!.trim();
    await once.getByRole('button', { name: '我已保存' }).click();
    const auth = { authorization: `Bearer ${token}` };
    expect((await page.request.get('/api/blade-system/param/list', { headers: auth })).status()).toBe(200);

    const users = new AdminCrudPage(page, '用户管理', '/system/user');
    await page.goto('/system/user');
    await users.search({ 登录账号: 'admin' });
    await users.row('admin').first().getByRole('button', { name: 'admin 的访问令牌' }).click();
    const dialog = page.getByRole('dialog', { name: 'admin 的访问令牌' });
    const row = dialog.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(token.slice(0, 10));
    await expect(row).toContainText('param');
    await expect(dialog.getByText(token)).toHaveCount(0);
    await page.screenshot({ path: 'test-results/e2e/user-tokens-1280.png' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/e2e/user-tokens-375.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await revokeAndCheck(page, row, name, auth);
  });

  test('应用管理 gives a client the client-credentials grant, its codes and rate; the client gets a service token', async ({
    page,
  }) => {
    const clientId = `e2e-robot-${Date.now()}`;
    const secret = 'e2e-robot-secret-2026';
    await signInAs(page);
    const clients = new AdminCrudPage(page, '应用管理', '/system/client');
    await page.goto('/system/client');
    await clients.openCreate('新增应用');
    await clients.field('客户端 id').fill(clientId);
    await clients.field('客户端密钥').fill(secret);
    await clients.tick(clients.dialog, '密码', false);
    await clients.tick(clients.dialog, '刷新令牌', false);
    await clients.tick(clients.dialog, '客户端凭证（服务账号）');
    // The codes are picked among those the administrator holds, found by name or code.
    await clients.dialog.getByRole('textbox', { name: '搜索权限名称或编号' }).fill('参数管理');
    await clients.dialog.getByText(/参数管理 param$/).click();
    await expect(clients.dialog.getByRole('checkbox', { name: /参数管理 param$/ })).toBeChecked();
    await expect(clients.dialog).toContainText('已选择 1 项');
    await clients.field('每分钟调用次数上限').fill('100');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'test-results/e2e/client-credentials-form-1280.png' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/e2e/client-credentials-form-375.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await clients.save();
    await expect(clients.dialog).toBeHidden();
    await expect(clients.row(clientId)).toBeVisible();

    const issued = await page.request.post('/api/blade-auth/oauth/token', {
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
      form: { grant_type: 'client_credentials' },
    });
    expect(issued.status()).toBe(200);
    const body = (await issued.json()) as { access_token: string; refresh_token?: string; permissions: string[] };
    expect(body.permissions).toEqual(['param']);
    expect(body.refresh_token).toBeUndefined();
    const auth = { authorization: `Bearer ${body.access_token}` };
    expect((await page.request.get('/api/blade-system/param/list', { headers: auth })).status()).toBe(200);
    expect((await page.request.get('/api/blade-system/client/list', { headers: auth })).status()).toBe(403);
  });
});
