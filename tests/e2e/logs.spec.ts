import { expect, test } from './fixtures.js';
import { AdminCrudPage } from './pages/admin-crud-page.js';
import { LogPage } from './pages/log-page.js';
import { signInAs } from './pages/login-page.js';

test.describe('日志', () => {
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

  test('a change made by the administrator is in the API log, with its detail', async ({ page }) => {
    const code = `log_${Date.now().toString(36)}`;

    // Change something: a new post.
    const posts = new AdminCrudPage(page, '岗位管理', '/system/post');
    await posts.openFromMenu();
    await posts.openCreate('新增岗位');
    await posts.choose(posts.field('岗位类型'), '基层');
    await posts.field('岗位编号').fill(code);
    await posts.field('岗位名称').fill('日志测试岗位');
    await posts.save();
    await expect(posts.toast('新增成功')).toBeVisible();
    await expect(posts.dialog).toBeHidden();

    // 接口日志: the call is listed (newest first) and found by its title; the list is read-only.
    const logs = new LogPage(page, '接口日志', '/monitor/log/api');
    await logs.openFromMenu();
    await expect(logs.toolbar.getByRole('button', { name: '新增' })).toHaveCount(0);
    await logs.search({ 标题: 'submitPost' });
    // Other specs of the run create posts too: ours is the newest, so the first row.
    const row = logs.bodyRows().first();
    await expect(row).toContainText('submitPost');
    await expect(row).toContainText('POST');
    await expect(row).toContainText('/graphql');
    await expect(row).toContainText('成功');
    await expect(row).toContainText('admin');
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(row.getByRole('button', { name: '删除' })).toHaveCount(0);

    // Its detail: every field, the parameters pretty-printed.
    const dialog = await logs.openDetail('submitPost', '接口日志详情');
    await expect(logs.detailValue('标题')).toHaveText('submitPost');
    await expect(logs.detailValue('结果')).toHaveText('成功');
    await expect(logs.detailValue('操作人')).toHaveText('admin');
    await expect(logs.detailValue('租户编号')).toHaveText('000000');
    await expect(logs.detailValue('服务')).toHaveText('graphql');
    await expect(logs.detailValue('耗时')).toHaveText(/^\d+(\.\d+)? m?s$/);
    await expect(logs.detailValue('请求编号')).not.toHaveText('-');
    const params = dialog.getByTestId('log-params');
    await expect(params).toContainText(`"postCode": "${code}"`);
    await expect(params).toContainText('"postName": "日志测试岗位"');
    await logs.closeDetail();

    // The search can be cleared: the post change is among all calls.
    await logs.clearSearch();
    await expect(logs.row('submitPost')).toHaveCount(1);
  });

  test('the usual and error log screens open from the menu with their search forms', async ({ page }) => {
    const usual = new LogPage(page, '通用日志', '/monitor/log/usual');
    await usual.openFromMenu();
    await expect(usual.searchForm.getByLabel('事件', { exact: true })).toBeVisible();
    await expect(usual.searchForm.getByLabel('租户编号', { exact: true })).toBeVisible();

    const errors = new LogPage(page, '错误日志', '/monitor/log/error');
    await errors.openFromMenu();
    await expect(errors.searchForm.getByLabel('来源', { exact: true })).toBeVisible();
    await errors.search({ 来源: '服务器' });
    await expect(errors.table).toContainText('暂无数据');
  });
});
