import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`);
}

test.describe('文章与阅读统计', () => {
  expectCleanConsole();

  test('staff publish an article, a visitor reads it on the public page, staff see the read in the statistics', async ({
    page,
    browser,
  }) => {
    test.slow();
    const title = `协会年会圆满召开 e2e-${Date.now()}`;

    // Staff write the article with the toolbar editor and publish it.
    await signInAs(page);
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '文章管理', exact: true }).click();
    await expect(page).toHaveURL(/\/articleManager\/manage$/);
    await page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: '新增文章' })).toBeVisible();
    await dialog.getByRole('textbox', { name: /^标题/ }).fill(title);
    const category = dialog.getByRole('combobox', { name: /^栏目/ });
    await expect(category.locator('option', { hasText: '协会动态' })).toHaveCount(1);
    await category.selectOption({ label: '协会动态' });
    await dialog.getByRole('textbox', { name: /^摘要/ }).fill('年会在沈阳召开');
    const body = dialog.getByRole('textbox', { name: /^正文/ });
    await body.click();
    await dialog.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('年会纪要');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: '无序列表' }).click();
    await page.keyboard.type('表彰先进单位');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '新增成功' }).first()).toBeVisible();
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: title });
    await expect(row).toContainText('草稿');
    await row.getByRole('button', { name: `发布文章「${title}」` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('status').filter({ hasText: '发布成功' }).first()).toBeVisible();
    await expect(row).toContainText('已发布');

    // A visitor (no login) finds it on the public list and reads it; a reload does not count again.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/articleManager/list');
    await expect(visitor.getByRole('heading', { level: 1, name: '协会文章' })).toBeVisible();
    await visitor.getByRole('link', { name: title }).click();
    await expect(visitor).toHaveURL(/\/articleManager\/detail\?id=/);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.locator('article').getByText('年会纪要')).toBeVisible();
    await expect(visitor.locator('article strong, article b').filter({ hasText: '年会纪要' })).toHaveCount(1);
    await expect(visitor.getByTestId('article-views')).toHaveText('阅读 1');
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByTestId('article-views')).toHaveText('阅读 1');
    await visitorContext.close();

    // Staff see the read in 阅读统计.
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '阅读统计', exact: true }).click();
    await expect(page).toHaveURL(/\/awards\/articleManager\/readingStatistics$/);
    const perArticle = page.getByRole('table', { name: '按文章' });
    await expect(perArticle.locator('tbody tr').filter({ hasText: title })).toContainText('1');
    await expect(page.getByRole('img', { name: '每日阅读（最近 30 天）' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
