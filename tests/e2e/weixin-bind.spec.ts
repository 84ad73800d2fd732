import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { LoginPage } from './pages/login-page.js';
import { expectNoOverflow } from './pages/mobile-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

/**
 * The messaging-app binding (/mobile/weixin-bind, issue 24) on a phone, against the local stand-in of WeChat's
 * authorization that the e2e server starts (scripts/e2e-weixin.mjs; the visitor is the open id in its
 * `e2e_openid` cookie): an unbound visitor proves who they are and binds, the next visit signs in at once,
 * the user unbinds; staff see the binding (open id masked) and remove it. Nothing wider than 360 px.
 */
const MEMBER = { account: 'huiyuan', password: 'Zhuxie@2026' };
const ADMIN = { account: 'admin', password: 'Zhuxie@2026' };
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel, viewport: { width: 360, height: 780 }, locale: 'zh-CN', timezoneId: 'America/Los_Angeles' });

expectCleanConsole();

/** Who the stand-in says the visitor is (cookies ignore ports: the stand-in listens on 127.0.0.1 too). */
async function beWeixinUser(page: Page, openId: string) {
  await page.context().addCookies([{ name: 'e2e_openid', value: openId, domain: '127.0.0.1', path: '/' }]);
}

/** Forgets the session (as a new visit from the messaging app would have none). */
async function signOutLocally(page: Page) {
  await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
}

test.describe
  .serial('微信绑定', () => {
    const openId = `oE2E${Date.now()}`;
    const masked = `${openId.slice(0, 4)}****${openId.slice(-4)}`;

    test('inside WeChat, the meetings ask a signed-in member without a binding to bind first, and open once bound', async ({
      browser,
    }) => {
      // SPEC section 2: meeting-list and meeting-detail need the mobile binding (in the WeChat browser).
      const context = await browser.newContext({
        ...pixel,
        viewport: { width: 360, height: 780 },
        locale: 'zh-CN',
        timezoneId: 'America/Los_Angeles',
        baseURL: test.info().project.use.baseURL,
        userAgent: `${pixel.userAgent} MicroMessenger/8.0.49`,
      });
      const page = await context.newPage();
      try {
        await beWeixinUser(page, `oGATE${Date.now()}`);
        const login = new LoginPage(page);
        await login.goto(`/login?redirect=${encodeURIComponent('/mobile/meeting-list')}`);
        await login.signIn(MEMBER);
        const gate = page.getByRole('region', { name: '请先绑定微信' });
        await expect(gate).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: '会议列表' })).toBeVisible();
        await expectNoOverflow(page);
        await page.screenshot({ path: 'test-results/mobile/meeting-gate-360.png', fullPage: true });

        await gate.getByRole('link', { name: '绑定微信' }).click();
        await expect(page).toHaveURL(/\/mobile\/weixin-bind$/);
        const mine = page.getByRole('region', { name: '我的微信绑定' });
        await mine.getByRole('link', { name: '绑定微信' }).click();
        const form = page.getByRole('form', { name: '验证身份' });
        await form.getByLabel('账号').fill(MEMBER.account);
        await form.getByLabel('密码').fill(MEMBER.password);
        await form.getByRole('button', { name: '验证并绑定' }).click();
        await expect(page.getByRole('region', { name: '我的微信绑定' }).getByText('已绑定微信')).toBeVisible();

        await page.goto('/mobile/meeting-list');
        await expect(page.getByRole('article', { name: '年度会员大会暨行业高质量发展论坛（演示）' })).toBeVisible();
        await expect(page.getByRole('region', { name: '请先绑定微信' })).toHaveCount(0);
        // Left unbound, as the next test expects the member to be.
        await page.goto('/mobile/weixin-bind');
        await mine.getByRole('button', { name: '解除绑定' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
        await expect(mine.getByText('当前账号未绑定微信', { exact: false })).toBeVisible();
      } finally {
        await context.close();
      }
    });

    test('an unbound visitor authorizes, proves the password and is bound; the next visit signs in at once', async ({
      page,
    }) => {
      await beWeixinUser(page, openId);
      await page.goto('/mobile/weixin-bind');
      await expect(page.getByRole('heading', { level: 1, name: '微信绑定' })).toBeVisible();
      await expect(page.getByRole('link', { name: '使用账号登录' })).toBeVisible();
      await expectNoOverflow(page);
      await page.screenshot({ path: 'test-results/mobile/weixin-bind-start-360.png', fullPage: true });

      await page.getByRole('link', { name: '微信授权' }).click();
      const form = page.getByRole('form', { name: '验证身份' });
      await expect(form).toBeVisible();
      await expect(page).toHaveURL(/\/mobile\/weixin-bind\?code=/);
      await form.getByLabel('账号').fill(MEMBER.account);
      await form.getByLabel('密码').fill('not-the-password');
      await form.getByRole('button', { name: '验证并绑定' }).click();
      await expect(form.getByText('账号或密码错误')).toBeVisible();
      await expectNoOverflow(page);
      await page.screenshot({ path: 'test-results/mobile/weixin-bind-form-360.png', fullPage: true });

      await form.getByLabel('密码').fill(MEMBER.password);
      await form.getByRole('button', { name: '验证并绑定' }).click();
      await expect(page).toHaveURL(/\/mobile\/weixin-bind$/);
      const mine = page.getByRole('region', { name: '我的微信绑定' });
      await expect(mine.getByText('已绑定微信')).toBeVisible();
      await expect(mine.getByText(masked)).toBeVisible();
      await expectNoOverflow(page);
      await page.screenshot({ path: 'test-results/mobile/weixin-bind-bound-360.png', fullPage: true });

      // A later visit from the same open id: signed in at once, no form.
      await signOutLocally(page);
      await page.goto('/mobile/weixin-bind');
      await page.getByRole('link', { name: '微信授权' }).click();
      await expect(page).toHaveURL(/\/mobile\/weixin-bind$/);
      await expect(page.getByRole('region', { name: '我的微信绑定' }).getByText(masked)).toBeVisible();
      await page.goto('/mobile/info');
      await expect(page.getByText(MEMBER.account).first()).toBeVisible();
    });

    test('the user unbinds; the next visit asks to prove who they are again', async ({ page }) => {
      await beWeixinUser(page, openId);
      await page.goto('/mobile/weixin-bind');
      await page.getByRole('link', { name: '微信授权' }).click();
      const mine = page.getByRole('region', { name: '我的微信绑定' });
      await expect(mine.getByText(masked)).toBeVisible();
      await mine.getByRole('button', { name: '解除绑定' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
      await expect(mine.getByText('当前账号未绑定微信', { exact: false })).toBeVisible();
      await expect(mine.getByRole('link', { name: '绑定微信' })).toBeVisible();

      await signOutLocally(page);
      await page.goto('/mobile/weixin-bind');
      await page.getByRole('link', { name: '微信授权' }).click();
      const form = page.getByRole('form', { name: '验证身份' });
      await expect(form).toBeVisible();
      // Bound again for the staff screen.
      await form.getByLabel('账号').fill(MEMBER.account);
      await form.getByLabel('密码').fill(MEMBER.password);
      await form.getByRole('button', { name: '验证并绑定' }).click();
      await expect(page.getByRole('region', { name: '我的微信绑定' }).getByText(masked)).toBeVisible();
    });

    test('staff list the bindings with the open id masked and remove one', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await new LoginPage(page).goto();
      await new LoginPage(page).signIn(ADMIN);
      await expect(page).toHaveURL(/\/wel\/index$/);
      await page.goto('/system/weixin-binding');
      await expect(page.getByRole('heading', { level: 1, name: '微信绑定' })).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(MEMBER.account) });
      await expect(row.getByText(masked)).toBeVisible();
      await expect(page.getByText(openId)).toHaveCount(0);
      await page.screenshot({ path: 'test-results/mobile/weixin-binding-staff-1280.png', fullPage: true });
      await row.getByRole('button', { name: '删除' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
      await expect(page.getByText(masked)).toHaveCount(0);
    });
  });
