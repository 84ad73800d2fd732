import { AxeBuilder } from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { signInAs } from './pages/login-page.js';
import { type BrowserGlobals, computed, LookTools } from './pages/look-page.js';

/** Colours of SPEC's themes as the browser computes them. */
const NAVY = 'rgb(15, 27, 51)'; // default sidebar
const DARK_SIDEBAR = 'rgb(17, 19, 24)';
const LTE_SIDEBAR = 'rgb(52, 58, 64)';
const LTE_PAGE = 'rgb(244, 246, 249)';
const RED = 'rgb(245, 34, 45)'; // preset #f5222d
const CUSTOM = 'rgb(18, 52, 86)'; // #123456

const THEMES = [
  '默认主题',
  '白色主题',
  '黑色主题',
  '炫彩主题',
  '智能主题',
  'iview主题',
  'vip主题',
  'cool主题',
  'd2主题',
  'hey主题',
  'lte主题',
];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('主题、主题色与语言', () => {
  test('every theme keeps the home page free of serious accessibility violations (contrast included)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page);
    const look = new LookTools(page);
    for (const name of THEMES) {
      await look.openThemes();
      await look.chooseTheme(name);
      await look.closeThemes();
      await expect(page.getByTestId('figure-userCount')).toBeVisible();
      expect([name, await seriousViolations(page)]).toEqual([name, []]);
    }
    await look.openThemes();
    await look.chooseTheme('默认主题');
  });

  test('a chosen theme applies at once and survives a reload, painted before the app code runs', async ({ page }) => {
    await signInAs(page);
    const look = new LookTools(page);
    await expect.poll(() => computed(look.sidebar, 'background-color')).toBe(NAVY);

    await look.openThemes();
    await expect(look.themePanel.getByRole('radio')).toHaveCount(11);
    await look.chooseTheme('黑色主题');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(() => computed(look.sidebar, 'background-color')).toBe(DARK_SIDEBAR);
    // Chakra's own surfaces follow the dark mode (the theme panel itself).
    await expect.poll(() => computed(look.themePanel, 'background-color')).not.toBe('rgb(255, 255, 255)');

    await look.chooseTheme('lte主题');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect.poll(() => computed(look.sidebar, 'background-color')).toBe(LTE_SIDEBAR);
    await look.closeThemes();

    await page.reload();
    await expect.poll(() => computed(look.sidebar, 'background-color')).toBe(LTE_SIDEBAR);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'lte');
    await look.openThemes();
    await expect(look.themePanel.getByRole('radio', { name: 'lte主题' })).toHaveAttribute('aria-checked', 'true');
    await look.closeThemes();

    // No flash: with the app's code held back, the page already has the theme's colour (and dark mode).
    await look.openThemes();
    await look.chooseTheme('黑色主题');
    await look.closeThemes();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/wel/index', { waitUntil: 'commit' });
    await page.waitForFunction(() => (globalThis as unknown as BrowserGlobals).document.readyState !== 'loading');
    expect(
      await page.evaluate(
        () => (globalThis as unknown as BrowserGlobals).document.querySelector('#root')?.childElementCount,
      ),
    ).toBe(0);
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as BrowserGlobals).document.documentElement.classList.contains('dark'),
      ),
    ).toBe(true);
    expect(await computed(page.locator('html'), 'background-color')).toBe('rgb(11, 13, 18)');
    release();
    await expect.poll(() => computed(look.sidebar, 'background-color')).toBe(DARK_SIDEBAR);

    // Back to the default for the other tests.
    await look.openThemes();
    await look.chooseTheme('默认主题');
    await expect.poll(() => computed(look.sidebar, 'background-color')).toBe(NAVY);
  });

  test('the primary colour (preset or valid hex) applies to solid buttons and survives a reload', async ({ page }) => {
    await signInAs(page);
    const look = new LookTools(page);
    await look.openThemes();
    const apply = look.themePanel.getByRole('button', { name: '应用' });
    const before = await computed(apply, 'background-color');
    expect(before).toBe('rgb(35, 83, 214)'); // the default theme's own #2353d6

    await look.choosePreset('#f5222d');
    await expect.poll(() => computed(apply, 'background-color')).toBe(RED);

    await look.typeColour('#12345');
    await expect(look.themePanel.getByText('请输入有效的十六进制颜色，例如 #409EFF')).toBeVisible();
    await expect.poll(() => computed(apply, 'background-color')).toBe(RED);

    await look.typeColour('#123456');
    await expect(look.themePanel.getByText('请输入有效的十六进制颜色，例如 #409EFF')).toBeHidden();
    await expect.poll(() => computed(apply, 'background-color')).toBe(CUSTOM);
    await look.closeThemes();

    await page.reload();
    await look.openThemes();
    await expect
      .poll(() => computed(look.themePanel.getByRole('button', { name: '应用' }), 'background-color'))
      .toBe(CUSTOM);
    await expect(look.themePanel.getByLabel('自定义颜色')).toHaveValue('#123456');

    // A theme change keeps the custom colour; "the theme's own" restores the theme's.
    await look.chooseTheme('lte主题');
    await expect.poll(() => computed(look.sidebar, 'background-color')).toBe(LTE_SIDEBAR);
    await expect.poll(() => computed(page.locator('body'), 'background-color')).toBe(LTE_PAGE);
    await expect
      .poll(() => computed(look.themePanel.getByRole('button', { name: '应用' }), 'background-color'))
      .toBe(CUSTOM);
    await look.themePanel.getByRole('button', { name: '恢复主题自带颜色' }).click();
    await expect
      .poll(() => computed(look.themePanel.getByRole('button', { name: '应用' }), 'background-color'))
      .toBe('rgb(0, 105, 217)');
    await look.chooseTheme('默认主题');
  });

  test('the language switch changes the visible strings and is remembered', async ({ page }) => {
    await signInAs(page);
    const look = new LookTools(page);
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await expect(look.topBar.getByRole('button', { name: '主题设置' })).toBeVisible();

    await look.language('English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(look.topBar.getByRole('button', { name: 'Theme settings' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: /^Good (morning|day|afternoon|evening), |^Working late, / }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Registered users' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(look.topBar.getByRole('button', { name: 'Theme settings' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Member units' }).getByTestId('figure-memberCount')).toHaveText(
      /^\d[\d,]*$/,
    );

    await look.language('中文', 'Language');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(look.topBar.getByRole('button', { name: '主题设置' })).toBeVisible();
    await expect(page.getByRole('region', { name: '会员单位' }).getByTestId('figure-memberCount')).toHaveText(
      /^\d[\d,]*$/,
    );
  });
});
