import { expect as baseExpect, test } from './fixtures.js';
import { toast } from './pages/flow-page.js';
import { createProgramme, graphql } from './pages/look-page.js';
import { signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';
import { payDues, PNG_1PX } from './pages/century-cup.js';

const ADMIN = { account: 'admin', password: 'Zhuxie@2026' };
const MEMBER = { account: 'huiyuan', password: 'Zhuxie@2026' };
const APPROVER = { account: 'shenpi', password: 'Zhuxie@2026' };
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1PX });

// Each save runs the declaration's rules on the server; on a shared, loaded machine an answer may take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

expectCleanConsole();

test.describe('优秀项目经理申报（由声明定义的奖项）', () => {
  test('a member applies for the person award, is refused with its messages, submits; staff approve it', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now() % 100000;
    const name = `优秀项目经理E2E${stamp}`;
    // The manager's name names the application in the lists (Chinese characters only, unique per run).
    const manager = `赵建国${'甲乙丙丁戊己庚辛壬癸'.charAt(stamp % 10)}${'子丑寅卯辰巳午未申酉'.charAt(Math.floor(stamp / 10) % 10)}${'东南西北中'.charAt(Math.floor(stamp / 100) % 5)}`;

    await signInAs(page, ADMIN);
    const programmeId = await createProgramme(page, { awardType: 'excellent_manager', name });
    await payDues(page, '大连海湾');

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signInAs(member, MEMBER);
    await graphql(member, `mutation($p: ID!) { subscribeAwardProgramme(programmeId: $p) { id } }`, { p: programmeId });
    await member.goto(`/awards/excellentProjectManager/apply?programmeId=${programmeId}`);
    const form = member.getByRole('form', { name: '优秀项目经理申报' });
    await expect(form).toBeVisible();
    await expect(member.getByText(name)).toBeVisible();
    // A person award has no participant units: its own tab instead.
    await expect(form.getByRole('tab', { name: /参建单位及人员/ })).toHaveCount(0);
    await expect(form.getByRole('tab', { name: /主持项目及业绩/ })).toBeVisible();

    // 保存并送审 with only the name: the draft is saved and the declaration's messages show.
    await form.getByLabel(/^姓名/).fill(manager);
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(toast(member, '申报信息不完整')).toBeVisible();
    for (const message of ['请选择申报单位', '请选择推荐单位', '请选择性别', '请填写身份证号码', '请选择建造师等级'])
      await expect(form.getByText(message, { exact: true })).toBeVisible();

    // The apply screen at 1280 and 375 px.
    await member.setViewportSize({ width: 1280, height: 900 });
    await member.screenshot({ path: test.info().outputPath('apply-1280.png'), fullPage: true });
    await member.setViewportSize({ width: 375, height: 800 });
    await member.screenshot({ path: test.info().outputPath('apply-375.png'), fullPage: true });
    const overflow = await member.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(1);
    await member.setViewportSize({ width: 1280, height: 900 });

    // The person.
    await form.getByRole('combobox', { name: /^申报单位/ }).selectOption({ label: '大连海湾建设集团有限公司' });
    await form.getByRole('combobox', { name: /^推荐单位/ }).selectOption({ index: 1 });
    await form.getByLabel(/^联系人/).fill('王联系');
    await form.getByLabel(/^联系电话/).fill('13812345678');
    await form.getByRole('combobox', { name: /^性别/ }).selectOption({ label: '男' });
    await form.getByLabel(/^出生日期/).fill('1978-05-12');
    await form.getByLabel(/^身份证号码/).fill('2101021978');
    await form.getByRole('combobox', { name: /^建造师等级/ }).selectOption({ label: '一级注册建造师' });
    await form.getByLabel(/^注册证书编号/).fill('辽1212008200812345');
    await form.getByLabel(/^注册证书有效期至/).fill('2028-12-31');
    await form.getByLabel(/^安全生产考核合格证书/).fill('辽建安B（2019）0012345');
    await form.getByLabel(/^担任项目经理年限/).fill('2');
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(form.getByRole('tabpanel', { name: '申报信息' }).getByText('身份证号码格式不正确')).toBeVisible();
    await form.getByLabel(/^身份证号码/).fill('21010219780512123X');
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(form.getByRole('tabpanel', { name: '申报信息' }).getByText('担任项目经理须满3年')).toBeVisible();
    await form.getByLabel(/^担任项目经理年限/).fill('8');

    // The projects led and their results, the deeds.
    await form.getByRole('tab', { name: /主持项目及业绩/ }).click();
    const projects = form.getByRole('region', { name: '主持的工程项目' });
    await projects.getByRole('button', { name: '添加一行' }).click();
    await projects.getByLabel(/^工程名称/).fill('大连国际会议中心二期');
    await projects.getByLabel(/^质量奖项/).fill('2024年度辽宁省世纪杯');
    await form.getByLabel(/^主要事迹（/).fill('主持完成多项省级优质工程，推行精细化管理。');

    // The certificates and award documents.
    await form.getByRole('tab', { name: /申报材料/ }).click();
    await form
      .getByRole('group', { name: '建造师注册证书及安全生产考核合格证书' })
      .getByTestId('upload-input')
      .setInputFiles([png('建造师证书.png')]);
    await form
      .getByRole('group', { name: '工程获奖证书及文件' })
      .getByTestId('upload-input')
      .setInputFiles([png('获奖证书.png')]);
    await form.getByRole('button', { name: '保存并送审' }).click();
    // Saved, checked and sent (slow on a loaded machine): the detail opens.
    await expect(member).toHaveURL(/\/awards\/excellentProjectManager\/detail\?id=/);
    await expect(member.getByRole('heading', { name: manager })).toBeVisible();
    await expect(member.getByText('审核中').first()).toBeVisible();
    await expect(member.getByText('大连国际会议中心二期')).toBeVisible();
    const detailUrl = member.url();

    // Staff approve it from the list (excellentManager shows the same list).
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInAs(staff, APPROVER);
    await staff.goto('/awards/excellentManager');
    await staff.getByLabel('工程名称').fill(manager);
    await staff.getByRole('button', { name: '搜索', exact: true }).click();
    const row = staff.getByRole('table').locator('tbody tr').filter({ hasText: manager });
    await expect(row).toContainText('审核中');
    await row
      .getByRole('checkbox', { name: `选择 ${manager}` })
      .locator('xpath=ancestor::label[1]')
      .click();
    await staff.getByRole('button', { name: '批量审批' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(toast(staff, '已审批通过 1 条')).toBeVisible();
    await expect(row).toContainText('已通过');

    await member.goto(detailUrl);
    await expect(member.getByText('已通过').first()).toBeVisible();
    await expect(member.getByText('协会形式审查').first()).toBeVisible();
    await memberContext.close();
    await staffContext.close();
  });
});

test.describe('优秀奖申报（由声明定义的奖项：类别决定所问）', () => {
  test('a member applies for 优秀质量检查员: the category asks for the post certificate; staff see and approve it', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now() % 100000;
    const name = `优秀奖E2E${stamp}`;
    const person = `钱质检${'甲乙丙丁戊己庚辛壬癸'.charAt(stamp % 10)}${'子丑寅卯辰巳午未申酉'.charAt(Math.floor(stamp / 10) % 10)}${'东南西北中'.charAt(Math.floor(stamp / 100) % 5)}`;

    await signInAs(page, ADMIN);
    const programmeId = await createProgramme(page, { awardType: 'excellent_award', name });
    await payDues(page, '大连海湾');

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signInAs(member, MEMBER);
    await graphql(member, `mutation($p: ID!) { subscribeAwardProgramme(programmeId: $p) { id } }`, { p: programmeId });
    await member.goto(`/awards/excellentAward/apply?programmeId=${programmeId}`);
    const form = member.getByRole('form', { name: '优秀奖申报' });
    await expect(form).toBeVisible();
    await expect(member.getByText(name)).toBeVisible();
    await expect(form.getByRole('tab', { name: /主要事迹/ })).toBeVisible();

    await form.getByRole('combobox', { name: /^申报单位/ }).selectOption({ label: '大连海湾建设集团有限公司' });
    await form.getByRole('combobox', { name: /^推荐单位/ }).selectOption({ index: 1 });
    await form.getByLabel(/^联系人/).fill('吴联系');
    await form.getByLabel(/^联系电话/).fill('13512345678');
    // The inspector's post certificate is asked only once the category is 优秀质量检查员.
    await expect(form.getByLabel(/^质量检查员岗位证书编号/)).toHaveCount(0);
    await form.getByRole('radio', { name: '优秀质量检查员', exact: true }).check({ force: true });
    await expect(form.getByLabel(/^质量检查员岗位证书编号/)).toBeVisible();
    await form.getByLabel(/^姓名/).fill(person);
    await form.getByRole('combobox', { name: /^性别/ }).selectOption({ label: '女' });
    await form.getByLabel(/^出生日期/).fill('1985-09-20');
    await form.getByLabel(/^岗位或职务/).fill('项目质量检查员');
    await form.getByLabel(/^从事本岗位年限/).fill('12');

    // The apply screen at 1280 and 375 px.
    await member.screenshot({ path: test.info().outputPath('excellent-award-1280.png'), fullPage: true });
    await member.setViewportSize({ width: 375, height: 800 });
    await member.screenshot({ path: test.info().outputPath('excellent-award-375.png'), fullPage: true });
    const overflow = await member.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(1);
    await member.setViewportSize({ width: 1280, height: 900 });

    // Sent without the certificate, the deeds and the required files: the draft is kept, the messages show.
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(toast(member, '申报信息不完整')).toBeVisible();
    await expect(form.getByText('请填写质量检查员岗位证书编号', { exact: true })).toBeVisible();
    await form.getByLabel(/^质量检查员岗位证书编号/).fill('辽质检（2015）0456');

    await form.getByRole('tab', { name: /主要事迹/ }).click();
    await expect(form.getByText('请填写主要事迹', { exact: true })).toBeVisible();
    await form.getByLabel(/^主要事迹（/).fill('坚持样板引路和三检制度，所检工程一次验收合格率100%。');

    await form.getByRole('tab', { name: /申报材料/ }).click();
    await expect(form.getByText('请上传近期免冠照片', { exact: true })).toBeVisible();
    await form
      .getByRole('group', { name: '近期免冠照片' })
      .getByTestId('upload-input')
      .setInputFiles([png('照片.png')]);
    await form
      .getByRole('group', { name: '盖章申报表' })
      .getByTestId('upload-input')
      .setInputFiles([png('申报表.png')]);
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(member).toHaveURL(/\/awards\/excellentAward\/detail\?id=/);
    await expect(member.getByRole('heading', { name: person })).toBeVisible();
    await expect(member.getByText('审核中').first()).toBeVisible();
    await expect(member.getByText('优秀质量检查员', { exact: true })).toBeVisible();

    // Staff find it in the line's list and approve it.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInAs(staff, APPROVER);
    await staff.goto('/awards/excellentAward');
    await expect(staff.getByText('建设中')).toHaveCount(0);
    await staff.getByLabel('工程名称').fill(person);
    await staff.getByRole('button', { name: '搜索', exact: true }).click();
    const row = staff.getByRole('table').locator('tbody tr').filter({ hasText: person });
    await expect(row).toContainText('审核中');
    await row
      .getByRole('checkbox', { name: `选择 ${person}` })
      .locator('xpath=ancestor::label[1]')
      .click();
    await staff.getByRole('button', { name: '批量审批' }).click();
    await staff.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(toast(staff, '已审批通过 1 条')).toBeVisible();
    await expect(row).toContainText('已通过');
    await memberContext.close();
    await staffContext.close();
  });
});
