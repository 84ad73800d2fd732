import { expect, test } from './fixtures.js';
import { toast } from './pages/flow-page.js';
import { ADMIN, signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

expectCleanConsole();

test.describe('问卷逻辑与公开链接', () => {
  test('staff build an open-link questionnaire with page breaks and a skip rule; anyone answers it at 375 px', async ({
    page,
    browser,
  }) => {
    test.slow();
    const title = `会员走访调查${Date.now() % 100000}`;
    await signInAs(page, ADMIN);
    await page.goto('/questionnaire/questionnaire-editor');

    // Q1 (page 1) 是否会员单位; Q2 (page 2) a text for members; Q3 (page 3) a rating. 不是会员 skips page 2.
    const q1 = page.getByRole('region', { name: '第1题', exact: true });
    await q1.getByRole('textbox', { name: '第1题题目' }).fill('贵单位是否为会员单位');
    await q1.getByRole('textbox', { name: '第1题选项1', exact: true }).fill('是会员');
    await q1.getByRole('textbox', { name: '第1题选项2', exact: true }).fill('不是会员');
    await q1.getByText('第1题必答').click();
    await page.getByRole('button', { name: '添加题目' }).click();
    const q2 = page.getByRole('region', { name: '第2题', exact: true });
    await q2.getByRole('combobox', { name: '第2题题型' }).selectOption({ label: '多行文本' });
    await q2.getByRole('textbox', { name: '第2题题目' }).fill('入会后最需要的服务');
    await q2.getByText('第2题必答').click();
    await q2.getByText('第2题起新的一页').click();
    await page.getByRole('button', { name: '添加题目' }).click();
    const q3 = page.getByRole('region', { name: '第3题', exact: true });
    await q3.getByRole('combobox', { name: '第3题题型' }).selectOption({ label: '评分' });
    await q3.getByRole('textbox', { name: '第3题题目' }).fill('对协会工作的评价');
    await q3.getByText('第3题必答').click();
    await q3.getByText('第3题起新的一页').click();

    const page2 = page.getByRole('region', { name: '第2页', exact: true });
    await page2.getByRole('combobox', { name: '第1页答完后按此题跳转' }).selectOption('q1');
    await page2.getByRole('combobox', { name: '第1页答完后跳转到' }).selectOption({ label: '第3页' });
    await page2.getByRole('checkbox', { name: '不是会员', exact: true }).check({ force: true });
    await page2.getByRole('checkbox', { name: '是会员', exact: true }).uncheck({ force: true });
    await expect(page2.getByRole('checkbox', { name: '不是会员', exact: true })).toBeChecked();

    await page.getByRole('combobox', { name: '调查对象' }).selectOption({ label: '公开链接' });
    await page.getByRole('textbox', { name: '问卷标题' }).fill(title);
    await expect(page.getByRole('textbox', { name: '问卷标题' })).toHaveValue(title);
    await page.getByRole('button', { name: '保存问卷' }).click();
    await expect(toast(page, '新增成功')).toBeVisible();
    await expect(page).toHaveURL(/questionnaire-editor\?id=/);
    const id = new URL(page.url()).searchParams.get('id')!;
    // Saved and read back: the page break and its rule are still there.
    await page.reload();
    await expect(
      page.getByRole('region', { name: '第2页', exact: true }).getByRole('combobox', { name: '第1页答完后跳转到' }),
    ).toHaveValue('q3');
    await page.screenshot({ path: 'test-results/e2e/questionnaire-logic-editor-1280.png', fullPage: true });

    await page.goto('/questionnaire/questionnaire-management/index');
    const row = page.getByRole('table', { name: '问卷列表' }).locator('tbody tr').filter({ hasText: title });
    await row.getByRole('button', { name: `发布 ${title}` }).click();
    await expect(toast(page, '问卷已发布')).toBeVisible();

    // The open link on a desktop: all three pages before any answer.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const open = await desk.newPage();
    await open.goto(`/questionnaire/open?id=${id}`);
    await expect(open.getByRole('heading', { name: title })).toBeVisible();
    await expect(open.getByRole('textbox', { name: '入会后最需要的服务' })).toBeVisible();
    await open.getByRole('radio', { name: '是会员', exact: true }).check({ force: true });
    await open.screenshot({ path: 'test-results/e2e/questionnaire-open-1280.png', fullPage: true });
    await desk.close();

    // Without sign-in at 375 px: 不是会员 skips page 2 (its required question is not asked).
    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const anyone = await phone.newPage();
    await anyone.goto(`/questionnaire/open?id=${id}`);
    await expect(anyone).toHaveURL(/\/questionnaire\/open\?id=/);
    await expect(anyone.getByText('本问卷匿名填写，无需登录。')).toBeVisible();
    await anyone.getByRole('radio', { name: '不是会员', exact: true }).check({ force: true });
    await expect(anyone.getByRole('textbox', { name: '入会后最需要的服务' })).toBeHidden();
    await anyone.getByRole('button', { name: '提交答卷' }).click();
    await expect(anyone.getByText('此为必填项').first()).toBeVisible();
    await anyone.getByRole('button', { name: '5 分' }).click();
    await anyone.screenshot({ path: 'test-results/e2e/questionnaire-open-375.png', fullPage: true });
    expect(await anyone.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await anyone.getByRole('button', { name: '提交答卷' }).click();
    await expect(anyone.getByText('感谢您的参与！')).toBeVisible();
    await phone.close();

    // Stopped: the open link says so in Chinese instead of the questions.
    await row.getByRole('button', { name: `停止 ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(row).toContainText('已停止');
    await page.goto(`/questionnaire/open?id=${id}`);
    await expect(page.getByRole('alert').filter({ hasText: '问卷已停止，不能再提交' })).toBeVisible();
    await expect(page.getByRole('button', { name: '提交答卷' })).toHaveCount(0);
  });
});
