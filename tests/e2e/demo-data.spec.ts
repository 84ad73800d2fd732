import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { inspectPdf } from '../support/pdf.js';
import { toast } from './pages/flow-page.js';
import { pageWidth } from './pages/flow-admin-page.js';
import { graphql } from './pages/look-page.js';
import { ADMIN, signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

expectCleanConsole();

const MEMBER = { account: 'huiyuan', password: 'Zhuxie@2026' };
const DEMO_MODEL = '会员证书（演示）';
const SHOWN_DATE = /^\d{4} 年 \d{2} 月 \d{2} 日$/;

test.describe('demo data: every module has something to show', () => {
  test('staff find the demo certificate model with its background and issue from it, choosing the date in the calendar', async ({
    page,
  }) => {
    await signInAs(page, ADMIN);
    await page.goto('/awards/memberManagement/certificate-model');
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: DEMO_MODEL });
    await expect(row).toContainText('已提交');

    await page.goto('/awards/memberManagement/certificate');
    await page.getByRole('button', { name: '生成证书' }).click();
    const dialog = page.getByRole('form', { name: '生成证书' });
    await dialog.getByRole('combobox', { name: /^证书模板/ }).selectOption({ label: DEMO_MODEL });
    await dialog.getByRole('combobox', { name: /^会员单位/ }).selectOption({ label: '大连海湾建设集团有限公司' });

    // 发证日期 through the calendar, by keyboard: Chinese labels, Monday first, the chosen day shown as yyyy 年 MM 月 dd 日.
    const issueDate = dialog.getByRole('textbox', { name: '发证日期' });
    await issueDate.locator('xpath=..').getByRole('button', { name: '打开日历' }).click();
    const calendar = page.locator('[data-scope="date-picker"][data-part="content"][data-state="open"]');
    await expect(calendar).toBeVisible();
    await expect(calendar.getByRole('button', { name: '上个月' })).toBeVisible();
    await expect(calendar.locator('thead th').first()).toHaveText('一');
    await expect(calendar).toContainText(/\d{4}年\d{1,2}月/);
    await page.keyboard.press('ArrowLeft'); // yesterday: the certificate is valid from then
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(issueDate).toHaveValue(SHOWN_DATE);
    // A typed date is taken too, in the usual forms.
    const validTo = dialog.getByRole('textbox', { name: '有效期截止' });
    await validTo.fill('2036/1/2');
    await validTo.press('Enter');
    await expect(validTo).toHaveValue('2036 年 01 月 02 日');

    await dialog.getByRole('button', { name: '生成', exact: true }).click();
    await expect(toast(page, '已生成证书')).toBeVisible();
    await expect(
      page.getByRole('table').locator('tbody tr').filter({ hasText: '大连海湾建设集团有限公司' }).first(),
    ).toContainText('有效');
  });

  test('the demo company sees its certificate, downloads the PDF and prints it on the background', async ({ page }) => {
    await signInAs(page, MEMBER);
    await page.goto('/cmsPages/myCertificate');
    await expect(page.getByText(/^LNJX-\d{4}-0001$/)).toBeVisible();
    // The demo certificate's own card (other specs may issue the company more certificates): the innermost element
    // holding its number and a download button.
    const card = page
      .locator('*')
      .filter({ has: page.getByText(/^LNJX-\d{4}-0001$/) })
      .filter({ has: page.getByRole('button', { name: '下载PDF' }) })
      .last();
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: '下载PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^会员证书-LNJX-\d{4}-0001\.pdf$/);
    // The PDF carries the background image of the model under the unit's name, in embedded fonts.
    const pdf = await inspectPdf(new Uint8Array(await readFile((await file.path())!)));
    expect(pdf.images).toBe(1);
    expect(pdf.pages[0]).toContain('示例建筑工程有限公司');
    expect(pdf.fonts.length).toBeGreaterThan(0);

    const [print] = await Promise.all([
      page.context().waitForEvent('page'),
      card.getByRole('link', { name: '打印' }).click(),
    ]);
    const sheet = print.getByRole('img', { name: /会员证书/ });
    await expect(sheet).toBeVisible();
    const background = await sheet.evaluate(
      (el) =>
        (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundImage: string } }).getComputedStyle(el)
          .backgroundImage,
    );
    const url = /url\("([^"]+)"\)/.exec(background)?.[1];
    expect(url).toMatch(/\/files\/000000\/\d{8}\/[0-9a-f-]{36}\.png$/);
    const image = await print.request.get(url!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('at 375 px the application tabs keep their labels on one line and scroll, also with their error counts', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, MEMBER);
    const layer = await graphql<{ awardApplicationLayer: { records: { id: string; name: string }[] } }>(
      page,
      '{ awardApplicationLayer { records { id name } } }',
    );
    const programme = layer.awardApplicationLayer.records.find((p) => p.name.includes('世纪杯（演示）'));
    expect(programme).toBeDefined();
    await graphql(page, 'mutation($p: ID!) { subscribeAwardProgramme(programmeId: $p) { id } }', { p: programme!.id });
    await page.goto(`/awards/centuryCupApply?programmeId=${programme!.id}`);
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: /申报信息/ })).toBeVisible();
    expect(await textLines(page)).toEqual(Array(await tabs.getByRole('tab').count()).fill(1));
    // 保存并送审 with nothing filled: the tabs show their counts of problems, so the labels grow.
    await page.getByRole('button', { name: '保存并送审' }).click();
    await expect(toast(page, '申报信息不完整')).toBeVisible();
    await expect(tabs.getByRole('tab', { name: /申报信息\s*\d+/ })).toBeVisible();
    expect(await textLines(page)).toEqual(Array(await tabs.getByRole('tab').count()).fill(1));
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);

    // Labels wider than the screen (会费缴纳 in English): still one line each; the list scrolls to the last one.
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
        'zhuxie.locale',
        'en',
      ),
    );
    await page.goto('/cmsPages/memberPay');
    await expect(tabs.getByRole('tab', { name: 'Account statement' })).toBeVisible();
    expect(await textLines(page)).toEqual([1, 1, 1]);
    await tabs.getByRole('tab', { name: 'My receipts' }).click();
    await expect(tabs.getByRole('tab', { name: 'My receipts' })).toBeInViewport();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  });
});

/** For each tab of the page's tab list, on how many lines its label's text is laid out. */
function textLines(page: Page): Promise<number[]> {
  return page.getByRole('tablist').evaluate((list) => {
    type Rect = { top: number; height: number };
    type Node = { nodeType: number; childNodes: ArrayLike<Node> };
    const doc = (
      globalThis as unknown as {
        document: { createRange(): { selectNodeContents(n: unknown): void; getClientRects(): ArrayLike<Rect> } };
      }
    ).document;
    const textNodes = (node: Node): Node[] =>
      node.nodeType === 3 ? [node] : Array.from(node.childNodes).flatMap(textNodes);
    return Array.from(
      (list as unknown as { querySelectorAll(s: string): ArrayLike<Node> }).querySelectorAll('[role="tab"]'),
    ).map((tab) => {
      const tops = textNodes(tab).flatMap((text) => {
        const range = doc.createRange();
        range.selectNodeContents(text);
        return Array.from(range.getClientRects())
          .filter((r) => r.height > 0)
          .map((r) => r.top);
      });
      // Lines of one label are a line height apart; glyphs of one line differ by a pixel or two at most.
      return tops.sort((a, b) => a - b).filter((top, i, all) => i === 0 || top - all[i - 1]! > 4).length;
    });
  });
}
