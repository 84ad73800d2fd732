import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderWithApp } from '../../test/render';
import { NoticePopover } from './NoticePopover';
import { sampleNotices } from './sampleNotices';

describe('NoticePopover', () => {
  it('shows the sample notices (statuses 0, 1, 3, 4) with an unread count, and marks them read', async () => {
    renderWithApp(<NoticePopover />, { link: operationLink({}).link });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '消息通知，3 条未读' }));
    const panel = await screen.findByRole('dialog', { name: /消息通知/ });
    expect(within(panel).getByText('演示数据')).toBeTruthy();

    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => within(item).getByText(/^(待提交|审核中|已驳回|已作废)$/).textContent)).toEqual(['待提交', '审核中', '已驳回', '已作废']);
    expect(items[0]!.textContent).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    // Opening one marks it read.
    await user.click(within(items[0]!).getByRole('button', { name: /^未读 / }));
    expect(screen.getByRole('button', { name: '消息通知，2 条未读' })).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: '全部已读' }));
    expect(screen.getByRole('button', { name: '消息通知' })).toBeTruthy();
    expect((within(panel).getByRole('button', { name: '全部已读' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(panel).queryAllByRole('button', { name: /^未读 / })).toHaveLength(0);
  });

  it('takes a real list instead of the samples, and reports what was read', async () => {
    const onRead = vi.fn();
    const notices = [{ id: 'n1', title: '关于召开年度会员大会的通知', time: '2026-04-01T02:00:00Z', status: 1 as const, read: false }];
    renderWithApp(<NoticePopover notices={notices} onRead={onRead} />, { link: operationLink({}).link });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '消息通知，1 条未读' }));
    const panel = await screen.findByRole('dialog', { name: /消息通知/ });
    expect(within(panel).queryByText('演示数据')).toBeNull();
    expect(within(panel).getByText('关于召开年度会员大会的通知')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: '全部已读' }));
    expect(onRead).toHaveBeenCalledWith(['n1']);
  });

  it('says so when there are no notices', async () => {
    renderWithApp(<NoticePopover notices={[]} />, { link: operationLink({}).link });
    await userEvent.setup().click(screen.getByRole('button', { name: '消息通知' }));
    expect(await screen.findByText('暂无通知')).toBeTruthy();
  });

  it('sample data has the statuses of the specification', () => {
    expect(sampleNotices().map((notice) => notice.status)).toEqual([0, 1, 3, 4]);
  });
});
