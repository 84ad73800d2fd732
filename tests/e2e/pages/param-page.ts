import { expect, type Locator, type Page } from '@playwright/test';

export interface ParamValues {
  paramName: string;
  paramKey: string;
  paramValue: string;
  remark?: string;
}

/** 参数管理 (/system/param) in Chinese, the default language. */
export class ParamPage {
  readonly searchForm: Locator;
  readonly toolbar: Locator;
  readonly table: Locator;
  readonly dialog: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.searchForm = page.getByRole('search');
    this.toolbar = page.getByRole('toolbar', { name: '列表操作' });
    this.table = page.getByRole('table');
    this.dialog = page.getByRole('dialog');
    this.confirmDialog = page.getByRole('alertdialog');
  }

  /** From the home page through the sidebar menu 系统管理 > 参数管理 (signed in: see signInAs). */
  async openFromMenu(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page).toHaveURL(/\/wel\/index$/);
    await this.page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '参数管理' }).click();
    await expect(this.page).toHaveURL(/\/system\/param$/);
    await expect(this.page.getByRole('heading', { level: 1, name: '参数管理' })).toBeVisible();
    await expect(this.page).toHaveTitle('参数管理 - 建筑业协会管理系统');
    await expect(this.page.getByText(/共 \d+ 条/)).toBeVisible();
  }

  /** Body rows of the table (the header row excluded). */
  bodyRows(): Locator {
    return this.table.locator('tbody tr');
  }

  row(text: string): Locator {
    return this.bodyRows().filter({ hasText: text });
  }

  field(label: '参数名称' | '参数键名' | '参数键值' | '备注'): Locator {
    return this.dialog.getByLabel(label);
  }

  async fill(values: Partial<ParamValues>): Promise<void> {
    if (values.paramName !== undefined) await this.field('参数名称').fill(values.paramName);
    if (values.paramKey !== undefined) await this.field('参数键名').fill(values.paramKey);
    if (values.paramValue !== undefined) await this.field('参数键值').fill(values.paramValue);
    if (values.remark !== undefined) await this.field('备注').fill(values.remark);
  }

  async openCreate(): Promise<void> {
    await this.toolbar.getByRole('button', { name: '新增' }).click();
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByRole('heading', { name: '新增参数' })).toBeVisible();
  }

  async openEdit(rowText: string): Promise<void> {
    await this.row(rowText).getByRole('button', { name: '编辑' }).click();
    await expect(this.dialog.getByRole('heading', { name: '编辑参数' })).toBeVisible();
    // The form appears once the record has been read.
    await expect(this.field('参数键名')).not.toHaveValue('');
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: '保存' }).click();
  }

  async cancel(): Promise<void> {
    await this.dialog.getByRole('button', { name: '取消' }).click();
    await expect(this.dialog).toBeHidden();
  }

  async search(filter: { paramName?: string; paramKey?: string }): Promise<void> {
    if (filter.paramName !== undefined) await this.searchForm.getByLabel('参数名称').fill(filter.paramName);
    if (filter.paramKey !== undefined) await this.searchForm.getByLabel('参数键名').fill(filter.paramKey);
    await this.searchForm.getByLabel(filter.paramKey !== undefined ? '参数键名' : '参数名称').press('Enter');
  }

  async clearSearch(): Promise<void> {
    await this.searchForm.getByRole('button', { name: '清空' }).click();
  }

  async bulkDelete(): Promise<void> {
    await this.toolbar.getByRole('button', { name: '删除' }).click();
  }

  async select(rowText: string): Promise<void> {
    // The styled box covers the native input (as with most custom checkboxes): click its label, as a user does.
    const checkbox = this.row(rowText).getByRole('checkbox');
    await checkbox.locator('xpath=ancestor::label[1]').click();
    await expect(checkbox).toBeChecked();
  }

  /** Answers the 确定将选择数据删除? question with 确定. */
  async confirmDelete(): Promise<void> {
    await expect(this.confirmDialog).toContainText('确定将选择数据删除?');
    await this.confirmDialog.getByRole('button', { name: '确定' }).click();
    await expect(this.confirmDialog).toBeHidden();
  }

  /** A notice (toast) with this text. */
  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }
}
