import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.js';
import { toast } from './pages/flow-page.js';
import { freeProgrammeYear } from './pages/look-page.js';
import { signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';
import { fillDate, isoDay } from './pages/date-field.js';

const MEMBER = { account: 'huiyuan', password: 'Zhuxie@2026' };
const APPROVER = { account: 'shenpi', password: 'Zhuxie@2026' };

expectCleanConsole();

test.describe('奖项设置与奖项申报', () => {
  test('staff create and open a programme; a member subscribes and chooses it; closing hides it with the message', async ({
    page,
    browser,
  }) => {
    test.slow();
    const name = `世纪杯E2E${Date.now() % 100000}`;

    // Staff create the programme (it starts closed) and open it.
    await signInAs(page, APPROVER);
    const year = await freeProgrammeYear(page, 'century_cup');
    await page.goto('/awards/awardsSetting');
    await page.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('form', { name: '新增奖项设置' });
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toContainText('请输入奖项名称');
    await form.getByRole('combobox', { name: /^奖项类型/ }).selectOption({ label: '世纪杯' });
    await form.getByLabel(/^年度/).fill(String(year));
    await form.getByLabel(/^奖项名称/).fill(name);
    await fillDate(form.getByLabel(/^开始日期/), isoDay(-2));
    await fillDate(form.getByLabel(/^截止日期/), isoDay(-3));
    await form.getByText('会员单位', { exact: true }).click();
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toContainText('截止日期不能早于开始日期');
    await fillDate(form.getByLabel(/^截止日期/), isoDay(30));
    await form.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '新增成功')).toBeVisible();
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: name });
    await expect(row).toContainText('关闭');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    await row.getByRole('button', { name: `开启 ${name}` }).click();
    await expect(toast(page, '已开启')).toBeVisible();
    await expect(row).toContainText('开启');

    // The member finds it in 奖项申报, subscribes and chooses it.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    await signInAs(memberPage, MEMBER);
    await memberPage.goto('/awards/newApplication');
    await memberPage.getByRole('textbox', { name: '搜索' }).fill(name);
    await memberPage.getByRole('button', { name: '搜索', exact: true }).click();
    const card = memberPage.getByRole('listitem', { name });
    await expect(card).toContainText('申报中');
    await card.getByRole('button', { name: `订阅 ${name}` }).click();
    await expect(toast(memberPage, '订阅成功')).toBeVisible();
    await card.getByRole('button', { name: `申报 ${name}` }).click();
    await expect(memberPage).toHaveURL(/\/awards\/centuryCupApply\?programmeId=/);
    await expect(memberPage.getByRole('form', { name: '世纪杯申报' })).toBeVisible();
    await expect(memberPage.getByText(name)).toBeVisible();
    const applyUrl = memberPage.url();

    // Staff close it with a message.
    await row.getByRole('button', { name: `关闭 ${name}` }).click();
    const closeDialog = page.getByRole('dialog', { name: `关闭奖项：${name}` });
    await closeDialog.getByRole('button', { name: '保存' }).click();
    await expect(closeDialog).toContainText('请输入关闭提示信息');
    await closeDialog.getByLabel(/^关闭提示信息/).fill('本年度世纪杯申报已结束');
    await closeDialog.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '已关闭')).toBeVisible();
    await expect(row).toContainText('本年度世纪杯申报已结束');

    // The member no longer sees it; show all shows it closed with the message; the form page says so too.
    await memberPage.goto('/awards/newApplication');
    await memberPage.getByRole('textbox', { name: '搜索' }).fill(name);
    await memberPage.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(memberPage.getByText('暂无数据···')).toBeVisible();
    await memberPage.getByText('显示全部').click();
    await expect(memberPage.getByRole('listitem', { name })).toContainText('本年度世纪杯申报已结束');
    await expect(memberPage.getByRole('listitem', { name }).getByRole('button')).toHaveCount(0);
    await memberPage.goto(applyUrl);
    await expect(memberPage.getByText('本年度世纪杯申报已结束')).toBeVisible();
    await memberContext.close();
  });
});
