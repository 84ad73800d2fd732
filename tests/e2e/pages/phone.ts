import { expect, type Page } from '@playwright/test';

/** The page fits the phone: nothing wider than the screen (no sideways scrolling). */
export async function expectNoOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, `${page.url()} is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(
    clientWidth,
  );
}
