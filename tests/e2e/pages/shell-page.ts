import { expect, type Locator, type Page, test } from '@playwright/test';

/** The app's title after every page title (`<page> - 建筑业协会管理系统`). */
export const APP_TITLE = '建筑业协会管理系统';

/** The back-office frame in Chinese: sidebar (or its drawer), top bar, tab bar, lock screen and menu search. */
export class Shell {
  readonly sidebar: Locator;
  readonly topBar: Locator;
  readonly tabBar: Locator;
  readonly searchDialog: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('navigation', { name: '主菜单' });
    this.topBar = page.getByRole('banner');
    this.tabBar = page.getByRole('navigation', { name: '标签页' });
    this.searchDialog = page.getByRole('dialog', { name: '菜单搜索' });
  }

  /** The tab links, in order (their accessible names are the page titles). */
  tabs(): Locator {
    return this.tabBar.getByRole('listitem');
  }

  tab(title: string): Locator {
    return this.tabBar.getByRole('link', { name: title, exact: true });
  }

  async expectTabs(titles: string[]): Promise<void> {
    await expect(this.tabBar.getByRole('link')).toHaveText(titles);
  }

  async expectActiveTab(title: string): Promise<void> {
    await expect(this.tabBar.locator('a[aria-current="page"]')).toHaveText(title);
  }

  async closeTab(title: string): Promise<void> {
    await this.tabBar.getByRole('button', { name: `关闭 ${title}` }).click();
  }

  /** Right-clicks a tab and chooses 清除缓存, 关闭其他 or 关闭全部. */
  async tabMenu(title: string, action: '清除缓存' | '关闭其他' | '关闭全部'): Promise<void> {
    await this.tab(title).click({ button: 'right' });
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /** Waits for the frame (it loads lazily after signing in). */
  async ready(): Promise<void> {
    await expect(this.topBar.getByRole('button', { name: '菜单搜索' })).toBeVisible();
  }

  /** Opens a page through the sidebar menu and waits for its heading. */
  async openMenu(name: string): Promise<void> {
    await this.sidebar.getByRole('link', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  }

  /** The lock dialog: sets the lock password and locks. */
  async lock(password: string): Promise<void> {
    await this.topBar.getByRole('button', { name: '锁屏' }).click();
    const dialog = this.page.getByRole('dialog', { name: '设置锁屏密码' });
    await dialog.getByLabel(/^锁屏密码/).fill(password);
    await dialog.getByRole('button', { name: '锁屏' }).click();
    await expect(this.page).toHaveURL(/\/lock$/);
  }

  /** The search field of the menu search dialog. */
  searchInput(): Locator {
    return this.searchDialog.getByRole('combobox', { name: '搜索菜单' });
  }

  searchResults(): Locator {
    return this.searchDialog.getByRole('option');
  }
}

/** The lock page (/lock). */
export class LockScreen {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: '解锁' });
  }

  async unlock(password: string): Promise<void> {
    await this.form.getByLabel(/^锁屏密码/).fill(password);
    await this.form.getByRole('button', { name: '解锁' }).click();
  }
}

/** Fails the tests of the calling file when the browser logs an error (refused requests with HTTP 4xx aside). */
export function expectCleanConsole(): void {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });
  test.afterEach(() => {
    expect(errors, 'no errors in the browser console').toEqual([]);
  });
}
