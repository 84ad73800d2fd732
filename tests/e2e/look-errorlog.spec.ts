import { expect, test } from './fixtures.js';
import { signInAs } from './pages/login-page.js';
import { graphql, LookTools } from './pages/look-page.js';

interface ErrorLogs {
  errorLogs: {
    total: number;
    records: Array<{ kind: string; message: string; source: string; url: string | null; stack: string | null }>;
  };
}

const storedErrors = (page: Parameters<typeof graphql>[0], message: string) =>
  graphql<ErrorLogs>(
    page,
    'query($filter: ErrorLogFilter) { errorLogs(filter: $filter, page: { current: 1, size: 50 }) { total records { kind message source url stack } } }',
    {
      filter: { message },
    },
  );

test.describe('本地错误日志', () => {
  test('uncaught errors and rejections are recorded, listed, uploaded after confirmation, then cleared locally', async ({
    page,
  }) => {
    const tag = `e2e-${Date.now()}`;
    await signInAs(page);
    const look = new LookTools(page);
    await expect(look.errorLogButton()).toHaveAccessibleName('错误日志');

    // An uncaught error and an unhandled rejection in the page.
    await page.evaluate((t) => {
      setTimeout(() => {
        throw new Error(`boom ${t}`);
      });
      void Promise.reject(new Error(`rejected ${t}`));
    }, tag);
    await expect(look.errorLogButton()).toHaveAccessibleName('错误日志，2 条');

    await look.openErrorLog();
    const items = look.errorLog.getByRole('listitem');
    await expect(items).toHaveCount(2);
    const boom = items.filter({ hasText: `boom ${tag}` });
    await expect(boom).toContainText('运行错误');
    await expect(boom).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(items.filter({ hasText: `rejected ${tag}` })).toContainText('未处理的 Promise 拒绝');
    await boom.getByRole('button', { name: '错误堆栈' }).click();
    await expect(boom.locator('pre')).toContainText(`boom ${tag}`);

    // Upload: nothing happens on 取消; on 确定 the entries go to the server and leave this browser.
    await look.errorLogAction('上传', '取消', '确定将 2 条错误日志上传到服务器?');
    await expect(items).toHaveCount(2);
    expect((await storedErrors(page, tag)).errorLogs.total).toBe(0);
    await look.errorLogAction('上传', '确定', '确定将 2 条错误日志上传到服务器?');
    await expect(look.errorLog.getByText('暂无错误日志')).toBeVisible();
    await expect(page.getByText('已上传 2 条错误日志')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('zhuxie.errorLog'))).toBeNull();

    const stored = (await storedErrors(page, tag)).errorLogs;
    expect(stored.total).toBe(2);
    expect(stored.records.map((r) => [r.source, r.kind, r.message]).sort()).toEqual([
      ['client', 'error', `boom ${tag}`],
      ['client', 'unhandledrejection', `rejected ${tag}`],
    ]);
    expect(stored.records.every((r) => r.url?.endsWith('/wel/index'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(look.errorLog).toBeHidden();
    await expect(look.errorLogButton()).toHaveAccessibleName('错误日志');

    // Again, then clear: confirmed, the local log is empty and nothing more reaches the server.
    await page.evaluate((t) => {
      setTimeout(() => {
        throw new Error(`again ${t}`);
      });
    }, tag);
    await expect(look.errorLogButton()).toHaveAccessibleName('错误日志，1 条');
    // The log survives a reload.
    await page.reload();
    await expect(look.errorLogButton()).toHaveAccessibleName('错误日志，1 条');
    await look.openErrorLog();
    await expect(look.errorLog.getByRole('listitem')).toHaveCount(1);
    await look.errorLogAction('清空', '取消', '确定清空本地错误日志?');
    await expect(look.errorLog.getByRole('listitem')).toHaveCount(1);
    await look.errorLogAction('清空', '确定', '确定清空本地错误日志?');
    await expect(look.errorLog.getByText('暂无错误日志')).toBeVisible();
    await expect(look.errorLog.getByRole('button', { name: '上传' })).toBeDisabled();
    expect((await storedErrors(page, tag)).errorLogs.total).toBe(2);
  });
});
