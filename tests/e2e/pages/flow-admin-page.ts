import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The flow administration screens: /flow/model, /flow/manager, /flow/follow. */
export async function openFlowScreen(
  page: Page,
  path: '/flow/model' | '/flow/manager' | '/flow/follow',
  heading: string,
): Promise<Locator> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  return table;
}

/**
 * Narrows 流程模型 / 流程管理 to the leave model by its business type (the award lines' models fill the first page),
 * and answers its row.
 */
export async function showLeaveModel(page: Page): Promise<Locator> {
  const search = page.getByRole('search');
  await search.getByLabel('业务类型').selectOption({ label: '请假' });
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  return leaveModelRow(page);
}

/** The list row of the leave model (latest version). */
export function leaveModelRow(page: Page): Locator {
  return page.getByRole('table').locator('tbody tr').filter({ hasText: '请假（leave）' });
}

/** The version shown in a model row (V3 → 3). */
export async function versionOf(row: Locator): Promise<number> {
  const text = (await row.textContent()) ?? '';
  const match = /V(\d+)/.exec(text);
  expect(match, `a version in "${text}"`).toBeTruthy();
  return Number(match![1]);
}

/** The flow model editor dialog and its steps (第 N 步). */
export class FlowModelEditorDialog {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    title = '编辑流程模型',
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
  }

  step(n: number): Locator {
    return this.dialog.getByRole('group', { name: `第 ${n} 步` });
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: '保存' }).click();
  }
}

/** Serious and critical accessibility violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page's width in CSS pixels (what would need a horizontal scrollbar). */
export const pageWidth = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
        .scrollWidth,
  );

/** Ticks (or unticks) a checkbox by its label: the styled box covers the native input, so the label is clicked, as a user does. */
export async function tick(scope: Locator, name: string, checked = true): Promise<void> {
  const box = scope.getByRole('checkbox', { name, exact: true });
  if ((await box.isChecked()) !== checked) await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).toBeChecked({ checked });
}
