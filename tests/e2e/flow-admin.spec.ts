import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import {
  FlowModelEditorDialog,
  showLeaveModel,
  openFlowScreen,
  pageWidth,
  seriousViolations,
  tick,
  versionOf,
} from './pages/flow-admin-page.js';
import { toast } from './pages/flow-page.js';
import { signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';
import { fillDateTime } from './pages/date-field.js';

/** Files a leave request as the signed-in user and presses 保存并送审 (days make its flow title findable). */
async function fileLeave(page: Page, days: string, reason: string): Promise<void> {
  await page.goto('/work/process/leave/form/leave');
  const form = page.getByRole('form', { name: '新的请假申请' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('请假类型').selectOption({ label: '其他' });
  await form.getByLabel('请假天数').fill(days);
  await fillDateTime(form, '开始时间', '2026-12-10T09:00');
  await fillDateTime(form, '结束时间', '2026-12-12T18:00');
  await form.getByLabel('请假事由').fill(reason);
  await form.getByRole('button', { name: '保存并送审' }).click();
}

// The three tests share the leave model: they run in order, and the model is left as the seed has it
// (active, one step approved by the approver role), so tests/e2e/flow-leave.spec.ts still passes afterwards.
test.describe.configure({ mode: 'serial' });

test.describe('流程管理', () => {
  expectCleanConsole();

  test('流程模型: a two-step version of the leave model through the editor bumps the version; the one-step version is restored', async ({
    page,
  }) => {
    test.slow();
    await signInAs(page);
    await openFlowScreen(page, '/flow/model', '流程模型');
    const row = await showLeaveModel(page);
    await expect(row).toContainText('激活');
    const before = await versionOf(row);

    await row.getByRole('button', { name: '编辑' }).click();
    const editor = new FlowModelEditorDialog(page);
    await expect(editor.dialog).toBeVisible();
    await expect(editor.dialog.getByLabel(/^业务类型/)).toHaveValue('请假（leave）');
    await expect(editor.dialog).toContainText(`保存后将生成版本 V${before + 1}；运行中的流程仍按原版本执行。`);
    await expect(editor.step(1).getByLabel(/^步骤名称/)).toHaveValue('部门负责人审批');
    await expect(editor.step(1).getByRole('checkbox', { name: /（approver）$/ })).toBeChecked();

    // Step 2: one user (the demo approver), found by name; 作废 offered too.
    await editor.dialog.getByRole('button', { name: '添加步骤' }).click();
    const second = editor.step(2);
    await second.getByLabel(/^步骤名称/).fill('秘书长审批');
    await second.getByLabel(/^审批人类型/).selectOption({ label: '用户' });
    await second.getByLabel('搜索第 2 步审批人').fill('审批人');
    await tick(second, '审批人（演示）（shenpi）');
    await expect(second.getByRole('list', { name: '已选第 2 步审批人' })).toContainText('审批人（演示）（shenpi）');
    await tick(second, '作废');
    expect(await seriousViolations(page)).toEqual([]);
    await editor.save();
    await expect(toast(page, `保存成功，已生成版本 V${before + 1}`)).toBeVisible();
    await expect(editor.dialog).toBeHidden();
    await expect(row).toContainText(`V${before + 1}`);
    await expect(row).toContainText('2'); // step count

    // The next version goes back to the seed's single step (approver role), which flow-leave.spec.ts relies on.
    await row.getByRole('button', { name: '编辑' }).click();
    await expect(editor.step(2).getByLabel(/^步骤名称/)).toHaveValue('秘书长审批');
    await editor.dialog.getByRole('button', { name: '删除第 2 步' }).click();
    await expect(editor.step(2)).toHaveCount(0);
    await editor.save();
    await expect(toast(page, `保存成功，已生成版本 V${before + 2}`)).toBeVisible();
    await expect(row).toContainText(`V${before + 2}`);
  });

  test('流程管理: the leave model suspended refuses 送审, activated again takes it; versions show their steps', async ({
    page,
  }) => {
    test.slow();
    await signInAs(page);
    await openFlowScreen(page, '/flow/manager', '流程管理');
    const row = await showLeaveModel(page);
    await expect(row).toContainText('激活');

    // Versions: newest first, the latest flagged; a version's steps open read-only.
    await row.getByRole('button', { name: /的版本$/ }).click();
    const versions = page.getByRole('dialog', { name: /· 版本$/ });
    await expect(versions.getByRole('listitem').first()).toContainText('最新');
    await expect(versions.getByRole('listitem').first()).toContainText('部门负责人审批');
    await versions
      .getByRole('listitem')
      .nth(1)
      .getByRole('button', { name: /^查看.*的步骤$/ })
      .click();
    await expect(versions.getByRole('list', { name: /的步骤$/ })).toContainText('秘书长审批');
    await expect(versions.getByRole('list', { name: /的步骤$/ })).toContainText('审批人（演示）');
    expect(await seriousViolations(page)).toEqual([]);
    await versions.getByRole('button', { name: '关闭' }).first().click();

    await row.getByRole('button', { name: /^挂起 / }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText('挂起后请假业务将不能送审');
    await question.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '挂起成功')).toBeVisible();
    await expect(row).toContainText('挂起');

    try {
      await fileLeave(page, '1.5', `挂起时送审 e2e-${Date.now()}`);
      await expect(toast(page, '该业务的流程模型已挂起，暂不能送审')).toBeVisible();
    } finally {
      // Whatever happened above, the leave model is active again for the specs that follow.
      await openFlowScreen(page, '/flow/manager', '流程管理');
      await showLeaveModel(page);
      await row.getByRole('button', { name: /^激活 / }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
      await expect(toast(page, '激活成功')).toBeVisible();
    }
    await expect(row).toContainText('激活');
  });

  test('流程跟踪: a running leave instance is terminated with a reason: 已作废, and the reason is in its approval record', async ({
    page,
  }) => {
    test.slow();
    await signInAs(page);
    // A distinctive number of days makes the instance title (系统管理员的其他申请（N天）) findable.
    const days = `${10 + (Date.now() % 80)}.${1 + (Date.now() % 9)}`;
    await fileLeave(page, days, `终止测试 e2e-${Date.now()}`);
    await expect(toast(page, '已保存并送审')).toBeVisible();

    await openFlowScreen(page, '/flow/follow', '流程跟踪');
    const search = page.getByRole('search');
    await search.getByLabel('业务类型').selectOption({ label: '请假' });
    await search.getByLabel('审批状态').selectOption({ label: '审核中' });
    await search.getByLabel('标题').fill(`（${days}天）`);
    await search.getByRole('button', { name: '搜索' }).click();
    const row = page
      .getByRole('table')
      .locator('tbody tr')
      .filter({ hasText: `（${days}天）` })
      .first();
    await expect(row).toContainText('审核中');
    const title = ((await row.locator('td').first().textContent()) ?? '').trim();

    await row.getByRole('button', { name: /^终止 / }).click();
    const dialog = page.getByRole('dialog', { name: '终止流程' });
    await dialog.getByRole('button', { name: '终止' }).click();
    await expect(dialog).toContainText('请输入终止原因');
    const reason = `重复申请，管理员终止 ${days}`;
    await dialog.getByLabel(/^终止原因/).fill(reason);
    await dialog.getByRole('button', { name: '终止' }).click();
    await expect(dialog.getByRole('alert')).toContainText(`确定终止「${title}」的流程吗？`);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '终止成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The list refreshes: nothing under review with this title any more; with every status it is 已作废.
    await expect(
      page
        .getByRole('table')
        .locator('tbody tr')
        .filter({ hasText: `（${days}天）` }),
    ).toHaveCount(0);
    await search.getByLabel('审批状态').selectOption({ label: '全部' });
    await search.getByRole('button', { name: '搜索' }).click();
    await expect(row).toContainText('已作废');
    await expect(row.getByRole('button', { name: /^终止 / })).toHaveCount(0);

    await row.getByRole('button', { name: /的审批记录$/ }).click();
    const record = page.getByRole('dialog', { name: '审批记录' });
    await expect(record.getByRole('row').filter({ hasText: reason })).toContainText('已作废');
    await expect(record.getByRole('row').filter({ hasText: '提交申请' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await record.getByRole('button', { name: '关闭' }).first().click();

    // 375 px: the three screens fit the phone's width.
    await page.setViewportSize({ width: 375, height: 740 });
    for (const [path, heading] of [
      ['/flow/model', '流程模型'],
      ['/flow/manager', '流程管理'],
      ['/flow/follow', '流程跟踪'],
    ] as const) {
      await openFlowScreen(page, path, heading);
      expect(await pageWidth(page), path).toBeLessThanOrEqual(375);
    }
  });
});
