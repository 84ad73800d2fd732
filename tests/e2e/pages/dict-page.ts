import { expect, type Locator, type Page } from '@playwright/test';

/** One list of the dictionary screen (字典列表, or the items of the chosen dictionary): toolbar, rows. */
export class DictList {
  readonly toolbar: Locator;
  readonly table: Locator;

  constructor(readonly region: Locator) {
    this.toolbar = region.getByRole('toolbar', { name: '列表操作' });
    this.table = region.getByRole('table');
  }

  row(text: string): Locator {
    return this.table.locator('tbody tr').filter({ hasText: text });
  }

  async search(label: string, value: string): Promise<void> {
    const form = this.region.getByRole('search');
    await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByRole('button', { name: '搜索' }).click();
  }
}

/** 系统字典 (/dict-horizontal/index) and 业务字典 (/dict-vertical/index). */
export class DictScreen {
  readonly dictionaries: DictList;
  readonly dialog: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.dictionaries = new DictList(page.getByRole('region', { name: '字典列表' }));
    this.dialog = page.getByRole('dialog');
    this.confirmDialog = page.getByRole('alertdialog');
  }

  async openFromMenu(menuName: '系统字典' | '业务字典', path: string): Promise<void> {
    await this.page
      .getByRole('navigation', { name: '主菜单' })
      .getByRole('link', { name: menuName, exact: true })
      .click();
    await expect(this.page).toHaveURL(new RegExp(`${path}$`));
    await expect(this.page.getByRole('heading', { level: 1, name: menuName })).toBeVisible();
    await expect(this.dictionaries.table.locator('tbody tr').first()).toBeVisible();
  }

  /** The items of a dictionary, after 字典配置 on its row. */
  async openItems(name: string): Promise<DictList> {
    await this.dictionaries
      .row(name)
      .getByRole('button', { name: `配置 ${name} 的字典项` })
      .click();
    const items = new DictList(this.page.getByRole('region', { name: `${name} 的字典项` }));
    await expect(items.region).toBeVisible();
    return items;
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  }

  async fillAndSave(title: string, values: Record<string, string>): Promise<void> {
    await expect(this.dialog.getByRole('heading', { name: title })).toBeVisible();
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
    await this.dialog.getByRole('button', { name: '保存' }).click();
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text }).first();
  }
}
