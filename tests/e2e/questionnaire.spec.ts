import { expect, test } from './fixtures.js';
import { toast } from './pages/flow-page.js';
import { ADMIN, signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

expectCleanConsole();

const MEMBER = { account: 'huiyuan', password: 'Zhuxie@2026' };

test.describe('问卷调查', () => {
  test('staff build a questionnaire with a show-when rule and launch it, the member answers at 375 px, staff see the statistics', async ({
    page,
    browser,
  }) => {
    test.slow();
    const title = `会员培训调查${Date.now() % 100000}`;
    await signInAs(page, ADMIN);

    // 问卷管理 → 新增: three questions; the second is shown only when the first is answered 参加过.
    await page.goto('/questionnaire/questionnaire-management/index');
    await page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '新增' }).click();
    await expect(page).toHaveURL(/questionnaire-editor/);
    const q1 = page.getByRole('region', { name: '第1题', exact: true });
    await q1.getByRole('textbox', { name: '第1题题目' }).fill('近一年是否参加过协会培训');
    await q1.getByRole('textbox', { name: '第1题选项1', exact: true }).fill('参加过');
    await q1.getByRole('textbox', { name: '第1题选项2', exact: true }).fill('没参加过');
    await q1.getByText('第1题必答').click();

    await page.getByRole('button', { name: '添加题目' }).click();
    const q2 = page.getByRole('region', { name: '第2题', exact: true });
    await q2.getByRole('combobox', { name: '第2题题型' }).selectOption({ label: '多行文本' });
    await q2.getByRole('textbox', { name: '第2题题目' }).fill('培训中最有收获的内容');
    await q2.getByRole('combobox', { name: '第2题显示条件' }).selectOption('q1');
    await expect(q2.getByRole('checkbox', { name: '参加过', exact: true })).toBeChecked();

    await page.getByRole('button', { name: '添加题目' }).click();
    const q3 = page.getByRole('region', { name: '第3题', exact: true });
    await q3.getByRole('combobox', { name: '第3题题型' }).selectOption({ label: '评分' });
    await q3.getByRole('textbox', { name: '第3题题目' }).fill('对培训的总体评价');
    await q3.getByText('第3题必答').click();

    // The title last: the new tab may mount the editor once more while it opens.
    await page.getByRole('textbox', { name: '问卷标题' }).fill(title);
    await expect(page.getByRole('textbox', { name: '问卷标题' })).toHaveValue(title);
    await page.getByRole('button', { name: '保存问卷' }).click();
    await expect(toast(page, '新增成功')).toBeVisible();
    await expect(page).toHaveURL(/questionnaire-editor\?id=/);
    const id = new URL(page.url()).searchParams.get('id')!;
    await page.screenshot({ path: 'test-results/e2e/questionnaire-editor-1280.png', fullPage: true });

    await page.goto('/questionnaire/questionnaire-management/index');
    const row = page.getByRole('table', { name: '问卷列表' }).locator('tbody tr').filter({ hasText: title });
    await expect(row).toContainText('草稿');
    await row.getByRole('button', { name: `发布 ${title}` }).click();
    await expect(toast(page, '问卷已发布')).toBeVisible();
    await expect(row).toContainText('进行中');

    // The member answers on a phone-width screen.
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const member = await phone.newPage();
    await signInAs(member, MEMBER);
    await member.goto('/questionnaire/my-questionnaire/index');
    await member.getByRole('button', { name: `填写 ${title}` }).click();
    const form = member.getByRole('region', { name: title });
    await expect(form.getByRole('textbox', { name: '培训中最有收获的内容' })).toBeHidden();
    await form.getByRole('radio', { name: '参加过', exact: true }).check({ force: true });
    await form.getByRole('textbox', { name: '培训中最有收获的内容' }).fill('施工安全标准化');
    // Submitting without the required rating is refused with the form's message.
    await form.getByRole('button', { name: '提交答卷' }).click();
    await expect(form.getByText('此为必填项')).toBeVisible();
    await form.getByRole('button', { name: '4 分' }).click();
    await member.screenshot({ path: 'test-results/e2e/questionnaire-answer-375.png', fullPage: true });
    const width = await member.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(375);
    await form.getByRole('button', { name: '提交答卷' }).click();
    await expect(member.getByText('感谢您的参与！')).toBeVisible();
    await member.goto('/questionnaire/my-questionnaire/index');
    await expect(member.getByRole('button', { name: `查看 ${title}` })).toBeVisible();
    await phone.close();

    // Staff see the answer in the statistics.
    await page.goto(`/questionnaire/statistics/questionnaire-statistics?id=${id}`);
    await expect(page.getByTestId('questionnaire-answers')).toHaveText('1');
    const first = page.getByRole('region', { name: '1. 近一年是否参加过协会培训' });
    await expect(first.getByRole('row', { name: /参加过 1 100%/ })).toBeVisible();
    const rating = page.getByRole('region', { name: '3. 对培训的总体评价' });
    await expect(rating.getByText('1 人作答 · 平均 4')).toBeVisible();
    await expect(
      page.getByRole('region', { name: '2. 培训中最有收获的内容' }).getByText('施工安全标准化'),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/e2e/questionnaire-statistics-1280.png', fullPage: true });
  });
});
