import { expect, test } from './fixtures.js';
import { toast } from './pages/flow-page.js';
import { signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

/** Notifications (issue 25): each user's 通知设置 on the own info page, and the staff's 欠费提醒 in 会费缴纳. */
test.describe('通知与欠费提醒', () => {
  expectCleanConsole();

  test('a user chooses which notifications are emailed and in which language; the choice is kept', async ({ page }) => {
    await signInAs(page);
    await page.goto('/info/index');
    const form = page.getByRole('form', { name: '通知设置' });
    await expect(form).toBeVisible();
    // The e2e server has no SMTP server: the screen says so.
    await expect(form).toContainText('系统尚未配置邮件服务');
    const reminder = form.getByRole('checkbox', { name: '活动开始前提醒' });
    await expect(reminder).toBeChecked();
    await form.getByText('活动开始前提醒').click();
    await expect(reminder).not.toBeChecked();
    await form.getByRole('combobox', { name: '邮件语言' }).selectOption('en');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'test-results/e2e/notifications-info-1280.png', fullPage: true });
    await form.getByRole('button', { name: '保存设置' }).click();
    await expect(toast(page, '通知设置已保存')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('form', { name: '通知设置' }).getByRole('checkbox', { name: '活动开始前提醒' }),
    ).not.toBeChecked();
    await expect(
      page.getByRole('form', { name: '通知设置' }).getByRole('checkbox', { name: '有待我审批的事项' }),
    ).toBeChecked();
    await expect(page.getByRole('combobox', { name: '邮件语言' })).toHaveValue('en');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/e2e/notifications-info-375.png', fullPage: true });
  });

  test('staff set the reminder steps, remind now and read the log by channel', async ({ page }) => {
    await signInAs(page);
    await page.goto('/awards/memberManagement/member-pay');
    await page.getByRole('tab', { name: '欠费提醒' }).click();
    const steps = page.getByRole('group', { name: '提醒节点' });
    await expect(steps.getByRole('checkbox', { name: '逾期90天' })).toBeChecked();
    await steps.getByText('到期', { exact: true }).click();
    await expect(steps.getByRole('checkbox', { name: '到期' })).not.toBeChecked();
    await page.getByRole('button', { name: '保存节点' }).click();
    await expect(toast(page, '提醒节点已保存')).toBeVisible();
    await page.getByRole('button', { name: '立即提醒' }).click();
    // The demo units' periods fell due on 31 March and are unpaid.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /已提醒 \d+ 笔欠费/ })
        .first(),
    ).toBeVisible();
    const table = page.getByRole('table', { name: '提醒记录' });
    await expect(table.getByRole('row').filter({ hasText: '示例建筑工程有限公司' }).first()).toBeVisible();
    await expect(table).toContainText('未配置短信服务');
    await expect(table).toContainText('未配置邮件服务');
    await expect(table).toContainText('站内消息');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'test-results/e2e/notifications-reminders-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'test-results/e2e/notifications-reminders-375.png', fullPage: true });
    await page.reload();
    await page.getByRole('tab', { name: '欠费提醒' }).click();
    await expect(
      page.getByRole('group', { name: '提醒节点' }).getByRole('checkbox', { name: '到期' }),
    ).not.toBeChecked();
  });
});
