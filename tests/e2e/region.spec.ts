import { expect, test } from './fixtures.js';
import { signInAs } from './pages/login-page.js';
import { RegionPage } from './pages/region-page.js';
import { downloadSheet } from './pages/transfer.js';

test.describe('行政区划', () => {
  let consoleErrors: string[];

  test.beforeEach(async ({ page }) => {
    // Many steps, each a round trip: three times the default time (the shared test machine is often loaded).
    test.slow();
    consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await signInAs(page);
  });

  test.afterEach(() => {
    expect(consoleErrors, 'no errors in the browser console').toEqual([]);
  });

  test('expand the tree, add a district, edit it and delete it', async ({ page }) => {
    const regions = new RegionPage(page);
    await regions.openFromMenu();
    await regions.recordNotices();
    await regions.expand('辽宁省');
    await expect(regions.tree.getByRole('treeitem')).toHaveCount(15);
    await regions.choose('沈阳市');
    await expect(regions.rows()).toHaveCount(13);
    await expect(regions.row('210102')).toContainText('和平区');

    // Add a district under 沈阳市 (codes 210150-210179 are unused).
    const code = `2101${50 + Math.floor(Math.random() * 30)}`;
    await regions.toolbar.getByRole('button', { name: '新增下级' }).click();
    await expect(regions.dialog.getByRole('heading', { name: '新增区划' })).toBeVisible();
    await expect(regions.field('上级区划')).toHaveValue('沈阳市（210100）');
    await expect(regions.field('区划编号')).toHaveValue('2101');
    await regions.field('区划编号').fill('2201' + code.slice(4));
    await regions.field('区划名称').fill('端到端测试区');
    await regions.save();
    await expect(regions.dialog.getByText('区划编号必须以上级区划编号的前 4 位 2101 开头')).toBeVisible();
    await regions.field('区划编号').fill(code);
    await regions.save();
    await regions.expectNotice('新增成功');
    await expect(regions.dialog).toBeHidden();
    await expect(regions.row(code)).toContainText('端到端测试区');
    await expect(regions.row(code)).toContainText('区县');
    // The new district's city opens in the tree.
    await expect(regions.node('沈阳市')).toHaveAttribute('aria-expanded', 'true');
    await expect(regions.node('端到端测试区')).toBeVisible();

    // Edit: the code stays, the name changes everywhere.
    await regions.row(code).getByRole('button', { name: '编辑' }).click();
    await expect(regions.dialog.getByRole('heading', { name: '编辑区划' })).toBeVisible();
    await expect(regions.field('区划编号')).toHaveAttribute('readonly', '');
    await regions.field('区划名称').fill('端到端改名区');
    await regions.save();
    await regions.expectNotice('更新成功');
    await expect(regions.row(code)).toContainText('端到端改名区');
    await expect(regions.node('端到端改名区')).toBeVisible();

    // Export the chosen city's subtree: the rows on screen plus the city itself.
    const file = await downloadSheet(page, regions.toolbar.getByRole('button', { name: '导出' }));
    expect(file.fileName).toBe('行政区划.xlsx');
    expect(file.rows.slice(1).map((r) => r[0])).toContain(code);
    expect(file.rows.slice(1).filter((r) => r[1] === '210100')).toHaveLength(14);

    // A city with districts cannot be removed; the new district can.
    await regions.toolbar.getByRole('button', { name: '删除' }).click();
    await regions.confirmDelete();
    await regions.expectNotice('请先删除下级区划');
    await regions.row(code).getByRole('button', { name: '删除' }).click();
    await regions.confirmDelete();
    await regions.expectNotice('删除成功');
    await expect(regions.row(code)).toHaveCount(0);
    await expect(regions.rows()).toHaveCount(13);
    await expect(regions.node('端到端改名区')).toHaveCount(0);
  });
});
