import { expect, test } from './fixtures.js';
import { formatIn, hourIn } from '@zhuxie/domain/time/datetime';
import { graphql } from './pages/look-page.js';
import { signInAs } from './pages/login-page.js';

/**
 * Beijing time for every user (issue 25): this browser runs in America/Los_Angeles and the server in Europe/London
 * (playwright.config.ts), yet every time shown is the association's.
 */
test('times on screens are Beijing time whatever the browser and server zones', async ({ page }) => {
  await signInAs(page);
  const { events } = await graphql<{ events: { records: { title: string; startTime: string }[] } }>(
    page,
    '{ events(page: { size: 50 }) { records { title startTime } } }',
  );
  const demo = events.records.find((e) => e.title.startsWith('年度会员大会'));
  expect(demo).toBeTruthy();
  const beijing = formatIn(new Date(demo!.startTime), 'yyyy-MM-dd HH:mm');
  expect(beijing).toMatch(/ 09:00$/); // the demo conference opens at 09:00 Beijing time
  // The browser's own clock would say otherwise: this is what the page must not show.
  const local = await page.evaluate((iso) => {
    const d = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }, demo!.startTime);
  expect(local).not.toBe(beijing);

  await page.goto('/event/list');
  const row = page.getByRole('table', { name: '活动列表' }).getByRole('row').filter({ hasText: demo!.title });
  await expect(row).toContainText(beijing, { timeout: 30_000 }); // the first visit builds the list's chunk cache
  await expect(row).not.toContainText(local);
});

// Playwright's fake clock cannot stand in here: its Date returns plain dates from subclasses, which is how
// @date-fns/tz's TZDate works. The real clock is used, and the expectation computed on the Beijing clock.
test('the welcome page greets and dates on the Beijing clock', async ({ page }) => {
  await signInAs(page);
  const now = new Date();
  const hour = hourIn(now);
  const greeting = hour < 5 ? '夜深了' : hour < 11 ? '早上好' : hour < 13 ? '中午好' : hour < 18 ? '下午好' : '晚上好';
  const today = new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'long',
  }).format(now);
  expect(await page.evaluate(() => new Date().getHours())).not.toBe(hour); // the browser's clock is elsewhere
  await expect(page.getByRole('heading', { level: 2 })).toContainText(greeting);
  await expect(page.getByText(`今天是 ${today}`)).toBeVisible();
});
