import { expect, test } from './fixtures.js';
import { AdminCrudPage } from './pages/admin-crud-page.js';
import { signInAs } from './pages/login-page.js';
import { expectNotice, recordNotices } from './pages/notices.js';
import { downloadSheet, ImportDialogPage, xlsxPayload } from './pages/transfer.js';

test.describe('导出与导入', () => {
  let consoleErrors: string[];

  test.beforeEach(async ({ page }) => {
    // Many steps, each a round trip: three times the default time (the shared test machine is often loaded).
    test.slow();
    consoleErrors = [];
    page.on('console', (message) => {
      // A refused upload (HTTP 400 with per-row errors) is logged by the browser as a failed resource.
      if (message.type() === 'error' && !message.text().includes('400 (Bad Request)'))
        consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await signInAs(page);
  });

  test.afterEach(() => {
    expect(consoleErrors, 'no errors in the browser console').toEqual([]);
  });

  test('exports the filtered user list: the file holds exactly the rows on screen', async ({ page }) => {
    const users = new AdminCrudPage(page, '用户管理', '/system/user');
    await users.openFromMenu();
    await users.search({ 登录账号: 'a' });
    await expect(users.row('shenpi')).toHaveCount(0);
    await expect(users.bodyRows()).toHaveCount(3);
    const onScreen = (await users.bodyRows().allInnerTexts()).map((text) =>
      ['admin', 'huiyuan', 'zhuanjia'].find((a) => text.includes(a)),
    );

    const file = await downloadSheet(page, users.toolbar.getByRole('button', { name: '导出' }));
    expect(file.fileName).toBe('用户列表.xlsx');
    expect(file.rows[0]).toEqual(['登录账号', '姓名', '手机号码', '电子邮箱', '所属机构', '角色', '状态', '创建时间']);
    expect(file.rows.slice(1).map((r) => r[0])).toEqual(onScreen);
    expect(
      file.rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['admin', 'huiyuan', 'zhuanjia']);
  });

  test('exports the filtered post list', async ({ page }) => {
    const posts = new AdminCrudPage(page, '岗位管理', '/system/post');
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '岗位管理', exact: true }).click();
    await expect(page).toHaveURL(/\/system\/post$/);
    await recordNotices(page);
    const stamp = String(Date.now()).slice(-6);
    for (const [code, name] of [
      [`exp${stamp}a`, '导出岗位甲'],
      [`exp${stamp}b`, '导出岗位乙'],
      [`oth${stamp}`, '其他岗位'],
    ]) {
      await posts.openCreate('新增岗位');
      await posts.field('岗位编号').fill(code!);
      await posts.field('岗位名称').fill(name!);
      await posts.save();
      await expectNotice(page, '新增成功');
      await expect(posts.dialog).toBeHidden();
    }
    await posts.search({ 岗位编号: `exp${stamp}` });
    await expect(posts.bodyRows()).toHaveCount(2);
    const file = await downloadSheet(page, posts.toolbar.getByRole('button', { name: '导出' }));
    expect(file.fileName).toBe('岗位列表.xlsx');
    expect(file.rows.slice(1).map((r) => [r[1], r[2]])).toEqual([
      [`exp${stamp}a`, '导出岗位甲'],
      [`exp${stamp}b`, '导出岗位乙'],
    ]);
  });

  test('imports users from the template: row errors first, then all rows', async ({ page }) => {
    const users = new AdminCrudPage(page, '用户管理', '/system/user');
    await users.openFromMenu();
    await recordNotices(page);
    const importer = new ImportDialogPage(page);
    await importer.open(users.toolbar);
    const template = await importer.template();
    expect(template.fileName).toBe('用户导入模板.xlsx');
    const header = template.rows[0]!;
    expect(header).toEqual(['登录账号', '姓名', '手机号码', '电子邮箱', '所属机构', '角色', '初始密码']);

    const stamp = String(Date.now()).slice(-6);
    await importer.upload(
      await xlsxPayload('users.xlsx', [
        header,
        [`imp${stamp}a`, '导入甲', null, null, '秘书处', 'approver', 'Import-Pass-2026'],
        [`imp${stamp}b`, '导入乙', null, null, null, '不存在', 'Import-Pass-2026'],
      ]),
    );
    await expect(importer.dialog.getByText('导入失败：1 行数据有误，没有导入任何数据')).toBeVisible();
    expect(await importer.errors()).toEqual([['第 3 行', '角色「不存在」不存在']]);

    await importer.upload(
      await xlsxPayload('users.xlsx', [
        header,
        [`imp${stamp}a`, '导入甲', null, null, '秘书处', 'approver', 'Import-Pass-2026'],
        [`imp${stamp}b`, '导入乙', null, null, null, 'member', 'Import-Pass-2026'],
      ]),
    );
    await expectNotice(page, '导入成功：新增 2 条，更新 0 条');
    await users.search({ 登录账号: `imp${stamp}` });
    await expect(users.bodyRows()).toHaveCount(2);
    await expect(users.row(`imp${stamp}a`)).toContainText('导入甲');
  });
});
