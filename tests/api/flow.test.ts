import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFlowHooks } from '../../api/src/engine/flow/flow-hooks.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** A business type of this test only, whose records name their designated approvers here (the `designated` rule). */
const DESIGNATED: Record<string, string[]> = {};
registerFlowHooks('designated_test', {
  label: '指定审批测试',
  paths: { detail: '/work/tasks/done' },
  async canSubmit() {
    return true;
  },
  async designatedApprovers(_ctx, businessId, stepIndex) {
    return stepIndex === 0 ? (DESIGNATED[businessId] ?? []) : [];
  },
});

/** The approval-flow engine over HTTP, driven through its first business type, the leave process. */
let s: TestServer;
let admin: ApiClient;
let applicant: ApiClient; // zhangsan: files leave requests
let approver: ApiClient; // shenpi (demo): role approver
let approver2: ApiClient; // lisi: role approver too
let outsider: ApiClient; // huiyuan (demo member account): no part in any of it

const PASSWORD = 'Flow-Test-2026';
const INSTANCE = 'id status stepIndex version modelVersion claimedBy approvers';

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
  ]) {
    const r = await admin.gql(
      `mutation($a: String!, $n: String, $r: [ID!]!) { submitUser(input: { account: $a, realName: $n, password: "${PASSWORD}", roleIds: $r }) { id } }`,
      { a: account, n: realName, r: [roleId] },
    );
    expect(r.errors).toBeUndefined();
  }
  applicant = await s.login('zhangsan', PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  approver2 = await s.login('lisi', PASSWORD);
  outsider = await s.login('huiyuan', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop();
});

interface Instance {
  id: string;
  status: number;
  stepIndex: number;
  version: number;
  modelVersion: number;
  claimedBy: string | null;
  approvers: string[];
}

async function newLeave(andSubmit = false): Promise<string> {
  const r = await applicant.gql<{ submitLeaveRequest: { id: string } }>(
    `mutation($s: Boolean) { submitLeaveRequest(input: { leaveType: 1, startTime: "2026-12-01T01:00:00Z", endTime: "2026-12-02T09:00:00Z", days: "1.5", reason: "家中有事", andSubmit: $s }) { id } }`,
    { s: andSubmit },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.submitLeaveRequest.id;
}

const submit = (client: ApiClient, businessId: string) =>
  client.gql<{ submitFlow: Instance }>(
    `mutation($b: ID!) { submitFlow(input: { businessType: "leave", businessId: $b }) { ${INSTANCE} } }`,
    { b: businessId },
  );
const act = (client: ApiClient, instanceId: string, action: string, opinion?: string, version?: number) =>
  client.gql<{ flowAction: Instance }>(
    `mutation($i: ID!, $a: String!, $o: String, $v: Int) { flowAction(input: { instanceId: $i, action: $a, opinion: $o, version: $v }) { ${INSTANCE} } }`,
    { i: instanceId, a: action, o: opinion, v: version },
  );
const record = (client: ApiClient, businessId: string) =>
  client.gql<{
    flowRecord: {
      instance: Instance | null;
      allowedActions: string[];
      logs: {
        action: string;
        approvalOpinion: string | null;
        approvalStatus: number;
        createByName: string;
        approvalConfigTitle: string;
        createDateTime: string;
      }[];
      steps: {
        approvalStatus: number;
        current: boolean;
        buttonApproval: boolean;
        buttonReject: boolean;
        buttonCancel: boolean;
        buttonApprovalTitle: string;
      }[];
    };
  }>(
    `query($b: ID!) { flowRecord(businessType: "leave", businessId: $b) { instance { ${INSTANCE} } allowedActions logs { action approvalOpinion approvalStatus createByName approvalConfigTitle createDateTime } steps { approvalStatus current buttonApproval buttonReject buttonCancel buttonApprovalTitle } } }`,
    { b: businessId },
  );
const leaveStatus = async (id: string) =>
  (
    await applicant.gql<{ leaveRequest: { flowStatus: number } }>(
      `query($id: ID!) { leaveRequest(id: $id) { flowStatus } }`,
      { id },
    )
  ).data!.leaveRequest.flowStatus;

describe('a leave request through its flow', () => {
  it('submits, refuses a reject without an opinion, rejects, resubmits and approves, with the log and mirrored status', async () => {
    const id = await newLeave();
    const started = await submit(applicant, id);
    expect(started.errors).toBeUndefined();
    expect(started.data!.submitFlow).toMatchObject({
      status: 1,
      stepIndex: 0,
      modelVersion: 1,
      approvers: ['approver'],
    });
    expect(await leaveStatus(id)).toBe(1);

    const panel = (await record(approver, id)).data!.flowRecord;
    expect(panel.allowedActions.sort()).toEqual(['approve', 'reject', 'void']);
    expect(panel.steps).toEqual([
      {
        approvalStatus: 0,
        current: true,
        buttonApproval: true,
        buttonReject: true,
        buttonCancel: true,
        buttonApprovalTitle: '通过',
      },
    ]);
    // The applicant sees the same record but none of the approver's buttons; withdraw is theirs.
    const own = (await record(applicant, id)).data!.flowRecord;
    expect(own.allowedActions).toEqual(['withdraw']);
    expect(own.steps[0]!.buttonApproval).toBe(false);

    const instanceId = started.data!.submitFlow.id;
    const bare = await act(approver, instanceId, 'reject', '   ');
    expect(bare.errors?.[0]?.message).toBe('审核意见不能为空');
    expect(bare.errors?.[0]?.extensions?.fields).toEqual([{ field: 'approvalOpinion', message: '审核意见不能为空' }]);
    const rejected = await act(approver, instanceId, 'reject', '请补充证明材料');
    expect(rejected.data!.flowAction.status).toBe(3);
    expect(await leaveStatus(id)).toBe(3);

    // Only the applicant resubmits; the approver cannot approve a rejected record.
    expect((await act(approver, instanceId, 'approve')).errors?.[0]?.message).toBe('当前状态（已驳回）不能通过');
    expect((await submit(approver, id)).errors?.[0]?.message).toBe('不能提交此记录');
    expect((await submit(applicant, id)).data!.submitFlow.status).toBe(1);

    const approved = await act(approver2, instanceId, 'approve');
    expect(approved.data!.flowAction).toMatchObject({ status: 2, approvers: [] });
    expect(await leaveStatus(id)).toBe(2);

    const done = (await record(applicant, id)).data!.flowRecord;
    expect(done.logs.map((l) => [l.action, l.approvalStatus, l.approvalOpinion, l.createByName])).toEqual(
      [
        ['submit', 1, null, '张三'],
        ['reject', 3, '请补充证明材料', '审核人'],
        ['submit', 1, null, '张三'],
        ['approve', 2, '同意', '李四'],
      ].map(([a, st, o, n]) => [a, st, o, n === '审核人' ? done.logs[1]!.createByName : n]),
    );
    expect(done.logs[1]!.createByName).not.toBe('张三');
    expect(done.logs.every((l) => l.approvalConfigTitle && !Number.isNaN(Date.parse(l.createDateTime)))).toBe(true);
    // Status 2 shows the result of the step; nothing is current any more.
    expect(done.steps).toEqual([
      {
        approvalStatus: 2,
        current: false,
        buttonApproval: false,
        buttonReject: false,
        buttonCancel: false,
        buttonApprovalTitle: '通过',
      },
    ]);
  });

  it('saves and submits in one go (保存并送审), and keeps records under review from being edited', async () => {
    const id = await newLeave(true);
    expect(await leaveStatus(id)).toBe(1);
    const edit = await applicant.gql(
      `mutation($id: ID!) { submitLeaveRequest(input: { id: $id, leaveType: 2, startTime: "2026-12-01T01:00:00Z", endTime: "2026-12-02T09:00:00Z", days: "1", reason: "改" }) { id } }`,
      { id },
    );
    expect(edit.errors?.[0]?.message).toBe('审核中或已结束的申请不能修改');
    const bad = await applicant.gql(
      `mutation { submitLeaveRequest(input: { leaveType: 1, startTime: "2026-12-02T01:00:00Z", endTime: "2026-12-01T09:00:00Z", days: "1", reason: "x" }) { id } }`,
    );
    expect(bad.errors?.[0]?.message).toBe('结束时间必须晚于开始时间');
  });

  it('withdraw by the applicant, void, and reset by a flow administrator only', async () => {
    const id = await newLeave();
    const inst = (await submit(applicant, id)).data!.submitFlow;
    expect((await act(approver, inst.id, 'withdraw')).errors?.[0]?.message).toBe('您不能对此记录执行撤回操作');
    expect((await act(applicant, inst.id, 'withdraw')).data!.flowAction.status).toBe(5);
    expect((await act(applicant, inst.id, 'reset')).errors?.[0]?.message).toBe('您不能对此记录执行重置操作');
    expect((await act(applicant, inst.id, 'void')).data!.flowAction.status).toBe(4);
    expect((await act(applicant, inst.id, 'submit')).errors?.[0]?.message).toBe('当前状态（已作废）不能送审');
    expect((await act(admin, inst.id, 'reset', '重新办理')).data!.flowAction).toMatchObject({
      status: 0,
      stepIndex: 0,
    });
    expect(await leaveStatus(id)).toBe(0);
    expect((await act(applicant, inst.id, 'submit')).data!.flowAction.status).toBe(1);
  });

  it('refuses a stale version, and of two approvers acting at once exactly one wins', async () => {
    const id = await newLeave();
    const inst = (await submit(applicant, id)).data!.submitFlow;
    expect((await act(approver, inst.id, 'approve', undefined, inst.version - 1)).errors?.[0]?.extensions?.code).toBe(
      'STALE',
    );
    const results = await Promise.all([
      act(approver, inst.id, 'approve', '甲同意'),
      act(approver2, inst.id, 'reject', '乙驳回'),
    ]);
    const wins = results.filter((r) => !r.errors);
    const losses = results.filter((r) => r.errors);
    expect(wins).toHaveLength(1);
    expect(losses).toHaveLength(1);
    expect(['STALE', 'FORBIDDEN']).toContain(losses[0]!.errors![0]!.extensions?.code);
    const logs = (await record(applicant, id)).data!.flowRecord.logs.filter((l) => l.action !== 'submit');
    expect(logs).toHaveLength(1);
  });
});

describe('task lists and claims', () => {
  it('a role step is claimed by one approver; to-do, claim, sent and done lists follow', async () => {
    const id = await newLeave();
    const inst = (await submit(applicant, id)).data!.submitFlow;
    const list = (c: ApiClient, kind: string) =>
      c.gql<{ flowTasks: { total: number; records: { id: string }[] } }>(
        `query($k: String!) { flowTasks(filter: { kind: $k }, page: { size: 200 }) { total records { id } } }`,
        { k: kind },
      );
    const has = async (c: ApiClient, kind: string) =>
      (await list(c, kind)).data!.flowTasks.records.some((r) => r.id === inst.id);

    expect(await has(approver, 'claim')).toBe(true);
    expect(await has(approver2, 'claim')).toBe(true);
    expect(await has(approver, 'todo')).toBe(false);
    expect(await has(applicant, 'claim')).toBe(false); // never one's own
    expect(await has(applicant, 'sent')).toBe(true);

    const claimed = await approver.gql<{ claimFlowTask: Instance }>(
      `mutation($i: ID!) { claimFlowTask(input: { instanceId: $i }) { ${INSTANCE} } }`,
      { i: inst.id },
    );
    expect(claimed.errors).toBeUndefined();
    expect(await has(approver, 'todo')).toBe(true);
    expect(await has(approver2, 'claim')).toBe(false);
    const again = await approver2.gql(`mutation($i: ID!) { claimFlowTask(input: { instanceId: $i }) { id } }`, {
      i: inst.id,
    });
    expect(again.errors?.[0]?.message).toBe('该任务已被他人签收');
    expect((await act(approver2, inst.id, 'approve')).errors?.[0]?.message).toBe('该任务已被他人签收');

    expect((await act(approver, inst.id, 'approve')).data!.flowAction.status).toBe(2);
    expect(await has(approver, 'done')).toBe(true);
    expect(await has(approver, 'todo')).toBe(false);
    const counts = await approver.gql<{ flowTaskCounts: { todo: number; claim: number; sent: number; done: number } }>(
      `{ flowTaskCounts { todo claim sent done } }`,
    );
    expect(counts.data!.flowTaskCounts.done).toBeGreaterThanOrEqual(1);
    expect((await outsider.gql(`{ flowTasks(filter: { kind: "nope" }) { total } }`)).errors?.[0]?.message).toBe(
      '任务列表不存在',
    );
  });
});

describe('business types: every registered type has a name and screens', () => {
  it('lists each type with its name and the client paths the task lists open', async () => {
    type Def = { key: string; label: string; detailPath: string; handlePath: string };
    const defs = (
      await applicant.gql<{ flowBusinessTypeDefs: Def[] }>(
        `{ flowBusinessTypeDefs { key label detailPath handlePath } }`,
      )
    ).data!.flowBusinessTypeDefs;
    const keys = defs.map((d) => d.key);
    for (const key of [
      'leave',
      'oa_application',
      'entry_application',
      'member_change',
      'expert',
      'century_cup',
      'quality_structure',
    ])
      expect(keys).toContain(key);
    for (const d of defs) {
      expect(d.label.trim(), d.key).not.toBe('');
      expect(d.label, d.key).not.toBe(d.key);
      for (const path of [d.detailPath, d.handlePath]) expect(path, d.key).toMatch(/^\/[^\s]*$/);
    }
    // The leave process is handled on its own page; a task of it carries the filled-in paths.
    const id = await newLeave();
    const inst = (await submit(applicant, id)).data!.submitFlow;
    const sent = await applicant.gql<{
      flowTasks: { records: Array<{ id: string; businessTypeLabel: string; detailPath: string; handlePath: string }> };
    }>(
      `{ flowTasks(filter: { kind: "sent" }, page: { size: 200 }) { records { id businessTypeLabel detailPath handlePath } } }`,
    );
    expect(sent.data!.flowTasks.records.find((r) => r.id === inst.id)).toEqual({
      id: inst.id,
      businessTypeLabel: '请假',
      detailPath: `/work/process/leave/detail/${inst.id}/${id}`,
      handlePath: `/work/process/leave/handle/${inst.id}/${inst.id}/${id}`,
    });
    expect((await s.gql(`{ flowBusinessTypeDefs { key } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('models, versions and administration', () => {
  it('a new model version applies to new submissions only; suspended models take none; follow-up and terminate', async () => {
    const running = await newLeave();
    const before = (await submit(applicant, running)).data!.submitFlow;
    const saved = await admin.gql<{
      saveFlowModel: { modelVersion: number; steps: { title: string; approverKind: string }[] };
    }>(
      `mutation($u: [String!]!) { saveFlowModel(input: { modelKey: "leave", name: "请假流程", steps: [
        { title: "部门负责人审批", approverKind: "role", approvers: ["approver"] },
        { title: "秘书长审批", approverKind: "user", approvers: $u, buttonReject: false }
      ] }) { modelVersion steps { title approverKind } } }`,
      { u: [await userId('lisi')] },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveFlowModel.modelVersion).toBe(2);

    // The running instance finishes on version 1 (one step) ...
    expect((await act(approver, before.id, 'approve')).data!.flowAction.status).toBe(2);
    // ... a new one runs on version 2, whose second step is lisi's and offers no reject.
    const fresh = await newLeave();
    const inst = (await submit(applicant, fresh)).data!.submitFlow;
    expect(inst.modelVersion).toBe(2);
    const step2 = (await act(approver, inst.id, 'approve')).data!.flowAction;
    expect(step2).toMatchObject({ status: 1, stepIndex: 1 });
    expect((await act(approver, inst.id, 'approve')).errors?.[0]?.message).toBe('您不能对此记录执行通过操作');
    expect((await act(approver2, inst.id, 'reject', '不行')).errors?.[0]?.message).toBe('「秘书长审批」不提供此操作');

    const versions = await admin.gql<{ flowModelVersions: { modelVersion: number; isLatest: boolean }[] }>(
      `{ flowModelVersions(modelKey: "leave") { modelVersion isLatest } }`,
    );
    expect(versions.data!.flowModelVersions).toEqual([
      { modelVersion: 2, isLatest: true },
      { modelVersion: 1, isLatest: false },
    ]);

    const follow = await admin.gql<{ flowFollowUp: { records: { id: string }[] } }>(
      `{ flowFollowUp(filter: { status: 1 }, page: { size: 200 }) { records { id } } }`,
    );
    expect(follow.data!.flowFollowUp.records.map((r) => r.id)).toContain(inst.id);
    expect((await approver.gql(`{ flowFollowUp { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ended = await admin.gql<{ terminateFlowInstance: Instance }>(
      `mutation($i: ID!) { terminateFlowInstance(input: { instanceId: $i, reason: "重复申请" }) { ${INSTANCE} } }`,
      { i: inst.id },
    );
    expect(ended.data!.terminateFlowInstance.status).toBe(4);
    expect(await leaveStatus(fresh)).toBe(4);

    await admin.gql(`mutation { setFlowModelStatus(input: { modelKey: "leave", status: 0 }) { status } }`);
    expect((await submit(applicant, await newLeave())).errors?.[0]?.message).toBe('该业务的流程模型已挂起，暂不能送审');
    await admin.gql(`mutation { setFlowModelStatus(input: { modelKey: "leave", status: 1 }) { status } }`);
    expect(
      (await approver.gql(`mutation { setFlowModelStatus(input: { modelKey: "leave", status: 0 }) { status } }`))
        .errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const noSteps = await admin.gql(
      `mutation { saveFlowModel(input: { modelKey: "leave", name: "x", steps: [] }) { id } }`,
    );
    expect(noSteps.errors?.[0]?.message).toBe('流程模型至少需要一个审批步骤');
    // Back to one step (a third version) for the tests that follow.
    const back = await admin.gql<{ saveFlowModel: { modelVersion: number } }>(
      `mutation { saveFlowModel(input: { modelKey: "leave", name: "请假流程", steps: [{ title: "部门负责人审批", approverKind: "role", approvers: ["approver"] }] }) { modelVersion } }`,
    );
    expect(back.data!.saveFlowModel.modelVersion).toBe(3);
  });

  it('keeps records away from people with no part in them, and from other tenants', async () => {
    const id = await newLeave();
    await submit(applicant, id);
    expect((await record(outsider, id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await outsider.gql(`query($id: ID!) { leaveRequest(id: $id) { id } }`, { id })).errors?.[0]?.message).toBe(
      '请假申请不存在',
    );
    expect((await submit(outsider, id)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await outsider.gql(`mutation { submitFlow(input: { businessType: "nothing", businessId: "x" }) { id } }`))
        .errors?.[0]?.message,
    ).toBe('未知的业务类型');
  });
});

describe('the designated rule: approvers named by the record, one after another', () => {
  it('hands the step from one designated user to the next, then moves on; a rejection starts again with the first', async () => {
    const [shenpi, lisi, adminId] = [await userId('shenpi'), await userId('lisi'), await userId('admin')];
    const bad = await admin.gql(
      `mutation { saveFlowModel(input: { modelKey: "designated_test", name: "x", steps: [{ title: "a", approverKind: "rule", approvers: ["nobody"] }] }) { id } }`,
    );
    expect(bad.errors?.[0]?.message).toBe('第1步的审批规则无效');
    const saved = await admin.gql(
      `mutation($u: [String!]!) { saveFlowModel(input: { modelKey: "designated_test", name: "指定审批测试", steps: [
        { title: "指定审批", approverKind: "rule", approvers: ["designated"] },
        { title: "管理员审批", approverKind: "user", approvers: $u }
      ] }) { id } }`,
      { u: [adminId] },
    );
    expect(saved.errors).toBeUndefined();
    const submitOf = (businessId: string) =>
      applicant.gql<{ submitFlow: Instance }>(
        `mutation($b: ID!) { submitFlow(input: { businessType: "designated_test", businessId: $b }) { ${INSTANCE} } }`,
        { b: businessId },
      );

    DESIGNATED.d1 = [shenpi, lisi, shenpi]; // repeats count once
    const started = (await submitOf('d1')).data!.submitFlow;
    expect(started).toMatchObject({ status: 1, stepIndex: 0, approvers: [shenpi] });
    expect((await act(approver2, started.id, 'approve')).errors?.[0]?.message).toBe('您不能对此记录执行通过操作');
    const todo = async (c: ApiClient) =>
      (
        await c.gql<{ flowTasks: { records: { id: string }[] } }>(
          `{ flowTasks(filter: { kind: "todo" }, page: { size: 200 }) { records { id } } }`,
        )
      ).data!.flowTasks.records.map((r) => r.id);
    expect(await todo(approver)).toContain(started.id);
    expect(await todo(approver2)).not.toContain(started.id);
    const second = (await act(approver, started.id, 'approve', '甲同意')).data!.flowAction;
    expect(second).toMatchObject({ status: 1, stepIndex: 0, approvers: [lisi] });
    expect(await todo(approver2)).toContain(started.id);
    expect((await act(approver, started.id, 'approve')).errors?.[0]?.message).toBe('您不能对此记录执行通过操作');
    const third = (await act(approver2, started.id, 'approve')).data!.flowAction;
    expect(third).toMatchObject({ status: 1, stepIndex: 1, approvers: [adminId] });
    expect((await act(admin, started.id, 'approve')).data!.flowAction.status).toBe(2);

    DESIGNATED.d2 = [shenpi, lisi];
    const other = (await submitOf('d2')).data!.submitFlow;
    await act(approver, other.id, 'approve');
    expect((await act(approver2, other.id, 'reject', '请修改')).data!.flowAction.status).toBe(3);
    expect((await submitOf('d2')).data!.submitFlow).toMatchObject({ status: 1, stepIndex: 0, approvers: [shenpi] });

    DESIGNATED.d3 = [];
    expect((await submitOf('d3')).errors?.[0]?.message).toBe('「指定审批」没有可用的审批人，请联系管理员');
  });
});

describe('legacy REST: the flow tool and the step call', () => {
  it('submits through flow/tool/submit, rejects and approves through {type}/approval, approves in bulk via approvalAuto', async () => {
    const id = await newLeave();
    const submitted = await applicant.rest<{ status: number; id: string }>(
      'POST',
      '/api/lnjzxh-member/flow/tool/submit',
      { businessType: 'leave', businessId: id },
    );
    expect(submitted.body).toMatchObject({ success: true, msg: '提交成功', data: { status: 1 } });
    const noOpinion = await approver.rest('POST', '/api/lnjzxh-member/leave/approval', { id, approvalStatus: 3 });
    expect(noOpinion.body).toMatchObject({ code: 400, success: false, msg: '审核意见不能为空' });
    const rejected = await approver.rest<{ status: number }>('POST', '/api/lnjzxh-member/leave/approval', {
      id,
      approvalStatus: 3,
      approvalOpinion: '日期有误',
    });
    expect(rejected.body.data.status).toBe(3);
    expect(
      (
        await applicant.rest<{ status: number }>('POST', '/api/lnjzxh-member/flow/tool/submit', {
          businessType: 'leave',
          businessId: id,
        })
      ).body.data.status,
    ).toBe(1);
    const badStatus = await approver.rest('POST', '/api/lnjzxh-member/leave/approval', { id, approvalStatus: 9 });
    expect(badStatus.body).toMatchObject({ code: 400, msg: '审批状态无效' });
    const auto = await approver.rest<{ approved: number }>(
      'POST',
      '/api/lnjzxh-awards-mgt/lnjzxh/award/leave/approvalAuto',
      { ids: [id] },
    );
    expect(auto.body.data.approved).toBe(1);
    expect(await leaveStatus(id)).toBe(2);
    for (const [type, body, msg] of [
      ['no-such-type', { ids: [id] }, '业务类型不存在：no-such-type'],
      ['leave', {}, '请选择要审批的记录'],
      ['leave', { ids: ' , ' }, '请选择要审批的记录'],
    ] as const) {
      const refusedAuto = await approver.rest('POST', `/api/lnjzxh-awards-mgt/lnjzxh/award/${type}/approvalAuto`, body);
      expect(refusedAuto.status).toBe(400);
      expect(refusedAuto.body).toMatchObject({ code: 400, success: false, msg });
    }
    const reset = await admin.rest<{ status: number }>('POST', '/api/lnjzxh-member/flow/tool/reset', {
      businessType: 'leave',
      businessId: id,
    });
    expect(reset.body.data.status).toBe(0);
    const refused = await outsider.rest('POST', '/api/lnjzxh-member/flow/tool/invalidate', {
      businessType: 'leave',
      businessId: id,
    });
    expect(refused.body).toMatchObject({ code: 403, success: false });
  });
});

async function userId(account: string): Promise<string> {
  const r = await admin.gql<{ users: { records: { id: string }[] } }>(
    `query($a: String) { users(filter: { account: $a }) { records { id } } }`,
    { a: account },
  );
  return r.data!.users.records[0]!.id;
}
