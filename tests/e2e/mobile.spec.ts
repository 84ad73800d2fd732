import { type APIRequestContext, devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { expectNoOverflow, gql, tokenOf } from './pages/mobile-page.js';
import { LoginPage } from './pages/login-page.js';
import { seriousViolations } from './pages/flow-admin-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

/**
 * The mobile pages (issue 24) on a phone: signed in with the demo member account (an ordinary sign-in: no
 * messaging-app binding yet), every page opens with the demo data and fits 360 px without sideways scrolling;
 * the member registers for the demo conference and sees the sign-in number and its QR code.
 */
const MEMBER = { account: 'huiyuan', password: 'Zhuxie@2026' };
const ADMIN = { account: 'admin', password: 'Zhuxie@2026' };
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel, viewport: { width: 360, height: 780 }, locale: 'zh-CN', timezoneId: 'America/Los_Angeles' });

expectCleanConsole();

async function setParam(request: APIRequestContext, token: string, paramKey: string, paramValue: string) {
  const found = await gql<{ params: { records: { id: string; version: number; paramName: string }[] } }>(
    request,
    token,
    'query($k: String) { params(filter: { paramKey: $k }) { records { id version paramName } } }',
    { k: paramKey },
  );
  const row = found.params.records[0]!;
  await gql(request, token, 'mutation($i: ParamInput!) { submitParam(input: $i) { id } }', {
    i: { id: row.id, version: row.version, paramKey, paramName: row.paramName, paramValue },
  });
}

async function signInFrom(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path).replaceAll('?', '\\?')}`));
  await new LoginPage(page).signIn(MEMBER);
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll('?', '\\?')}$`));
}

test.describe('移动端', () => {
  test('a visitor is sent to sign in and comes back to the mobile page', async ({ page }) => {
    await signInFrom(page, '/mobile/dues-query');
    await expect(page.getByRole('heading', { level: 1, name: '会费查询' })).toBeVisible();
    await expect(page).toHaveTitle(/^会费查询/);
  });

  test('the member registers for the demo conference from the phone and sees the sign-in number and QR code', async ({
    page,
  }) => {
    await signInFrom(page, '/mobile/meeting-list');
    const nav = page.getByRole('navigation', { name: '移动端导航' });
    await expect(nav.getByRole('link', { name: '会议' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: '会议列表' })).toBeVisible();
    const card = page.getByRole('article', { name: '年度会员大会暨行业高质量发展论坛（演示）' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('沈阳市和平区会议中心');
    await expectNoOverflow(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/mobile/meeting-list-360.png', fullPage: true });

    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/mobile\/meeting-detail\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: '会议详情' })).toBeVisible();
    await expect(page.getByRole('link', { name: '在地图中查看' })).toHaveAttribute(
      'href',
      `https://uri.amap.com/search?keyword=${encodeURIComponent('沈阳市和平区会议中心')}`,
    );
    await expect(page.getByRole('region', { name: '议程' })).toContainText('10:00 年度工作报告');
    const form = page.getByRole('form', { name: '活动报名' });
    await expect(form.getByRole('textbox', { name: '姓名' })).toHaveValue('会员联系人（演示）');
    await expect(form.getByRole('textbox', { name: '工作单位' })).toHaveValue('示例建筑工程有限公司');
    await expectNoOverflow(page);
    await form.getByRole('textbox', { name: '手机号码' }).fill(`139${String(Date.now()).slice(-8)}`);
    await form.getByRole('button', { name: '提交报名' }).click();

    const mine = page.getByRole('region', { name: '我的报名' });
    await expect(mine.getByTestId('sign-in-number')).toHaveText(/^\d{4}$/);
    const number = (await mine.getByTestId('sign-in-number').innerText()).trim();
    await expect(mine.getByRole('img', { name: `签到二维码 ${number}` })).toBeVisible();
    await expect(mine).toContainText('未签到');
    await expect(page.getByRole('region', { name: '住宿安排' })).toContainText('暂无住宿安排');
    await expect(form).toHaveCount(0);
    await expectNoOverflow(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/mobile/meeting-detail-360.png', fullPage: true });

    // Back to the list: the registration is among the user's own, with its number.
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/\/mobile\/meeting-list$/);
    await page.getByRole('tab', { name: /^我的报名/ }).click();
    await expect(page.getByRole('article', { name: '年度会员大会暨行业高质量发展论坛（演示）' })).toContainText(
      `签到号 ${number}`,
    );
  });

  test('the unit, its dues with the arrears, its payments and its receipts fit the phone', async ({
    page,
    request,
  }) => {
    test.slow();
    await signInFrom(page, '/mobile/info');
    const nav = page.getByRole('navigation', { name: '移动端导航' });

    // 我的信息: the account and its unit.
    await expect(page.getByRole('region', { name: '账号信息' })).toContainText('huiyuan');
    await expect(page.getByRole('region', { name: '会员单位' })).toContainText('91210100MA0Y0000AR');
    await expectNoOverflow(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/mobile/info-360.png', fullPage: true });

    // 会费查询: the demo unit starts in arrears for this year.
    await nav.getByRole('link', { name: '会费' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '会费查询' })).toBeVisible();
    await expect(page.getByText(/^欠费 .+ 元（\d{4} 年度）$/)).toBeVisible();
    const year = page.getByRole('article', { name: /^\d{4} 年度$/ }).first();
    await expect(year).toContainText('欠费');
    await expectNoOverflow(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/mobile/dues-query-360.png', fullPage: true });

    // The member pays online (the sandbox, enabled by staff for the test); staff void the receipt at the end, so
    // the demo unit is in arrears again for the tests after this one.
    const admin = await tokenOf(request, ADMIN);
    const member = await tokenOf(request, MEMBER);
    await setParam(request, admin, 'dues.pay.sandbox', 'true');
    let receiptId: string | undefined;
    try {
      const periods = await gql<{ duesPeriods: { records: { id: string; status: number }[] } }>(
        request,
        member,
        '{ duesPeriods { records { id status } } }',
      );
      const unpaid = periods.duesPeriods.records.find((p) => p.status === 0)!;
      const started = await gql<{ createPaymentOrder: { order: { orderNo: string }; token: string } }>(
        request,
        member,
        'mutation($i: CreatePaymentOrderInput!) { createPaymentOrder(input: $i) { order { orderNo } token } }',
        { i: { periodId: unpaid.id, provider: 'sandbox' } },
      );
      const paid = await gql<{ sandboxPaymentCallback: { id: string; receiptNo: string } }>(
        request,
        null,
        'mutation($i: SandboxCallbackInput!) { sandboxPaymentCallback(input: $i) { id receiptNo } }',
        { i: { token: started.createPaymentOrder.token } },
      );
      receiptId = paid.sandboxPaymentCallback.id;
      const { receiptNo } = paid.sandboxPaymentCallback;
      const { orderNo } = started.createPaymentOrder.order;

      // 缴费情况 and 缴费明细.
      await nav.getByRole('link', { name: '缴费' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '缴费情况' })).toBeVisible();
      const order = page.getByRole('article', { name: `订单 ${orderNo}` });
      await expect(order).toContainText('已支付');
      await expectNoOverflow(page);
      await page.screenshot({ path: 'test-results/mobile/payment-situation-360.png', fullPage: true });
      await order.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: '缴费明细' })).toBeVisible();
      await expect(page.getByRole('region', { name: /年度会费$/ })).toContainText(orderNo);
      await expect(page.getByRole('region', { name: /年度会费$/ })).toContainText('在线支付（沙箱）');
      await expectNoOverflow(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: 'test-results/mobile/payment-detail-360.png', fullPage: true });

      // 收据管理: the receipt, viewed (a new tab with the PDF) and downloaded.
      await page.getByRole('link', { name: '查看收据' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '收据管理' })).toBeVisible();
      const receipt = page.getByRole('article', { name: `收据 ${receiptNo}` });
      await expect(receipt).toContainText('有效');
      await expectNoOverflow(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: 'test-results/mobile/receipt-manage-360.png', fullPage: true });
      const opening = page.context().waitForEvent('page');
      await receipt.getByRole('button', { name: `查看收据 ${receiptNo}` }).click();
      const tab = await opening;
      await expect.poll(() => tab.url()).toMatch(/^blob:/);
      await tab.close();
      const downloading = page.waitForEvent('download');
      await receipt.getByRole('button', { name: `下载收据 ${receiptNo}` }).click();
      expect((await downloading).suggestedFilename()).toBe(`收据${receiptNo}.pdf`);
    } finally {
      if (receiptId)
        await gql(request, admin, 'mutation($i: VoidReceiptInput!) { voidReceipt(input: $i) { id } }', {
          i: { id: receiptId, reason: '移动端测试后恢复欠费状态' },
        });
      await setParam(request, admin, 'dues.pay.sandbox', 'false');
    }
  });
});
