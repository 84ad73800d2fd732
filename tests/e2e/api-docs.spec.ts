import { expect, test } from './fixtures.js';

/**
 * The REST reference page (/api/docs) renders the OpenAPI document with the viewer served by this server: no
 * request leaves it, and the page's Content Security Policy refuses nothing.
 */
test('the API reference page renders every module offline, under the CSP', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Zhuxie legacy REST API');
  // The system module's 130-odd calls are split by resource (system: user, system: post …).
  const posts = page.locator('[data-tag="system: post"]');
  await expect(posts).toBeVisible();
  expect(await page.locator('.opblock-tag').count()).toBeGreaterThan(10);
  await posts.click();
  const postList = page.locator('.opblock-get', { hasText: '/api/blade-system/post/list' });
  await expect(postList).toBeVisible();
  await postList.locator('.opblock-summary').click();
  await expect(postList.locator('.parameters')).toContainText('current');
  await page.screenshot({ path: 'test-results/e2e/api-docs-1280.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/e2e/api-docs-375.png' });

  expect(foreign).toEqual([]);
  expect(problems).toEqual([]);
});
