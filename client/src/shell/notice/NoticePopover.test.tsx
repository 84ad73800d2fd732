import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes, renderWithApp } from '../../test/render';
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
              {
                __typename: 'MyNotice',
                id: 'n1',
                title: '年会通知',
                category: '2',
                releaseTime: '2026-04-02T02:00:00.000Z',
                read,
              },
              {
                __typename: 'MyNotice',
                id: 'n2',
                title: '旧通知',
                category: '1',
                releaseTime: '2026-04-01T02:00:00.000Z',
                read: true,
              },
            ],
          },
        },
      }),
      Dictionary: () => ({
        data: {
          dictionary: [
            {
              __typename: 'Dict',
              id: 'd1',
              parentId: 'r',
              code: 'notice',
              dictKey: '1',
              dictValue: '通知公告',
              dictValueEn: null,
              sort: 1,
              isSealed: 0,
              remark: null,
              version: 1,
            },
            {
              __typename: 'Dict',
              id: 'd2',
              parentId: 'r',
              code: 'notice',
              dictKey: '2',
              dictValue: '会议通知',
              dictValueEn: null,
              sort: 2,
              isSealed: 0,
              remark: null,
              version: 1,
            },
          ],
        },
      }),
      MarkNoticeRead: (variables) => {
        read = true;
        return { data: { markNoticeRead: (variables.input as { ids: string[] }).ids.length } };
      },
      MyMessages: () => ({ data: { myMessages: { __typename: 'MessageInbox', unread: 0, records: [] } } }),
      Dashboard: () => ({ data: { dashboard: null } }),
    });
    renderRoutes([{ path: '*', element: <NoticeBell /> }], { link: graphql.link, path: '/wel/index' });
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

  it('lists personal messages with the notices, counts both, and opening a task message marks it read and goes to its list', async () => {
    signInForTest();
    let read = false;
    const graphql = operationLink({
      MyNotices: () => ({
        data: {
          myNotices: {
            __typename: 'NoticeInbox',
            total: 1,
            unread: 1,
            records: [
              {
                __typename: 'MyNotice',
                id: 'n1',
                title: '年会通知',
                category: '1',
                releaseTime: '2026-04-01T02:00:00.000Z',
                read: false,
              },
            ],
          },
        },
      }),
      MyMessages: () => ({
        data: {
          myMessages: {
            __typename: 'MessageInbox',
            unread: read ? 1 : 2,
            records: [
              {
                __typename: 'UserMessage',
                id: 'm1',
                category: 'flow_task',
                title: '待审批：张三的事假申请（1天）',
                content: '等待您审批',
                link: '/work/tasks/claim',
                createTime: '2026-04-03T02:00:00.000Z',
                readTime: read ? '2026-04-03T03:00:00.000Z' : null,
              },
              {
                __typename: 'UserMessage',
                id: 'm2',
                category: 'flow_result',
                title: '审批结果：年假（已通过）',
                content: null,
                link: '/work/tasks/send',
                createTime: '2026-03-30T02:00:00.000Z',
                readTime: null,
              },
            ],
          },
        },
      }),
      Dictionary: () => ({ data: { dictionary: [] } }),
      MarkMessagesRead: (variables) => {
        read = true;
        return { data: { markMessagesRead: (variables.input as { ids: string[] }).ids.length } };
      },
      Dashboard: () => ({ data: { dashboard: null } }),
    });
    const { location } = renderRoutes([{ path: '*', element: <NoticeBell /> }], {
      link: graphql.link,
      path: '/wel/index',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '消息通知，3 条未读' }));
    const panel = await screen.findByRole('dialog', { name: /消息通知/ });
    const items = within(panel).getAllByRole('listitem');
    // Newest first: the task message, the notice, then the result message.
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('待审批：张三的事假申请'),
      expect.stringContaining('年会通知'),
      expect.stringContaining('审批结果'),
    ]);
    expect(within(items[0]!).getByText('待办')).toBeTruthy();
    expect(within(items[2]!).getByText('审批结果')).toBeTruthy();

    await user.click(within(items[0]!).getByRole('button', { name: '未读 待审批：张三的事假申请（1天）' }));
    await waitFor(() => expect(graphql.named('MarkMessagesRead')).toHaveLength(1));
    expect(graphql.named('MarkMessagesRead')[0]!.variables).toEqual({ input: { ids: ['m1'] } });
    expect(graphql.named('MarkNoticeRead')).toHaveLength(0);
    await waitFor(() => expect(location()).toBe('/work/tasks/claim'));
  });
});
