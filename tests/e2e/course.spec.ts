import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { signInAs } from './pages/login-page.js';
import { expectCleanConsole } from './pages/shell-page.js';

const MEMBER = { account: 'huiyuan', password: 'Zhuxie@2026' };

/** A WAV of `seconds` of silence (8 kHz, 8-bit mono): a lesson video Chromium plays and seeks without codecs. */
function silence(seconds: number): Buffer {
  const samples = 8000 * seconds;
  const b = Buffer.alloc(44 + samples, 128);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + samples, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(8000, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36);
  b.writeUInt32LE(samples, 40);
  return b;
}
const slide = (n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#e8f0fe"/><text x="40" y="190" font-size="48">第${n}页</text></svg>`;

/** The lesson files of this test, served by the browser context. */
async function serveLessonFiles(context: BrowserContext) {
  const wav = silence(30);
  await context.route('**/e2e-course/**', async (route) => {
    const url = route.request().url();
    if (url.endsWith('.wav')) {
      const range = route.request().headers().range;
      const m = range && /bytes=(\d+)-(\d*)/.exec(range);
      if (m) {
        const start = Number(m[1]);
        const end = m[2] ? Number(m[2]) : wav.length - 1;
        return route.fulfill({
          status: 206,
          headers: {
            'content-type': 'audio/wav',
            'accept-ranges': 'bytes',
            'content-range': `bytes ${start}-${end}/${wav.length}`,
          },
          body: wav.subarray(start, end + 1),
        });
      }
      return route.fulfill({
        status: 200,
        headers: { 'content-type': 'audio/wav', 'accept-ranges': 'bytes' },
        body: wav,
      });
    }
    const n = url.endsWith('s2.svg') ? 2 : 1;
    return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: slide(n) });
  });
}

/** The media element's fields the test reads (the tests compile without the DOM library). */
interface Media {
  currentTime: number;
  readyState: number;
  duration: number;
  muted: boolean;
  play(): Promise<void>;
  pause(): void;
}
const video = (page: Page) => page.locator('video');

test.describe('教育培训课程', () => {
  expectCleanConsole();

  test('staff publish a course; a learner plays a lesson, leaves, comes back to resume and sees progress', async ({
    page,
    browser,
  }) => {
    test.slow();
    const title = `电气安全基础 e2e-${Date.now()}`;

    // Staff create the course with a video lesson and a slides lesson, then publish it.
    await signInAs(page);
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '课程管理', exact: true }).click();
    await expect(page).toHaveURL(/\/course\/course-management\/index$/);
    await page.getByRole('toolbar', { name: '列表操作' }).getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^课程名称/ }).fill(title);
    await dialog.getByRole('textbox', { name: /^课程分类/ }).fill('安全生产');
    await dialog.getByRole('textbox', { name: /^学时/ }).fill('1.5');
    await dialog.getByRole('textbox', { name: /^课程简介/ }).fill('线路敷设与触电防护的基本要求。');
    const first = dialog.getByRole('group', { name: '第 1 课时' });
    await first.getByRole('textbox', { name: /^课时名称/ }).fill('第一讲 触电防护');
    await first.getByRole('textbox', { name: /^视频或文档地址/ }).fill('/e2e-course/lesson.wav');
    await dialog.getByRole('button', { name: '添加课时' }).click();
    const second = dialog.getByRole('group', { name: '第 2 课时' });
    await second.getByRole('textbox', { name: /^课时名称/ }).fill('第二讲 现场检查');
    await second.getByRole('combobox', { name: /^类型/ }).selectOption({ label: '幻灯片' });
    await second.getByRole('textbox', { name: /^幻灯片图片地址/ }).fill('/e2e-course/s1.svg\n/e2e-course/s2.svg');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('status').filter({ hasText: '新增成功' }).first()).toBeVisible();
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: title });
    await expect(row).toContainText('草稿');
    await row.getByRole('button', { name: `发布课程 ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('status').filter({ hasText: '课程已发布' }).first()).toBeVisible();
    await expect(row).toContainText('已发布');

    // A learner opens the open catalogue and the course.
    const context = await browser.newContext();
    await serveLessonFiles(context);
    const learner = await context.newPage();
    await signInAs(learner, MEMBER);
    await learner.goto('/cmsPages/coursepresentation');
    await expect(learner.getByRole('heading', { level: 1, name: '课程展示' })).toBeVisible();
    for (const width of [1280, 375]) {
      await learner.setViewportSize({ width, height: 900 });
      await learner.screenshot({ path: test.info().outputPath(`course-catalogue-${width}.png`), fullPage: true });
    }
    await learner.setViewportSize({ width: 1280, height: 900 });
    await learner.getByRole('link', { name: title }).click();
    await expect(learner.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(learner.getByTestId('course-progress')).toHaveText('学习进度 0%（已完成 0/2 课时）');

    // Plays the video lesson to 12 s and pauses (the position is saved), then leaves.
    await expect.poll(() => video(learner).evaluate((v: Media) => v.readyState)).toBeGreaterThan(0);
    await video(learner).evaluate(async (v: Media) => {
      v.muted = true;
      await v.play();
      v.currentTime = 12;
    });
    await expect.poll(() => video(learner).evaluate((v: Media) => v.currentTime)).toBeGreaterThanOrEqual(12);
    const saved = learner.waitForResponse(
      (r) => r.url().endsWith('/graphql') && /recordLessonProgress/.test(r.request().postData() ?? ''),
    );
    await video(learner).evaluate((v: Media) => v.pause());
    await saved;
    await learner.getByRole('link', { name: '返回课程列表' }).click();
    await expect(learner.getByRole('heading', { level: 1, name: '课程展示' })).toBeVisible();

    // Comes back: the video resumes where it stopped.
    await learner.getByRole('link', { name: title }).click();
    await expect
      .poll(() => video(learner).evaluate((v: Media) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(12);

    // The slides lesson: the last page completes it; progress shows half the course.
    await learner
      .getByRole('navigation', { name: '课时' })
      .getByRole('button', { name: /第二讲 现场检查/ })
      .click();
    await expect(learner.getByTestId('lesson-page')).toHaveText('第 1 页 / 2');
    await learner.getByRole('button', { name: '下一页' }).click();
    await expect(learner.getByTestId('lesson-page')).toHaveText('第 2 页 / 2');
    await expect(learner.getByTestId('course-progress')).toHaveText('学习进度 50%（已完成 1/2 课时）');

    // A reload keeps the page of the slides lesson; finishing the video completes the course.
    await learner.reload();
    await expect(learner.getByTestId('lesson-page')).toHaveText('第 2 页 / 2');
    await learner
      .getByRole('navigation', { name: '课时' })
      .getByRole('button', { name: /第一讲 触电防护/ })
      .click();
    await expect.poll(() => video(learner).evaluate((v: Media) => v.currentTime)).toBeGreaterThanOrEqual(12);
    await video(learner).evaluate(async (v: Media) => {
      v.muted = true;
      v.currentTime = v.duration - 0.5;
      await v.play();
    });
    await expect(learner.getByTestId('course-progress')).toHaveText('学习进度 100%（已完成 2/2 课时）', {
      timeout: 10_000,
    });
    await context.close();

    // Staff see the learner's hours.
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '培训学时', exact: true }).click();
    await expect(page.getByRole('table', { name: '按学员' })).toContainText('1.5');
  });
});
