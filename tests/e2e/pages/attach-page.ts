import { expect, type Locator, type Page } from '@playwright/test';
import { AdminCrudPage } from './admin-crud-page.js';

/** 附件管理 (/resource/attach): the attachment list, its upload dialog and downloads. */
export class AttachPage extends AdminCrudPage {
  constructor(page: Page) {
    super(page, '附件管理', '/resource/attach');
  }

  /** Opens the screen through the sidebar (the 资源管理 group), from wherever the user is. */
  async open(): Promise<void> {
    const nav = this.page.getByRole('navigation', { name: '主菜单' });
    const link = nav.getByRole('link', { name: this.menuName, exact: true });
    if (!(await link.isVisible())) await nav.getByText('资源管理', { exact: true }).click();
    await link.click();
    await expect(this.page).toHaveURL(/\/resource\/attach$/);
    await expect(this.page.getByRole('heading', { level: 1, name: this.menuName })).toBeVisible();
  }

  async openUpload(): Promise<void> {
    await this.toolbar.getByRole('button', { name: '上传' }).click();
    await expect(this.dialog.getByRole('heading', { name: '上传附件' })).toBeVisible();
  }

  /** The row of one file in the upload list. */
  uploadItem(name: string): Locator {
    return this.dialog.getByRole('listitem', { name });
  }

  async chooseFiles(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    await this.dialog.getByTestId('upload-input').setInputFiles(files);
  }

  async closeUpload(): Promise<void> {
    await this.dialog.getByRole('button', { name: '关闭' }).first().click();
    await expect(this.dialog).toBeHidden();
  }
}
