import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** In-app messages of the approval flows: who can act on a new task hears of it; the applicant hears the result. */
let s: TestServer;
let admin: ApiClient;
let applicant: ApiClient; // wangwu: files leave requests, holds no approver role
let approver: ApiClient; // shenpi (demo): role approver
let approver2: ApiClient; // zhaoliu: role approver too
let outsider: ApiClient; // huiyuan (demo member account)

const PASSWORD = 'Flow-Msg-2026';

interface Message {
  id: string;
  category: string;
  title: string;
  content: string | null;
  link: string | null;
  readTime: string | null;
}

const inbox = async (client: ApiClient) => {
  const r = await client.gql<{ myMessages: { unread: number; records: Message[] } }>(
    `{ myMessages(limit: 50) { unread records { id category title content link readTime } } }`,
  );
  expect(r.errors).toBeUndefined();
  return r.data!.myMessages;
};

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  const roles = (
    await admin.gql<{ roles: { records: { id: string; roleAlias: string }[] } }>(
      `{ roles(page: { size: 50 }) { records { id roleAlias } } }`,
    )
  ).data!.roles.records;
  const approverRole = roles.find((r) => r.roleAlias === 'approver')!.id;
  const staffRole = roles.find((r) => r.roleAlias === 'administrator')!.id;
  const users: [string, string, string][] = [
    ['wangwu', '王五', staffRole],
    ['zhaoliu', '赵六', approverRole],
  ];
  for (const [account, realName, roleId] of users) {
    const r = await admin.gql(
      `mutation($a: String!, $n: String, $r: [ID!]!) { submitUser(input: { account: $a, realName: $n, password: "${PASSWORD}", roleIds: $r }) { id } }`,
      { a: account, n: realName, r: [roleId] },
    );
    expect(r.errors).toBeUndefined();
  }
  applicant = await s.login('wangwu', PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  approver2 = await s.login('zhaoliu', PASSWORD);
  outsider = await s.login('huiyuan', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop();
});

describe('flow messages', () => {
  it('tells every approver of a role step, never the applicant; tells the applicant the result; read flags are per user', async () => {
    const before = {
      approver: (await inbox(approver)).unread,
      approver2: (await inbox(approver2)).unread,
      outsider: (await inbox(outsider)).unread,
    };
    const leave = await applicant.gql<{ submitLeaveRequest: { id: string } }>(
      `mutation { submitLeaveRequest(input: { leaveType: 2, startTime: "2026-12-07T01:00:00Z", endTime: "2026-12-08T09:00:00Z", days: "2", reason: "看病", andSubmit: true }) { id } }`,
    );
    expect(leave.errors).toBeUndefined();

    for (const [client, was] of [
      [approver, before.approver],
      [approver2, before.approver2],
    ] as const) {
      const box = await inbox(client);
      expect(box.unread).toBe(was + 1);
      const task = box.records.find((m) => m.category === 'flow_task' && m.content?.includes('王五'));
      expect(task).toMatchObject({ title: '待审批：王五的病假申请（2天）', link: '/work/tasks/claim', readTime: null });
      expect(task!.content).toContain('等待您审批');
    }
    // Neither the applicant (who holds the administrator role, not approver) nor an outsider is told.
    expect((await inbox(applicant)).records.filter((m) => m.category === 'flow_task')).toEqual([]);
    expect((await inbox(outsider)).unread).toBe(before.outsider);

    // One approver reads the message: the other's stays unread; someone else's id is not theirs to mark.
    const mine = (await inbox(approver)).records.find(
      (m) => m.category === 'flow_task' && m.content?.includes('王五'),
    )!;
    const foreign = await approver2.gql<{ markMessagesRead: number }>(
      `mutation($ids: [ID!]) { markMessagesRead(input: { ids: $ids }) }`,
      { ids: [mine.id] },
    );
    expect(foreign.data!.markMessagesRead).toBe(0);
    const marked = await approver.gql<{ markMessagesRead: number }>(
      `mutation($ids: [ID!]) { markMessagesRead(input: { ids: $ids }) }`,
      { ids: [mine.id] },
    );
    expect(marked.data!.markMessagesRead).toBe(1);
    expect((await inbox(approver)).records.find((m) => m.id === mine.id)!.readTime).not.toBeNull();
    expect((await inbox(approver2)).unread).toBe(before.approver2 + 1);
    const none = await approver.gql(`mutation { markMessagesRead(input: { ids: [] }) }`);
    expect(none.errors?.[0]?.message).toBe('请选择至少一条数据');

    // Approval: the applicant hears the result, with the opinion.
    const instance = (
      await applicant.gql<{ flowRecord: { instance: { id: string } } }>(
        `query($b: ID!) { flowRecord(businessType: "leave", businessId: $b) { instance { id } } }`,
        { b: leave.data!.submitLeaveRequest.id },
      )
    ).data!.flowRecord.instance;
    const approved = await approver.gql(
      `mutation($i: ID!) { flowAction(input: { instanceId: $i, action: "approve", opinion: "早日康复" }) { status } }`,
      { i: instance.id },
    );
    expect(approved.errors).toBeUndefined();
    const result = (await inbox(applicant)).records.find((m) => m.category === 'flow_result');
    expect(result).toMatchObject({
      title: '审批结果：王五的病假申请（2天）（已通过）',
      content: '审核意见：早日康复',
      link: '/work/tasks/send',
    });

    const all = await applicant.gql<{ markMessagesRead: number }>(
      `mutation { markMessagesRead(input: { all: true }) }`,
    );
    expect(all.data!.markMessagesRead).toBeGreaterThanOrEqual(1);
    expect((await inbox(applicant)).unread).toBe(0);
  });

  it('a step naming users tells just them and links to the to-do list', async () => {
    const shenpiId = (await approver.gql<{ me: { id: string } }>(`{ me { id } }`)).data?.me?.id;
    expect(shenpiId).toBeTruthy();
    const saved = await admin.gql(
      `mutation($u: String!) { saveFlowModel(input: { modelKey: "leave", name: "请假流程", steps: [{ title: "指定审批", approverKind: "user", approvers: [$u] }] }) { modelVersion } }`,
      { u: shenpiId },
    );
    expect(saved.errors).toBeUndefined();
    const was2 = (await inbox(approver2)).unread;
    const leave = await applicant.gql(
      `mutation { submitLeaveRequest(input: { leaveType: 3, startTime: "2026-12-09T01:00:00Z", endTime: "2026-12-10T09:00:00Z", days: "1", reason: "年假", andSubmit: true }) { id } }`,
    );
    expect(leave.errors).toBeUndefined();
    const task = (await inbox(approver)).records.find((m) => m.title.includes('年假申请'));
    expect(task).toMatchObject({ category: 'flow_task', link: '/work/tasks/todo', readTime: null });
    expect(task!.content).toContain('「指定审批」');
    expect((await inbox(approver2)).unread).toBe(was2);
  });
});
