import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { FlowPanel, openTaskList } from './pages/flow-page.js';
import { signInAs } from './pages/login-page.js';
import { expectNotice, recordNotices } from './pages/notices.js';
import { expectCleanConsole } from './pages/shell-page.js';

const APPROVER = { account: 'shenpi', password: 'Zhuxie@2026' };

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`);
}

test.describe('办公审批', () => {
  expectCleanConsole();

  test('the administrator files an application designating shenpi and submits; shenpi approves from the to-do list; it ends approved', async ({
    page,
    browser,
  }) => {
    test.slow(); // two users, a dozen page loads
    const title = `关于购置办公设备的请示 e2e-${Date.now()}`;

    // The administrator opens 办公审批 from the menu and starts a new application.
    await signInAs(page);
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '办公审批', exact: true }).click();
    await expect(page).toHaveURL(/\/work\/oa$/);
    await expect(page.getByRole('table', { name: '办公审批列表' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '新增' }).click();
    await expect(page).toHaveURL(/\/work\/oa\/form$/);
    const form = page.getByRole('form', { name: '新增办公审批' });
    await recordNotices(page);

    // 保存并送审 without approvers is refused on the form.
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(form).toContainText('请输入标题');
    await form.getByLabel(/^标题/).fill(title);
    const category = form.getByLabel(/^类别/);
    await expect(category.locator('option', { hasText: '请示' })).toHaveCount(1);
    await category.selectOption({ label: '请示' });
    await form.getByLabel(/^紧急程度/).selectOption({ label: '紧急' });
    await form.getByLabel(/^金额/).fill('12800.5');
    await form.getByLabel(/^正文/).fill('为保障日常办公，拟购置打印机两台，请审批。');
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(form).toContainText('请选择审批人');

    const approvers = form.getByRole('group', { name: '审批人' });
    await approvers.getByLabel('选择审批人').selectOption({ label: '审批人（演示）（秘书处）' });
    await approvers.getByRole('button', { name: '添加' }).click();
    await expect(approvers.getByRole('list', { name: '审批顺序' })).toContainText('1. 审批人（演示）（秘书处）');

    await form.getByRole('button', { name: '生成文号' }).click();
    await expectNotice(page, '已生成文号');
    await expect(form.getByLabel(/^文号/)).toHaveValue(/^辽建协〔\d{4}〕\d{3,}号$/);
    const reference = await form.getByLabel(/^文号/).inputValue();
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole('button', { name: '保存并送审' }).click();
    await expectNotice(page, '已保存并送审');
    await expect(page).toHaveURL(/\/work\/oa\/detail\//);
    const own = new FlowPanel(page);
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await own.expectStatus('审核中');

    // shenpi finds it in 待办事务 (designated: a user task, no claiming) and approves it.
    const approverContext = await browser.newContext();
    const approverPage = await approverContext.newPage();
    await signInAs(approverPage, APPROVER);
    let list = await openTaskList(approverPage, 'todo');
    const task = list.getByRole('row').filter({ hasText: title });
    await expect(task).toContainText('办公审批');
    await task.getByRole('button', { name: '办理' }).click();
    await expect(approverPage).toHaveURL(/\/work\/oa\/detail\//);
    await expect(approverPage.getByText('为保障日常办公，拟购置打印机两台，请审批。')).toBeVisible();
    const panel = new FlowPanel(approverPage);
    await panel.opinion().fill('同意购置');
    await recordNotices(approverPage);
    await panel.press('通过');
    await expectNotice(approverPage, '已通过');
    expect(await seriousViolations(approverPage)).toEqual([]);

    // The second step (秘书长审批, the approver role) is in shenpi's 待签事务: claim it and approve.
    list = await openTaskList(approverPage, 'claim');
    await list.getByRole('row').filter({ hasText: title }).getByRole('button', { name: '签收' }).click();
    await expect(approverPage).toHaveURL(/\/work\/oa\/detail\//);
    await recordNotices(approverPage);
    await panel.press('通过');
    await expectNotice(approverPage, '已通过');
    await panel.expectStatus('已通过');
    await expect(panel.region).toContainText('同意购置');
    await approverContext.close();

    // The administrator's list shows it approved.
    await page.goto('/work/oa');
    const row = page.getByRole('table', { name: '办公审批列表' }).getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('已通过', { timeout: 30_000 });
    await expect(row).toContainText(reference);
    await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
  });
});
