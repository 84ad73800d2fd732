import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { toast } from './pages/flow-page.js';
import { freeProgrammeYear } from './pages/look-page.js';
import { signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

const APPROVER = { account: 'shenpi', password: 'Zhuxie@2026' };

expectCleanConsole();

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
}

test.describe('质量小组与安全标准化', () => {
  test('staff enable a quality-team unit and edit a safety standardization record', async ({ page }) => {
    test.slow();
    const stamp = Date.now() % 100000;
    const programme = `安全标准化E2E${stamp}`;
    await signInAs(page, APPROVER);
    const year = await freeProgrammeYear(page, 'safety_standardization');

    // A safety standardization programme to apply under.
    await page.goto('/awards/awardsSetting');
    await page.getByRole('button', { name: '新增' }).click();
    const setting = page.getByRole('form', { name: '新增奖项设置' });
    await setting.getByRole('combobox', { name: /^奖项类型/ }).selectOption({ label: '安全标准化' });
    await setting.getByLabel(/^年度/).fill(String(year));
    await setting.getByLabel(/^奖项名称/).fill(programme);
    await setting.getByLabel(/^开始日期/).fill(`${year}-01-01`);
    await setting.getByLabel(/^截止日期/).fill(`${year}-12-31`);
    await setting.getByText('会员单位', { exact: true }).click();
    await setting.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '新增成功')).toBeVisible();

    // 质量小组: the configured flow, then a member unit is added (enabled), disabled and enabled again.
    await page.goto('/awards/quality/qualityTeam');
    await expect(page.getByRole('region', { name: '审批流程' })).toContainText('协会初审');
    await page.getByRole('button', { name: '新增' }).click();
    const add = page.getByRole('form', { name: '添加申报单位' });
    await add.getByRole('button', { name: '保存' }).click();
    await expect(add).toContainText('请选择申报单位');
    const unitSelect = add.getByRole('combobox', { name: /^申报单位/ });
    await expect(unitSelect.locator('option')).not.toHaveCount(1);
    const unitName = (await unitSelect.locator('option').nth(1).textContent())!.trim();
    await unitSelect.selectOption({ index: 1 });
    await add.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '新增成功')).toBeVisible();
    const unitRow = page.getByRole('table').locator('tbody tr').filter({ hasText: unitName });
    const enableSwitch = unitRow.getByRole('checkbox', { name: `启用 ${unitName}` });
    // The visible switch (the input itself is visually hidden under it).
    const switchControl = unitRow.locator('[data-part="control"]');
    await expect(enableSwitch).toBeChecked();
    await expectAccessible(page);
    await switchControl.click();
    await expect(toast(page, `已停用 ${unitName}`)).toBeVisible();
    await expect(enableSwitch).not.toBeChecked();
    await expect(unitRow).toContainText('停用');
    await switchControl.click();
    await expect(toast(page, `已启用 ${unitName}`)).toBeVisible();
    await expect(enableSwitch).toBeChecked();

    // 安全标准化: the form refuses bad input with the server's messages, saves, then the record is edited.
    const project = `安全文明工地${stamp}`;
    await page.goto('/awards/safetyStandardization');
    await page.getByRole('button', { name: '新增' }).click();
    const create = page.getByRole('form', { name: '新增安全标准化申报' });
    await create.getByRole('button', { name: '保存' }).click();
    await expect(create).toContainText('请输入项目名称');
    await expect(create).toContainText('请选择申报单位');
    await expect(create).toContainText('请选择申报批次');
    await expect(create).toContainText('手机号码不能为空');
    await create.getByLabel(/^项目名称/).fill(project);
    await create.getByRole('combobox', { name: /^申报单位/ }).selectOption({ index: 1 });
    await create.getByRole('combobox', { name: /^申报批次/ }).selectOption({ label: programme });
    await create.getByLabel(/^联系人/).fill('王五');
    await create.getByLabel(/^联系电话/).fill('1381234');
    await create.getByLabel(/^评分/).fill('101');
    await create.getByRole('button', { name: '保存' }).click();
    await expect(create).toContainText('手机号码长度不为11位');
    await expect(create).toContainText('评分须为0到100之间的数字，最多两位小数');
    await create.getByLabel(/^联系电话/).fill('13812345678');
    await create.getByLabel(/^评分/).fill('88.5');
    await create.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '新增成功')).toBeVisible();
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: project });
    await expect(row).toContainText('待送审');
    await expect(row).toContainText('88.5');
    await expectAccessible(page);

    await row.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('form', { name: '编辑安全标准化申报' });
    await expect(edit.getByLabel(/^项目名称/)).toHaveValue(project);
    await edit.getByLabel(/^评分/).fill('95');
    await edit.getByRole('combobox', { name: /^等级/ }).selectOption({ label: '一级' });
    await edit.getByRole('combobox', { name: /^状态/ }).selectOption({ label: '已通过' });
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '更新成功')).toBeVisible();
    await expect(row).toContainText('已通过');
    await expect(row).toContainText('一级');
    await expect(row).toContainText('95');
  });
});
