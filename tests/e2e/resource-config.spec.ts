import { expect, test } from './fixtures.js';
import { AdminCrudPage } from './pages/admin-crud-page.js';
import { signInAs } from './pages/login-page.js';

/** 资源管理: storage configurations (secret masked, one enabled) and SMS configurations (enable, test message). */
async function openResourceMenu(page: AdminCrudPage): Promise<void> {
  const nav = page.page.getByRole('navigation', { name: '主菜单' });
  const link = nav.getByRole('link', { name: page.menuName, exact: true });
  if (!(await link.isVisible())) await nav.getByText('资源管理', { exact: true }).click();
  await link.click();
  await expect(page.page).toHaveURL(new RegExp(`${page.path}$`));
  await expect(page.page.getByRole('heading', { level: 1, name: page.menuName })).toBeVisible();
}

test.describe('资源管理: storage and SMS configurations', () => {
  let consoleErrors: string[];

  test.beforeEach(async ({ page }) => {
    consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await signInAs(page);
  });

  test.afterEach(() => {
    expect(consoleErrors, 'no errors in the browser console').toEqual([]);
  });

  test('对象存储: the secret key is masked, the bucket is not listed, and one configuration is enabled at a time', async ({
    page,
  }) => {
    const oss = new AdminCrudPage(page, '对象存储', '/resource/oss');
    const stamp = Date.now();
    const s3Name = `e2e-S3-${stamp}`;
    const localName = `e2e-本地-${stamp}`;
    await openResourceMenu(oss);

    await oss.openCreate('新增存储配置');
    await oss.field('配置名称').fill(s3Name);
    await oss.choose(oss.field('存储类型'), 'S3 兼容存储');
    await oss.save();
    await expect(oss.dialog.getByText('请输入存储桶名称')).toBeVisible();
    await oss.field('存储桶').fill(`bucket-${stamp}`);
    await oss.field('AccessKey').fill('AKIDE2E');
    await oss.field('SecretKey').fill('e2e-secret-value');
    await oss.save();
    await expect(oss.toast('新增成功')).toBeVisible();
    await expect(oss.row(s3Name)).toContainText('e2******ue');
    await expect(oss.row(s3Name)).not.toContainText(`bucket-${stamp}`);
    await expect(oss.row(s3Name)).toContainText('关闭');

    // Editing keeps the secret when the field is left empty.
    await oss.row(s3Name).getByRole('button', { name: '编辑' }).click();
    await expect(oss.dialog.getByText('留空则保留原密钥（当前 e2******ue）')).toBeVisible();
    await oss.field('AccessKey').fill('AKIDE2E2');
    await oss.save();
    await expect(oss.toast('更新成功')).toBeVisible();
    await expect(oss.row(s3Name)).toContainText('e2******ue');

    // The local folder (uploads of the other tests keep working) is enabled.
    await oss.openCreate('新增存储配置');
    await oss.field('配置名称').fill(localName);
    await oss.save();
    await expect(oss.toast('新增成功')).toBeVisible();
    await oss
      .row(localName)
      .getByRole('button', { name: `启用 ${localName}` })
      .click();
    await expect(oss.confirmDialog).toContainText('其他存储配置将关闭');
    await oss.confirmDialog.getByRole('button', { name: '确定' }).click();
    await expect(oss.toast('启用成功')).toBeVisible();
    await expect(oss.row(localName)).toContainText('开启');
    await expect(oss.row(localName).getByRole('button', { name: `启用 ${localName}` })).toHaveCount(0);
    await expect(oss.row(s3Name)).toContainText('关闭');
  });

  test('短信配置: enable a configuration and send a test message with the mobile-number rule', async ({ page }) => {
    const sms = new AdminCrudPage(page, '短信配置', '/resource/sms');
    const name = `e2e-日志-${Date.now()}`;
    await openResourceMenu(sms);

    await sms.openCreate('新增短信配置');
    await sms.field('配置名称').fill(name);
    await sms.save();
    await expect(sms.toast('新增成功')).toBeVisible();
    await sms
      .row(name)
      .getByRole('button', { name: `启用 ${name}` })
      .click();
    await sms.confirmDialog.getByRole('button', { name: '确定' }).click();
    await expect(sms.toast('启用成功')).toBeVisible();
    await expect(sms.row(name)).toContainText('开启');

    await sms.toolbar.getByRole('button', { name: '发送测试' }).click();
    await expect(sms.dialog.getByRole('heading', { name: '发送测试短信' })).toBeVisible();
    const send = () => sms.dialog.getByRole('button', { name: '发送', exact: true }).click();
    await send();
    await expect(sms.dialog.getByText('手机号码不能为空')).toBeVisible();
    await sms.field('手机号码').fill('1380013800');
    await send();
    await expect(sms.dialog.getByText('手机号码长度不为11位')).toBeVisible();
    await sms.field('手机号码').fill('12800138000');
    await send();
    await expect(sms.dialog.getByText('手机号码格式不正确')).toBeVisible();
    await sms.field('手机号码').fill('13800138000');
    await sms.field('模板参数（JSON）').fill('{"code":"1234"}');
    await send();
    await expect(sms.toast('发送成功：138****8000（log）')).toBeVisible();
    await expect(sms.dialog).toBeHidden();
  });
});
