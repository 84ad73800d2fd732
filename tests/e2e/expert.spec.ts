import { expect, test } from './fixtures.js';
import { FlowPanel, toast } from './pages/flow-page.js';
import { signInAs } from './pages/login-page.js';
import { expectPdfDownload } from './pages/transfer.js';
import { expectCleanConsole } from './pages/shell-page.js';

const MEMBER = { account: 'huiyuan', password: 'Zhuxie@2026' };
const APPROVER = { account: 'shenpi', password: 'Zhuxie@2026' };

expectCleanConsole();

test.describe('专家申请与专家查询', () => {
  test('a member applies (保存并送审), the approver approves, staff issue the card, anyone finds the expert', async ({
    page,
    browser,
  }) => {
    test.slow();
    const name = `专家${Date.now() % 100000}`;
    const card = `ZJ-E2E-${Date.now() % 100000}`;

    await signInAs(page, MEMBER);
    await page.goto('/cmsPages/specialistApply');
    const form = page.getByRole('form', { name: '专家申请' });
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(form).toContainText('请输入姓名');
    await form.getByLabel(/^姓名/).fill(name);
    await form.getByLabel(/^手机号码/).fill('1391234');
    await form.getByRole('combobox', { name: /^专业/ }).selectOption({ label: '电气' });
    await form.getByLabel(/^工作单位/).fill('辽宁某建设集团有限公司');
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(form).toContainText('手机号码长度不为11位');
    await form.getByLabel(/^手机号码/).fill('13912345678');
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(toast(page, '新增成功')).toBeVisible();
    await expect(page.getByText('申请审核中或已通过，不能修改。')).toBeVisible();

    // The approver finds it in 账号管理 and approves it on its page.
    const approverContext = await browser.newContext();
    const approverPage = await approverContext.newPage();
    await signInAs(approverPage, APPROVER);
    await approverPage.goto('/awards/accountMGT');
    const row = approverPage.getByRole('table').locator('tbody tr').filter({ hasText: name });
    await expect(row).toContainText('审核中');
    await row.getByRole('button', { name: /^查看/ }).click();
    const panel = new FlowPanel(approverPage);
    await panel.press('通过');
    await expect(toast(approverPage, '已通过')).toBeVisible();

    // Staff issue the card from the list.
    await approverPage.goto('/awards/accountMGT');
    await expect(row).toContainText('已通过');
    await row.getByRole('button', { name: `专家证 ${name}` }).click();
    const dialog = approverPage.getByRole('dialog', { name: `专家证：${name}` });
    await dialog.getByLabel(/^专家证号/).fill(card);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(row).toContainText(card);
    // The card prints as a PDF from the list.
    await expectPdfDownload(
      approverPage,
      () => row.getByRole('button', { name: `下载${name}的专家证` }).click(),
      '/account/card/',
      `专家证-${name}-${card}.pdf`,
    );
    await approverContext.close();

    // The expert downloads their own card from their application.
    await page.reload();
    await expectPdfDownload(
      page,
      () => page.getByRole('button', { name: '下载专家证' }).click(),
      '/account/card/',
      `专家证-${name}-${card}.pdf`,
    );

    // Anyone, signed in or not, finds the expert; no phone number is shown.
    const visitor = await browser.newContext();
    const open = await visitor.newPage();
    await open.goto('/cmsPages/expertSearch');
    await open.getByRole('searchbox').or(open.getByLabel('姓名、单位或专家证号')).first().fill(card);
    await open.getByRole('button', { name: '搜索' }).click();
    const results = open.getByRole('table', { name: '查询结果' });
    await expect(results).toContainText(name);
    await expect(results).toContainText('电气');
    await expect(results).not.toContainText('13912345678');
    await visitor.close();
  });
});
