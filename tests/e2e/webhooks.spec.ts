import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures.js';
import { signInAs } from './pages/login-page.js';

// Webhook 推送 (issue 26): staff register an endpoint, see its secret once, send a test event and watch the
// product's outbox job (every minute) post it, signed, to a receiver this test runs. Every event type, the retries
// and the re-send are covered over HTTP by tests/api/webhooks.test.ts.
test.describe('Webhook 推送', () => {
  test('an administrator adds an endpoint, keeps its secret and receives a signed test delivery', async ({ page }) => {
    test.setTimeout(150_000);
    const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/zhuxie`;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await signInAs(page);
      await page
        .getByRole('navigation', { name: '主菜单' })
        .getByRole('link', { name: 'Webhook 推送', exact: true })
        .click();
      await expect(page).toHaveURL(/\/system\/webhook$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Webhook 推送' })).toBeVisible();
      const endpoints = page.getByRole('table', { name: '推送地址' });
      const deliveries = page.getByRole('table', { name: '推送记录' });
      await expect(endpoints).toBeVisible();
      await expect(deliveries).toBeVisible();

      await page.getByRole('toolbar', { name: '列表操作' }).first().getByRole('button', { name: '新增' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: '新增推送地址' })).toBeVisible();
      // Nothing filled in: the form says what is missing.
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog.getByText('请输入名称')).toBeVisible();
      await expect(dialog.getByText('请选择事件类型')).toBeVisible();
      await dialog.getByLabel(/^名称/).fill('会员数据同步');
      await dialog.getByLabel(/^推送地址/).fill(url);
      for (const event of ['申请已通过', '缴费已确认']) {
        await dialog.getByRole('checkbox', { name: event, exact: true }).locator('xpath=ancestor::label[1]').click();
      }
      await page.screenshot({ path: test.info().outputPath('webhook-form-1280.png') });
      await dialog.getByRole('button', { name: '保存' }).click();

      // The secret, once.
      const secretDialog = page.getByRole('dialog', { name: '「会员数据同步」的签名密钥' });
      await expect(secretDialog).toBeVisible();
      const secret = (await secretDialog.getByTestId('webhook-secret').textContent())!.trim();
      expect(secret).toMatch(/^whsec_[\w-]{40,}$/);
      await page.screenshot({ path: test.info().outputPath('webhook-secret-1280.png') });
      await secretDialog.getByRole('button', { name: '我已保存' }).click();
      const row = endpoints.locator('tbody tr').filter({ hasText: '会员数据同步' });
      await expect(row).toContainText(`••••${secret.slice(-4)}`);
      await expect(row).toContainText('申请已通过');
      await expect(row).toContainText('缴费已确认');

      // A test delivery: queued, and posted right after it is saved (WEBHOOK_IMMEDIATE; the outbox job would retry).
      await row.getByRole('button', { name: '测试' }).click();
      await expect(page.getByRole('status').filter({ hasText: '已加入测试推送' }).first()).toBeVisible();
      await row.getByRole('button', { name: '推送记录' }).click();
      const delivery = deliveries.locator('tbody tr').filter({ hasText: '测试推送' });
      await expect(delivery).toBeVisible();
      await expect.poll(() => received.length, { timeout: 15_000, intervals: [500] }).toBe(1);
      const [got] = received;
      expect(got!.headers['x-zhuxie-event']).toBe('webhook.ping');
      const signed = createHmac('sha256', secret)
        .update(`${got!.headers['x-zhuxie-timestamp']}.${got!.body}`)
        .digest('hex');
      expect(got!.headers['x-zhuxie-signature']).toBe(`sha256=${signed}`);
      expect(JSON.parse(got!.body)).toMatchObject({ type: 'webhook.ping', data: { name: '会员数据同步' } });

      await page.getByRole('button', { name: '刷新' }).last().click();
      await expect(delivery).toContainText('已送达');
      await delivery.getByRole('button', { name: '查看' }).click();
      const detail = page.getByRole('dialog', { name: '推送详情' });
      await expect(detail).toContainText('"type": "webhook.ping"');
      await expect(detail).toContainText('HTTP 204');
      await page.screenshot({ path: test.info().outputPath('webhook-delivery-1280.png') });
      await detail.getByRole('button', { name: '关闭' }).click();

      await page.setViewportSize({ width: 375, height: 800 });
      await expect(page.getByRole('heading', { level: 1, name: 'Webhook 推送' })).toBeVisible();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      await page.screenshot({ path: test.info().outputPath('webhook-375.png'), fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
