import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

const FIELDS = 'id title category content status releaseTime version';

interface Notice {
  id: string;
  title: string;
  category: string;
  content: string;
  status: number;
  releaseTime: string | null;
  version: number;
}
interface Inbox {
  total: number;
  unread: number;
  records: { id: string; title: string; read: boolean; releaseTime: string }[];
}

let s: TestServer;
let admin: Awaited<ReturnType<TestServer['login']>>;
let approver: ApiClient;
let member: ApiClient;
let adminB: ApiClient;
const B = '400004';

beforeAll(async () => {
  // Demo data: the demo users and two published demo notices.
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  expect(
    (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "通知租户" }) { id } }`)).errors,
  ).toBeUndefined();
  const inB = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': B });
  const roles = await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`);
  const role = roles.data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
  expect(
    (
      await inB.gql(
        `mutation($r: [ID!]!) { submitUser(input: { account: "noticeb", password: "Tenant-B-2026", roleIds: $r }) { id } }`,
        { r: [role] },
      )
    ).errors,
  ).toBeUndefined();
  adminB = await s.login('noticeb', 'Tenant-B-2026', B);
});
afterAll(async () => {
  await s?.stop();
});

const SUBMIT = `mutation($input: NoticeInput!) { submitNotice(input: $input) { ${FIELDS} } }`;
const PUBLISH = `mutation($id: ID!) { publishNotice(input: { id: $id }) { ${FIELDS} } }`;
const INBOX = `{ myNotices { total unread records { id title read releaseTime } } }`;

async function draft(client: ApiClient, input: Record<string, unknown>): Promise<Notice> {
  const r = await client.gql<{ submitNotice: Notice }>(SUBMIT, { input });
  expect(r.errors).toBeUndefined();
  return r.data!.submitNotice;
}
const inbox = async (client: ApiClient) => (await client.gql<{ myNotices: Inbox }>(INBOX)).data!.myNotices;

describe('notices', () => {
  it('drafts, edits and publishes a notice; a published notice is no longer edited', async () => {
    const n = await draft(admin, { title: ' 年会通知 ', category: '2', content: '第一行\r\n第二行' });
    expect(n).toMatchObject({
      title: '年会通知',
      category: '2',
      content: '第一行\n第二行',
      status: 0,
      releaseTime: null,
    });
    const edited = await draft(admin, {
      id: n.id,
      version: n.version,
      title: '第七届理事会通知',
      category: '2',
      content: '会议议程',
    });
    expect(edited.version).toBe(2);
    const before = await inbox(member);
    expect(before.records.map((r) => r.id)).not.toContain(n.id); // drafts are not shown to readers

    const published = await admin.gql<{ publishNotice: Notice }>(PUBLISH, { id: n.id });
    expect(published.data!.publishNotice).toMatchObject({ status: 1 });
    expect(Date.parse(published.data!.publishNotice.releaseTime!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await admin.gql(PUBLISH, { id: n.id })).errors?.[0]?.message).toBe('通知已发布');
    const late = await admin.gql(SUBMIT, { input: { id: n.id, title: 'x', category: '2', content: 'y' } });
    expect(late.errors?.[0]?.message).toBe('已发布的通知不能修改');

    const list = await admin.gql<{ notices: { total: number; records: Notice[] } }>(
      `{ notices(filter: { status: 1, title: "理事会" }) { total records { id } } }`,
    );
    expect(list.data!.notices.records.map((r) => r.id)).toEqual([n.id]);
  });

  it('checks the fields and that the category is a key of the notice dictionary', async () => {
    const empty = await admin.gql(SUBMIT, { input: { title: ' ', category: '', content: '' } });
    expect(empty.errors?.[0]?.message).toBe('请输入通知标题');
    const unknown = await admin.gql(SUBMIT, { input: { title: 't', category: '99', content: 'c' } });
    expect(unknown.errors?.[0]?.message).toBe('通知类型不存在');
  });

  it("gives every user the tenant's published notices with read flags; reading is recorded once per user", async () => {
    const a = await draft(admin, { title: '通知甲', category: '1', content: '甲' });
    const b = await draft(admin, { title: '通知乙', category: '3', content: '乙' });
    await admin.gql(PUBLISH, { id: a.id });
    await admin.gql(PUBLISH, { id: b.id });

    const start = await inbox(member);
    expect(start.records[0]!.id).toBe(b.id); // newest first
    expect(start.records.filter((r) => [a.id, b.id].includes(r.id)).every((r) => !r.read)).toBe(true);
    const read = await member.gql<{ markNoticeRead: number }>(
      `mutation($ids: [ID!]!) { markNoticeRead(input: { ids: $ids }) }`,
      { ids: [a.id, a.id] },
    );
    expect(read.data!.markNoticeRead).toBe(1);
    const again = await member.gql<{ markNoticeRead: number }>(
      `mutation($ids: [ID!]!) { markNoticeRead(input: { ids: $ids }) }`,
      { ids: [a.id] },
    );
    expect(again.data!.markNoticeRead).toBe(0);
    const after = await inbox(member);
    expect(after.unread).toBe(start.unread - 1);
    expect(after.records.find((r) => r.id === a.id)!.read).toBe(true);
    expect(after.records.find((r) => r.id === b.id)!.read).toBe(false);
    // The approver has read nothing.
    expect((await inbox(approver)).unread).toBe(after.total);

    const readers = await admin.gql<{ noticeReaders: { account: string; realName: string; readTime: string }[] }>(
      `query($id: ID!) { noticeReaders(id: $id) { account realName readTime } }`,
      { id: a.id },
    );
    expect(readers.data!.noticeReaders.map((r) => r.account)).toEqual(['huiyuan']);
    const restReaders = await admin.rest<{ account: string; readTime: string }[]>(
      'GET',
      `/api/blade-desk/notice/readers?id=${a.id}`,
    );
    expect(restReaders.body.data[0]!.readTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // Drafts cannot be marked read.
    const d = await draft(admin, { title: '草稿', category: '1', content: 'c' });
    expect(
      (await member.gql(`mutation($ids: [ID!]!) { markNoticeRead(input: { ids: $ids }) }`, { ids: [d.id] })).errors?.[0]
        ?.message,
    ).toBe('通知不存在');

    // The home dashboard lists the latest published notices.
    const dash = await member.gql<{ dashboard: { latestNotices: { id: string }[] } }>(
      `{ dashboard { latestNotices { id title releaseTime } } }`,
    );
    expect(dash.data!.dashboard.latestNotices[0]!.id).toBe(b.id);
  });

  it('refuses staff screens to users without the codes', async () => {
    expect((await member.gql(`{ notices { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await member.gql(SUBMIT, { input: { title: 't', category: '1', content: 'c' } })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const n = await draft(admin, { title: '权限', category: '1', content: 'c' });
    expect((await member.gql(PUBLISH, { id: n.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await member.gql(`query($id: ID!) { noticeReaders(id: $id) { account } }`, { id: n.id })).errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
    expect((await member.rest('POST', `/api/blade-desk/notice/publish?id=${n.id}`)).body).toMatchObject({
      code: 403,
      success: false,
    });
    expect((await member.rest('GET', '/api/blade-desk/notice/list')).body).toMatchObject({ code: 403 });
    // The approver may publish but not delete.
    expect((await approver.gql(PUBLISH, { id: n.id })).errors).toBeUndefined();
    expect(
      (await approver.gql(`mutation($id: ID!) { removeNotices(input: { ids: [$id] }) }`, { id: n.id })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await s.gql(INBOX)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("keeps tenants apart: B sees none of A's notices and cannot touch them", async () => {
    const n = await draft(admin, { title: 'A 租户通知', category: '1', content: 'c' });
    await admin.gql(PUBLISH, { id: n.id });
    const bInbox = await inbox(adminB);
    expect(bInbox.records.map((r) => r.id)).not.toContain(n.id);
    expect(bInbox.total).toBe(0);
    expect(
      (await adminB.gql(`query($id: ID!) { notice(id: $id) { id } }`, { id: n.id })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await adminB.gql(`query($id: ID!) { noticeReaders(id: $id) { account } }`, { id: n.id })).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await adminB.gql(`mutation($ids: [ID!]!) { markNoticeRead(input: { ids: $ids }) }`, { ids: [n.id] })).errors?.[0]
        ?.message,
    ).toBe('通知不存在');
    const removed = await adminB.gql<{ removeNotices: number }>(
      `mutation($id: ID!) { removeNotices(input: { ids: [$id] }) }`,
      { id: n.id },
    );
    expect(removed.data!.removeNotices).toBe(0);
    expect((await adminB.rest('GET', `/api/blade-desk/notice/detail?id=${n.id}`)).body).toMatchObject({
      code: 404,
      success: false,
    });
    expect(
      (await admin.gql<{ notice: Notice }>(`query($id: ID!) { notice(id: $id) { status } }`, { id: n.id })).data!.notice
        .status,
    ).toBe(1);
  });
});

describe('notices over REST (/api/blade-desk/notice)', () => {
  it('submit, list with a filter, detail, publish, remove', async () => {
    const made = await admin.rest<Notice>('POST', '/api/blade-desk/notice/submit', {
      title: 'REST 通知',
      category: '4',
      content: '政策',
    });
    expect(made.body).toMatchObject({ code: 200, msg: '新增成功', data: { title: 'REST 通知', status: 0 } });
    const id = made.body.data.id;
    const updated = await admin.rest<Notice>('POST', '/api/blade-desk/notice/submit', {
      id,
      version: 1,
      title: 'REST 通知（修订）',
      category: '4',
      content: '政策',
    });
    expect(updated.body).toMatchObject({ msg: '更新成功', data: { version: 2 } });
    const list = await admin.rest<{ total: number; records: Notice[] }>(
      'GET',
      '/api/blade-desk/notice/list?title=REST&category=4&status=0',
    );
    expect(list.body.data.records.map((r) => r.id)).toEqual([id]);
    expect((await admin.rest('GET', '/api/blade-desk/notice/list?status=7')).body).toMatchObject({ code: 400 });
    const published = await admin.rest<Notice>('POST', `/api/blade-desk/notice/publish?id=${id}`);
    expect(published.body.data).toMatchObject({ status: 1 });
    expect(published.body.data.releaseTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const detail = await admin.rest<Notice>('GET', `/api/blade-desk/notice/detail?id=${id}`);
    expect(detail.body.data.title).toBe('REST 通知（修订）');
    const removed = await admin.rest('POST', `/api/blade-desk/notice/remove?ids=${id}`);
    expect(removed.body).toMatchObject({ code: 200, msg: '删除成功', data: true });
    expect((await inbox(member)).records.map((r) => r.id)).not.toContain(id);
  });
});
