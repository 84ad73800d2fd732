import { expect, test } from './fixtures.js';
import { graphql } from './pages/look-page.js';
import { signInAs } from './pages/login-page.js';

/**
 * Every business type that a module registers with the flow engine opens a real screen from the task lists: the
 * server lists the types with their paths, and each path is a route of the client (never the 404 page).
 */
test('every registered business type opens a screen of the client', async ({ page }) => {
  await signInAs(page);
  type Def = { key: string; label: string; detailPath: string; handlePath: string };
  const { flowBusinessTypeDefs: defs } = await graphql<{ flowBusinessTypeDefs: Def[] }>(
    page,
    '{ flowBusinessTypeDefs { key label detailPath handlePath } }',
  );
  expect(defs.map((d) => d.key)).toEqual(
    expect.arrayContaining([
      'leave',
      'oa_application',
      'entry_application',
      'member_change',
      'expert',
      'century_cup',
      'quality_structure',
    ]),
  );
  const someId = '00000000-0000-4000-8000-000000000000';
  for (const def of defs) {
    for (const template of new Set([def.detailPath, def.handlePath])) {
      const path = template.replaceAll('{businessId}', someId).replaceAll('{instanceId}', someId);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), `${def.key}: ${path}`).toBeVisible();
      await expect(page, `${def.key}: ${path}`).not.toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { level: 1, name: '页面不存在' }), `${def.key}: ${path}`).toHaveCount(0);
    }
  }
});
