import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.js';
import { openTaskList, toast } from './pages/flow-page.js';
import { createProgramme, freeProgrammeYear, graphql } from './pages/look-page.js';
import { signInAs } from './pages/login-page.js';
import { expectPdfDownload } from './pages/transfer.js';
import { expectCleanConsole } from './pages/shell-page.js';
import { payDues, PNG_1PX } from './pages/century-cup.js';
import { isoDay } from './pages/date-field.js';

const ADMIN = { account: 'admin', password: 'Zhuxie@2026' };
const MEMBER = { account: 'huiyuan', password: 'Zhuxie@2026' };
const APPROVER = { account: 'shenpi', password: 'Zhuxie@2026' };
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1PX });

expectCleanConsole();

test.describe('世纪杯申报', () => {
  test('a member fills the declaration, is refused with the spec messages, submits with participants and materials; staff approve', async ({
    page,
    browser,
  }) => {
    test.slow();
    const name = `世纪杯申报E2E${Date.now() % 100000}`;
    const project = `沈阳市民中心${Date.now() % 1000}`;

    // Staff: an open programme, and the contractor's dues paid.
    await signInAs(page, ADMIN);
    const programmeId = await createProgramme(page, { awardType: 'century_cup', name });
    await payDues(page, '大连海湾');

    // The member subscribed earlier (奖项申报 covers choosing); the form opens for the programme.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signInAs(member, MEMBER);
    await graphql(member, `mutation($p: ID!) { subscribeAwardProgramme(programmeId: $p) { id } }`, { p: programmeId });
    await member.goto(`/awards/centuryCupApply?programmeId=${programmeId}`);
    const form = member.getByRole('form', { name: '世纪杯申报' });
    await expect(form).toBeVisible();
    await expect(member.getByText(name)).toBeVisible();

    // 保存并送审 with almost nothing: the draft is saved and every message shows.
    await form.getByLabel(/^工程名称/).fill(project);
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(toast(member, '申报信息不完整')).toBeVisible();
    for (const message of [
      '请选择申报日期',
      '请选择建设地点',
      '请选择承建单位',
      '请选择推荐单位',
      '请输入单位联系人',
      '手机号码不能为空',
      '请输入工程造价预算',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    const { violations } = await new AxeBuilder({ page: member }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);

    // The contractor in dues arrears: the notice with the department's phone and the field error.
    await form.getByRole('combobox', { name: /^承建单位/ }).selectOption({ label: '示例建筑工程有限公司' });
    await expect(form.getByText(/^尊敬的会员单位，您目前处于会费欠缴状态/)).toBeVisible();
    await expect(form.getByText('当前单位会费已欠缴')).toBeVisible();
    await form.getByRole('combobox', { name: /^承建单位/ }).selectOption({ label: '大连海湾建设集团有限公司' });
    await expect(form.getByText('当前单位会费已欠缴')).toHaveCount(0);

    // The basic section.
    await form.getByLabel(/^申报日期/).fill(isoDay(0));
    await form.getByRole('combobox', { name: '建设地点 省份' }).selectOption({ label: '辽宁省' });
    await form.getByRole('combobox', { name: '建设地点 城市' }).selectOption({ label: '沈阳市' });
    await form.getByRole('combobox', { name: '建设地点 区县' }).selectOption({ label: '和平区' });
    await form.getByLabel(/^详细地址/).fill('和平区南京北街 1 号');
    await form.getByRole('combobox', { name: /^推荐单位/ }).selectOption({ index: 1 });
    await form.getByLabel(/^单位联系人/).fill('陈联系');
    await form.getByLabel(/^联系电话/).fill('1391234567');
    await form.getByRole('combobox', { name: /^工程类别$/ }).selectOption({ label: '房屋建筑工程' });
    await form.getByLabel(/^工程类别小类/).fill('公共建筑');
    await form.getByLabel(/^施工内容/).fill('土建、安装');
    await form.getByLabel(/^建设规模/).fill('12 万平方米');
    await form.getByLabel(/^结构类型/).fill('框架剪力墙');
    await form.getByLabel(/^地上层数/).fill('28');
    await form.getByLabel(/^地下层数/).fill('3');
    await form.getByLabel(/^工程造价预算/).fill('45000.50');
    await form.getByLabel(/^决算/).fill('46000');
    await form.getByLabel(/^开工日期/).fill('2023-03-01');
    await form.getByLabel(/^竣工日期/).fill('2025-10-30');
    await form.getByLabel(/^备案单位/).fill('沈阳市建设工程质量监督站');
    await form.getByLabel(/^备案日期/).fill('2024-06-01');
    await form.getByLabel(/^省优质结构日期/).fill('2024-09-01');
    const technologies = form.getByLabel(/^建筑业十项新技术应用/);
    await technologies.fill('装配式混凝土、钢筋连接、高性能混凝土、BIM、绿色施工');
    await expect(form.getByText('不能少于6项！')).toBeVisible();
    await technologies.fill('装配式混凝土、钢筋连接、高性能混凝土、BIM、绿色施工、智能建造');
    await expect(form.getByText('不能少于6项！')).toHaveCount(0);
    await form.getByLabel(/^技术指标及经济社会效益/).fill('节能率 65%，社会效益显著');

    // Participants: the 限1人 rule, a joint contractor.
    await form.getByRole('tab', { name: /参建单位及人员/ }).click();
    const contractor = form.getByRole('group', { name: '承建单位', exact: true });
    await contractor.getByRole('combobox', { name: '单位名称' }).selectOption({ label: '大连海湾建设集团有限公司' });
    await contractor.getByLabel(/^项目经理（限1人）/).fill('张三、李四');
    await expect(contractor.getByText('超过了限制人数！')).toBeVisible();
    await contractor.getByLabel(/^项目经理（限1人）/).fill('张三');
    await contractor.getByLabel(/^质量员/).fill('王五,赵六');
    await expect(contractor.getByText('只能输入汉字、英文和"、"')).toBeVisible();
    await contractor.getByLabel(/^质量员/).fill('王五、赵六');
    await form.getByRole('button', { name: '添加联合承建单位' }).click();
    const joint = form.getByRole('group', { name: '联合承建单位 1' });
    await joint.getByRole('combobox', { name: '单位名称' }).selectOption({ label: '示例建筑工程有限公司' });
    await joint.getByLabel(/^楼号/).fill('2号楼');

    // Materials: 14 photos are refused at submission, 15 pass; the image material.
    await form.getByRole('tab', { name: /申报材料/ }).click();
    const photos = form.getByRole('group', { name: '工程照片' });
    await photos
      .getByTestId('upload-input')
      .setInputFiles(Array.from({ length: 14 }, (_, i) => png(`照片${i + 1}.png`)));
    await expect(photos.getByText('已上传 14/20 个文件')).toBeVisible();
    await form
      .getByRole('group', { name: '影像材料' })
      .getByTestId('upload-input')
      .setInputFiles([png('影像.png')]);
    await form.getByRole('button', { name: '保存并送审' }).click();
    // The first refused field (the mobile number) takes the form back to its tab; the materials tab counts its errors.
    await expect(form.getByText('手机号码长度不为11位')).toBeVisible();
    await expect(form.getByRole('tab', { name: /申报材料/ })).toContainText('1');
    await form.getByLabel(/^联系电话/).fill('13912345678');
    await form.getByRole('tab', { name: /申报材料/ }).click();
    await expect(form.getByText('工程照片不能少于15张')).toBeVisible();
    await photos.getByTestId('upload-input').setInputFiles([png('照片15.png')]);
    await expect(photos.getByText('已上传 15/20 个文件')).toBeVisible();
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(toast(member, '已送审')).toBeVisible();
    await expect(member).toHaveURL(/\/awards\/centuryCupMaterialsSH\?id=/);
    await expect(member.getByRole('heading', { name: project })).toBeVisible();
    // The applicant's own page is a detail, not a review (世纪杯材料审核).
    await expect(member.getByRole('heading', { level: 1, name: '世纪杯申报详情' })).toBeVisible();
    await expect(member.getByText('审核中').first()).toBeVisible();
    // The place is named, not shown as its code (210100, 210102).
    await expect(member.getByText('辽宁省 沈阳市 和平区')).toBeVisible();
    await expect(member.getByText('210102', { exact: true })).toHaveCount(0);
    const detailUrl = member.url();
    // 打印申报表: the application as a PDF, the place named as on the screen.
    const printed = await expectPdfDownload(
      member,
      () => member.getByRole('button', { name: '打印申报表' }).click(),
      '/century/cup/print/',
      `世纪杯申报表-${project}.pdf`,
    );
    const printedText = printed.pages.join('\n');
    for (const text of ['世纪杯申报表', project, '沈阳市', '和平区', '照片15.png']) expect(printedText).toContain(text);
    // 奖项申报 lists the submitted project on the programme's card and opens it, instead of only a blank form.
    await member.goto('/awards/newApplication');
    const card = member.getByRole('listitem', { name });
    await expect(card.getByRole('button', { name: `申报 ${name}` })).toHaveText('再申报一项');
    await card
      .getByRole('region', { name: `${name} 本单位的申报` })
      .getByRole('link', { name: project })
      .click();
    await expect(member).toHaveURL(detailUrl);

    // Staff approve it from the list in a batch.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInAs(staff, APPROVER);
    // The task list names the type (not the code century_cup) and 签收 opens the application itself.
    const claimList = await openTaskList(staff, 'claim');
    const task = claimList.locator('tbody tr').filter({ hasText: project });
    await expect(task).toContainText('世纪杯申报');
    await expect(task).not.toContainText('century_cup');
    await task.getByRole('button', { name: '签收' }).click();
    await expect(staff).toHaveURL(detailUrl);
    await expect(staff.getByRole('heading', { name: project })).toBeVisible();
    // The 15 photos are thumbnails: one opens the lightbox, the arrow keys move, Esc closes.
    const staffPhotos = staff.getByRole('list', { name: '工程照片的图片' });
    await expect(staffPhotos.getByRole('listitem')).toHaveCount(15);
    await staffPhotos.getByRole('button', { name: /^查看图片 照片1\.png$/ }).click();
    const viewer = staff.getByRole('dialog', { name: '图片查看' });
    await expect(viewer).toContainText('1 / 15');
    await staff.keyboard.press('ArrowRight');
    await expect(viewer).toContainText('2 / 15');
    await staff.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await staff.goto('/awards/centuryCup');
    await staff.getByLabel('工程名称').fill(project);
    await staff.getByRole('button', { name: '搜索', exact: true }).click();
    const row = staff.getByRole('table').locator('tbody tr').filter({ hasText: project });
    await expect(row).toContainText('审核中');
    await row
      .getByRole('checkbox', { name: `选择 ${project}` })
      .locator('xpath=ancestor::label[1]')
      .click();
    await staff.getByRole('button', { name: '批量审批' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(toast(staff, '已审批通过 1 条')).toBeVisible();
    await expect(row).toContainText('已通过');

    // The applicant sees the result and the flow log.
    await member.goto(detailUrl);
    await expect(member.getByText('已通过').first()).toBeVisible();
    await expect(member.getByText('协会形式审查').first()).toBeVisible();
    await memberContext.close();
    await staffContext.close();
  });

  test('staff see the flow and participants of each award type, change who may apply and the arrears phone', async ({
    page,
  }) => {
    const name = `优质结构设置E2E${Date.now() % 100000}`;
    await signInAs(page, ADMIN);
    const year = await freeProgrammeYear(page, 'quality_structure');
    await graphql(page, `mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { id } }`, {
      i: {
        awardType: 'quality_structure',
        year,
        name,
        startDate: isoDay(-2),
        endDate: isoDay(30),
        accountCategories: ['1'],
      },
    });

    await page.goto('/awards/systemSetting');
    const flows = page.getByRole('table', { name: '申报审批流程' });
    await expect(flows.getByRole('row').filter({ hasText: '世纪杯' })).toContainText('世纪杯申报 v1');
    await expect(flows.getByRole('row').filter({ hasText: '优质结构' })).toContainText('协会形式审查');
    const phone = page.getByRole('textbox', { name: '会员部联系电话' });
    await phone.fill('电话');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('联系电话格式不正确').first()).toBeVisible();
    await phone.fill('024-23456789');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '设置已保存')).toBeVisible();

    await page.goto('/awards/permissionSetting');
    const categories = page.getByRole('group', { name: `${name}：可申报的账号类别` });
    await categories.getByRole('checkbox', { name: '非会员单位' }).locator('xpath=ancestor::label[1]').click();
    await expect(toast(page, '已保存')).toBeVisible();
    await expect(categories.getByRole('checkbox', { name: '非会员单位' })).toBeChecked();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);

    await page.goto('/awards/participantsTable');
    const cup = page.getByRole('table', { name: '世纪杯参建单位及人员' });
    await expect(cup.getByRole('row').filter({ hasText: '承建单位' }).first()).toContainText('项目经理（限1人）');
  });
});
