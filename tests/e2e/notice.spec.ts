import { expect, test } from './fixtures.js';
import { signInAs } from './pages/login-page.js';

test.describe('通知公告', () => {
  test('staff publish a notice; a member sees it in the bell and it becomes read', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAs(page);
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '通知公告', exact: true }).click();
    await expect(page).toHaveURL(/\/desk\/notice$/);
    await expect(page.getByRole('heading', { level: 1, name: '通知公告' })).toBeVisible();

    const title = `端到端通知 ${Date.now()}`;
    await page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: '新增通知' })).toBeVisible();
    await dialog.getByLabel(/^通知标题/).fill(title);
    const category = dialog.getByLabel(/^通知类型/);
    await expect(category.locator('option', { hasText: '会议通知' })).toHaveCount(1);
    await category.selectOption({ label: '会议通知' });
    await dialog.getByLabel(/^通知内容/).fill('第一行\n<b>不是 HTML</b>');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '新增成功' }).first()).toBeVisible();
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: title });
    await expect(row).toContainText('草稿');
    await expect(row).toContainText('会议通知');

    await row.getByRole('button', { name: `发布 ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('status').filter({ hasText: '发布成功' }).first()).toBeVisible();
    await expect(row).toContainText('已发布');
    await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);

    // A member company account sees it in the top bar's bell, unread, and opening it marks it read.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signInAs(member, { account: 'huiyuan', password: 'Zhuxie@2026' });
    await member.getByRole('button', { name: /^消息通知，\d+ 条未读$/ }).click();
    const panel = member.getByRole('dialog', { name: /消息通知/ });
    await expect(panel.getByRole('button', { name: `未读 ${title}` })).toBeVisible();
    await expect(panel.getByText('<b>不是 HTML</b>')).toHaveCount(0); // the bell lists titles only
    await panel.getByRole('button', { name: `未读 ${title}` }).click();
    await expect(panel.getByRole('button', { name: title, exact: true })).toBeVisible();
    // Read on the server: still read after a reload.
    await member.reload();
    await member.getByRole('button', { name: /^消息通知/ }).click();
    await expect(
      member.getByRole('dialog', { name: /消息通知/ }).getByRole('button', { name: title, exact: true }),
    ).toBeVisible();
    await memberContext.close();

    // The staff see who has read it.
    await row.getByRole('button', { name: `${title} 的阅读情况` }).click();
    const readers = page.getByRole('dialog');
    await expect(readers).toContainText('会员联系人（演示）');
    await expect(readers).toContainText('共 1 人已读');
    expect(errors).toEqual([]);
  });
});
