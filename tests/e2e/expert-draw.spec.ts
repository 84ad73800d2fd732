import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.js';
import { approvedExpert, submittedCenturyCup } from './pages/award-assign.js';
import { toast } from './pages/flow-page.js';
import { graphql } from './pages/look-page.js';
import { signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

const ADMIN = { account: 'admin', password: 'Zhuxie@2026' };
const APPROVER = { account: 'shenpi', password: 'Zhuxie@2026' };

expectCleanConsole();

test.describe('专家抽取', () => {
  test('staff draw experts with substitutes for an application, verify the draw and let a substitute step in', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now() % 100000;
    const name = `世纪杯遴选E2E${stamp}`;
    const project = `遴选工程${stamp}`;
    await signInAs(page, ADMIN);
    const { dalian } = await submittedCenturyCup(page, browser, name, project);

    // Staff: four eligible experts and one from the contractor, in a group.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInAs(staff, APPROVER);
    const names = ['甲', '乙', '丙', '丁'].map((n) => `遴选${n}${stamp}`);
    const ids = [];
    for (const n of names) ids.push(await approvedExpert(page, staff, { name: n }));
    const own = `遴选戊${stamp}`;
    ids.push(await approvedExpert(page, staff, { name: own, creditCode: dalian.creditCode }));
    const group = `遴选分组${stamp}`;
    await graphql(staff, `mutation($i: ExpertGroupInput!) { submitExpertGroup(input: $i) { id } }`, {
      i: { name: group, memberIds: ids },
    });

    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.goto('/awards/centuryCupAllot');
    await staff.getByRole('combobox', { name: /^奖项/ }).selectOption({ label: name });
    await staff.getByRole('combobox', { name: /^专家分组/ }).selectOption({ label: group });
    await staff.getByRole('button', { name: '预览' }).click();
    const row = staff.getByRole('table', { name: '分配预览' }).getByRole('row').filter({ hasText: project });
    await row.getByRole('button', { name: `随机抽取：${project}` }).click();

    // N + M larger than the pool: the shortfall message; then 2 drawn and 1 substitute.
    const dialog = staff.getByRole('dialog', { name: `随机抽取专家：${project}` });
    await dialog.getByLabel(/^抽取人数/).fill('4');
    await dialog.getByLabel(/^替补人数/).fill('1');
    await dialog.getByRole('button', { name: '开始抽取' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('符合条件的专家不足：需要5名，仅有4名可分配');
    await dialog.getByLabel(/^抽取人数/).fill('2');
    await dialog.getByRole('button', { name: '开始抽取' }).click();
    await expect(toast(staff, '抽取成功，抽中的专家已分配')).toBeVisible();
    const drawn = dialog.getByRole('list', { name: '抽中专家' }).getByRole('listitem');
    await expect(drawn).toHaveCount(2);
    await expect(drawn.first()).toContainText('第1位 遴选');
    await expect(dialog.getByRole('list', { name: '替补专家' }).getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByTestId('draw-seed')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(dialog).not.toContainText(own);
    await staff.screenshot({ path: 'test-results/expert-draw-1280.png' });
    await staff.setViewportSize({ width: 375, height: 800 });
    await staff.screenshot({ path: 'test-results/expert-draw-375.png' });
    const { violations } = await new AxeBuilder({ page: staff }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    const first = (await drawn.first().innerText()).replace(/^第1位 /, '').replace(/（.*$/, '');
    await dialog.getByRole('button', { name: '关闭' }).last().click();

    // The draw record: 验证 recomputes the order from the recorded seed and pool.
    await staff.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole('button', { name: `抽取记录：${project}` }).click();
    const records = staff.getByRole('dialog', { name: `抽取记录：${project}` });
    await records.getByRole('button', { name: '验证' }).click();
    await expect(records.getByRole('status')).toHaveText(/^验证通过/);
    await expect(records).toContainText(`${own}：本单位或参建单位回避`);

    // The first drawn expert declines: the substitute steps in.
    await records.getByRole('button', { name: `替补：${first}` }).click();
    await expect(toast(staff, '已由替补专家递补')).toBeVisible();
    await expect(records).toContainText(/婉拒，\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 由遴选.+递补/);
    await staff.setViewportSize({ width: 375, height: 800 });
    await staff.screenshot({ path: 'test-results/expert-draw-records-375.png', fullPage: true });
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.screenshot({ path: 'test-results/expert-draw-records-1280.png' });
    await staffContext.close();
  });
});
