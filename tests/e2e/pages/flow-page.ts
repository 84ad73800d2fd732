import { expect, type Locator, type Page } from '@playwright/test';

/** The approval panel of a record page (审批流程) and the task lists (/work/tasks/...). */
export class FlowPanel {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: '审批流程' });
  }

  opinion(): Locator {
    return this.region.getByLabel('审核意见');
  }

  async press(name: string): Promise<void> {
    await this.region.getByRole('button', { name, exact: true }).click();
  }

  async expectStatus(label: string): Promise<void> {
    await expect(this.region.getByText(label, { exact: true }).first()).toBeVisible();
  }
}

/** A task list (待办 / 待签 / 已发 / 办结): rows by their title. */
export async function openTaskList(page: Page, kind: 'todo' | 'claim' | 'send' | 'done'): Promise<Locator> {
  await page.goto(`/work/tasks/${kind}`);
  const table = page.getByRole('table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  return table;
}

/** A notice (toast) with the text. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text }).first();
}
