import { expect, test } from './fixtures.js';
import { centuryCupValues, payDues, PNG_1PX, uploadedPng } from './pages/century-cup.js';
import { toast } from './pages/flow-page.js';
import { createProgramme, graphql } from './pages/look-page.js';
import { downloadSheet, expectPdfDownload } from './pages/transfer.js';
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
    // 推荐单位 only once 单位联系人 is filled (a display condition).
    await page
      .getByRole('group', { name: /（referee）$/ })
      .getByRole('combobox', { name: /的显示条件$/ })
      .selectOption({ label: '单位联系人（contactPerson）' });
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
    await expect(form.getByRole('combobox', { name: /^推荐单位/ })).toHaveCount(0);
    await form.getByLabel(/^单位联系人/).fill('陈联系');
    await expect(form.getByRole('combobox', { name: /^推荐单位/ })).toBeVisible();
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

  test('staff add a required field and an upload slot; an applicant meets their messages; detail, print and export show them', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now() % 100000;
    const name = `世纪杯加字段E2E${stamp}`;
    const project = `加字段工程E2E${stamp}`;
    await signInAs(page, ADMIN);
    const programmeId = await createProgramme(page, { awardType: 'century_cup', name });
    await payDues(page, '大连海湾');

    // The designer: a text field on 基本信息 and an upload slot on 申报材料, both required with their own messages.
    await page.goto(`/awards/awardsSetting/form?id=${programmeId}`);
    await expect(page.getByText('内置表单')).toBeVisible();
    await page.getByRole('combobox', { name: '基本信息 新字段的类型' }).selectOption({ label: '单行文本' });
    await page.getByRole('button', { name: '添加字段到基本信息' }).click();
    const grade = page.getByRole('group', { name: /（extra1）$/ });
    await grade.getByRole('textbox', { name: '中文名称' }).fill('安全生产等级');
    await grade.getByRole('textbox', { name: '英文名称' }).fill('Safety grade');
    await grade.getByRole('checkbox', { name: '必填及提示' }).locator('xpath=ancestor::label[1]').click();
    await grade.getByRole('textbox', { name: /的必填提示$/ }).fill('请填写安全生产等级');
    await page.getByRole('combobox', { name: '申报材料 新字段的类型' }).selectOption({ label: '上传' });
    await page.getByRole('button', { name: '添加字段到申报材料' }).click();
    const licence = page.getByRole('group', { name: /（extra2）$/ });
    await licence.getByRole('textbox', { name: '中文名称' }).fill('安全生产许可证');
    await licence.getByRole('checkbox', { name: '必填及提示' }).locator('xpath=ancestor::label[1]').click();
    await licence.getByRole('textbox', { name: /的必填提示$/ }).fill('请上传安全生产许可证');
    // A tab of its own with a long text.
    await page.getByRole('button', { name: '添加分页' }).click();
    await page.getByRole('textbox', { name: '分页名称（tab1）' }).fill('安全管理');
    await page.getByRole('combobox', { name: '安全管理 新字段的类型' }).selectOption({ label: '多行文本' });
    await page.getByRole('button', { name: '添加字段到安全管理' }).click();
    await page
      .getByRole('group', { name: /（extra3）$/ })
      .getByRole('textbox', { name: '中文名称' })
      .fill('安全措施');
    // The preview is the form as an applicant sees it, checked as on submission.
    await page.getByRole('button', { name: '预览' }).click();
    await page.getByRole('button', { name: '按提交检查' }).click();
    await page.getByRole('tab', { name: /基本信息/ }).click();
    await expect(page.getByText('请填写安全生产等级')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath('designer-added-1280.png'), fullPage: false });
    await page.getByRole('button', { name: '保存' }).click();
    // Saved as version 1, still open to change (the toast may be gone on a slow machine: the designer redraws).
    await expect(page.getByText('可修改')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('第 1 版', { exact: true })).toBeVisible();
    // An added field may be removed again; a built one may not.
    await expect(grade.getByRole('button', { name: '删除 安全生产等级' })).toBeVisible();
    await expect(page.getByRole('group', { name: /（proName）$/ }).getByRole('button', { name: /^删除/ })).toHaveCount(
      0,
    );

    // The member's complete draft (by the API); the form asks for the two new things on 保存并送审.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signInAs(member, MEMBER);
    await graphql(member, `mutation($p: ID!) { subscribeAwardProgramme(programmeId: $p) { id } }`, { p: programmeId });
    const file = await uploadedPng(member);
    const companies = await graphql<{ awardCompanies: { id: string; companyName: string }[] }>(
      member,
      `{ awardCompanies { id companyName } }`,
    );
    const dalian = companies.awardCompanies.find((c) => c.companyName.includes('大连海湾'))!.id;
    const draft = await graphql<{ saveAwardApplication: { id: string } }>(
      member,
      `mutation($i: AwardApplicationInput!) { saveAwardApplication(input: $i) { id } }`,
      {
        i: {
          programmeId,
          values: centuryCupValues(project, dalian, '装配式混凝土、钢筋连接、高性能混凝土、BIM、绿色施工、智能建造'),
          participants: [
            {
              group: 'contractor',
              units: [{ companyId: dalian, buildingNumber: '', people: [{ field: 'xmjl_people', value: '张三' }] }],
            },
          ],
          materials: [
            { slot: 'gongchengzhaopian', files: Array.from({ length: 15 }, (_, i) => file(`照片${i + 1}.png`)) },
            { slot: 'yingxiangcailiao', files: [file('影像.png')] },
          ],
        },
      },
    );
    const id = draft.saveAwardApplication.id;
    await member.goto(`/awards/centuryCupApply?id=${id}`);
    const form = member.getByRole('form', { name: '世纪杯申报' });
    await expect(form.getByLabel(/^工程名称/)).toHaveValue(project);
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(form.getByText('请填写安全生产等级')).toBeVisible();
    await expect(form.getByRole('tab', { name: /申报材料/ })).toContainText('1');
    await form.getByLabel(/^安全生产等级/).fill('一级');
    await form.getByRole('tab', { name: '安全管理' }).click();
    await form.getByLabel(/^安全措施/).fill('每日班前安全交底');
    await form.getByRole('tab', { name: /申报材料/ }).click();
    await expect(form.getByText('请上传安全生产许可证')).toBeVisible();
    await form
      .getByRole('group', { name: '安全生产许可证' })
      .getByTestId('upload-input')
      .setInputFiles([{ name: '许可证.png', mimeType: 'image/png', buffer: PNG_1PX }]);
    await expect(form.getByText('请上传安全生产许可证')).toHaveCount(0);
    await member.setViewportSize({ width: 375, height: 800 });
    await member.screenshot({ path: test.info().outputPath('apply-added-375.png'), fullPage: false });
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(toast(member, '已送审')).toBeVisible();

    // The detail shows the new field and the new slot's file; the print has them.
    await expect(member).toHaveURL(/\/awards\/centuryCupMaterialsSH\?id=/);
    await expect(member.getByText('安全生产等级')).toBeVisible();
    await expect(member.getByText('一级', { exact: true })).toBeVisible();
    await expect(member.getByText('每日班前安全交底')).toBeVisible();
    await expect(member.getByText('许可证.png').first()).toBeVisible();
    const pdf = await expectPdfDownload(
      member,
      () => member.getByRole('button', { name: '打印申报表' }).click(),
      `/print/${id}`,
      `世纪杯申报表-${project}.pdf`,
    );
    expect(pdf.pages.join(' ')).toContain('安全生产等级');
    await memberContext.close();

    // Staff export the list: the added field is a column with the member's value.
    await page.goto('/awards/centuryCup');
    await page.getByLabel('工程名称').fill(project);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page.getByRole('table').locator('tbody tr').filter({ hasText: project })).toBeVisible();
    const sheet = await downloadSheet(page, page.getByRole('button', { name: '导出' }));
    const header = sheet.rows[0]!.map(String);
    const column = header.indexOf('安全生产等级');
    expect(column).toBeGreaterThan(-1);
    const row = sheet.rows.find((r) => r.map(String).includes(project))!;
    expect(row[column]).toBe('一级');
  });
});
