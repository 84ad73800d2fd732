import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { graphql } from './pages/look-page.js';
import { ADMIN, signInAs } from './pages/login-page.js';

/**
 * Accessibility of every main screen (axe, WCAG rules as axe ships them): no serious or critical violation on
 * the home page, the main lists of the sidebar, detail pages, the member portal, the login page and the open
 * pages (event registration, articles, member directory). Each screen is checked once its content has loaded.
 */
const MEMBER = { account: 'huiyuan', password: 'Zhuxie@2026' };

async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are measured once transitions have ended (a button fading to the theme's colour is not a contrast issue).
  type Animation = { playState: string; effect: { getTiming(): { iterations: number } } | null };
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: { getAnimations(): Animation[] } }).document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`);
}

/** Opens each path and answers the violations found, by path (an empty list when all are clean). */
async function check(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    // Lists and records have loaded: no loading indicator is left.
    await expect(page.getByRole('status', { name: /加载中/ })).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const violations = await seriousViolations(page);
    if (violations.length) found[path] = violations;
  }
  return found;
}

test.describe('accessibility of the main screens', () => {
  test('staff: home, tasks, notices and the member lists', async ({ page }) => {
    test.slow();
    await signInAs(page, ADMIN);
    const paths = [
      '/wel/index',
      '/wel/dashboard',
      '/work/tasks/todo',
      '/work/tasks/claim',
      '/desk/notice',
      '/awards/memberManagement/member-info',
      '/awards/memberManagement/join-a-society',
      '/awards/memberManagement/member-pay',
      '/awards/memberManagement/certificate-model',
      '/awards/memberManagement/certificate',
    ];
    expect(await check(page, paths)).toEqual({});
  });

  test('staff: awards, experts, events, articles, system lists and a detail page', async ({ page }) => {
    test.slow();
    await signInAs(page, ADMIN);
    const certs = await graphql<{ memberCertificates: { records: { id: string }[] } }>(
      page,
      '{ memberCertificates { records { id } } }',
    );
    const paths = [
      '/awards/awardsSetting',
      '/awards/centuryCup',
      '/awards/accountMGT',
      '/event/list',
      '/articleManager/manage',
      '/system/user',
      '/system/param',
      '/monitor/log/api',
      `/certificate/print/${certs.memberCertificates.records[0]!.id}`,
    ];
    expect(await check(page, paths)).toEqual({});
  });

  test('member portal', async ({ page }) => {
    test.slow();
    await signInAs(page, MEMBER);
    expect(
      await check(page, [
        '/wel/index',
        '/cmsPages/myCompany',
        '/cmsPages/memberPay',
        '/cmsPages/myCertificate',
        '/awards/newApplication',
        '/cmsPages/vipList',
      ]),
    ).toEqual({});
  });

  test('login and the open pages', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('form', { name: '登录表单' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The open event registration page of the demo conference, the public articles and the member directory.
    await signInAs(page, ADMIN);
    const events = await graphql<{
      events: { records: { id: string; status: number; registrationDeadline: string | null }[] };
    }>(page, '{ events { records { id status registrationDeadline } } }');
    const open = events.events.records.find(
      (e) => e.status === 1 && e.registrationDeadline && Date.parse(e.registrationDeadline) > Date.now(),
    );
    const articles = await graphql<{ publicArticles: { records: { id: string }[] } }>(
      page,
      '{ publicArticles { records { id } } }',
    );
    await page.context().clearCookies();
    await page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
    expect(
      await check(page, [
        `/activity-registration?id=${open!.id}`,
        '/articleManager/list',
        `/articleManager/detail?id=${articles.publicArticles.records[0]!.id}`,
        '/vipCatalogue',
      ]),
    ).toEqual({});
  });
});
