import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A list screen of the identity and access administration (用户管理, 机构管理, 角色管理 ...) in Chinese: search
 * form, toolbar, table (paged or a tree), record dialog and the delete confirmation. Screens share one engine, so
 * one page object serves them all.
 */
export class AdminCrudPage {
  readonly searchForm: Locator;
  readonly toolbar: Locator;
  readonly table: Locator;
  readonly dialog: Locator;
  readonly confirmDialog: Locator;

  constructor(
    readonly page: Page,
    /** The sidebar entry and page heading (机构管理). */
    readonly menuName: string,
    /** The route the menu opens (/system/dept). */
    readonly path: string,
  ) {
    this.searchForm = page.getByRole('search');
    this.toolbar = page.getByRole('toolbar', { name: '列表操作' });
    this.table = page.getByRole('table');
    this.dialog = page.getByRole('dialog');
    this.confirmDialog = page.getByRole('alertdialog');
  }

  /** Through the sidebar menu, from wherever the user is. */
  async openFromMenu(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: '主菜单' })
      .getByRole('link', { name: this.menuName, exact: true })
      .click();
    await expect(this.page).toHaveURL(new RegExp(`${this.path}$`));
    await expect(this.page.getByRole('heading', { level: 1, name: this.menuName })).toBeVisible();
    await expect(this.bodyRows().first()).toBeVisible();
  }

  bodyRows(): Locator {
    return this.table.locator('tbody tr');
  }

  row(text: string): Locator {
    return this.bodyRows().filter({ hasText: text });
  }

  /** A control of the open dialog by its label (a required field's label ends with its * mark). */
  field(label: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  }

  async openCreate(title: string): Promise<void> {
    await this.toolbar.getByRole('button', { name: '新增' }).click();
    await expect(this.dialog.getByRole('heading', { name: title })).toBeVisible();
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: '保存' }).click();
  }

  /** Chooses the option whose text (indentation aside) is `text` in a select of the dialog or the search form. */
  async choose(select: Locator, text: string): Promise<void> {
    const option = select.locator('option').filter({ hasText: new RegExp(`^\\s*${text}$`) });
    await expect(option).toHaveCount(1);
    await select.selectOption((await option.getAttribute('value')) ?? '');
  }

  /** Ticks a checkbox by its label (the styled box covers the native input: click the label, as a user does). */
  async tick(scope: Locator, name: string, checked = true): Promise<void> {
    const box = scope.getByRole('checkbox', { name, exact: true });
    if ((await box.isChecked()) !== checked) await box.locator('xpath=ancestor::label[1]').click();
    await expect(box).toBeChecked({ checked });
  }

  async select(rowText: string): Promise<void> {
    await this.tick(this.row(rowText), `选择 ${rowText}`);
  }

  async search(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) {
      const control = this.searchForm.getByLabel(label, { exact: true });
      if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await this.choose(control, value);
      else await control.fill(value);
    }
    await this.searchForm.getByRole('button', { name: '搜索' }).click();
  }

  async clearSearch(): Promise<void> {
    await this.searchForm.getByRole('button', { name: '清空' }).click();
  }

  async bulkDelete(): Promise<void> {
    await this.toolbar.getByRole('button', { name: '删除' }).click();
  }

  async deleteRow(rowText: string): Promise<void> {
    await this.row(rowText).getByRole('button', { name: '删除' }).click();
  }

  /** Answers 确定将选择数据删除? with 确定. */
  async confirmDelete(): Promise<void> {
    await expect(this.confirmDialog).toContainText('确定将选择数据删除?');
    await this.confirmDialog.getByRole('button', { name: '确定' }).click();
    await expect(this.confirmDialog).toBeHidden();
  }

  /** The newest notice (toast) with this text; earlier ones may still be fading out. */
  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text }).first();
  }
}
