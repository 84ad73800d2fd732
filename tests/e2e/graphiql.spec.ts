import { expect, test } from './fixtures.js';
import { ADMIN, LoginPage } from './pages/login-page.js';

/**
 * The GraphQL explorer (GraphiQL bundled from npm, served by this server at /graphql): a visitor is sent to sign
 * in and comes back to it; the administrator runs `{ me { ... } }` with the session's token. No request leaves the
 * server and the Content Security Policy refuses nothing.
 */
test('the GraphQL explorer signs in, runs a query with the session token, offline and under the CSP', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(r.url());
  });
  page.on('console', (m) => {
    // The visit before sign-in is answered 401 on purpose (the page then checks the stored session).
    if (m.type() === 'error' && !/401/.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  await page.goto('/graphql');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgraphql$/);
  await new LoginPage(page).signIn(ADMIN);
  await expect(page).toHaveURL(/\/graphql$/);

  const explorer = page.locator('.graphiql-container');
  await expect(explorer).toBeVisible();
  await expect(page.locator('.graphiql-query-editor')).toContainText('me');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('.graphiql-execute-button').click();
  const response = page.locator('.graphiql-response');
  await expect(response).toContainText('"account": "admin"');
  await expect(response).toContainText('"tenantId": "000000"');
  // The documentation explorer lists the schema's root types.
  await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
  await expect(page.locator('.graphiql-doc-explorer')).toContainText('Query');
  await page.screenshot({ path: 'test-results/e2e/graphiql-1280.png' });

  expect(foreign).toEqual([]);
  expect(problems).toEqual([]);
});
