import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.js';
import { approvedExpert, submittedCenturyCup } from './pages/award-assign.js';
import { toast } from './pages/flow-page.js';
import { graphql } from './pages/look-page.js';
import { signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';
import { isoDay } from './pages/date-field.js';

const ADMIN = { account: 'admin', password: 'Zhuxie@2026' };
const APPROVER = { account: 'shenpi', password: 'Zhuxie@2026' };

expectCleanConsole();

test.describe('专家分配', () => {
  test('staff preview the automatic assignment with the excluded experts and their reasons, apply it, and see the experts of the application', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now() % 100000;
    const name = `世纪杯分配E2E${stamp}`;
    const project = `分配工程${stamp}`;

    await signInAs(page, ADMIN);
    const { appId, dalian } = await submittedCenturyCup(page, browser, name, project);

    // Staff: three experts saved by the administrator and approved by 审批人 through the flow — one eligible, one from the contractor, one with an expired card — in a group.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInAs(staff, APPROVER);
    const ok = `甲专家${stamp}`;
    const own = `乙专家${stamp}`;
    const old = `丙专家${stamp}`;
    const ids = [
      await approvedExpert(page, staff, { name: ok, expirationDate: isoDay(365) }),
      await approvedExpert(page, staff, { name: own, creditCode: dalian.creditCode }),
      await approvedExpert(page, staff, { name: old, expirationDate: isoDay(-1) }),
    ];
    const group = `E2E分组${stamp}`;
    await graphql(staff, `mutation($i: ExpertGroupInput!) { submitExpertGroup(input: $i) { id } }`, {
      i: { name: group, memberIds: ids },
    });

    // 世纪杯专家分配: the programme, the group and two experts each; the preview explains every exclusion.
    await staff.goto('/awards/centuryCupAllot');
    await staff.getByRole('combobox', { name: /^奖项/ }).selectOption({ label: name });
    await staff.getByRole('combobox', { name: /^专家分组/ }).selectOption({ label: group });
    await staff.getByLabel(/^每项专家人数/).fill('2');
    await staff.getByRole('button', { name: '预览' }).click();
    const row = staff.getByRole('table', { name: '分配预览' }).getByRole('row').filter({ hasText: project });
    await expect(row).toContainText(ok);
    await expect(row).toContainText(`${own}：本单位或参建单位回避`);
    await expect(row).toContainText(`${old}：专家证已过期`);
    await expect(row).toContainText('符合条件的专家不足：需要2名，仅有1名可分配');
    const { violations } = await new AxeBuilder({ page: staff }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);

    // Apply: the eligible expert is assigned; a new preview shows it as already assigned.
    await staff.getByRole('button', { name: '确认分配' }).click();
    await expect(toast(staff, '分配成功')).toBeVisible();
    await expect(row).toContainText(`${ok}：已分配`);

    // The manual dialog lists the ineligible experts with their reasons.
    await row.getByRole('button', { name: `调整专家：${project}` }).click();
    const dialog = staff.getByRole('dialog', { name: `调整专家：${project}` });
    await expect(dialog.getByRole('checkbox', { name: new RegExp(ok) })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: new RegExp(own) })).toBeDisabled();
    await expect(dialog).toContainText('本单位或参建单位回避');
    await dialog.getByRole('button', { name: '取消' }).click();

    // The experts of the application, on its page.
    await staff.goto(`/awards/centuryCupMaterialsSH?id=${appId}`);
    await expect(staff.getByRole('heading', { name: '评审专家' })).toBeVisible();
    await expect(staff.getByText(new RegExp(`${ok}（辽宁省建筑设计院）`))).toBeVisible();
    await expect(staff.getByText(own)).toHaveCount(0);

    // 专家分组 lists the group with its members.
    await staff.goto('/awards/expertGroup');
    const groupRow = staff.getByRole('row').filter({ hasText: group });
    await expect(groupRow).toContainText(ok);
    await expect(groupRow).toContainText(old);
    const groups = await new AxeBuilder({ page: staff }).analyze();
    expect(groups.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    await staffContext.close();
  });
});
