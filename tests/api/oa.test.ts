import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/**
 * Office approvals (办公审批) over HTTP, GraphQL and the legacy /api/lnjzxh-member/oa-application calls: drafts,
 * 保存并送审, the designated approvers one after another, the secretariat step, rejections, corrected opinions,
 * removal rules, who may read and act, and 文号 under concurrency.
 */
let s: TestServer;
let admin: ApiClient; // holds everything (oa_manage)
let applicant: ApiClient; // zhangsan: approver role, files applications
let shenpi: ApiClient; // demo approver, designated first
let lisi: ApiClient; // approver role, designated second
let wangwu: ApiClient; // approver role, takes the secretariat step; otherwise no part
let zhaoliu: ApiClient; // approver role, cc personnel
let huiyuan: ApiClient; // demo member-company account: no office approvals at all
const ids: Record<string, string> = {};

const PASSWORD = 'Oa-Test-2026';
const FIELDS =
  'id version title category referenceNumber urgency content amount applicantName applicantDeptName approverIds ccUserIds flowStatus flowInstanceId attachments { name url size }';

interface Application {
  id: string;
  version: number;
  title: string;
  referenceNumber: string | null;
  amount: string | null;
  applicantName: string;
  flowStatus: number;
  flowInstanceId: string | null;
  approverIds: string[];
  attachments: { name: string; url: string; size: number }[];
}

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  const roleId = (
    await admin.gql<{ roles: { records: { id: string }[] } }>(
      `{ roles(filter: { roleAlias: "approver" }) { records { id } } }`,
    )
  ).data!.roles.records[0]!.id;
  for (const [account, realName] of [
    ['zhangsan', '张三'],
    ['lisi', '李四'],
    ['wangwu', '王五'],
    ['zhaoliu', '赵六'],
  ]) {
    const r = await admin.gql(
      `mutation($a: String!, $n: String, $r: [ID!]!) { submitUser(input: { account: $a, realName: $n, password: "${PASSWORD}", roleIds: $r }) { id } }`,
      { a: account, n: realName, r: [roleId] },
    );
    expect(r.errors).toBeUndefined();
  }
  applicant = await s.login('zhangsan', PASSWORD);
  shenpi = await s.login('shenpi', DEMO_PASSWORD);
  lisi = await s.login('lisi', PASSWORD);
  wangwu = await s.login('wangwu', PASSWORD);
  zhaoliu = await s.login('zhaoliu', PASSWORD);
  huiyuan = await s.login('huiyuan', DEMO_PASSWORD);
  const users = await admin.gql<{ users: { records: { id: string; account: string }[] } }>(
    `{ users(page: { size: 200 }) { records { id account } } }`,
  );
  for (const u of users.data!.users.records) ids[u.account] = u.id;
});
afterAll(async () => {
  await s?.stop();
});

const SUBMIT = `mutation($input: OaApplicationInput!) { submitOaApplication(input: $input) { ${FIELDS} } }`;
const save = (client: ApiClient, input: Record<string, unknown>) =>
  client.gql<{ submitOaApplication: Application }>(SUBMIT, {
    input: { category: '2', content: '拟于下月召开理事会，请审批。', ...input },
  });
const detail = (client: ApiClient, id: string) =>
  client.gql<{ oaApplication: Application & { approvers: { name: string }[]; ccPersonnel: { name: string }[] } }>(
    `query($id: ID!) { oaApplication(id: $id) { ${FIELDS} approvers { name } ccPersonnel { name } } }`,
    { id },
  );
const approve = (client: ApiClient, id: string, approvalStatus: number, approvalOpinion?: string) =>
  client.gql<{ approveOaApplication: Application }>(
    `mutation($i: OaApprovalInput!) { approveOaApplication(input: $i) { ${FIELDS} } }`,
    { i: { id, approvalStatus, approvalOpinion } },
  );
const flow = (client: ApiClient, id: string) =>
  client.gql<{
    flowRecord: {
      instance: { status: number; stepIndex: number; approvers: string[]; approverKind: string } | null;
      logs: {
        id: string;
        action: string;
        approvalOpinion: string | null;
        originalOpinion: string | null;
        editTime: string | null;
      }[];
    };
  }>(
    `query($b: ID!) { flowRecord(businessType: "oa_application", businessId: $b) { instance { status stepIndex approvers approverKind } logs { id action approvalOpinion originalOpinion editTime } } }`,
    { b: id },
  );
const todo = async (client: ApiClient) =>
  (
    await client.gql<{ flowTasks: { records: { businessId: string }[] } }>(
      `{ flowTasks(filter: { kind: "todo" }, page: { size: 200 }) { records { businessId } } }`,
    )
  ).data!.flowTasks.records.map((r) => r.businessId);

async function submitted(
  title: string,
  approvers = [ids.shenpi!, ids.lisi!],
  extra: Record<string, unknown> = {},
): Promise<Application> {
  const r = await save(applicant, { title, approverIds: approvers, andSubmit: true, ...extra });
  expect(r.errors).toBeUndefined();
  return r.data!.submitOaApplication;
}

describe('pickers', () => {
  it('approver/list: holders of oa_approve and administrators; association-personnel/list: staff, not member accounts or experts', async () => {
    const approvers = (
      await applicant.gql<{ oaApprovers: { id: string; name: string; deptName: string | null }[] }>(
        `{ oaApprovers { id name deptName } }`,
      )
    ).data!.oaApprovers;
    const names = approvers.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['系统管理员', '审批人（演示）', '李四', '王五']));
    expect(names).not.toContain('会员联系人（演示）');
    expect(names).not.toContain('评审专家（演示）');
    expect(approvers.find((a) => a.id === ids.shenpi)?.deptName).toBe('秘书处');

    const rest = await applicant.rest<{ id: string; name: string }[]>(
      'GET',
      '/api/lnjzxh-member/oa-application/association-personnel/list',
    );
    expect(rest.body.success).toBe(true);
    const staff = rest.body.data.map((p) => p.name);
    expect(staff).toEqual(expect.arrayContaining(['系统管理员', '审批人（演示）', '赵六']));
    expect(staff).not.toContain('会员联系人（演示）');
    expect(staff).not.toContain('评审专家（演示）');
    expect(
      (await applicant.rest<unknown[]>('GET', '/api/lnjzxh-member/oa-application/approver/list')).body.data.length,
    ).toBe(approvers.length);
    // A member-company account has no office approvals.
    expect((await huiyuan.rest('GET', '/api/lnjzxh-member/oa-application/approver/list')).body).toMatchObject({
      code: 403,
      success: false,
    });
    expect((await huiyuan.gql(`{ oaAssociationPersonnel { id } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('drafts', () => {
  it('saves a draft with its fields, and refuses invalid ones with the field messages', async () => {
    const r = await save(applicant, {
      title: '关于召开理事会的请示',
      urgency: 2,
      amount: '12800.5',
      attachments: [{ name: '议程.pdf', url: '/files/000000/20261123/a.pdf', size: 2048 }],
      approverIds: [ids.shenpi],
      ccUserIds: [ids.zhaoliu],
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.submitOaApplication).toMatchObject({
      flowStatus: 0,
      applicantName: '张三',
      amount: '12800.50',
      referenceNumber: null,
      approverIds: [ids.shenpi],
      attachments: [{ name: '议程.pdf', size: 2048 }],
    });
    const id = r.data!.submitOaApplication.id;
    const read = (await detail(applicant, id)).data!.oaApplication;
    expect(read.approvers.map((p) => p.name)).toEqual(['审批人（演示）']);
    expect(read.ccPersonnel.map((p) => p.name)).toEqual(['赵六']);
    // The designated approver sees nothing of a draft that was never sent.
    expect((await detail(shenpi, id)).errors?.[0]?.message).toBe('办公审批不存在');

    const refused: Array<[Record<string, unknown>, string]> = [
      [{ title: ' ' }, '请输入标题'],
      [{ title: 'x', category: '' }, '请选择类别'],
      [{ title: 'x', category: '99' }, '类别不存在'],
      [{ title: 'x', urgency: 4 }, '请选择紧急程度'],
      [{ title: 'x', content: '' }, '请输入正文/事由'],
      [{ title: 'x', amount: '12.345' }, '金额最多保留2位小数'],
      [{ title: 'x', amount: '-3' }, '金额不能为负数'],
      [{ title: 'x', approverIds: [ids.zhangsan] }, '不能指定自己为审批人'],
      [{ title: 'x', approverIds: [ids.shenpi, ids.shenpi] }, '审批人不能重复'],
      [{ title: 'x', approverIds: [ids.huiyuan] }, '所选审批人不能审批办公审批'],
      [{ title: 'x', ccUserIds: [ids.huiyuan] }, '所选抄送人员不是协会工作人员'],
      [{ title: 'x', andSubmit: true }, '请选择审批人'],
      [{ title: 'x', attachments: [{ name: 'a', url: 'javascript:alert(1)', size: 1 }] }, '附件无效'],
      [{ title: 'x', referenceNumber: '辽建协2026第1号' }, '文号格式不正确，例如 辽建协〔2026〕001号'],
      [{ title: 'x', referenceNumber: '辽建协〔2026〕900号' }, '文号须通过「生成文号」获得'],
    ];
    for (const [input, message] of refused) {
      const bad = await save(applicant, input);
      expect(bad.errors?.[0]?.message, JSON.stringify(input)).toBe(message);
    }
    // Someone else's draft cannot be changed.
    expect((await save(lisi, { id, title: '改' })).errors?.[0]?.message).toBe('只能修改自己的申请');
  });

  it('REST submit creates and updates in the BladeX envelope', async () => {
    const created = await applicant.rest<{
      id: string;
      version: number;
      title: string;
      flowStatus: number;
      createTime: string;
    }>('POST', '/api/lnjzxh-member/oa-application/submit', { title: 'REST 草稿', category: '5', content: '内容' });
    expect(created.body).toMatchObject({
      code: 200,
      success: true,
      msg: '新增成功',
      data: { title: 'REST 草稿', flowStatus: 0 },
    });
    expect(created.body.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const updated = await applicant.rest<{ title: string }>('POST', '/api/lnjzxh-member/oa-application/submit', {
      id: created.body.data.id,
      version: created.body.data.version,
      title: 'REST 草稿（改）',
      category: '5',
      content: '内容',
    });
    expect(updated.body).toMatchObject({ success: true, msg: '更新成功', data: { title: 'REST 草稿（改）' } });
    const stale = await applicant.rest('POST', '/api/lnjzxh-member/oa-application/submit', {
      id: created.body.data.id,
      version: created.body.data.version,
      title: '旧版本',
      category: '5',
      content: '内容',
    });
    expect(stale.body).toMatchObject({ code: 409, success: false, msg: '数据已被他人修改，请刷新后重试' });
    const bad = await applicant.rest('POST', '/api/lnjzxh-member/oa-application/submit', {
      title: 'x',
      category: '1',
      content: 'y',
      attachments: [{ name: 'a' }],
    });
    expect(bad.body).toMatchObject({ code: 400, msg: '附件无效' });
  });
});

describe('through the flow', () => {
  it('保存并送审, the designated approvers one after another, then the secretariat step; cc personnel read it once approved', async () => {
    const app = await submitted('关于购置办公设备的请示', [ids.shenpi!, ids.lisi!], { ccUserIds: [ids.zhaoliu] });
    expect(app.flowStatus).toBe(1);
    expect((await flow(applicant, app.id)).data!.flowRecord.instance).toMatchObject({
      status: 1,
      stepIndex: 0,
      approverKind: 'user',
      approvers: [ids.shenpi],
    });
    expect(await todo(shenpi)).toContain(app.id);
    expect(await todo(lisi)).not.toContain(app.id);
    // Under review: no more editing; lisi's turn has not come.
    expect((await save(applicant, { id: app.id, title: '改标题' })).errors?.[0]?.message).toBe(
      '审核中或已结束的申请不能修改',
    );
    expect((await approve(lisi, app.id, 2)).errors?.[0]?.message).toBe('您不能对此记录执行通过操作');
    expect((await detail(zhaoliu, app.id)).errors?.[0]?.message).toBe('办公审批不存在');

    const first = await approve(shenpi, app.id, 2, '同意购置');
    expect(first.errors).toBeUndefined();
    expect(first.data!.approveOaApplication.flowStatus).toBe(1);
    expect((await flow(applicant, app.id)).data!.flowRecord.instance).toMatchObject({
      stepIndex: 0,
      approvers: [ids.lisi],
    });
    expect(await todo(lisi)).toContain(app.id);

    const second = await lisi.rest<{ flowStatus: number }>(
      'POST',
      '/api/lnjzxh-member/oa-application/approver/submit',
      { id: app.id, approvalStatus: 2 },
    );
    expect(second.body).toMatchObject({ success: true, data: { flowStatus: 1 } });
    expect((await flow(applicant, app.id)).data!.flowRecord.instance).toMatchObject({
      stepIndex: 1,
      approverKind: 'role',
      approvers: ['approver'],
    });
    // 秘书长审批: any approver-role user who is not the applicant.
    expect((await approve(applicant, app.id, 2)).errors?.[0]?.message).toBe('您不能对此记录执行通过操作');
    const last = await approve(wangwu, app.id, 2);
    expect(last.data!.approveOaApplication.flowStatus).toBe(2);

    const logs = (await flow(applicant, app.id)).data!.flowRecord.logs;
    expect(logs.map((l) => [l.action, l.approvalOpinion])).toEqual([
      ['submit', null],
      ['approve', '同意购置'],
      ['approve', '同意'],
      ['approve', '同意'],
    ]);
    // Copied to zhaoliu once approved: readable, and in his cc list.
    expect((await detail(zhaoliu, app.id)).data!.oaApplication.flowStatus).toBe(2);
    const cc = await zhaoliu.gql<{ oaApplications: { records: { id: string }[] } }>(
      `{ oaApplications(filter: { scope: "cc" }) { records { id } } }`,
    );
    expect(cc.data!.oaApplications.records.map((r) => r.id)).toEqual([app.id]);
    // ... and told in an in-app message that links to the record.
    const messages = await zhaoliu.gql<{ myMessages: { records: { title: string; link: string }[] } }>(
      `{ myMessages(limit: 50) { records { title link } } }`,
    );
    expect(messages.data!.myMessages.records).toContainEqual({
      title: '抄送：关于购置办公设备的请示（已通过）',
      link: `/work/oa/detail/${app.id}`,
    });
    const approving = await shenpi.gql<{ oaApplications: { records: { id: string }[] } }>(
      `{ oaApplications(filter: { scope: "approve" }, page: { size: 200 }) { records { id } } }`,
    );
    expect(approving.data!.oaApplications.records.map((r) => r.id)).toContain(app.id);
  });

  it('a rejection needs an opinion (GraphQL and REST); the applicant corrects and resubmits to the first approver again', async () => {
    const app = await submitted('关于调整会费标准的请示');
    const bare = await approve(shenpi, app.id, 3, '  ');
    expect(bare.errors?.[0]?.message).toBe('审核意见不能为空');
    expect(bare.errors?.[0]?.extensions?.fields).toEqual([{ field: 'approvalOpinion', message: '审核意见不能为空' }]);
    const restBare = await shenpi.rest('POST', '/api/lnjzxh-member/oa-application/approver/submit', {
      id: app.id,
      approvalStatus: 3,
    });
    expect(restBare.body).toMatchObject({ code: 400, success: false, msg: '审核意见不能为空' });
    expect(
      (
        await shenpi.rest('POST', '/api/lnjzxh-member/oa-application/approver/submit', {
          id: app.id,
          approvalStatus: 5,
        })
      ).body,
    ).toMatchObject({ code: 400, msg: '审批状态无效' });
    const rejected = await shenpi.rest<{ flowStatus: number }>(
      'POST',
      '/api/lnjzxh-member/oa-application/approver/submit',
      { id: app.id, approvalStatus: 3, approvalOpinion: '请补充测算依据' },
    );
    expect(rejected.body.data.flowStatus).toBe(3);

    const current = (await detail(applicant, app.id)).data!.oaApplication;
    const again = await save(applicant, {
      id: app.id,
      version: current.version,
      title: '关于调整会费标准的请示（补充测算）',
      approverIds: [ids.shenpi, ids.lisi],
      andSubmit: true,
    });
    expect(again.errors).toBeUndefined();
    expect(again.data!.submitOaApplication.flowStatus).toBe(1);
    expect((await flow(applicant, app.id)).data!.flowRecord.instance).toMatchObject({
      stepIndex: 0,
      approvers: [ids.shenpi],
    });
    // The task list shows the corrected title.
    const tasks = await shenpi.gql<{ flowTasks: { records: { businessId: string; title: string }[] } }>(
      `{ flowTasks(filter: { kind: "todo" }, page: { size: 200 }) { records { businessId title } } }`,
    );
    expect(tasks.data!.flowTasks.records.find((t) => t.businessId === app.id)?.title).toBe(
      '关于调整会费标准的请示（补充测算）',
    );
    // A designated approver may void it too (作废 is offered on both steps).
    expect((await approve(shenpi, app.id, 4, '重复申请')).data!.approveOaApplication.flowStatus).toBe(4);
  });

  it('its author corrects an approval opinion until the next approver acts; the first text is kept', async () => {
    const app = await submitted('关于印发年度工作要点的发文');
    await approve(shenpi, app.id, 2, '同意，请尽快印发');
    const log = (await flow(applicant, app.id)).data!.flowRecord.logs.find((l) => l.action === 'approve')!;
    const UPDATE = `mutation($i: OaApprovalRecordInput!) { updateOaApprovalRecord(input: $i) { id approvalOpinion originalOpinion editTime } }`;

    expect((await lisi.gql(UPDATE, { i: { id: log.id, approvalOpinion: '改别人的' } })).errors?.[0]?.message).toBe(
      '只能修改自己填写的审批意见',
    );
    const fixed = await shenpi.gql<{
      updateOaApprovalRecord: { approvalOpinion: string; originalOpinion: string; editTime: string };
    }>(UPDATE, { i: { id: log.id, approvalOpinion: '同意，请于本周内印发' } });
    expect(fixed.errors).toBeUndefined();
    expect(fixed.data!.updateOaApprovalRecord).toMatchObject({
      approvalOpinion: '同意，请于本周内印发',
      originalOpinion: '同意，请尽快印发',
    });
    expect(Date.parse(fixed.data!.updateOaApprovalRecord.editTime)).not.toBeNaN();
    const rest = await shenpi.rest<{ approvalOpinion: string; originalOpinion: string }>(
      'POST',
      '/api/lnjzxh-member/oa-application/approval-record/update',
      { id: log.id, approvalOpinion: '同意，本周内印发' },
    );
    expect(rest.body).toMatchObject({
      success: true,
      msg: '更新成功',
      data: { approvalOpinion: '同意，本周内印发', originalOpinion: '同意，请尽快印发' },
    });
    const correctable = async (c: ApiClient) =>
      (
        await c.gql<{ oaApplication: { correctableRecordId: string | null } }>(
          `query($id: ID!) { oaApplication(id: $id) { correctableRecordId } }`,
          { id: app.id },
        )
      ).data!.oaApplication.correctableRecordId;
    expect(await correctable(shenpi)).toBe(log.id);
    expect(await correctable(applicant)).toBeNull();

    await approve(lisi, app.id, 2);
    expect(await correctable(shenpi)).toBeNull();
    const late = await shenpi.rest('POST', '/api/lnjzxh-member/oa-application/approval-record/update', {
      id: log.id,
      approvalOpinion: '再改',
    });
    expect(late.body).toMatchObject({ code: 400, success: false, msg: '后续步骤已处理，审批意见不能修改' });
    const submitLog = (await flow(applicant, app.id)).data!.flowRecord.logs.find((l) => l.action === 'submit')!;
    expect((await applicant.gql(UPDATE, { i: { id: submitLog.id, approvalOpinion: 'x' } })).errors?.[0]?.message).toBe(
      '只能修改通过时填写的审批意见',
    );
    expect((await shenpi.gql(UPDATE, { i: { id: 'no-such-log', approvalOpinion: 'x' } })).errors?.[0]?.message).toBe(
      '审批记录不存在',
    );
  });
});

describe('removal and access', () => {
  it("removes own drafts only; records under review or approved and other people's are refused", async () => {
    const draft = (await save(applicant, { title: '待删除的草稿' })).data!.submitOaApplication;
    const reviewing = await submitted('审核中的申请');
    const others = (await save(lisi, { title: '李四的草稿' })).data!.submitOaApplication;

    const mixed = await applicant.rest(
      'POST',
      `/api/lnjzxh-member/oa-application/remove/batch?ids=${draft.id},${reviewing.id}`,
    );
    expect(mixed.body).toMatchObject({ code: 400, success: false, msg: '「审核中的申请」审核中或已通过，不能删除' });
    expect((await detail(applicant, draft.id)).data!.oaApplication.id).toBe(draft.id); // nothing of the batch was removed
    const notMine = await applicant.gql(`mutation($ids: [ID!]!) { removeOaApplications(input: { ids: $ids }) }`, {
      ids: [others.id],
    });
    expect(notMine.errors?.[0]?.message).toBe('只能删除自己的申请');
    expect(
      (await huiyuan.rest('POST', `/api/lnjzxh-member/oa-application/remove/batch?ids=${draft.id}`)).body,
    ).toMatchObject({ code: 403 });

    const removed = await applicant.rest('POST', `/api/lnjzxh-member/oa-application/remove/batch?ids=${draft.id}`);
    expect(removed.body).toMatchObject({ success: true, msg: '删除成功', data: true });
    expect((await detail(applicant, draft.id)).errors?.[0]?.message).toBe('办公审批不存在');

    // A rejected one may go, with its flow instance (no longer in anyone's lists).
    await approve(shenpi, reviewing.id, 3, '不必办理');
    const gone = await applicant.gql<{ removeOaApplications: number }>(
      `mutation($ids: [ID!]!) { removeOaApplications(input: { ids: $ids }) }`,
      { ids: [reviewing.id] },
    );
    expect(gone.data!.removeOaApplications).toBe(1);
    const sent = await applicant.gql<{ flowTasks: { records: { businessId: string }[] } }>(
      `{ flowTasks(filter: { kind: "sent" }, page: { size: 200 }) { records { businessId } } }`,
    );
    expect(sent.data!.flowTasks.records.map((r) => r.businessId)).not.toContain(reviewing.id);
  });

  it('keeps applications from people with no part in them', async () => {
    const app = await submitted('涉密的请示', [ids.shenpi!]);
    for (const outsider of [wangwu, zhaoliu]) {
      expect((await detail(outsider, app.id)).errors?.[0]?.message).toBe('办公审批不存在');
      expect((await approve(outsider, app.id, 2)).errors?.[0]?.message).toBe('办公审批不存在');
      expect((await outsider.rest('GET', `/api/lnjzxh-member/oa-application/detail?id=${app.id}`)).body).toMatchObject({
        code: 404,
        success: false,
      });
    }
    expect((await huiyuan.gql(`{ oaApplications { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await huiyuan.rest('GET', '/api/lnjzxh-member/oa-application/page')).body).toMatchObject({ code: 403 });
    expect(
      (await huiyuan.gql(SUBMIT, { input: { title: 'x', category: '1', content: 'y' } })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    // Everything of the tenant only for oa_manage.
    expect(
      (await applicant.gql(`{ oaApplications(filter: { scope: "all" }) { total } }`)).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const all = await admin.gql<{ oaApplications: { records: { id: string }[] } }>(
      `{ oaApplications(page: { size: 200 }) { records { id } } }`,
    );
    expect(all.data!.oaApplications.records.map((r) => r.id)).toContain(app.id);
    expect(
      (
        await admin.rest<{ title: string; approvers: { name: string }[] }>(
          'GET',
          `/api/lnjzxh-member/oa-application/detail?id=${app.id}`,
        )
      ).body.data,
    ).toMatchObject({ title: '涉密的请示', approvers: [{ name: '审批人（演示）' }] });
    // The applicant's own list holds only their own.
    const mine = await wangwu.gql<{ oaApplications: { total: number } }>(`{ oaApplications { total } }`);
    expect(mine.data!.oaApplications.total).toBe(0);
  });

  it('pages with filters over REST: title, category, status and the created-time range', async () => {
    await save(applicant, { title: '筛选用的用印申请', category: '3' });
    const page = async (query: string) =>
      (
        await applicant.rest<{ records: { title: string; category: string; flowStatus: number }[]; total: number }>(
          'GET',
          `/api/lnjzxh-member/oa-application/page?${query}`,
        )
      ).body;
    const byTitle = await page(`title=${encodeURIComponent('用印')}`);
    expect(byTitle.data.records.map((r) => r.title)).toEqual(['筛选用的用印申请']);
    expect((await page('category=3')).data.records.every((r) => r.category === '3')).toBe(true);
    expect((await page('flowStatus=0')).data.records.every((r) => r.flowStatus === 0)).toBe(true);
    expect((await page('createTime_dategt=2099-01-01%2000:00:00')).data.total).toBe(0);
    expect((await page('createTime_datelt=2099-01-01%2000:00:00&size=30')).data.total).toBeGreaterThan(3);
    expect((await page('flowStatus=9')).msg).toBe('flowStatus 只能是 0 到 5');
  });
});

describe('文号', () => {
  const GENERATE = `mutation($i: OaReferenceInput!) { generateOaReferenceNumber(input: $i) { referenceNumber year seq applicationId } }`;
  type Generated = { referenceNumber: string; year: number; seq: number; applicationId: string | null };

  it('20 concurrent calls get distinct, consecutive numbers of the year', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? applicant
              .gql<{ generateOaReferenceNumber: Generated }>(GENERATE, { i: {} })
              .then((r) => r.data!.generateOaReferenceNumber)
          : shenpi
              .rest<Generated>('GET', '/api/lnjzxh-member/oa-application/reference-number-generate')
              .then((r) => r.body.data),
      ),
    );
    const seqs = results.map((r) => r.seq).sort((a, b) => a - b);
    expect(new Set(results.map((r) => r.referenceNumber)).size).toBe(20);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => seqs[0]! + i));
    const year = results[0]!.year;
    for (const r of results) expect(r.referenceNumber).toBe(`辽建协〔${year}〕${String(r.seq).padStart(3, '0')}号`);
  });

  it('stores a number on an application once, and accepts only issued, unused numbers in the form', async () => {
    const draft = (await save(applicant, { title: '需要文号的发文', category: '1' })).data!.submitOaApplication;
    const assigned = (
      await applicant.gql<{ generateOaReferenceNumber: Generated }>(GENERATE, { i: { applicationId: draft.id } })
    ).data!.generateOaReferenceNumber;
    expect(assigned.applicationId).toBe(draft.id);
    expect((await detail(applicant, draft.id)).data!.oaApplication.referenceNumber).toBe(assigned.referenceNumber);
    const twice = await applicant.rest(
      'GET',
      `/api/lnjzxh-member/oa-application/reference-number-generate?id=${draft.id}`,
    );
    expect(twice.body).toMatchObject({ code: 400, msg: `该申请已有文号：${assigned.referenceNumber}` });
    expect((await lisi.gql(GENERATE, { i: { applicationId: draft.id } })).errors?.[0]?.message).toBe('办公审批不存在');

    // A number issued without an application goes into the form of another one; a used one is refused.
    const free = (await applicant.gql<{ generateOaReferenceNumber: Generated }>(GENERATE, { i: {} })).data!
      .generateOaReferenceNumber;
    const withFree = await save(applicant, { title: '填入文号', category: '1', referenceNumber: free.referenceNumber });
    expect(withFree.data!.submitOaApplication.referenceNumber).toBe(free.referenceNumber);
    expect(
      (await save(applicant, { title: '重复文号', category: '1', referenceNumber: assigned.referenceNumber }))
        .errors?.[0]?.message,
    ).toBe('文号已被使用');
    const future = `辽建协〔${free.year}〕${String(free.seq + 50).padStart(3, '0')}号`;
    expect(
      (await save(applicant, { title: '未来文号', category: '1', referenceNumber: future })).errors?.[0]?.message,
    ).toBe('文号须通过「生成文号」获得');

    // oa_manage gives a number to an approved application of someone else (发文 after approval).
    const app = await submitted('审批后编号的发文', [ids.shenpi!]);
    await approve(shenpi, app.id, 2);
    await approve(wangwu, app.id, 2);
    expect((await applicant.gql(GENERATE, { i: { applicationId: app.id } })).errors?.[0]?.message).toBe(
      '只能为自己待提交的申请生成文号',
    );
    const byOffice = await admin.gql<{ generateOaReferenceNumber: Generated }>(GENERATE, {
      i: { applicationId: app.id },
    });
    expect(byOffice.errors).toBeUndefined();
    expect((await detail(applicant, app.id)).data!.oaApplication.referenceNumber).toBe(
      byOffice.data!.generateOaReferenceNumber.referenceNumber,
    );
  });
});
