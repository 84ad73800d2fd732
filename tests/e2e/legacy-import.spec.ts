import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';
import { AdminCrudPage } from './pages/admin-crud-page.js';
import { signInAs } from './pages/login-page.js';

// The runs themselves come from `npm run import:legacy` (a command, not the browser); their listing, counts and
// report downloads are covered over HTTP by tests/api/legacy-import.test.ts. Here: the screen, its menu and layout,
// and the Excel template download (its content: tests/api/legacy-import-workbook.test.ts).
test.describe('旧系统导入', () => {
  test('the administrator opens the import runs from the system menu, at desktop and phone widths', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAs(page);
    const screen = new AdminCrudPage(page, '旧系统导入', '/system/legacy-import');
    await screen.openFromMenu();
    for (const header of [
      '开始时间',
      '状态',
      '操作人',
      '旧系统数据库',
      '读取',
      '新增',
      '更新',
      '未变',
      '拒绝',
      '行/秒',
    ]) {
      await expect(screen.table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    // A fresh installation has no runs yet: the list says so, and offers no create or delete.
    await expect(screen.bodyRows()).toHaveCount(1);
    await expect(screen.toolbar.getByRole('button', { name: '新增' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('legacy-import-1280.png') });

    // The Excel template for associations that kept their data in spreadsheets.
    const downloading = page.waitForEvent('download');
    await screen.toolbar.getByRole('button', { name: 'Excel 导入模板' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('旧系统数据导入模板.xlsx');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: '旧系统导入' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('legacy-import-375.png') });
    expect(errors).toEqual([]);
  });
});
