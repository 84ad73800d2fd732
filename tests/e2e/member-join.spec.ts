import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { FlowPanel, openTaskList, toast } from './pages/flow-page.js';
import { graphql } from './pages/look-page.js';
import { signInAs } from './pages/login-page.js';
import { CompanyForm, freshCreditCode, listTable } from './pages/member-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

const APPROVER = { account: 'shenpi', password: 'Zhuxie@2026' };

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)} ${n.failureSummary ?? ''}`).join(', ')}`,
    );
}

test.describe('入会申请', () => {
  expectCleanConsole();

  test('a company account applies with 保存并送审, the approver approves from the to-do list, the unit appears in 会员信息', async ({
    page,
    browser,
  }) => {
    test.slow(); // three users, a dozen page loads
    const stamp = Date.now();
    const company = { account: `qiye_${stamp}`, password: 'Qiye#2026-e2e' };
    const name = `端到端建设有限公司${stamp}`;
    const creditCode = freshCreditCode();

    // The administrator opens a fresh company account (role 会员账号).
    await signInAs(page);
    const roles = await graphql<{ roles: { records: { id: string }[] } }>(
      page,
      '{ roles(filter: { roleAlias: "member" }) { records { id } } }',
    );
    await graphql(page, 'mutation($i: UserInput!) { submitUser(input: $i) { id } }', {
      i: {
        account: company.account,
        realName: '企业联系人',
        password: company.password,
        roleIds: [roles.roles.records[0]!.id],
      },
    });

    // The company fills its join application: the shared rules refuse a wrong check character first.
    const applicantContext = await browser.newContext();
    const applicant = await applicantContext.newPage();
    await signInAs(applicant, company);
    // 会员中心 guides an account that is not a member yet to the join application.
    await applicant.goto('/cmsPages');
    await expect(applicant.getByRole('heading', { name: '您的账号还不是会员单位' })).toBeVisible();
    await expect(applicant.getByRole('list', { name: '入会进度' }).locator('[aria-current="step"]')).toContainText(
      '提交入会申请',
    );
    expect(await seriousViolations(applicant)).toEqual([]);
    await applicant.getByRole('link', { name: '申请入会' }).click();
    await expect(applicant).toHaveURL(/\/cmsPages\/joinApply$/);
    const form = applicant.getByRole('form', { name: '入会申请' });
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(form).toContainText('请输入单位名称');
    await expect(form).toContainText('请输入统一社会信用代码');
    const company_ = new CompanyForm(form);
    const wrong = creditCode.slice(0, 17) + (creditCode.endsWith('0') ? '1' : '0');
    await company_.fill({
      name,
      creditCode: wrong,
      contactName: '陈申请',
      contactMobile: '13912345678',
      level: '理事单位',
      city: '沈阳市',
    });
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(form).toContainText('统一社会信用代码校验位不正确');
    await company_.field('统一社会信用代码').fill(creditCode.toLowerCase());
    await expect(form).not.toContainText('统一社会信用代码校验位不正确');
    expect(await seriousViolations(applicant)).toEqual([]);
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(toast(applicant, '已保存并送审')).toBeVisible();
    await expect(applicant.getByText('我的入会申请')).toBeVisible();
    await expect(applicant.getByText(creditCode, { exact: true })).toBeVisible();
    await new FlowPanel(applicant).expectStatus('审核中');

    // The approver claims it from 待签事务 (it opens the join application) and approves.
    const approverContext = await browser.newContext();
    const approver = await approverContext.newPage();
    await signInAs(approver, APPROVER);
    const claim = await openTaskList(approver, 'claim');
    await claim
      .getByRole('row')
      .filter({ hasText: `${name}入会申请` })
      .getByRole('button', { name: '签收' })
      .click();
    await expect(approver).toHaveURL(/\/awards\/memberManagement\/join-a-society\/[\w-]+$/);
    await expect(approver.getByText(name, { exact: true })).toBeVisible();
    const panel = new FlowPanel(approver);
    await panel.press('通过');
    await expect(toast(approver, '已通过')).toBeVisible();
    await panel.expectStatus('已通过');

    // The staff list of join applications shows it approved.
    await approver.goto('/awards/memberManagement/join-a-society');
    let table = await listTable(approver);
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('已通过');

    // 会员信息: the new unit, active, with the requested level and the region; its detail opens.
    await page.goto('/awards/memberManagement/member-info');
    table = await listTable(page);
    await page.getByRole('search').getByLabel('单位名称').fill(name);
    await page.getByRole('search').getByLabel('单位名称').press('Enter');
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(creditCode);
    await expect(row).toContainText('理事单位');
    await expect(row).toContainText('正常');
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: '查看' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: '会员单位详情' })).toBeVisible();
    await expect(new CompanyForm(dialog).field('单位名称')).toHaveValue(name);

    // The company's portal page now says it is a member.
    await applicant.reload();
    await expect(applicant.getByText(`${name} 已是会员单位`)).toBeVisible({ timeout: 30_000 });
    // …and 会员中心 shows the unit with its status instead of the way to membership.
    await applicant.goto('/cmsPages');
    await expect(applicant.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(applicant.getByText('正常会员')).toBeVisible();
    await expect(applicant.getByRole('region', { name: '我的申请' }).getByRole('listitem').first()).toContainText(
      '已通过',
    );
    await approverContext.close();
    await applicantContext.close();
  });

  test('staff create a member unit in 会员信息: the shared rule checks the credit code, a duplicate is refused', async ({
    page,
  }) => {
    const name = `端到端会员单位${Date.now()}`;
    const creditCode = freshCreditCode();
    await signInAs(page);
    await page.goto('/awards/memberManagement/member-info');
    await listTable(page);
    await page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    const form = new CompanyForm(dialog);
    await form.fill({
      name,
      creditCode: 'ABC',
      contactName: '刘联系',
      contactMobile: '13712345678',
      level: '会员单位',
    });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toContainText('统一社会信用代码格式不正确');
    await form.field('统一社会信用代码').fill('91210100MA0Y0000AR'); // the demo unit's code
    await dialog.getByRole('button', { name: '添加人员' }).click();
    await dialog.getByLabel('姓名 1').fill('刘一');
    await dialog.getByLabel('手机号码 1').fill('1371234');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toContainText('手机号码长度不为11位');
    await dialog.getByLabel('手机号码 1').fill('13712345679');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toContainText('该统一社会信用代码已存在');
    await form.field('统一社会信用代码').fill(creditCode);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '新增成功')).toBeVisible();
    const row = (await listTable(page)).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('会员单位');
    await row.getByRole('button', { name: '查看' }).click();
    await expect(page.getByRole('dialog').getByRole('table', { name: '单位人员' })).toContainText('刘一');
  });
});
