import type { Locator, Page } from '@playwright/test';
import { addDaysToDay, todayIn } from '@zhuxie/domain/time/datetime';

/** The Beijing day `offset` days from today (yyyy-MM-dd), whatever the test machine's zone. */
export const isoDay = (offset: number): string => addDaysToDay(todayIn(), offset);

/**
 * Types a date and a time into a date-time field: a group named by the field's label holding the date picker's
 * input (it takes a typed yyyy-MM-dd when left) and the time input. `value` is `yyyy-MM-ddTHH:mm`.
 */
export async function fillDateTime(scope: Page | Locator, label: string, value: string): Promise<void> {
  const [day = '', time = ''] = value.split('T');
  const group = scope.getByRole('group', { name: label, exact: true });
  await group.getByRole('textbox', { name: label, exact: true }).fill(day);
  await group.getByRole('textbox', { name: '时间', exact: true }).fill(time);
}

/**
 * Types a date into a date picker field and leaves it (Tab), as a person does: the picker takes a typed date when
 * the field is left, and the form's messages that the new value clears move the layout before the next click.
 */
export async function fillDate(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.press('Tab');
}
