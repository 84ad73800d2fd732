import { expect, type Locator, type Page } from '@playwright/test';
import { expectNotice, recordNotices } from './notices.js';

/** 行政区划: the lazily loaded tree on the left, the chosen region's children and its buttons on the right. */
export class RegionPage {
  readonly tree: Locator;
  readonly toolbar: Locator;
  readonly table: Locator;
  readonly dialog: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.tree = page.getByRole('tree', { name: '区划树' });
    this.toolbar = page.getByRole('toolbar', { name: '列表操作' });
    this.table = page.getByRole('table');
    this.dialog = page.getByRole('dialog');
    this.confirmDialog = page.getByRole('alertdialog');
  }

  async openFromMenu(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: '主菜单' })
      .getByRole('link', { name: '行政区划', exact: true })
      .click();
    await expect(this.page).toHaveURL(/\/system\/region$/);
    await expect(this.page.getByRole('heading', { level: 1, name: '行政区划' })).toBeVisible();
    await expect(this.node('辽宁省')).toBeVisible();
  }

  node(name: string): Locator {
    return this.tree.getByRole('treeitem', { name, exact: true });
  }

  async expand(name: string): Promise<void> {
    await this.node(name)
      .getByRole('button', { name: `展开 ${name}` })
      .first()
      .click();
    await expect(this.node(name)).toHaveAttribute('aria-expanded', 'true');
  }

  async choose(name: string): Promise<void> {
    await this.node(name)
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .first()
      .click();
    await expect(this.page.getByRole('heading', { name, exact: true })).toBeVisible();
  }

  rows(): Locator {
    return this.table.locator('tbody tr');
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: '保存' }).click();
  }

  async confirmDelete(): Promise<void> {
    await expect(this.confirmDialog).toContainText('确定将选择数据删除?');
    await this.confirmDialog.getByRole('button', { name: '确定' }).click();
    await expect(this.confirmDialog).toBeHidden();
  }

  recordNotices(): Promise<void> {
    return recordNotices(this.page);
  }

  expectNotice(text: string): Promise<void> {
    return expectNotice(this.page, text);
  }
}
