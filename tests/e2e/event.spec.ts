import { expect, test } from './fixtures.js';
import { toast } from './pages/flow-page.js';
import { ADMIN, signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';
import { fillDateTime } from './pages/date-field.js';
import { qrBitmap } from './pages/mobile-page.js';

expectCleanConsole();

test.describe('活动会议', () => {
  test('staff create and release an event, a visitor registers on the open page, staff check the visitor in by number', async ({
    page,
    browser,
  }) => {
    test.slow();
    const title = `技术交流会${Date.now() % 100000}`;
    await signInAs(page, ADMIN);

    // 活动管理: a new draft, then released.
    await page.goto('/event/list');
    await page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('form', { name: '新增活动' });
    await form.getByRole('textbox', { name: '活动名称' }).fill(title);
    await form.getByRole('combobox', { name: '类型' }).selectOption({ label: '会议' });
    await form.getByRole('textbox', { name: '地点' }).fill('沈阳市和平区会议中心');
    await fillDateTime(form, '开始时间', '2030-05-01T09:00');
    await fillDateTime(form, '结束时间', '2030-05-01T17:00');
    await form.getByRole('textbox', { name: '人数上限' }).fill('50');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '新增成功')).toBeVisible();
    const row = page.getByRole('table', { name: '活动列表' }).locator('tbody tr').filter({ hasText: title });
    await expect(row).toContainText('草稿');
    await row.getByRole('button', { name: `发布 ${title}` }).click();
    await expect(toast(page, '发布成功')).toBeVisible();
    await expect(row).toContainText('已发布');
    const href = await row.getByRole('link', { name: '报名链接' }).getAttribute('href');
    expect(href).toMatch(/^\/activity-registration\?id=/);

    // A visitor without an account registers on the open page and gets a sign-in number and its QR code.
    const visitor = await browser.newContext();
    const open = await visitor.newPage();
    await open.goto(href!);
    await expect(open.getByRole('heading', { name: title })).toBeVisible();
    // The open page carries the association's name and contact.
    await expect(open.getByTestId('site-name')).toHaveText('省建筑业协会');
    await expect(open.getByText('主办：省建筑业协会 · 联系电话：024-23456789')).toBeVisible();
    const reg = open.getByRole('form', { name: '活动报名' });
    await reg.getByRole('textbox', { name: '姓名' }).fill('张三');
    await reg.getByRole('textbox', { name: '手机号码' }).fill('13800001234');
    await reg.getByRole('textbox', { name: '工作单位' }).fill('示例建筑工程有限公司');
    // Yes/no questions are choices (是 / 否), the others free text.
    await reg.getByRole('combobox', { name: '是否需要住宿' }).selectOption('是');
    await expect(reg.getByRole('combobox', { name: '是否用餐' })).toBeVisible();
    await expect(reg.getByRole('textbox', { name: '饮食禁忌' })).toBeVisible();
    await reg.getByRole('button', { name: '提交报名' }).click();
    await expect(open.getByText('张三，报名成功！')).toBeVisible();
    await expect(open.getByTestId('sign-in-number')).toHaveText('0001');
    await expect(open.getByText('已报名 1 / 50 人')).toBeVisible();
    await expect(open.getByRole('img', { name: '签到二维码 0001' })).toBeVisible();

    // The same mobile a second time is refused.
    await open.reload();
    await reg.getByRole('textbox', { name: '姓名' }).fill('张三');
    await reg.getByRole('textbox', { name: '手机号码' }).fill('13800001234');
    await reg.getByRole('textbox', { name: '工作单位' }).fill('示例建筑工程有限公司');
    await reg.getByRole('button', { name: '提交报名' }).click();
    await expect(reg.getByText('您已报名，请勿重复报名')).toBeVisible();
    await visitor.close();

    // 会议签到: choose the event, type the number; the second time is refused with the time of the first.
    // The browser has no BarcodeDetector: codes are read by the zxing-wasm fallback (served by our own server).
    await page.addInitScript(() => {
      delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
    });
    await page.goto('/meeting/checkIn');
    await page.getByRole('combobox', { name: '请选择活动' }).selectOption({ label: title });
    await expect(page.getByTestId('stat-registered')).toHaveText('1');
    await expect(page.getByTestId('stat-checked-in')).toHaveText('0');
    await page.getByRole('textbox', { name: '签到号' }).fill('0001');
    await page.getByRole('button', { name: '签到', exact: true }).click();
    await expect(page.getByText(/张三 签到成功（\d{2}:\d{2}）/)).toBeVisible();
    await expect(page.getByTestId('stat-checked-in')).toHaveText('1');
    await page.getByRole('textbox', { name: '签到号' }).fill('');
    // A picture of the sign-in QR code, decoded in the page by zxing-wasm, checks in the same number again.
    const wasm = page.waitForResponse((r) => /\.wasm$/.test(new URL(r.url()).pathname));
    await expect(page.getByRole('button', { name: '识别二维码图片' })).toBeEnabled();
    await page.getByTestId('checkin-picture-input').setInputFiles({
      name: 'qr.bmp',
      mimeType: 'image/bmp',
      buffer: qrBitmap('0001'),
    });
    const served = await wasm;
    expect(new URL(served.url()).origin).toBe(new URL(page.url()).origin);
    expect(served.status()).toBe(200);
    await expect(page.getByRole('textbox', { name: '签到号' })).toHaveValue('0001');
    await expect(page.getByText(/已于 \d{2}:\d{2} 签到/)).toBeVisible();
  });
});
