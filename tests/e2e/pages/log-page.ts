import { expect, type Locator, type Page } from '@playwright/test';
import { AdminCrudPage } from './admin-crud-page.js';

/** A log screen (通用日志, 接口日志, 错误日志): the shared list engine plus the read-only detail dialog. */
export class LogPage extends AdminCrudPage {
  constructor(page: Page, menuName: '通用日志' | '接口日志' | '错误日志', path: string) {
    super(page, menuName, path);
  }

  /** Opens the detail of the first row containing `text`; answers the dialog. */
  async openDetail(text: string, title: string): Promise<Locator> {
    await this.row(text).first().getByRole('button', { name: '查看' }).click();
    await expect(this.dialog.getByRole('heading', { name: title })).toBeVisible();
    return this.dialog;
  }

  /** The value shown beside a label in the detail dialog. */
  detailValue(label: string): Locator {
    return this.dialog
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::*[1]');
  }

  async closeDetail(): Promise<void> {
    await this.dialog.getByRole('button', { name: '关闭' }).last().click();
    await expect(this.dialog).toBeHidden();
  }
}
