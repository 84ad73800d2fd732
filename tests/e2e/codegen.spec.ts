import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';
import { AdminCrudPage } from './pages/admin-crud-page.js';
import { CodeGenPage, zipEntries } from './pages/codegen-page.js';
import { signInAs } from './pages/login-page.js';

test.describe('代码生成与报表', () => {
  let consoleErrors: string[];

  test.beforeEach(async ({ page }) => {
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

  test('create a definition with two fields, copy it, and download the generated zip', async ({ page }) => {
    const code = new CodeGenPage(page);
    const suffix = Date.now().toString(36);
    const packageName = `e2e-unit-${suffix}`;
    await code.openFromMenu();

    await code.openCreate('新增代码生成');
    await code.fillDefinition({
      模块名: '端到端单位',
      服务名: 'member',
      包名: packageName,
      表名: `e2e_unit_${suffix}`,
      菜单编号: `e2e_unit_${suffix}`,
      接口前缀: `/e2e/unit-${suffix}`,
    });
    await code.fillField(1, { column: 'unit_name', label: '单位名称', required: true });
    await expect(code.cell(1, '字段名')).toHaveValue('unitName');
    await code.fillField(2, { column: 'staff_count', label: '职工人数', type: '整数' });
    await code.save();
    await expect(code.toast('新增成功')).toBeVisible();
    await expect(code.dialog).toBeHidden();
    await expect(code.row(packageName)).toHaveCount(1);
    await expect(code.row(packageName)).toContainText('端到端单位');

    // Copy under a new name.
    await code.row(packageName).getByRole('button', { name: '复制 端到端单位' }).click();
    const copyForm = page.getByRole('form', { name: '复制代码生成' });
    await expect(copyForm.getByLabel(/^新模块名/)).toHaveValue('端到端单位-copy');
    await copyForm.getByLabel(/^新模块名/).fill('端到端单位副本');
    await copyForm.getByRole('button', { name: '确定' }).click();
    await expect(code.toast('复制成功')).toBeVisible();
    await expect(code.row('端到端单位副本')).toHaveCount(1);

    // Generate: the browser receives the zip download.
    const downloading = page.waitForEvent('download');
    await code.table.getByRole('button', { name: '生成 端到端单位 的代码', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${packageName}.zip`);
    const entries = zipEntries(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(entries)).toEqual([
      `api/src/modules/member/${packageName}.entity.ts`,
      `api/src/modules/member/${packageName}.resource.ts`,
      expect.stringMatching(/^client\/src\/modules\/member\/e2e-unit-\w+\/E2eUnit\w+Page\.tsx$/),
      expect.stringMatching(/FormDialog\.tsx$/),
      `client/src/modules/member/${packageName}/${packageName}.graphql`,
      `codegen/${packageName}/i18n.zh-CN.json`,
      `codegen/${packageName}/i18n.en.json`,
      `codegen/${packageName}/menu-seed.ts`,
      `codegen/${packageName}/README.md`,
    ]);
    const entity = entries[`api/src/modules/member/${packageName}.entity.ts`]!;
    expect(entity).toContain(`@Entity({ tableName: 'e2e_unit_${suffix}' })`);
    expect(entity).toContain(`@Property({ type: 'string', length: 255 })\n  unitName!: string;`);
    expect(entity).toContain(`@Property({ type: 'integer', nullable: true })\n  staffCount?: number;`);
    await expect(code.toast(`已下载 ${packageName}.zip`)).toBeVisible();

    // Delete both definitions at once.
    await code.search({ 模块名: '端到端单位' });
    await expect(code.bodyRows()).toHaveCount(2);
    await code.select('端到端单位副本');
    await code.tick(code.table, '选择 端到端单位');
    await code.bulkDelete();
    await code.confirmDelete();
    await expect(code.toast('删除成功')).toBeVisible();
    await expect(code.page.getByText('暂无数据')).toBeVisible();
  });

  test('report list: create a built-in report and view it', async ({ page }) => {
    const reports = new AdminCrudPage(page, '报表管理', '/report/reportlist');
    await reports.openFromMenu();
    const name = `机构人数-${Date.now().toString(36)}`;
    await reports.openCreate('新增报表');
    await reports.field('报表名称').fill(name);
    await reports.choose(reports.field('报表类型'), '各机构用户数');
    await reports.save();
    await expect(reports.toast('新增成功')).toBeVisible();
    await reports
      .row(name)
      .getByRole('button', { name: `查看报表 ${name}` })
      .click();
    const data = page.getByRole('table', { name: `${name} 报表数据` });
    await expect(data.getByRole('columnheader')).toHaveText(['机构', '用户数']);
    await expect(data.locator('tbody tr').last()).toContainText('合计');
    // The users per department drawn with the engine's chart, which points to this table (the total not drawn).
    const chart = page.getByRole('dialog').getByRole('img', { name: '各机构用户数' });
    await expect(chart.locator('canvas')).toHaveCount(1);
    const tableId = await data.getAttribute('id');
    expect((await chart.getAttribute('aria-describedby'))!.split(' ')).toContain(tableId);
    await expect(page.getByRole('dialog').getByRole('button', { name: '下载图片：各机构用户数' })).toBeEnabled();
    const described = page.locator(`[id="${(await chart.getAttribute('aria-describedby'))!.split(' ')[0]}"]`);
    await expect(described).not.toContainText('合计');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`report-view-${width}.png`), fullPage: true });
    }
  });
});
