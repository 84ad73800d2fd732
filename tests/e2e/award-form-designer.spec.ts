import { expect, test } from '@playwright/test';
import { toast } from './pages/flow-page.js';
import { createProgramme, graphql } from './pages/look-page.js';
import { signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

const ADMIN = { account: 'admin', password: 'Zhuxie@2026' };
const MEMBER = { account: 'huiyuan', password: 'Zhuxie@2026' };

expectCleanConsole();

test.describe('表单设计', () => {
  test('staff change a message of a programme form; an applicant of that programme meets it', async ({
    page,
    browser,
  }) => {
    test.slow();
    const name = `优质结构表单设计E2E${Date.now() % 100000}`;
    const message = `请填写工程名（${Date.now() % 1000} 版）`;
    await signInAs(page, ADMIN);
    const programmeId = await createProgramme(page, { awardType: 'quality_structure', name });

    // From the programme list to its form.
    await page.goto('/awards/awardsSetting');
    await page.getByRole('textbox', { name: '奖项名称' }).first().fill(name);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByRole('link', { name: `表单设计 ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/awards/awardsSetting/form\\?id=${programmeId}`));
    await expect(page.getByText('内置表单')).toBeVisible();
    const proName = page.getByRole('group', { name: /（proName）$/ });
    await expect(proName.getByRole('checkbox', { name: '必填及提示' })).toBeChecked();
    await proName.getByRole('textbox', { name: /的必填提示$/ }).fill(message);
    // The participant groups' people fields are edited under their group.
    await expect(page.getByRole('group', { name: /（xmjl_people）$/ }).first()).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('designer-1280.png'), fullPage: false });
    await page.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '已保存（第 1 版）')).toBeVisible();
    await expect(page.getByText('可修改')).toBeVisible();

    // The applicant of that programme meets the new message on 保存并送审.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signInAs(member, MEMBER);
    await graphql(member, `mutation($p: ID!) { subscribeAwardProgramme(programmeId: $p) { id } }`, { p: programmeId });
    await member.goto(`/awards/qualityStructureApply?programmeId=${programmeId}`);
    const form = member.getByRole('form', { name: '优质结构申报' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(form.getByText(message, { exact: true })).toBeVisible();
    await memberContext.close();

    // Next year's programme starts from this form.
    const next = await createProgramme(page, {
      awardType: 'quality_structure',
      name: `${name}（次年）`,
      accountCategories: ['1'],
      open: false,
    });
    await page.goto(`/awards/awardsSetting/form?id=${next}`);
    await expect(page.getByText('内置表单')).toBeVisible();
    await page.getByRole('combobox', { name: '从其他年度复制表单' }).selectOption({ label: name });
    await page.getByRole('button', { name: '复制', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '已保存（第 1 版）')).toBeVisible();
    await expect(
      page.getByRole('group', { name: /（proName）$/ }).getByRole('textbox', { name: /的必填提示$/ }),
    ).toHaveValue(message);

    await page.goto(`/awards/awardsSetting/form?id=${programmeId}`);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('group', { name: /（proName）$/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('designer-375.png'), fullPage: false });
    await page
      .getByRole('group', { name: /（xmjl_people）$/ })
      .first()
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('designer-group-375.png'), fullPage: false });
  });
});
