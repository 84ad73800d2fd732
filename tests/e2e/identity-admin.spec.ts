import { expect, test } from './fixtures.js';
import { AdminCrudPage } from './pages/admin-crud-page.js';
import { AdminRolePage } from './pages/admin-role-page.js';
import { AdminUserPage } from './pages/admin-user-page.js';
import { signInAs, UserMenu } from './pages/login-page.js';

test.describe('身份与权限管理', () => {
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

  test('a department, a role with granted menus and a user in both; the user signs in; everything is deleted again', async ({
    page,
  }) => {
    const tag = Date.now().toString(36);
    const deptName = `端到端机构${tag}`;
    const roleName = `端到端角色${tag}`;
    const roleAlias = `e2e_${tag}`;
    const account = `e2e_${tag}`;
    const password = 'E2e#Pass2026';

    // 机构管理: a department under the association's root department.
    const depts = new AdminCrudPage(page, '机构管理', '/system/dept');
    await depts.openFromMenu();
    await depts.openCreate('新增机构');
    await depts.save();
    await expect(depts.dialog.getByText('请输入机构名称')).toBeVisible();
    await depts.choose(depts.field('上级机构'), '省建筑业协会');
    await depts.field('机构名称').fill(deptName);
    await depts.save();
    await expect(depts.toast('新增成功')).toBeVisible();
    await expect(depts.dialog).toBeHidden();
    await expect(depts.row(deptName)).toHaveCount(1);
    await depts.search({ 机构名称: tag });
    await expect(depts.bodyRows()).toHaveCount(2); // the match under its parent
    await expect(depts.bodyRows().first()).toContainText('省建筑业协会');

    // 角色管理: a role, granted 首页 (with its pages) and 参数管理 (with its buttons) in 权限设置.
    const roles = new AdminRolePage(page);
    await roles.openFromMenu();
    await roles.create({ roleName, roleAlias: '1bad' });
    await expect(roles.dialog.getByText('角色别名只能包含字母、数字、下划线和横线，且以字母开头')).toBeVisible();
    await roles.field('角色别名').fill(roleAlias);
    await roles.save();
    await expect(roles.toast('新增成功')).toBeVisible();
    await expect(roles.row(roleName)).toContainText(roleAlias);

    await roles.openGrant(roleName);
    let menus = await roles.grantTab('菜单权限');
    await expect(roles.grantBox(menus, '参数管理')).not.toBeChecked();
    await roles.tick(menus, '首页');
    await roles.tick(menus, '参数管理');
    await menus.getByRole('button', { name: '展开 参数管理' }).click();
    await expect(roles.grantBox(menus, '新增')).toBeChecked();
    await expect(roles.grantBox(menus, '用户管理')).not.toBeChecked();
    await roles.grantDialog.getByRole('button', { name: '保存' }).click();
    await expect(roles.toast('操作成功')).toBeVisible();
    await expect(roles.grantDialog).toBeHidden();

    // The grants were stored: the dialog opens on them.
    await roles.openGrant(roleName);
    menus = await roles.grantTab('菜单权限');
    await expect(roles.grantBox(menus, '首页')).toBeChecked();
    await expect(roles.grantBox(menus, '参数管理')).toBeChecked();
    await expect(roles.grantBox(menus, '用户管理')).not.toBeChecked();
    await roles.grantDialog.getByRole('button', { name: '取消' }).click();
    await expect(roles.grantDialog).toBeHidden();

    // 用户管理: a user in that department with that role.
    const users = new AdminUserPage(page);
    await users.openFromMenu();
    await users.bulkDelete();
    await expect(users.toast('请选择至少一条数据')).toBeVisible();
    await expect(users.confirmDialog).toBeHidden();
    await users.create({ account, realName: '端到端用户', password, dept: deptName, role: roleName });
    await expect(users.toast('新增成功')).toBeVisible();
    await expect(users.dialog).toBeHidden();
    const row = users.row(account);
    await expect(row).toContainText('端到端用户');
    await expect(row).toContainText(deptName);
    await expect(row).toContainText(roleName);
    await users.search({ 所属机构: deptName });
    await expect(users.bodyRows()).toHaveCount(1);
    await expect(page.getByText('共 1 条')).toBeVisible();
    await users.clearSearch();

    // The new user signs in and gets the granted menus only.
    await new UserMenu(page).signOut();
    await expect(page).toHaveURL(/\/login(\?redirect=[^&]*)?$/);
    await signInAs(page, { account, password });
    const nav = page.getByRole('navigation', { name: '主菜单' });
    await expect(nav.getByRole('link', { name: '参数管理' })).toBeVisible();
    await expect(nav.getByRole('link', { name: '用户管理' })).toHaveCount(0);
    await new UserMenu(page).signOut();
    await expect(page).toHaveURL(/\/login(\?redirect=[^&]*)?$/);
    await signInAs(page);

    // Delete the user (row), the role (selected, bulk) and the department, each after 确定将选择数据删除?.
    await users.openFromMenu();
    await users.deleteRow(account);
    await users.confirmDelete();
    await expect(users.toast('删除成功')).toBeVisible();
    await expect(users.row(account)).toHaveCount(0);

    await roles.openFromMenu();
    await roles.select(roleName);
    await roles.bulkDelete();
    await roles.confirmDelete();
    await expect(roles.toast('删除成功')).toBeVisible();
    await expect(roles.row(roleName)).toHaveCount(0);

    await depts.openFromMenu();
    await depts.deleteRow(deptName);
    await depts.confirmDelete();
    await expect(depts.toast('删除成功')).toBeVisible();
    await expect(depts.row(deptName)).toHaveCount(0);
  });

  test('a role given to a user cannot be deleted; the refusal is shown', async ({ page }) => {
    const roles = new AdminRolePage(page);
    await roles.openFromMenu();
    await roles.deleteRow('流程审批人');
    await roles.confirmDelete();
    await expect(roles.toast('角色已分配给用户，请先取消分配')).toBeVisible();
    await expect(roles.row('流程审批人')).toHaveCount(1);
  });
});
