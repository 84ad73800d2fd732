import { expect, type Locator, type Page } from '@playwright/test';

export interface Credentials {
  account: string;
  password: string;
}

/** The demo administrator (permission '*'), created with the demo data. */
export const ADMIN: Credentials = { account: 'admin', password: 'Zhuxie@2026' };

/** The login pages (/login and its variants) in Chinese. */
export class LoginPage {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: '登录表单' });
  }

  async goto(path = '/login'): Promise<void> {
    await this.page.goto(path);
    await expect(this.form).toBeVisible();
  }

  async signIn({ account, password }: Credentials): Promise<void> {
    await expect(this.form.getByLabel('租户编号')).toHaveValue('000000');
    await this.form.getByLabel('账号').fill(account);
    await this.form.getByLabel('密码').fill(password);
    await this.form.getByRole('button', { name: '登录' }).click();
  }
}

/** Signs in through the login page and waits for the home page. */
export async function signInAs(page: Page, credentials: Credentials = ADMIN): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(credentials);
  await expect(page).toHaveURL(/\/wel\/index$/);
}

/** The user menu in the top bar: 首页, 个人信息, 退出登录 (after confirming). */
export class UserMenu {
  constructor(readonly page: Page) {}

  trigger(): Locator {
    return this.page.getByRole('button', { name: /^用户菜单：/ });
  }

  async open(): Promise<void> {
    await this.trigger().click();
  }

  /** Opens 退出登录 and answers the question with 确定 (or 取消). */
  async signOut(answer: '确定' | '取消' = '确定'): Promise<void> {
    await this.open();
    await this.page.getByRole('menuitem', { name: '退出登录' }).click();
    const question = this.page.getByRole('alertdialog');
    await expect(question).toContainText('退出系统, 是否继续?');
    await question.getByRole('button', { name: answer }).click();
    await expect(question).toBeHidden();
  }
}
