import type { Locator, Page } from '@playwright/test';

/**
 * Types a date and a time into a date-time field: a group named by the field's label holding the date picker's
 * input (it takes a typed yyyy-MM-dd when left) and the time input. `value` is `yyyy-MM-ddTHH:mm`.
 */
export async function fillDateTime(scope: Page | Locator, label: string, value: string): Promise<void> {
  const [day = '', time = ''] = value.split('T');
  const group = scope.getByRole('group', { name: label, exact: true });
  await group.getByRole('textbox').fill(day);
  await group.getByLabel('时间', { exact: true }).fill(time);
}
