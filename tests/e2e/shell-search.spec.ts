import { expect, test } from './fixtures.js';
import { signInAs } from './pages/login-page.js';
import { Shell, expectCleanConsole } from './pages/shell-page.js';

test.describe('菜单搜索', () => {
  expectCleanConsole();

  test('the dialog (Ctrl+K or the search button) matches menu names by prefix, case-insensitive; Enter opens, Esc closes', async ({
    page,
  }) => {
    await signInAs(page);
    const shell = new Shell(page);
    await shell.ready();

    await page.keyboard.press('Control+k');
    await expect(shell.searchDialog).toBeVisible();
    await shell.searchInput().fill('参数');
    await expect(shell.searchResults()).toHaveText([/^参数管理/]);
    await shell.searchInput().fill('管理'); // inside names, never at the start
    await expect(shell.searchResults()).toHaveCount(0);
    await expect(shell.searchDialog.getByText('没有匹配的菜单')).toBeVisible();
    await shell.searchInput().fill('bim');
    await expect(shell.searchResults()).toHaveText([/^BIM大赛/]);
    await shell.searchInput().fill('BiM');
    await expect(shell.searchResults()).toHaveText([/^BIM大赛/]);
    await page.keyboard.press('Escape');
    await expect(shell.searchDialog).toBeHidden();
    await expect(page).toHaveURL(/\/wel\/index$/);

    await shell.topBar.getByRole('button', { name: '菜单搜索' }).click();
    await shell.searchInput().fill('BIM');
    await page.keyboard.press('Enter');
    await expect(shell.searchDialog).toBeHidden();
    await expect(page).toHaveURL(/\/awards\/bimCompetition$/);

    // Arrow keys choose among several results; a click opens one
    await page.keyboard.press('Control+k');
    await shell.searchInput().fill('专家');
    await expect(shell.searchResults()).toHaveText([/^专家分配/, /^专家评分/, /^专家统计/]);
    await page.keyboard.press('ArrowDown');
    await expect(shell.searchResults().nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/awards\/scoringPage$/);
    await page.keyboard.press('Control+k');
    await shell.searchInput().fill('用户');
    await shell.searchResults().first().click();
    await expect(page).toHaveURL(/\/system\/user$/);
  });

  test('the top bar field suggests menus by prefix and opens the chosen one', async ({ page }) => {
    await signInAs(page);
    const shell = new Shell(page);
    const field = shell.topBar.getByRole('combobox', { name: '搜索菜单' });
    await field.fill('世纪');
    const option = page.getByRole('option', { name: /^世纪杯/ });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/awards\/centuryCup$/);
    await expect(field).toHaveValue('');
  });
});
