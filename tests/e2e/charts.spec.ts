import { expect, test } from './fixtures.js';
import { ADMIN, signInAs } from './pages/login-page.js';
import { graphql } from './pages/look-page.js';
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

  test('the dashboard and the event statistics draw their numbers with the same chart', async ({ page }) => {
    test.slow();
    await signInAs(page, ADMIN);
    const shoot = async (name: string) => {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    };
    const drawn = async (title: string) => {
      const chart = page.getByRole('img', { name: title });
      await expect(chart.locator('canvas')).toHaveCount(1);
      await expect(page.getByRole('button', { name: `下载图片：${title}` })).toBeEnabled();
      return chart;
    };

    // 数据统计 (dashboard): the figures as one chart with a hidden table of them.
    await page.goto('/wel/dashboard');
    await drawn('业务概览');
    const overview = page.getByRole('table', { name: '业务概览' });
    for (const figure of ['我的待办', '会员单位', '进行中的申报', '注册用户', '待审核注册'])
      await expect(overview.getByRole('row', { name: new RegExp(`^${figure}`) })).toHaveText(
        new RegExp(`^${figure}\\d+$`),
      );
    await shoot('dashboard');

    // 活动管理: registrations and check-ins of each event (counted by the server), two series with a legend.
    // A released event with two registrations, one checked in.
    const title = `图表活动${Date.now()}`;
    const day = 86_400_000;
    const made = await graphql<{ submitEvent: { id: string } }>(
      page,
      'mutation($i: EventInput!) { submitEvent(input: $i) { id } }',
      {
        i: {
          title,
          type: 'event',
          venue: '沈阳市',
          startTime: new Date(Date.now() + 40 * day).toISOString(),
          endTime: new Date(Date.now() + 41 * day).toISOString(),
          capacity: 0,
          fee: '0',
        },
      },
    );
    const eventId = made.submitEvent.id;
    await graphql(page, 'mutation($id: ID!) { releaseEvent(id: $id) { status } }', { id: eventId });
    const numbers: string[] = [];
    for (const n of [1, 2]) {
      const r = await graphql<{ registerForEvent: { signInNumber: string } }>(
        page,
        'mutation($i: EventRegistrationInput!) { registerForEvent(input: $i) { signInNumber } }',
        { i: { eventId, name: `图表${n}`, mobile: `1370000000${n}`, unit: '示例建筑工程有限公司' } },
      );
      numbers.push(r.registerForEvent.signInNumber);
    }
    await graphql(page, 'mutation($i: CheckInInput!) { checkInEventRegistration(input: $i) { id } }', {
      i: { eventId, signInNumber: numbers[0] },
    });
    await page.goto('/event/list');
    await drawn('活动报名与签到');
    const events = page.getByRole('table', { name: '活动报名与签到' });
    await expect(events.getByRole('columnheader')).toHaveText(['活动', '报名人数', '已签到']);
    await expect(events.getByRole('row', { name: new RegExp(title) })).toHaveText(new RegExp(`${title}21$`));
    await expect(events.getByRole('row', { name: /年度会员大会暨行业高质量发展论坛（演示）/ })).toHaveCount(1);
    await expect(page.getByTestId('event-checkin-rate')).toHaveText(/^总签到率 \d+%$/);
    await shoot('event-statistics');
  });
});
