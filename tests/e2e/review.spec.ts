import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { toast } from './pages/flow-page.js';
import { createProgramme, graphql } from './pages/look-page.js';
import { signInAs } from './pages/login-page.js';
import { expectPdfDownload } from './pages/transfer.js';
import { expectCleanConsole } from './pages/shell-page.js';
import { centuryCupValues, payDues, uploadedPng } from './pages/century-cup.js';

const ADMIN = { account: 'admin', password: 'Zhuxie@2026' };
const MEMBER = { account: 'huiyuan', password: 'Zhuxie@2026' };
const APPROVER = { account: 'shenpi', password: 'Zhuxie@2026' };
const EXPERT = { account: 'zhuanjia', password: 'Zhuxie@2026' };

expectCleanConsole();

/** A century cup application submitted by the demo member, approved by staff and assigned to the demo expert (issue 8's calls). */
async function assignedApplication(
  staff: Page,
  member: Page,
  project: string,
): Promise<{ programmeId: string; applicationId: string }> {
  const programmeId = await createProgramme(staff, { awardType: 'century_cup', name: (year) => `评审E2E${year}` });
  await payDues(staff, '大连海湾');

  await graphql(member, `mutation($p: ID!) { subscribeAwardProgramme(programmeId: $p) { id } }`, { p: programmeId });
  const file = await uploadedPng(member);
  const companies = await graphql<{ awardCompanies: { id: string; companyName: string }[] }>(
    member,
    `{ awardCompanies { id companyName } }`,
  );
  const dalian = companies.awardCompanies.find((c) => c.companyName.includes('大连海湾'))!.id;
  const techs = ['装配式混凝土', '钢筋连接', '高性能混凝土', 'BIM', '绿色施工', '智能建造'].join('、');
  const saved = await graphql<{ saveAwardApplication: { id: string; flowStatus: number } }>(
    member,
    `mutation($i: AwardApplicationInput!) { saveAwardApplication(input: $i) { id flowStatus } }`,
    {
      i: {
        programmeId,
        andSubmit: true,
        values: centuryCupValues(project, dalian, techs),
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
  expect(saved.saveAwardApplication.flowStatus).toBe(1);
  const applicationId = saved.saveAwardApplication.id;
  return { programmeId, applicationId };
}

test.describe('专家评分与排名', () => {
  test('an expert scores an assigned application (limits, comments, draft, submit); staff see the ranking and unlock', async ({
    page,
    browser,
  }) => {
    test.slow();
    const project = `评审工程E2E${Date.now() % 100000}`;
    await signInAs(page, ADMIN);
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signInAs(member, MEMBER);
    const { applicationId } = await assignedApplication(page, member, project);
    await memberContext.close();

    // Staff approve and assign the demo expert.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInAs(staff, APPROVER);
    const approved = await graphql<{ approveAwardApplications: number }>(
      staff,
      `mutation($i: AwardApprovalBatchInput!) { approveAwardApplications(input: $i) }`,
      { i: { awardType: 'century_cup', ids: [applicationId] } },
    );
    expect(approved.approveAwardApplications).toBe(1);
    const experts = await graphql<{ expertAccounts: { records: { id: string }[] } }>(
      staff,
      `{ expertAccounts(filter: { name: "评审专家（演示）" }) { records { id } } }`,
    );
    await graphql(staff, `mutation($i: AwardExpertAssignInput!) { assignAwardApplicationExperts(input: $i) { id } }`, {
      i: { id: applicationId, expertIds: [experts.expertAccounts.records[0]!.id] },
    });

    // The expert: the task list, the scoring form with the sheet's rules.
    const expertContext = await browser.newContext();
    const expert = await expertContext.newPage();
    await signInAs(expert, EXPERT);
    await expert.goto('/awards/scoringPage');
    const row = expert.getByRole('table', { name: '评审任务列表' }).locator('tbody tr').filter({ hasText: project });
    await expect(row).toContainText('未评分');
    await row.getByRole('button', { name: `评分：${project}` }).click();
    const form = expert.getByRole('region', { name: `评分：${project}` });
    await expect(form.getByRole('link', { name: '查看申报材料' })).toHaveAttribute(
      'href',
      `/awards/centuryCupMaterialsSH?id=${applicationId}`,
    );
    await form.getByLabel('地基与基础 得分').fill('16');
    await form.getByRole('button', { name: '保存草稿' }).click();
    await expect(form.getByText('“地基与基础”的得分应在0到15之间')).toBeVisible();
    await form.getByLabel('地基与基础 得分').fill('12.5');
    await form.getByRole('button', { name: '保存草稿' }).click();
    await expect(toast(expert, '草稿已保存')).toBeVisible();
    await expect(row).toContainText('草稿');

    const scores: [string, string][] = [
      ['主体结构', '25'],
      ['屋面工程', '8'],
      ['装饰装修', '16'],
      ['建筑节能', '8'],
      ['观感质量', '12'],
      ['新技术应用', '4'],
    ];
    for (const [label, value] of scores) await form.getByLabel(`${label} 得分`).fill(value);
    await form.getByRole('button', { name: '提交评分' }).click();
    await expect(form.getByText('“主体结构”给出0分或满分时必须填写评语')).toBeVisible();
    await form.getByLabel('主体结构 评语').fill('主体结构施工质量优良');
    await expect(form.getByText('合计 85.5 分，加权得分 85.5')).toBeVisible();
    const { violations } = await new AxeBuilder({ page: expert }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    await form.getByRole('button', { name: '提交评分' }).click();
    await expect(toast(expert, '评分已提交')).toBeVisible();
    await expect(row).toContainText('已提交');
    await expect(row).toContainText('85.5');
    await expect(expert.getByText(/已提交 [1-9]\d* 项/)).toBeVisible();

    // Staff: the ranking of the programme with the score, raw and normalised side by side.
    await staff.goto('/awards/project-quality-ranking-table');
    const ranking = staff.getByRole('table', { name: '工程质量排名表' });
    const ranked = ranking.locator('tbody tr').filter({ hasText: project });
    await expect(ranked).toContainText('85.50');
    await expect(staff.getByRole('button', { name: '导出' })).toBeVisible();

    // Staff: the evaluation opinion of the application, downloaded as a PDF.
    await staff.goto('/awards/project-quality-evaluation-opinion');
    await staff.getByRole('combobox', { name: '申报工程' }).selectOption({ label: project });
    await expect(staff.getByTestId('opinion-text')).toContainText('85.50');
    const opinion = await expectPdfDownload(
      staff,
      () => staff.getByRole('button', { name: '下载PDF' }).click(),
      '/review/evaluation-opinion/pdf/',
      `评价意见-${project}.pdf`,
    );
    const opinionText = opinion.pages.join('\n');
    for (const text of ['工程质量评价意见书', project, '评审专家（演示）', '主体结构施工质量优良', '85.50'])
      expect(opinionText).toContain(text);
    await staffContext.close();

    // An administrator unlocks the score; the expert may change it again.
    await page.goto('/awards/project-quality-ranking-table');
    await page
      .getByRole('table', { name: '工程质量排名表' })
      .locator('tbody tr')
      .filter({ hasText: project })
      .getByRole('button', { name: `评分明细：${project}` })
      .click();
    await page.getByRole('button', { name: '解锁 评审专家（演示） 的评分' }).click();
    await expect(toast(page, '评分已解锁')).toBeVisible();
    await expert.reload();
    await expect(row).toContainText('草稿');
    await expertContext.close();

    // Per-expert statistics, the sheets and a printable template.
    await page.goto('/awards/expertStatistic');
    await expect(
      page.getByRole('table', { name: '专家统计' }).locator('tbody tr').filter({ hasText: '评审专家（演示）' }),
    ).toBeVisible();
    // Assigned and submitted per expert drawn as one chart (two series, a legend), its numbers in a hidden table.
    await expect(page.getByRole('img', { name: '各专家评审进度' }).locator('canvas')).toHaveCount(1);
    await expect(page.getByRole('button', { name: '下载图片：各专家评审进度' })).toBeEnabled();
    const perExpert = page.getByRole('table', { name: '各专家评审进度' });
    await expect(perExpert.getByRole('columnheader')).toHaveText(['专家', '分配数', '已提交']);
    // The score was unlocked above: assigned, none submitted.
    await expect(perExpert.getByRole('row', { name: /^评审专家（演示）/ })).toHaveText(/^评审专家（演示）[1-9]\d*0$/);
    const shoot = async (name: string) => {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    };
    await shoot('expert-statistic');

    // 申报统计: each count table has its chart, which points to the table.
    await page.goto('/awards/declareStatistic');
    for (const title of ['按申报批次', '按地区', '按审批状态']) {
      const chart = page.getByRole('img', { name: title });
      await expect(chart.locator('canvas')).toHaveCount(1);
      const tableId = (await chart.getAttribute('aria-describedby'))!.split(' ')[1]!;
      await expect(page.locator(`[id="${tableId}"] tbody tr`).first()).toBeVisible();
    }
    const byRegion = page.getByRole('img', { name: '按地区' });
    const regionTable = page.locator(`[id="${(await byRegion.getAttribute('aria-describedby'))!.split(' ')[1]}"]`);
    await expect(regionTable.locator('tbody tr').filter({ hasText: '沈阳市' })).toHaveCount(1);
    await shoot('declare-statistic');
    await page.goto('/awards/awardReviewConfig');
    await page.getByRole('table', { name: '评分表列表' }).getByRole('link', { name: '土建实体' }).click();
    await expect(page).toHaveURL(/\/awards\/expertTable\/tujianshiti$/);
    const template = page.getByRole('table', { name: '土建实体评分表' });
    await expect(template.locator('tbody tr')).toHaveCount(8);
    await expect(template.locator('tbody tr').last()).toContainText('100');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
