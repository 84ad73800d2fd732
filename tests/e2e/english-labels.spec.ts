import { expect, test } from './fixtures.js';
import { signInAs } from './pages/login-page.js';
import { LookTools } from './pages/look-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

test.describe('English labels of dictionaries and menus', () => {
  expectCleanConsole();

  test('in English, menus show their English names and dictionary values their English labels', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page);
    await new LookTools(page).language('English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // A menu name that only the database knows in English (菜单管理's English name), found by the menu search.
    await page.keyboard.press('Control+k');
    const search = page.getByRole('dialog', { name: 'Search menus' });
    await search.getByRole('combobox', { name: 'Search menus' }).fill('GraphQL');
    await expect(search.getByRole('option')).toHaveText([/^GraphQL explorer/]);
    await page.keyboard.press('Escape');

    // 会员信息: the member level of each unit and the level filter in English.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/awards/memberManagement/member-info');
    await expect(page.getByRole('link', { name: 'Member info' }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Council member unit', exact: true }).first()).toBeVisible();
    const level = page.getByRole('combobox', { name: 'Member level' });
    await expect(level.locator('option')).toContainText(['Member unit', 'Council member unit', 'President unit']);
    await page.screenshot({ path: 'test-results/e2e/english-labels-members-1280.png' });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(
      page.getByText('Council member unit', { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/e2e/english-labels-members-375.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // 业务字典: the English label is a field of an item (英文名称 / English label).
    await page.goto('/dict-vertical/index');
    await page.getByRole('button', { name: 'Items of 会员等级' }).click();
    const items = page.getByRole('region', { name: 'Items of 会员等级' });
    await items
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: '理事单位', exact: true }) })
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('English label')).toHaveValue('Council member unit');
    await page.screenshot({ path: 'test-results/e2e/english-labels-dict-1280.png' });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(dialog.getByLabel('English label')).toBeVisible();
    await page.screenshot({ path: 'test-results/e2e/english-labels-dict-375.png' });
  });
});
