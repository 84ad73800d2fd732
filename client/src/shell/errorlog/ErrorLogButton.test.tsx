import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, operationLink } from '../../test/graphql';
import { renderWithApp } from '../../test/render';
import { signInForTest } from '../../test/session';
import { ErrorLogButton } from './ErrorLogButton';
import { ERROR_LOG_STORAGE_KEY, readErrorLog, recordError, resetErrorLogForTests } from './store';

beforeEach(() => {
  resetErrorLogForTests();
  signInForTest();
});

function seed() {
  recordError(new Error('older failure'), 'unhandledrejection');
  recordError(new Error('newest failure'), 'error');
}

async function openViewer() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^错误日志/ }));
  return { user, dialog: await screen.findByRole('dialog', { name: '错误日志' }) };
}

/** Answers the confirmation dialog. */
async function answer(user: ReturnType<typeof userEvent.setup>, question: string, choice: '确定' | '取消') {
  const confirm = await screen.findByRole('alertdialog');
  expect(confirm.textContent).toContain(question);
  await user.click(within(confirm).getByRole('button', { name: choice }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

describe('ErrorLogButton', () => {
  it('shows the count and lists the entries, newest first, with kind, time and an expandable stack', async () => {
    seed();
    renderWithApp(<ErrorLogButton />, { link: operationLink({}).link });
    expect(screen.getByRole('button', { name: '错误日志，2 条' })).toBeTruthy();
    const { user, dialog } = await openViewer();
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('newest failure'),
      expect.stringContaining('older failure'),
    ]);
    expect(items[0]!.textContent).toContain('运行错误');
    expect(items[1]!.textContent).toContain('未处理的 Promise 拒绝');
    expect(items[0]!.textContent).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await user.click(within(items[0]!).getByRole('button', { name: '错误堆栈' }));
    expect(await within(items[0]!).findByText(/at /)).toBeTruthy();
  });

  it('uploads after confirmation (not before), then empties the local log', async () => {
    seed();
    const api = operationLink({
      ReportClientErrors: (vars) => ({
        data: { reportClientErrors: (vars.input as { errors: unknown[] }).errors.length },
      }),
    });
    renderWithApp(<ErrorLogButton />, { link: api.link });
    const { user, dialog } = await openViewer();

    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    await answer(user, '确定将 2 条错误日志上传到服务器?', '取消');
    expect(api.named('ReportClientErrors')).toHaveLength(0);
    expect(readErrorLog()).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    await answer(user, '确定将 2 条错误日志上传到服务器?', '确定');
    await waitFor(() => expect(api.named('ReportClientErrors')).toHaveLength(1));
    const sent = api.named('ReportClientErrors')[0]!.variables.input as { errors: Array<Record<string, unknown>> };
    expect(sent.errors.map((error) => [error.kind, error.message])).toEqual([
      ['error', 'newest failure'],
      ['unhandledrejection', 'older failure'],
    ]);
    expect(sent.errors[0]).toEqual({
      kind: 'error',
      message: 'newest failure',
      stack: expect.stringContaining('newest failure'),
      url: window.location.href,
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      userAgent: window.navigator.userAgent,
    });

    expect(await within(dialog).findByText('暂无错误日志')).toBeTruthy();
    expect(await screen.findByText('已上传 2 条错误日志')).toBeTruthy();
    expect(window.localStorage.getItem(ERROR_LOG_STORAGE_KEY)).toBeNull();
    // Behind the open viewer (hidden from role queries while it is modal), the button has no count any more.
    expect(screen.getByRole('button', { name: '错误日志', hidden: true })).toBeTruthy();
  });

  it('keeps the log when the upload is refused, showing the server message', async () => {
    seed();
    const api = operationLink({ ReportClientErrors: () => apiError('一次最多上传 50 条错误') });
    renderWithApp(<ErrorLogButton />, { link: api.link });
    const { user, dialog } = await openViewer();
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    await answer(user, '确定将 2 条错误日志上传到服务器?', '确定');
    expect(await screen.findByText('一次最多上传 50 条错误')).toBeTruthy();
    expect(readErrorLog()).toHaveLength(2);
  });

  it('clears after confirmation only', async () => {
    seed();
    renderWithApp(<ErrorLogButton />, { link: operationLink({}).link });
    const { user, dialog } = await openViewer();

    await user.click(within(dialog).getByRole('button', { name: '清空' }));
    await answer(user, '确定清空本地错误日志?', '取消');
    expect(readErrorLog()).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: '清空' }));
    await answer(user, '确定清空本地错误日志?', '确定');
    expect(await within(dialog).findByText('暂无错误日志')).toBeTruthy();
    expect(readErrorLog()).toEqual([]);
    expect((within(dialog).getByRole('button', { name: '上传' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: '清空' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
