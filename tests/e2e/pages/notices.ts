import { expect, type Page } from '@playwright/test';

/** Runs in the page (as text: the tests' TypeScript has no DOM types): records the text of every toast added. */
const RECORDER = `(() => {
  if (window.__notices) return;
  window.__notices = [];
  new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const root = node.matches('[data-scope=toast][data-part=root]') ? node : node.querySelector('[data-scope=toast][data-part=root]');
        if (root && root.textContent) window.__notices.push(root.textContent);
      }
    }
  }).observe(document.body, { childList: true, subtree: true });
})()`;

/**
 * Starts recording every notice (toast) the page shows from now on. On a loaded machine a notice can come and
 * go (3 s) between two polls of an assertion; the record keeps what the user was shown.
 */
export async function recordNotices(page: Page): Promise<void> {
  await page.evaluate(RECORDER);
}

/** Waits until a notice with this text has been shown (since recordNotices). */
export async function expectNotice(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await page.evaluate('window.__notices || []')) as string[])
    .toContainEqual(expect.stringContaining(text));
}
