import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ADMIN, LoginPage } from './pages/login-page.js';
import { seriousViolations } from './pages/flow-admin-page.js';
import { expectNoOverflow, gql, qrBitmap, tokenOf } from './pages/mobile-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

/**
 * The mobile pages memeber-query, licence-query and statistical-query-main (issue 24) on a phone at 360 px, with
 * the demo data, and the installable web app: the manifest linked on the mobile pages only, the service worker
 * registered for /mobile/, and its offline page when the network goes.
 */
const MEMBER = { account: 'huiyuan', password: 'Zhuxie@2026' };
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel, viewport: { width: 360, height: 780 }, locale: 'zh-CN', timezoneId: 'America/Los_Angeles' });

expectCleanConsole();

async function signInFrom(page: Page, path: string, who = MEMBER) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await new LoginPage(page).signIn(who);
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll('?', '\\?')}$`));
}

/** The browser's service worker container, typed as far as the test uses it (the tests compile
 * without DOM types; each page.evaluate names it in full, as it runs in the page). */
type Workers = {
  ready: Promise<{ scope: string }>;
  controller: unknown;
  getRegistration(url: string): Promise<unknown>;
};

async function look(page: Page, name: string) {
  await expectNoOverflow(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/mobile/${name}-360.png`, fullPage: true });
}

test.describe('移动端查询', () => {
  test('会员查询: the member directory as cards, searched by name and level', async ({ page }) => {
    await signInFrom(page, '/mobile/memeber-query');
    await expect(page.getByRole('heading', { level: 1, name: '会员查询' })).toBeVisible();
    const total = page.getByRole('status').filter({ hasText: /^共 \d+ 家会员单位$/ });
    await expect(total).toBeVisible();
    const all = Number((await total.textContent())!.match(/\d+/)![0]);
    expect(all).toBeGreaterThan(0);
    await expect(page.getByRole('article', { name: '示例建筑工程有限公司' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(Math.min(all, 10));
    if (all > 10) {
      await page.getByRole('button', { name: '加载更多' }).click();
      await expect(page.getByRole('article')).toHaveCount(Math.min(all, 20));
    } else await expect(page.getByRole('button', { name: '加载更多' })).toHaveCount(0);
    await look(page, 'memeber-query');

    await page.getByRole('textbox', { name: '单位名称' }).fill('示例建筑');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page.getByRole('article', { name: '示例建筑工程有限公司' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(Number((await total.textContent())!.match(/\d+/)![0]));
    await page.getByRole('textbox', { name: '单位名称' }).fill('没有这样的单位');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page.getByText('没有符合条件的会员单位')).toBeVisible();
  });

  test('证书查询: a certificate by its number and by a picture of its QR code, an expert card by number', async ({
    page,
    request,
  }) => {
    const admin = await tokenOf(request, ADMIN);
    const { records } = (
      await gql<{ memberCertificates: { records: { number: string; code: string; unitName: string }[] } }>(
        request,
        admin,
        // A valid one, whichever it is (other tests issue and revoke certificates).
        '{ memberCertificates(page: { current: 1, size: 1 }, filter: { state: "valid" }) { records { number code unitName } } }',
      )
    ).memberCertificates;
    const cert = records[0]!;
    await page.addInitScript(() => {
      delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
    });
    await signInFrom(page, '/mobile/licence-query');
    await expect(page.getByRole('heading', { level: 1, name: '证书查询' })).toBeVisible();

    await page.getByRole('textbox', { name: '证书编号或核验码' }).fill(cert.number);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    const result = page.getByRole('region', { name: '会员证书' });
    await expect(result.getByRole('status')).toContainText('证书有效');
    await expect(result).toContainText(cert.unitName);
    await expect(result).toContainText(cert.number);
    await look(page, 'licence-query');

    // The QR code printed on the certificate (its verification address), read from a photo.
    await page.getByRole('textbox', { name: '证书编号或核验码' }).fill('');
    await page.getByRole('button', { name: '专家证' }).click();
    await page.getByTestId('checkin-picture-input').setInputFiles({
      name: 'qr.bmp',
      mimeType: 'image/bmp',
      buffer: qrBitmap(`http://zx.example/cmsPages/memberCertificate?code=${cert.code}`),
    });
    await expect(page.getByRole('button', { name: '会员证书' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`code=${cert.code}`));
    await expect(page.getByRole('region', { name: '会员证书' })).toContainText(cert.number);

    await page.getByRole('button', { name: '专家证' }).click();
    await page.getByRole('textbox', { name: '专家证号' }).fill('ZJ-DEMO-0001');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    const card = page.getByRole('region', { name: '专家证' });
    await expect(card.getByRole('status')).toContainText('专家证有效');
    await expect(card).toContainText('评审专家（演示）');
    await expect(card).toContainText('长期有效');
    await look(page, 'licence-query-expert');

    await page.getByRole('textbox', { name: '专家证号' }).fill('ZJ-NONE');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByRole('region', { name: '专家证' }).getByRole('status')).toContainText('未找到该专家证');
  });

  test('统计查询: staff see the figures with charts; a member is refused by the server', async ({ page, browser }) => {
    await signInFrom(page, '/mobile/statistical-query-main', ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: '统计查询' })).toBeVisible();
    await expect(page.getByRole('region', { name: '会员单位' })).toContainText('正常会员');
    await expect(page.getByRole('img', { name: '按会员级别' })).toBeVisible();
    await expect(page.getByRole('img', { name: '按地区' })).toBeVisible();
    const dues = page.getByRole('region', { name: /^\d{4} 年度会费$/ });
    await expect(dues).toContainText('已收');
    await expect(dues).toContainText(/\d+ 家单位/);
    await expect(page.getByRole('region', { name: '申报（按奖项与状态）' })).toBeVisible();
    await expect(page.getByRole('region', { name: '近期会议' })).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible();
    await look(page, 'statistical-query-main');

    const context = await browser.newContext({ ...pixel, viewport: { width: 360, height: 780 }, locale: 'zh-CN' });
    const other = await context.newPage();
    await signInFrom(other, '/mobile/statistical-query-main');
    await expect(other.getByText('没有操作权限')).toBeVisible();
    await expect(other.getByRole('img', { name: '按会员级别' })).toHaveCount(0);
    await context.close();
  });

  test('the installable web app: manifest and service worker on the mobile pages only, offline page without network', async ({
    page,
    context,
    request,
  }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as { scope: string; start_url: string; display: string; icons: unknown[] };
    expect(body).toMatchObject({ scope: '/mobile/', start_url: '/mobile/meeting-list', display: 'standalone' });
    expect((await request.get('/icons/icon-512.png')).headers()['content-type']).toBe('image/png');
    const sw = await request.get('/sw.js');
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['cache-control']).toBe('no-cache');

    // The login page (and the rest of the product) has neither.
    await page.goto('/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);

    await new LoginPage(page).signIn(MEMBER);
    await expect(page).toHaveURL(/\/wel\/index$/);
    await page.goto('/mobile/info');
    await expect(page.getByRole('heading', { level: 1, name: '我的信息' })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const scope = await page.evaluate(
      async () =>
        (await (globalThis as unknown as { navigator: { serviceWorker: Workers } }).navigator.serviceWorker.ready)
          .scope,
    );
    expect(new URL(scope).pathname).toBe('/mobile/');
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { navigator: { serviceWorker: Workers } }).navigator.serviceWorker.controller !==
        null,
    );
    expect(
      await page.evaluate(async () =>
        Boolean(
          await (
            globalThis as unknown as { navigator: { serviceWorker: Workers } }
          ).navigator.serviceWorker.getRegistration('/wel/index'),
        ),
      ),
    ).toBe(false);

    // No network: the page opens from the cached shell and says it is offline; back online, the data comes fresh.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: '网络未连接' })).toBeVisible();
    await expectNoOverflow(page);
    await page.screenshot({ path: 'test-results/mobile/offline-360.png', fullPage: true });
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    // Back online, the page comes by itself (the browser says so), its data fetched from the server.
    await context.setOffline(false);
    await expect(page.getByRole('region', { name: '账号信息' })).toContainText('huiyuan');
  });
});
