import { expect, test } from '@playwright/test';
import { ADMIN, signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

expectCleanConsole();

test.describe('图表（ECharts）', () => {
  test('member statistics draw one chart per section, point to their tables and download as PNG; reading statistics too', async ({
    page,
  }) => {
    test.slow();
    await signInAs(page, ADMIN);
    await page.goto('/awards/memberManagement/member-statistics');
    const chart = page.getByRole('img', { name: '按会员等级' });
    await expect(chart).toBeVisible();
    // ECharts draws on a canvas inside the named image; the numbers are in the table it points to.
    await expect(chart.locator('canvas')).toHaveCount(1);
    const described = (await chart.getAttribute('aria-describedby'))!.split(' ');
    expect(described).toHaveLength(2);
    await expect(page.locator(`[id="${described[1]}"]`)).toHaveAttribute('aria-label', '按会员等级');
    await expect(page.locator(`[id="${described[0]}"]`)).toContainText(':');
    const downloadButton = page.getByRole('button', { name: '下载图片：按会员等级' });
    await expect(downloadButton).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe('按会员等级.png');
    const saved = test.info().outputPath('chart.png');
    await download.saveAs(saved);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(saved)).subarray(1, 4).toString()).toBe('PNG');
    // A tooltip on hover.
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 30);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(chart.locator('canvas')).toHaveCount(1);
      await page.screenshot({ path: test.info().outputPath(`member-statistics-${width}.png`), fullPage: true });
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/awards/articleManager/readingStatistics');
    const perDay = page.getByRole('img', { name: '每日阅读（最近 30 天）' });
    await expect(perDay.locator('canvas')).toHaveCount(1);
    await expect(page.getByRole('table', { name: '每日阅读（最近 30 天）' })).toHaveCount(1);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`reading-statistics-${width}.png`), fullPage: true });
    }
  });
});
