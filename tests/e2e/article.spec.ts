import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
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
    // The Tiptap editor (loaded lazily): heading, bold, list, link (popover, no window.prompt), table, image.
    const body = dialog.getByRole('textbox', { name: /^正文/ });
    await expect(body).toBeVisible();
    const tools = dialog.getByRole('toolbar', { name: '正文格式' });
    await body.click();
    await tools.getByRole('button', { name: '标题', exact: true }).click();
    await page.keyboard.type('大会议程');
    await page.keyboard.press('Enter');
    await tools.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('年会纪要');
    await tools.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.press('Enter');
    await tools.getByRole('button', { name: '无序列表' }).click();
    await page.keyboard.type('表彰先进单位');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    page.on('dialog', () => {
      throw new Error('no window.prompt/alert in the editor');
    });
    await tools.getByRole('button', { name: '插入链接' }).click();
    const address = page.getByRole('textbox', { name: '链接地址' });
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await expect(page.getByText(/链接地址无效/)).toBeVisible();
    await address.fill('https://example.org/annual');
    await page.getByRole('button', { name: '确定', exact: true }).click();
    await expect(body.locator('a[href="https://example.org/annual"]')).toHaveCount(1);
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await tools.getByRole('button', { name: '插入表格' }).click();
    await page.keyboard.type('奖项');
    await page.keyboard.press('Tab');
    await page.keyboard.type('单位');
    await expect(body.locator('table th')).toHaveCount(3);
    await tools.getByRole('button', { name: '在下方插入行' }).click();
    await expect(body.locator('table tr')).toHaveCount(4);
    await dialog.getByTestId('article-editor-image-input').setInputFiles({
      name: '合影.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect(body.locator('img[src^="/files/"]')).toHaveCount(1);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`article-editor-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
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
    const content = visitor.locator('article');
    await expect(content.locator('h2', { hasText: '大会议程' })).toBeVisible();
    await expect(content.locator('ul li', { hasText: '表彰先进单位' })).toBeVisible();
    await expect(content.locator('a[href="https://example.org/annual"]')).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(content.locator('table th', { hasText: '奖项' })).toBeVisible();
    const picture = content.locator('img[src^="/files/"]');
    await expect(picture).toHaveAttribute('alt', '合影.png');
    await expect
      .poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(1);
    for (const width of [1280, 375]) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.screenshot({ path: test.info().outputPath(`article-public-${width}.png`), fullPage: true });
    }
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
