import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderWithApp } from '../../test/render';
import { signInForTest } from '../../test/session';
import { NoticeBell } from './NoticeBell';
import { NoticePopover } from './NoticePopover';

const notices = [
  { id: 'n1', title: '关于召开年度会员大会的通知', time: '2026-04-02T02:00:00Z', category: '会议通知', read: false },
  { id: 'n2', title: '会员单位信息核查', time: '2026-04-01T02:00:00Z', category: '通知公告', read: false },
  { id: 'n3', title: '政策解读', time: '2026-03-01T02:00:00Z', category: '政策文件', read: true },
];

describe('NoticePopover', () => {
  it('lists the notices with their category and the unread count of all notices, and reports what was read', async () => {
    const onRead = vi.fn();
    renderWithApp(<NoticePopover notices={notices} unread={5} onRead={onRead} />, { link: operationLink({}).link });
    const user = userEvent.setup();
    // The server counts 5 unread notices in all, though only the latest are listed.
    await user.click(screen.getByRole('button', { name: '消息通知，5 条未读' }));
    const panel = await screen.findByRole('dialog', { name: /消息通知/ });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('会议通知')).toBeTruthy();
    expect(items[0]!.textContent).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    await user.click(within(items[0]!).getByRole('button', { name: '未读 关于召开年度会员大会的通知' }));
    expect(onRead).toHaveBeenLastCalledWith(['n1']);
    expect(screen.getByRole('button', { name: '消息通知，4 条未读' })).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: '全部已读' }));
    expect(onRead).toHaveBeenLastCalledWith(['n2']);
    expect(within(panel).queryAllByRole('button', { name: /^未读 / })).toHaveLength(0);
    expect((within(panel).getByRole('button', { name: '全部已读' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when there are no notices', async () => {
    renderWithApp(<NoticePopover notices={[]} />, { link: operationLink({}).link });
    await userEvent.setup().click(screen.getByRole('button', { name: '消息通知' }));
    expect(await screen.findByText('暂无通知')).toBeTruthy();
  });
});

describe('NoticeBell', () => {
  it("shows the user's notices from the server with category labels and marks an opened one read there", async () => {
    signInForTest();
    let read = false;
    const graphql = operationLink({
      MyNotices: () => ({
        data: {
          myNotices: {
            __typename: 'NoticeInbox',
            total: 2,
            unread: read ? 0 : 1,
            records: [
              { __typename: 'MyNotice', id: 'n1', title: '年会通知', category: '2', releaseTime: '2026-04-02T02:00:00.000Z', read },
              { __typename: 'MyNotice', id: 'n2', title: '旧通知', category: '1', releaseTime: '2026-04-01T02:00:00.000Z', read: true },
            ],
          },
        },
      }),
      Dictionary: () => ({
        data: {
          dictionary: [
            { __typename: 'Dict', id: 'd1', parentId: 'r', code: 'notice', dictKey: '1', dictValue: '通知公告', sort: 1, isSealed: 0, remark: null, version: 1 },
            { __typename: 'Dict', id: 'd2', parentId: 'r', code: 'notice', dictKey: '2', dictValue: '会议通知', sort: 2, isSealed: 0, remark: null, version: 1 },
          ],
        },
      }),
      MarkNoticeRead: (variables) => {
        read = true;
        return { data: { markNoticeRead: (variables.input as { ids: string[] }).ids.length } };
      },
      Dashboard: () => ({ data: { dashboard: null } }),
    });
    renderWithApp(<NoticeBell />, { link: graphql.link });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '消息通知，1 条未读' }));
    const panel = await screen.findByRole('dialog', { name: /消息通知/ });
    expect(await within(panel).findByText('会议通知')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: '未读 年会通知' }));
    await waitFor(() => expect(graphql.named('MarkNoticeRead')).toHaveLength(1));
    expect(graphql.named('MarkNoticeRead')[0]!.variables).toEqual({ input: { ids: ['n1'] } });
    await waitFor(() => expect(graphql.named('MyNotices').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('button', { name: '消息通知' })).toBeTruthy();
  });
});
