import { expect, type Locator, type Page } from '@playwright/test';
import { AdminCrudPage } from './admin-crud-page.js';

/** 角色管理 (/authority/role) with its 权限设置 dialog. */
export class AdminRolePage extends AdminCrudPage {
  readonly grantDialog: Locator;

  constructor(page: Page) {
    super(page, '角色管理', '/authority/role');
    this.grantDialog = page.getByRole('dialog', { name: '权限设置' });
  }

  async create(values: { roleName: string; roleAlias: string }): Promise<void> {
    await this.openCreate('新增角色');
    await this.field('角色名称').fill(values.roleName);
    await this.field('角色别名').fill(values.roleAlias);
    await this.save();
  }

  /** Opens 权限设置 of one role from its row, once the current grants are shown. */
  async openGrant(roleName: string): Promise<void> {
    await this.row(roleName).getByRole('button', { name: '权限设置' }).click();
    await expect(this.grantDialog.getByText(`角色：${roleName}`)).toBeVisible();
  }

  /** The tree of one tab (菜单权限, 数据权限, 接口权限), after switching to it. */
  async grantTab(name: '菜单权限' | '数据权限' | '接口权限'): Promise<Locator> {
    await this.grantDialog.getByRole('tab', { name: new RegExp(name) }).click();
    const tree = this.grantDialog.getByRole('group', { name });
    await expect(tree).toBeVisible();
    return tree;
  }

  grantBox(tree: Locator, name: string): Locator {
    return tree.getByRole('checkbox', { name, exact: true });
  }
}
