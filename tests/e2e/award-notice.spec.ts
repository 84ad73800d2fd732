import { expect, test } from './fixtures.js';
import { submittedCenturyCup } from './pages/award-assign.js';
import { isoDay } from './pages/date-field.js';
import { graphql } from './pages/look-page.js';
import { signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

const ADMIN = { account: 'admin', password: 'Zhuxie@2026' };

expectCleanConsole();

test.describe('公示与异议', () => {
  test('staff put the proposed results on notice, anyone objects on the open page at phone width, staff uphold the objection and the entry is withdrawn', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now() % 100000;
    const programme = `公示E2E${stamp}`;
    const project = `公示工程${stamp}`;
    const title = `E2E拟获奖工程公示${stamp}`;

    await signInAs(page, ADMIN);
    const { programmeId } = await submittedCenturyCup(page, browser, programme, project);

    // Staff draft the notice of the programme's proposed results and publish it.
    await page.goto('/awards/notice');
    await page.getByRole('combobox', { name: '奖项批次' }).selectOption({ label: programme });
    await page.getByRole('button', { name: '起草公示' }).click();
    const dialog = page.getByRole('dialog', { name: '起草公示' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请输入公示标题')).toBeVisible();
    await dialog.getByLabel('公示标题').fill(title);
    await dialog.getByLabel('公示开始日期').fill(isoDay(0));
    await dialog.getByLabel('公示结束日期').fill(isoDay(6));
    await dialog.getByText(project).locator('xpath=ancestor::label[1]').click();
    await expect(dialog.getByLabel(`${project} 的拟定结果`)).toHaveValue('拟获奖');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('草稿');
    await row.getByRole('button', { name: '发布' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /确定|确认/ })
      .click();
    await expect(row).toContainText('公示中');

    // Anyone, not signed in, on a phone-width screen: the open page and an objection.
    const notices = await graphql<{ awardNotices: { id: string; title: string }[] }>(
      page,
      `query($p: ID!) { awardNotices(programmeId: $p) { id title } }`,
      { p: programmeId },
    );
    const noticeId = notices.awardNotices.find((n) => n.title === title)!.id;
    const visitorContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/awards/notice/public?id=${noticeId}`);
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await expect(visitor.getByRole('cell', { name: project })).toBeVisible();
    await visitor.getByRole('button', { name: '提交异议' }).click();
    await expect(visitor.getByText('请选择对哪一项提出异议')).toBeVisible();
    await expect(visitor.getByText('手机号码不能为空')).toBeVisible();
    await visitor.getByLabel('异议项目').selectOption({ index: 1 });
    await visitor.getByLabel('姓名').fill('王先生');
    await visitor.getByLabel('手机号码').fill('13800001111');
    await visitor.getByLabel('异议理由').fill('该工程竣工验收资料与现场不符，请协会核实。');
    // Uploading evidence needs an account: a visitor is told to describe it instead.
    await expect(visitor.getByText(/^登录后可上传证明材料/)).toBeVisible();
    await visitor.screenshot({ path: 'test-results/award-notice-public-375.png', fullPage: true });
    await visitor.getByRole('button', { name: '提交异议' }).click();
    await expect(visitor.getByText('异议已提交，协会将核实处理。')).toBeVisible();

    // Staff uphold the objection with a reply: the entry is withdrawn from the results.
    await row.getByRole('button', { name: '异议' }).click();
    const objections = page.getByRole('dialog', { name: `异议：${title}` });
    await expect(objections).toContainText('该工程竣工验收资料与现场不符');
    await objections.getByRole('button', { name: '处理' }).click();
    await objections.getByRole('button', { name: '提交处理' }).click();
    await expect(objections.getByText('请选择处理结果')).toBeVisible();
    await objections.getByText('异议成立（撤销该项）').click();
    await objections.getByLabel('处理答复').fill('经核实，异议成立，撤销该工程的拟获奖资格。');
    await objections.getByRole('button', { name: '提交处理' }).click();
    await expect(objections.getByText('异议成立', { exact: true })).toBeVisible();
    await objections.getByRole('button', { name: '关闭' }).click();
    await expect(row).toContainText('撤销 1 项');

    await visitor.reload();
    await expect(visitor.getByText('已撤销')).toBeVisible();
    await expect(visitor.getByRole('button', { name: '提交异议' })).toBeVisible();
    await page.screenshot({ path: 'test-results/award-notice-staff-1280.png' });
    await visitorContext.close();
  });
});
