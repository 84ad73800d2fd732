import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** Member information change requests (contacts, qualifications, posts), the units' history, 申请列表 and feedback. */
let s: TestServer;
let admin: Awaited<ReturnType<TestServer['login']>>;
let approver: ApiClient; // shenpi: role approver
let huiyuan: ApiClient; // demo company account of 示例建筑工程有限公司
let other: ApiClient; // company account of another unit
let huiyuanUnitId: string;

const PASSWORD = 'Change-Test-2026';
const REQ =
  'id version unitId unitName kind flowStatus changedFields remark applicantName appliedTime flowInstanceId attachments { name url } before { contactName contactMobile email address legalRepresentative qualifications posts } after { contactName contactMobile email address legalRepresentative qualifications posts }';
interface Values {
  contactName: string | null;
  contactMobile: string | null;
  email: string | null;
  address: string | null;
  legalRepresentative: string | null;
  qualifications: string | null;
  posts: string[] | null;
}
interface Req {
  id: string;
  version: number;
  unitId: string;
  kind: string;
  flowStatus: number;
  changedFields: string[];
  before: Values;
  after: Values;
  flowInstanceId: string | null;
  appliedTime: string | null;
}
const UNIT = 'id name contactName contactMobile email address legalRepresentative qualifications posts';

const contacts = (extra: Record<string, unknown> = {}) => ({
  kind: 'contacts',
  contactName: '会员联系人',
  contactMobile: '13800000001',
  email: 'contact@example.com',
  address: '沈阳市和平区南京北街 1 号',
  legalRepresentative: '王建国',
  ...extra,
});
const save = (client: ApiClient, input: Record<string, unknown>) =>
  client.gql<{ submitMemberChange: Req }>(
    `mutation($i: MemberChangeInput!) { submitMemberChange(input: $i) { ${REQ} } }`,
    { i: input },
  );
const act = (client: ApiClient, instanceId: string, action: string, opinion?: string) =>
  client.gql<{ flowAction: { status: number } }>(
    `mutation($i: ID!, $a: String!, $o: String) { flowAction(input: { instanceId: $i, action: $a, opinion: $o }) { status } }`,
    { i: instanceId, a: action, o: opinion },
  );
const unitOf = async (id: string) =>
  (
    await admin.gql<{ memberUnit: Record<string, unknown> }>(`query($id: ID!) { memberUnit(id: $id) { ${UNIT} } }`, {
      id,
    })
  ).data!.memberUnit;
const history = (client: ApiClient, unitId: string, kind?: string) =>
  client.gql<{
    memberUnitHistory: {
      kind: string;
      validFrom: string;
      validTo: string | null;
      changeRequestId: string | null;
      operatorName: string | null;
      applicantName: string | null;
      values: Values;
    }[];
  }>(
    `query($u: ID!, $k: String) { memberUnitHistory(unitId: $u, kind: $k) { kind validFrom validTo changeRequestId operatorName applicantName values { contactName contactMobile qualifications posts } } }`,
    { u: unitId, k: kind },
  );

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  huiyuan = await s.login('huiyuan', DEMO_PASSWORD);
  const roleId = (
    await admin.gql<{ roles: { records: { id: string }[] } }>(
      `{ roles(filter: { roleAlias: "member" }) { records { id } } }`,
    )
  ).data!.roles.records[0]!.id;
  const user = await admin.gql<{ submitUser: { id: string } }>(
    `mutation($r: [ID!]!) { submitUser(input: { account: "qiye_change", realName: "另一企业", password: "${PASSWORD}", roleIds: $r }) { id } }`,
    { r: [roleId] },
  );
  expect(user.errors).toBeUndefined();
  const units = await admin.gql<{ memberUnits: { records: { id: string; name: string }[] } }>(
    `{ memberUnits(filter: { name: "海湾" }) { records { id name } } }`,
  );
  const bay = units.data!.memberUnits.records[0]!;
  const bayUnit = await admin.gql<{
    memberUnit: {
      version: number;
      creditCode: string;
      contactName: string;
      contactMobile: string;
      memberLevel: string;
    };
  }>(`query($id: ID!) { memberUnit(id: $id) { version creditCode contactName contactMobile memberLevel } }`, {
    id: bay.id,
  });
  const linked = await admin.gql(`mutation($i: MemberUnitInput!) { submitMemberUnit(input: $i) { id } }`, {
    i: { id: bay.id, name: bay.name, ...bayUnit.data!.memberUnit, userId: user.data!.submitUser.id },
  });
  expect(linked.errors).toBeUndefined();
  other = await s.login('qiye_change', PASSWORD);
  huiyuanUnitId = (await huiyuan.gql<{ myMemberUnit: { id: string } }>(`{ myMemberUnit { id } }`)).data!.myMemberUnit
    .id;
});
afterAll(async () => {
  await s?.stop();
});

describe('change requests', () => {
  let contactReqId: string;

  it('refuses an empty change and bad mobile numbers with the spec messages; the diff lists only the changed fields', async () => {
    expect((await save(huiyuan, contacts())).errors?.[0]?.message).toBe('变更内容与当前信息一致，请修改后再提交');
    // Blank text and white space count as the same value.
    expect((await save(huiyuan, contacts({ address: ' 沈阳市和平区南京北街 1 号  ' }))).errors?.[0]?.message).toBe(
      '变更内容与当前信息一致，请修改后再提交',
    );
    expect((await save(huiyuan, contacts({ contactMobile: '' }))).errors?.[0]?.message).toBe('手机号码不能为空');
    expect((await save(huiyuan, contacts({ contactMobile: '1380000' }))).errors?.[0]?.message).toBe(
      '手机号码长度不为11位',
    );
    expect((await save(huiyuan, contacts({ contactMobile: '23800000001' }))).errors?.[0]?.message).toBe(
      '手机号码格式不正确',
    );
    expect((await save(huiyuan, contacts({ contactName: ' ' }))).errors?.[0]?.message).toBe('请输入联系人');

    const draft = await save(
      huiyuan,
      contacts({
        contactName: '新联系人',
        contactMobile: '13911112222',
        remark: '人员调整',
        attachments: [{ name: '委托书.pdf', url: '/files/x/a.pdf', size: 10 }],
      }),
    );
    expect(draft.errors).toBeUndefined();
    const r = draft.data!.submitMemberChange;
    expect(r.flowStatus).toBe(0);
    expect(r.unitId).toBe(huiyuanUnitId);
    expect(r.changedFields).toEqual(['contactName', 'contactMobile']);
    expect(r.before).toMatchObject({
      contactName: '会员联系人',
      contactMobile: '13800000001',
      qualifications: null,
      posts: null,
    });
    expect(r.after).toMatchObject({
      contactName: '新联系人',
      contactMobile: '13911112222',
      email: 'contact@example.com',
    });
    contactReqId = r.id;
    // A draft changes nothing yet.
    expect(await unitOf(huiyuanUnitId)).toMatchObject({ contactName: '会员联系人', contactMobile: '13800000001' });
  });

  it('refuses a second open request of the same kind, but another kind is fine', async () => {
    const second = await save(huiyuan, contacts({ contactName: '第三人' }));
    expect(second.errors?.[0]?.message).toBe('本单位已有未办结的联系人变更申请，请勿重复提交');
    const unknownPost = await save(huiyuan, { kind: 'posts', posts: ['99'] });
    expect(unknownPost.errors?.[0]?.message).toBe('协会职务不存在');
    const posts = await save(huiyuan, { kind: 'posts', posts: ['3', '4'] });
    expect(posts.errors).toBeUndefined();
    expect(posts.data!.submitMemberChange.changedFields).toEqual(['posts']);
    expect(posts.data!.submitMemberChange.before.posts).toEqual(['4']);
    const open = await huiyuan.gql<{ myOpenMemberChange: { id: string } | null }>(
      `{ myOpenMemberChange(kind: "posts") { id } }`,
    );
    expect(open.data!.myOpenMemberChange!.id).toBe(posts.data!.submitMemberChange.id);
  });

  it("another member cannot read, edit or approve the unit's request, nor read its history", async () => {
    const read = await other.gql(`query($id: ID!) { memberChangeRequest(id: $id) { id } }`, { id: contactReqId });
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const edit = await save(other, contacts({ id: contactReqId, contactName: '篡改' }));
    expect(edit.errors?.[0]?.message).toBe('只能修改本单位的变更申请');
    const list = await other.gql<{ memberChangeRequests: { records: { id: string }[] } }>(
      `{ memberChangeRequests { records { id } } }`,
    );
    expect(list.data!.memberChangeRequests.records.map((x) => x.id)).not.toContain(contactReqId);
    const hist = await history(other, huiyuanUnitId);
    expect(hist.errors?.[0]?.message).toBe('只能查看本单位的信息');
    const rest = await other.rest('GET', `/api/lnjzxh-member/member-change/get/${contactReqId}`);
    expect(rest.status).toBe(404);
    // A member holds no staff lists.
    expect((await other.gql(`{ memberApplications { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('submits over REST; the member cannot approve; rejection leaves the unit untouched', async () => {
    const submitted = await huiyuan.rest<{ flowStatus: number; id: string }>(
      'POST',
      '/api/lnjzxh-member/member-change/submit',
      contacts({ id: contactReqId, contactName: '新联系人', contactMobile: '13911112222' }),
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.flowStatus).toBe(1);
    const locked = await huiyuan.rest(
      'POST',
      '/api/lnjzxh-member/member-change/modify',
      contacts({ id: contactReqId, contactName: '再改' }),
    );
    expect(locked.body.msg).toBe('审核中或已办结的变更申请不能修改');

    const req = (
      await huiyuan.gql<{ memberChangeRequest: Req }>(`query($id: ID!) { memberChangeRequest(id: $id) { ${REQ} } }`, {
        id: contactReqId,
      })
    ).data!.memberChangeRequest;
    const instanceId = req.flowInstanceId!;
    expect((await act(huiyuan, instanceId, 'approve')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await act(other, instanceId, 'approve')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect((await act(approver, instanceId, 'reject', '请补充授权委托书')).data!.flowAction.status).toBe(3);
    expect(await unitOf(huiyuanUnitId)).toMatchObject({ contactName: '会员联系人', contactMobile: '13800000001' });
    expect((await history(admin, huiyuanUnitId)).data!.memberUnitHistory).toEqual([]);
  });

  it('resubmitted and approved: applied to the unit in the same transition, with an effective-dated history', async () => {
    const current = (
      await huiyuan.gql<{ memberChangeRequest: Req }>(`query($id: ID!) { memberChangeRequest(id: $id) { ${REQ} } }`, {
        id: contactReqId,
      })
    ).data!.memberChangeRequest;
    const again = await save(
      huiyuan,
      contacts({
        id: contactReqId,
        version: current.version,
        contactName: '新联系人',
        contactMobile: '13911112222',
        andSubmit: true,
      }),
    );
    expect(again.errors).toBeUndefined();
    expect(again.data!.submitMemberChange.flowStatus).toBe(1);

    // Staff list and filter it.
    const staff = await admin.rest<{ records: { id: string }[] }>(
      'GET',
      '/api/lnjzxh-member/member-change/page?kind=contacts&flowStatus=1&unitName=示例',
    );
    expect(staff.body.data.records.map((x) => x.id)).toContain(contactReqId);

    expect((await act(approver, current.flowInstanceId!, 'approve')).data!.flowAction.status).toBe(2);
    expect(await unitOf(huiyuanUnitId)).toMatchObject({
      contactName: '新联系人',
      contactMobile: '13911112222',
      email: 'contact@example.com',
    });
    const done = (
      await huiyuan.gql<{ memberChangeRequest: Req }>(`query($id: ID!) { memberChangeRequest(id: $id) { ${REQ} } }`, {
        id: contactReqId,
      })
    ).data!.memberChangeRequest;
    expect(done.flowStatus).toBe(2);
    expect(done.appliedTime).toBeTruthy();

    const h = (await history(huiyuan, huiyuanUnitId, 'contacts')).data!.memberUnitHistory;
    expect(h).toHaveLength(2);
    expect(h[0]).toMatchObject({
      kind: 'contacts',
      validTo: null,
      changeRequestId: contactReqId,
      operatorName: '审批人（演示）',
      values: { contactName: '新联系人', contactMobile: '13911112222' },
    });
    expect(h[1]).toMatchObject({
      kind: 'contacts',
      changeRequestId: null,
      values: { contactName: '会员联系人', contactMobile: '13800000001' },
    });
    expect(h[1]!.validTo).toBe(h[0]!.validFrom);

    // A finished request no longer blocks a new one.
    const next = await save(huiyuan, contacts({ contactName: '新联系人', contactMobile: '13911113333' }));
    expect(next.errors).toBeUndefined();
  });

  it('approving posts writes its own history; 申请列表 lists join applications and change requests together', async () => {
    const open = (await huiyuan.gql<{ myOpenMemberChange: Req }>(`{ myOpenMemberChange(kind: "posts") { ${REQ} } }`))
      .data!.myOpenMemberChange;
    const submitted = await huiyuan.rest<{ id: string }>('POST', '/api/lnjzxh-member/member-change/submit', {
      kind: 'posts',
      id: open.id,
      posts: ['3', '4'],
    });
    expect(submitted.body.success).toBe(true);
    const instanceId = (
      await huiyuan.gql<{ memberChangeRequest: Req }>(
        `query($id: ID!) { memberChangeRequest(id: $id) { flowInstanceId } }`,
        { id: open.id },
      )
    ).data!.memberChangeRequest.flowInstanceId!;
    expect((await act(approver, instanceId, 'approve')).data!.flowAction.status).toBe(2);
    expect((await unitOf(huiyuanUnitId)).posts).toEqual(['3', '4']);
    const h = (await history(admin, huiyuanUnitId)).data!.memberUnitHistory;
    expect(h.filter((x) => x.kind === 'posts').map((x) => x.values.posts)).toEqual([['3', '4'], ['4']]);

    const apps = await approver.gql<{
      memberApplications: {
        total: number;
        records: { id: string; kind: string; unitName: string; flowStatus: number }[];
      };
    }>(`{ memberApplications(page: { size: 50 }) { total records { id kind unitName flowStatus } } }`);
    expect(apps.errors).toBeUndefined();
    expect(apps.data!.memberApplications.records.map((r) => r.kind)).toEqual(
      expect.arrayContaining(['contacts', 'posts']),
    );
    const onlyPosts = await approver.gql<{ memberApplications: { total: number; records: { id: string }[] } }>(
      `{ memberApplications(filter: { kind: "posts", flowStatus: 2 }) { total records { id } } }`,
    );
    expect(onlyPosts.data!.memberApplications.records.map((r) => r.id)).toEqual([open.id]);
    // Paging through the merged list gives every row once.
    const p1 = await approver.gql<{ memberApplications: { total: number; records: { id: string }[] } }>(
      `{ memberApplications(page: { current: 1, size: 2 }) { total records { id } } }`,
    );
    const p2 = await approver.gql<{ memberApplications: { total: number; records: { id: string }[] } }>(
      `{ memberApplications(page: { current: 2, size: 2 }) { total records { id } } }`,
    );
    const all = apps.data!.memberApplications.records.map((r) => r.id);
    expect([...p1.data!.memberApplications.records, ...p2.data!.memberApplications.records].map((r) => r.id)).toEqual(
      all.slice(0, 4),
    );
  });

  it("keeps tenants apart: another tenant's administrator sees none of these requests", async () => {
    const B = '300007';
    expect(
      (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "变更租户" }) { id } }`)).errors,
    ).toBeUndefined();
    const inB = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': B });
    const roles = await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`);
    const role = roles.data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
    expect(
      (
        await inB.gql(
          `mutation($r: [ID!]!) { submitUser(input: { account: "changeb", password: "Tenant-B-2026", roleIds: $r }) { id } }`,
          { r: [role] },
        )
      ).errors,
    ).toBeUndefined();
    const adminB = await s.login('changeb', 'Tenant-B-2026', B);
    expect(
      (await adminB.gql(`query($id: ID!) { memberChangeRequest(id: $id) { id } }`, { id: contactReqId })).errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await adminB.gql<{ memberChangeRequests: { total: number } }>(`{ memberChangeRequests { total } }`)).data!
        .memberChangeRequests.total,
    ).toBe(0);
    expect(
      (await adminB.gql<{ memberApplications: { total: number } }>(`{ memberApplications { total } }`)).data!
        .memberApplications.total,
    ).toBe(0);
    expect((await history(adminB, huiyuanUnitId)).errors?.[0]?.message).toBe('会员单位不存在');
    expect(
      (await adminB.gql<{ memberFeedbacks: { total: number } }>(`{ memberFeedbacks { total } }`)).data!.memberFeedbacks
        .total,
    ).toBe(0);
  });
});

describe('feedback', () => {
  it('a member sends feedback, staff reply, the member sees the reply and gets an in-app message', async () => {
    const empty = await huiyuan.gql(`mutation { sendMemberFeedback(input: { title: " ", content: "x" }) { id } }`);
    expect(empty.errors?.[0]?.message).toBe('请输入标题');
    const sent = await huiyuan.gql<{
      sendMemberFeedback: { id: string; version: number; status: number; unitName: string };
    }>(
      `mutation { sendMemberFeedback(input: { title: "会费发票", content: "请问发票何时开具？", attachments: [{ name: "截图.png", url: "/files/x/s.png" }] }) { id version status unitName } }`,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendMemberFeedback).toMatchObject({ status: 0, unitName: '示例建筑工程有限公司' });
    const id = sent.data!.sendMemberFeedback.id;

    // Others: another member does not see it and cannot reply; the member cannot reply either.
    expect(
      (
        await other.gql<{ memberFeedbacks: { records: { id: string }[] } }>(`{ memberFeedbacks { records { id } } }`)
      ).data!.memberFeedbacks.records.map((r) => r.id),
    ).not.toContain(id);
    expect(
      (await other.gql(`query($id: ID!) { memberFeedback(id: $id) { id } }`, { id })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await huiyuan.gql(
          `mutation($id: ID!) { replyMemberFeedback(input: { id: $id, content: "自己回复" }) { id } }`,
          { id },
        )
      ).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');

    const staff = await approver.gql<{ memberFeedbacks: { records: { id: string }[] } }>(
      `{ memberFeedbacks(filter: { status: 0 }) { records { id } } }`,
    );
    expect(staff.data!.memberFeedbacks.records.map((r) => r.id)).toContain(id);
    expect(
      (await approver.gql(`mutation($id: ID!) { replyMemberFeedback(input: { id: $id, content: "" }) { id } }`, { id }))
        .errors?.[0]?.message,
    ).toBe('请输入回复内容');
    const replied = await approver.gql<{
      replyMemberFeedback: { status: number; replies: { content: string; userName: string }[] };
    }>(
      `mutation($id: ID!, $v: Int) { replyMemberFeedback(input: { id: $id, version: $v, content: "本月底开具" }) { status replies { content userName } } }`,
      { id, v: sent.data!.sendMemberFeedback.version },
    );
    expect(replied.errors).toBeUndefined();
    expect(replied.data!.replyMemberFeedback).toMatchObject({
      status: 1,
      replies: [{ content: '本月底开具', userName: '审批人（演示）' }],
    });

    const mine = await huiyuan.gql<{ memberFeedback: { replies: { content: string }[] } }>(
      `query($id: ID!) { memberFeedback(id: $id) { replies { content } } }`,
      { id },
    );
    expect(mine.data!.memberFeedback.replies.map((r) => r.content)).toEqual(['本月底开具']);
    const inbox = await huiyuan.gql<{ myMessages: { records: { category: string; title: string; link: string }[] } }>(
      `{ myMessages { records { category title link } } }`,
    );
    expect(inbox.errors).toBeUndefined();
    expect(inbox.data!.myMessages.records).toContainEqual({
      category: 'feedback_reply',
      title: '意见反馈已回复：会费发票',
      link: '/cmsPages/feedback',
    });
  });
});
