import { expect, test } from './fixtures.js';
import { toast } from './pages/flow-page.js';
import { ADMIN, signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

expectCleanConsole();

test.describe('会员证书', () => {
  test('staff create a model, issue a certificate, its open verification page says valid; after revocation it says revoked', async ({
    page,
    browser,
  }) => {
    test.slow();
    const title = `证书模板${Date.now() % 100000}`;
    await signInAs(page, ADMIN);

    // A submitted model (the preview follows the form).
    await page.goto('/awards/memberManagement/certificate-model');
    await page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('form', { name: '新增证书模板' });
    await form.getByRole('textbox', { name: '模板名称' }).fill(title);
    await form.getByRole('textbox', { name: '发证单位' }).fill('辽宁省建筑业协会');
    await expect(form.getByRole('img', { name: '预览' })).toContainText('辽宁省建筑业协会');
    await form.getByRole('combobox', { name: '状态' }).selectOption({ label: '已提交' });
    await form.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '新增成功')).toBeVisible();

    // Issue a certificate to the demo unit.
    await page.goto('/awards/memberManagement/certificate');
    await page.getByRole('button', { name: '生成证书' }).click();
    const dialog = page.getByRole('form', { name: '生成证书' });
    await dialog.getByRole('combobox', { name: /^证书模板/ }).selectOption({ label: title });
    await dialog.getByRole('combobox', { name: /^会员单位/ }).selectOption({ label: '示例建筑工程有限公司' });
    await dialog.getByRole('button', { name: '生成', exact: true }).click();
    await expect(toast(page, '已生成证书')).toBeVisible();
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: title });
    await expect(row).toContainText('有效');
    const href = await row.getByRole('link', { name: '核验页' }).getAttribute('href');
    expect(href).toMatch(/^\/cmsPages\/memberCertificate\?code=/);

    // Anyone opens the verification page: valid.
    const visitor = await browser.newContext();
    const open = await visitor.newPage();
    await open.goto(href!);
    await expect(open.getByRole('status')).toContainText('证书有效');
    await expect(open.getByText('示例建筑工程有限公司')).toBeVisible();
    await expect(open.getByText('91210100MA0Y0000AR')).toHaveCount(0);

    // Staff revoke it with a reason; the page now says revoked, with the date.
    await row.getByRole('button', { name: '撤销' }).click();
    const revoke = page.getByRole('form', { name: '撤销证书' });
    await revoke.getByRole('button', { name: '确认撤销' }).click();
    await expect(revoke).toContainText('请输入撤销原因');
    await revoke.getByRole('textbox', { name: '撤销原因' }).fill('单位申请注销');
    await revoke.getByRole('button', { name: '确认撤销' }).click();
    await expect(toast(page, '证书已撤销')).toBeVisible();
    await expect(row).toContainText('已撤销');

    await open.reload();
    await expect(open.getByRole('status')).toContainText('证书已撤销');
    await expect(open.getByRole('status')).toContainText(/已于 \d{4} 年 \d{2} 月 \d{2} 日 撤销/);
    await expect(open.getByText('单位申请注销')).toHaveCount(0);
    await visitor.close();
  });

  test('the public member directory lists active units without contacts', async ({ page }) => {
    await page.goto('/vipCatalogue');
    await expect(page.getByRole('heading', { name: '会员名录' })).toBeVisible();
    const table = page.getByRole('table', { name: '会员单位' });
    await expect(table).toContainText('示例建筑工程有限公司');
    await expect(table).not.toContainText('鞍山钢城建筑安装有限公司');
    await expect(table).not.toContainText('13800000001');
    await page.getByLabel('单位名称').fill('大连');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table).toContainText('大连海湾建设集团有限公司');
  });
});
