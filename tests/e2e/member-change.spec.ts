import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { FlowPanel, openTaskList, toast } from './pages/flow-page.js';
import { graphql } from './pages/look-page.js';
import { signInAs } from './pages/login-page.js';
import { freshCreditCode, listTable } from './pages/member-page.js';
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

test.describe('会员信息变更', () => {
  expectCleanConsole();

  test('a member files a contact change, the approver approves, the unit shows the new contact and its history', async ({
    page,
    browser,
  }) => {
    test.slow(); // three users, a dozen page loads
    const stamp = Date.now();
    const company = { account: `biangeng_${stamp}`, password: 'Qiye#2026-e2e' };
    const name = `端到端变更单位${stamp}`;

    // The administrator opens a company account and its member unit.
    await signInAs(page);
    const roles = await graphql<{ roles: { records: { id: string }[] } }>(
      page,
      '{ roles(filter: { roleAlias: "member" }) { records { id } } }',
    );
    const user = await graphql<{ submitUser: { id: string } }>(
      page,
      'mutation($i: UserInput!) { submitUser(input: $i) { id } }',
      {
        i: {
          account: company.account,
          realName: '变更联系人',
          password: company.password,
          roleIds: [roles.roles.records[0]!.id],
        },
      },
    );
    await graphql(page, 'mutation($i: MemberUnitInput!) { submitMemberUnit(input: $i) { id } }', {
      i: {
        name,
        creditCode: freshCreditCode(),
        contactName: '旧联系人',
        contactMobile: '13700001111',
        memberLevel: '1',
        userId: user.submitUser.id,
        posts: ['4'],
      },
    });

    // The company opens its unit and goes to the contact change from 申请变更.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signInAs(member, company);
    await member.goto('/cmsPages/myCompany');
    await expect(member.getByText(name, { exact: true })).toBeVisible({ timeout: 30_000 });
    await member.getByRole('link', { name: '申请变更联系信息' }).click();
    await expect(member).toHaveURL(/\/cmsPages\/changeContacts$/);
    const form = member.getByRole('form', { name: '联系人变更' });
    await expect(form.getByRole('textbox', { name: '新联系人', exact: true })).toHaveValue('旧联系人');

    // Nothing changed yet: refused on the client with the server's message.
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(form).toContainText('变更内容与当前信息一致，请修改后再提交');

    // The shared mobile rule, then the diff marks the changed fields.
    await form.getByRole('textbox', { name: '新联系人', exact: true }).fill('新联系人');
    await form.getByRole('textbox', { name: '新联系人手机', exact: true }).fill('1391234');
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(form).toContainText('手机号码长度不为11位');
    await form.getByRole('textbox', { name: '新联系人手机', exact: true }).fill('13912345678');
    const diff = form.getByRole('table', { name: '变更对比' });
    await expect(diff.getByRole('row').filter({ hasText: '已变更' })).toHaveCount(2);
    await expect(diff.getByRole('row').filter({ hasText: '联系人手机' })).toContainText('13700001111');
    await expect(diff.getByRole('row').filter({ hasText: '联系人手机' })).toContainText('13912345678');
    expect(await seriousViolations(member)).toEqual([]);
    await form.getByRole('button', { name: '保存并送审' }).click();
    await expect(toast(member, '已保存并送审')).toBeVisible();
    await new FlowPanel(member).expectStatus('审核中');
    await expect(member.getByText('变更申请审核中，审核通过后生效')).toBeVisible();

    // The approver claims it (it opens the change request with the diff) and approves.
    const approverContext = await browser.newContext();
    const approver = await approverContext.newPage();
    await signInAs(approver, APPROVER);
    const claim = await openTaskList(approver, 'claim');
    await claim
      .getByRole('row')
      .filter({ hasText: `${name}联系人变更` })
      .getByRole('button', { name: '签收' })
      .click();
    await expect(approver).toHaveURL(/\/awards\/memberManagement\/member-info-change\/[\w-]+$/);
    await expect(approver.getByRole('table', { name: '变更对比' })).toContainText('13912345678');
    const panel = new FlowPanel(approver);
    await panel.press('通过');
    await expect(toast(approver, '已通过')).toBeVisible();
    await panel.expectStatus('已通过');

    // The staff list shows it approved; 会员档案 shows the unit's history.
    await approver.goto('/awards/memberManagement/member-info-change');
    let table = await listTable(approver);
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('已通过');
    await approver.goto('/awards/memberManagement/application-list');
    table = await listTable(approver);
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('联系人变更');
    await approver.goto('/awards/memberManagement/miRManager');
    table = await listTable(approver);
    await approver.getByRole('search').getByLabel('单位名称').fill(name);
    await approver.getByRole('search').getByLabel('单位名称').press('Enter');
    await table.getByRole('row').filter({ hasText: name }).getByRole('button', { name: '查看' }).click();
    const timeline = approver
      .getByRole('list', { name: '信息变更历史' })
      .or(approver.getByLabel('信息变更历史'))
      .first();
    await expect(timeline).toContainText('当前有效');
    await expect(timeline).toContainText('新联系人');
    await expect(timeline).toContainText('旧联系人');
    expect(await seriousViolations(approver)).toEqual([]);

    // The company's unit shows the new contact and the history.
    await member.goto('/cmsPages/myCompanyDetail');
    await expect(member.getByLabel('联系信息', { exact: true })).toContainText('13912345678', { timeout: 30_000 });
    await expect(member.getByLabel('联系信息', { exact: true })).toContainText('新联系人');
    await expect(member.getByLabel('信息变更历史', { exact: true }).first()).toContainText('原始信息');
    await member.goto('/cmsPages/changeContacts/auditList');
    table = await listTable(member);
    await expect(table.getByRole('row').filter({ hasText: '联系人变更' })).toContainText('已通过');
    await approverContext.close();
    await memberContext.close();
  });
});
