import { expect, type Locator, type Page } from '@playwright/test';
import { isoDay } from './date-field.js';

/** The few browser globals these helpers use inside `evaluate` (the tests compile without the DOM library). */
export interface BrowserGlobals {
  getComputedStyle(element: unknown): { getPropertyValue(name: string): string };
  document: {
    readyState: string;
    documentElement: { classList: { contains(name: string): boolean } };
    querySelector(selector: string): { childElementCount: number } | null;
  };
}

/** The signed-in session stored by the app (for calling the API as that user). */
export async function accessToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('zhuxie.session'));
  const session = JSON.parse(raw ?? 'null') as { accessToken?: string } | null;
  if (!session?.accessToken) throw new Error('not signed in');
  return session.accessToken;
}

/** A GraphQL call as the signed-in user of the page. */
export async function graphql<T>(page: Page, query: string, variables?: Record<string, unknown>): Promise<T> {
  const token = await accessToken(page);
  const response = await page.request.post('/graphql', {
    data: { query, variables },
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

/** Computed style of one element. */
export function computed(locator: Locator, property: string): Promise<string> {
  return locator.evaluate(
    (element, name) => (globalThis as unknown as BrowserGlobals).getComputedStyle(element).getPropertyValue(name),
    property,
  );
}

/** The look of the shell in Chinese: theme chooser, primary colour, language, error log, notices. */
export class LookTools {
  readonly topBar: Locator;
  /** The sidebar (the <aside> around the main menu). */
  readonly sidebar: Locator;
  readonly themePanel: Locator;
  readonly errorLog: Locator;

  constructor(readonly page: Page) {
    this.topBar = page.getByRole('banner');
    this.sidebar = page.locator('aside').filter({ has: page.getByRole('navigation', { name: '主菜单' }) });
    this.themePanel = page.getByRole('dialog', { name: '主题设置' });
    this.errorLog = page.getByRole('dialog', { name: '错误日志' });
  }

  async openThemes(): Promise<void> {
    await this.topBar.getByRole('button', { name: '主题设置' }).click();
    await expect(this.themePanel).toBeVisible();
  }

  async closeThemes(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.themePanel).toBeHidden();
  }

  /** Picks a theme by its Chinese name (默认主题, 黑色主题, lte主题 ...). */
  async chooseTheme(name: string): Promise<void> {
    await this.themePanel.getByRole('radio', { name }).click();
    await expect(this.themePanel.getByRole('radio', { name })).toHaveAttribute('aria-checked', 'true');
  }

  async choosePreset(hex: string): Promise<void> {
    await this.themePanel.getByRole('button', { name: `使用颜色 ${hex}` }).click();
  }

  /** Types a colour and applies it; the pointer then leaves the button (hover would tint it). */
  async typeColour(value: string): Promise<void> {
    await this.themePanel.getByLabel('自定义颜色').fill(value);
    await this.themePanel.getByRole('button', { name: '应用' }).click();
    await this.themePanel.getByText('自定义颜色').hover();
  }

  errorLogButton(): Locator {
    return this.topBar.getByRole('button', { name: /^错误日志/ });
  }

  async openErrorLog(): Promise<void> {
    await this.errorLogButton().click();
    await expect(this.errorLog).toBeVisible();
  }

  /** Clicks 上传 or 清空 in the viewer and answers the confirmation. */
  async errorLogAction(action: '上传' | '清空', answer: '确定' | '取消', question: string): Promise<void> {
    await this.errorLog.getByRole('button', { name: action }).click();
    const confirm = this.page.getByRole('alertdialog');
    await expect(confirm).toContainText(question);
    await confirm.getByRole('button', { name: answer }).click();
    await expect(confirm).toBeHidden();
  }

  async language(name: '中文' | 'English', current: '语言' | 'Language' = '语言'): Promise<void> {
    await this.topBar.getByRole('button', { name: current }).click();
    await this.page.getByRole('menuitemradio', { name }).click();
  }
}

/**
 * A year (2040-2098) that has no programme of the award type yet: one programme per type and year is allowed, and
 * the specs share one database, so a year picked at random could collide with another spec's.
 */
export async function freeProgrammeYear(page: Page, awardType: string): Promise<number> {
  const taken = await graphql<{ awardProgrammes: { records: { year: number }[] } }>(
    page,
    'query($f: AwardProgrammeFilter) { awardProgrammes(filter: $f, page: { size: 200 }) { records { year } } }',
    { f: { awardType } },
  );
  const used = new Set(taken.awardProgrammes.records.map((r) => r.year));
  const start = Date.now() % 59;
  for (let i = 0; i < 59; i++) {
    const year = 2040 + ((start + i) % 59);
    if (!used.has(year)) return year;
  }
  throw new Error(`no free year for ${awardType}`);
}

/**
 * A programme of the award type in a free year, taking applications from two days ago to thirty days ahead, opened
 * (unless `open` is false), as staff make it in 奖项设置. `name` may depend on the year. Answers its id.
 */
export async function createProgramme(
  page: Page,
  options: {
    awardType: string;
    name: string | ((year: number) => string);
    accountCategories?: string[];
    open?: boolean;
  },
): Promise<string> {
  const year = await freeProgrammeYear(page, options.awardType);
  const created = await graphql<{ submitAwardProgramme: { id: string } }>(
    page,
    `mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { id } }`,
    {
      i: {
        awardType: options.awardType,
        year,
        name: typeof options.name === 'string' ? options.name : options.name(year),
        startDate: isoDay(-2),
        endDate: isoDay(30),
        accountCategories: options.accountCategories ?? ['1', '3'],
      },
    },
  );
  const id = created.submitAwardProgramme.id;
  if (options.open ?? true)
    await graphql(page, `mutation($i: AwardProgrammeOpenInput!) { setAwardProgrammeOpen(input: $i) { id } }`, {
      i: { id, openFlag: 1 },
    });
  return id;
}
