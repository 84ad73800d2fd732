import { expect, test } from './fixtures.js';
import { signInAs } from './pages/login-page.js';
import { ParamPage } from './pages/param-page.js';

test.describe('参数管理', () => {
  let consoleErrors: string[];

  test.beforeEach(async ({ page }) => {
    consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    // The parameter API needs a signed-in user with the parameter codes: the administrator holds them all.
    await signInAs(page);
  });

  test.afterEach(() => {
    expect(consoleErrors, 'no errors in the browser console').toEqual([]);
  });

  test('create, validate, edit, search and delete a parameter', async ({ page }) => {
    const params = new ParamPage(page);
    const key = `e2e.site.${Date.now()}`;
    await params.openFromMenu();

    // Create
    await params.openCreate();
    await params.fill({
      paramName: '端到端测试参数',
      paramKey: key,
      paramValue: 'first value',
      remark: '由端到端测试创建',
    });
    await params.save();
    await expect(params.toast('新增成功')).toBeVisible();
    await expect(params.dialog).toBeHidden();
    await expect(params.row(key)).toHaveCount(1);
    await expect(params.row(key)).toContainText('端到端测试参数');
    await expect(params.row(key)).toContainText(/\d{4} 年 \d{2} 月 \d{2} 日/);

    // Required fields
    await params.openCreate();
    await params.save();
    await expect(params.dialog.getByText('请输入参数名称')).toBeVisible();
    await expect(params.dialog.getByText('请输入参数键名')).toBeVisible();
    await expect(params.dialog.getByText('请输入参数键值')).toBeVisible();
    // A key that exists already is refused by the server, under the key field
    await params.fill({ paramName: '重复键名', paramKey: key, paramValue: 'x' });
    await params.save();
    await expect(params.dialog.getByText('参数键名已存在')).toBeVisible();
    await expect(params.field('参数键名')).toHaveAttribute('aria-invalid', 'true');
    await params.cancel();

    // Edit
    await params.openEdit(key);
    await expect(params.field('参数名称')).toHaveValue('端到端测试参数');
    await params.fill({ paramValue: 'second value' });
    await params.save();
    await expect(params.toast('更新成功')).toBeVisible();
    await expect(params.row(key)).toContainText('second value');

    // View is read-only
    await params.row(key).getByRole('button', { name: '查看' }).click();
    await expect(params.dialog.getByRole('heading', { name: '查看参数' })).toBeVisible();
    await expect(params.field('参数键值')).toHaveValue('second value');
    await expect(params.field('参数键值')).toHaveAttribute('readonly', '');
    await expect(params.dialog.getByRole('button', { name: '保存' })).toHaveCount(0);
    await params.dialog.getByRole('button', { name: '关闭' }).last().click();
    await expect(params.dialog).toBeHidden();

    // Search by key: only this parameter is listed
    await params.search({ paramKey: key });
    await expect(params.bodyRows()).toHaveCount(1);
    await expect(params.row(key)).toHaveCount(1);
    await expect(page.getByText('共 1 条')).toBeVisible();

    // Delete from the row, after confirming
    await params.row(key).getByRole('button', { name: '删除' }).click();
    await params.confirmDelete();
    await expect(params.toast('删除成功')).toBeVisible();
    await expect(params.row(key)).toHaveCount(0);
    await expect(params.table.getByText('暂无数据')).toBeVisible();

    await params.clearSearch();
    await expect(params.searchForm.getByLabel('参数键名')).toHaveValue('');
    await expect(params.bodyRows().first()).toBeVisible();
    await expect(params.row(key)).toHaveCount(0);
  });

  test('bulk delete warns when nothing is selected, and deletes the selected rows after confirming', async ({
    page,
  }) => {
    const params = new ParamPage(page);
    const key = `e2e.bulk.${Date.now()}`;
    await params.openFromMenu();

    await params.bulkDelete();
    await expect(params.toast('请选择至少一条数据')).toBeVisible();
    await expect(params.confirmDialog).toBeHidden();

    await params.openCreate();
    await params.fill({ paramName: '批量删除测试', paramKey: key, paramValue: '1' });
    await params.save();
    await expect(params.toast('新增成功')).toBeVisible();

    await params.select(key);
    await expect(params.toolbar).toContainText('已选择 1 项');
    await params.bulkDelete();
    // 取消 keeps the row
    await expect(params.confirmDialog).toContainText('确定将选择数据删除?');
    await params.confirmDialog.getByRole('button', { name: '取消' }).click();
    await expect(params.row(key)).toHaveCount(1);

    await params.bulkDelete();
    await params.confirmDelete();
    await expect(params.toast('删除成功')).toBeVisible();
    await expect(params.row(key)).toHaveCount(0);
  });

  test('switching the language to English shows English labels, and the choice is remembered', async ({ page }) => {
    const params = new ParamPage(page);
    await params.openFromMenu();

    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Parameters' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Parameters' }),
    ).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Parameter key' })).toBeVisible();
    await expect(
      page.getByRole('toolbar', { name: 'List actions' }).getByRole('button', { name: 'New' }),
    ).toBeVisible();
    await expect(page.getByRole('search').getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(page).toHaveTitle('Parameters - Association Back Office');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Parameters' })).toBeVisible();

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '参数管理' })).toBeVisible();
  });

  test('unknown paths show the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/wel\/index$/);
  });
});
