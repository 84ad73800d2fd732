import { expect, test } from './fixtures.js';
import { FlowPanel, openTaskList, toast } from './pages/flow-page.js';
import { signInAs } from './pages/login-page.js';
import { fillDateTime } from './pages/date-field.js';

const APPROVER = { account: 'shenpi', password: 'Zhuxie@2026' };

test.describe('请假流程', () => {
  test('submitted by one user, rejected without and with an opinion, resubmitted, approved by another; in sent and done lists', async ({
    page,
    browser,
  }) => {
    test.slow(); // two users, a dozen page loads
    const reason = `家中有事 e2e-${Date.now()}`;

    // The administrator files a leave request and sends it for review at once (保存并送审).
    await signInAs(page);
    await page.goto('/work/process/leave/form/leave');
    const form = page.getByRole('form', { name: '新的请假申请' });
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(form).toContainText('请选择请假类型');
    await form.getByLabel('请假类型').selectOption({ label: '事假' });
    await form.getByLabel('请假天数').fill('1.5');
    await fillDateTime(form, '开始时间', '2026-12-01T09:00');
    await fillDateTime(form, '结束时间', '2026-12-02T12:00');
    await form.getByLabel('请假事由').fill(reason);
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(toast(page, '已保存并送审')).toBeVisible();
    const mine = page.getByRole('table', { name: '我的请假' }).getByRole('row').filter({ hasText: reason });
    await expect(mine).toContainText('审核中');

    // The approver claims the task and rejects it: first without an opinion (refused), then with one.
    const approverContext = await browser.newContext();
    const approverPage = await approverContext.newPage();
    await signInAs(approverPage, APPROVER);
    // The approver was told in the bell; the message leads to the claim list.
    await approverPage.getByRole('button', { name: /^消息通知，\d+ 条未读$/ }).click();
    const bell = approverPage.getByRole('dialog', { name: /消息通知/ });
    await bell.getByRole('button', { name: '未读 待审批：系统管理员的事假申请（1.5天）' }).first().click();
    await expect(approverPage).toHaveURL(/\/work\/tasks\/claim$/);
    let list = await openTaskList(approverPage, 'claim');
    await list.getByRole('row').filter({ hasText: '系统管理员' }).first().getByRole('button', { name: '签收' }).click();
    await expect(approverPage).toHaveURL(/\/work\/process\/leave\/handle\//);
    const panel = new FlowPanel(approverPage);
    await expect(approverPage.getByText(reason)).toBeVisible();
    await panel.press('驳回');
    await expect(panel.region).toContainText('审核意见不能为空');
    await panel.opinion().fill('请补充证明材料');
    await panel.press('驳回');
    await expect(toast(approverPage, '已驳回')).toBeVisible();
    await panel.expectStatus('已驳回');

    // The applicant sees the rejection with its opinion and sends the request again.
    await page.reload();
    await expect(page.getByRole('table', { name: '我的请假' })).toBeVisible({ timeout: 30_000 });
    await expect(mine).toContainText('已驳回');
    await mine.getByRole('button', { name: '查看' }).click();
    const own = new FlowPanel(page);
    await expect(own.region).toContainText('请补充证明材料');
    await page.getByRole('button', { name: '审批记录' }).click();
    const record = page.getByRole('dialog', { name: '审批记录' });
    await expect(record.getByRole('row')).toHaveCount(3); // header, 提交申请, 驳回
    await record.getByRole('button', { name: '关闭' }).first().click();
    await own.press('送审');
    await own.expectStatus('审核中');

    // The approver approves without an opinion: 同意 is recorded.
    list = await openTaskList(approverPage, 'claim');
    await list.getByRole('row').filter({ hasText: '系统管理员' }).first().getByRole('button', { name: '签收' }).click();
    await panel.press('通过');
    await expect(toast(approverPage, '已通过')).toBeVisible();
    await panel.expectStatus('已通过');
    await expect(panel.region).toContainText('同意');

    // Each user's lists: the approver's 办结事务, the applicant's 已发事务.
    list = await openTaskList(approverPage, 'done');
    await expect(list.getByRole('row').filter({ hasText: '系统管理员' }).first()).toContainText('已通过');
    list = await openTaskList(page, 'send');
    await expect(list.getByRole('row').filter({ hasText: '系统管理员' }).first()).toContainText('已通过');
    // The applicant was told the result in the bell.
    await page.reload();
    await page.getByRole('button', { name: /^消息通知，\d+ 条未读$/ }).click();
    await expect(
      page
        .getByRole('dialog', { name: /消息通知/ })
        .getByRole('button', { name: '未读 审批结果：系统管理员的事假申请（1.5天）（已通过）' })
        .first(),
    ).toBeVisible();
    await approverContext.close();
  });
});
