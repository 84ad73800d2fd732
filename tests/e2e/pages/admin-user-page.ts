import { type Page } from '@playwright/test';
import { AdminCrudPage } from './admin-crud-page.js';

export interface NewUser {
  account: string;
  realName: string;
  password: string;
  dept: string;
  role: string;
}

/** 用户管理 (/system/user). */
export class AdminUserPage extends AdminCrudPage {
  constructor(page: Page) {
    super(page, '用户管理', '/system/user');
  }

  async create(user: NewUser): Promise<void> {
    await this.openCreate('新增用户');
    await this.field('登录账号').fill(user.account);
    await this.field('用户姓名').fill(user.realName);
    await this.field('密码').fill(user.password);
    await this.field('确认密码').fill(user.password);
    await this.choose(this.field('所属机构'), user.dept);
    await this.tick(this.dialog.getByRole('group', { name: '所属角色' }), user.role);
    await this.save();
  }
}
