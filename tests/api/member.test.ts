import { todayIn } from '@zhuxie/domain/time/datetime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** Member units and join applications (issue 7, first slice) over HTTP: GraphQL and the legacy REST calls. */
let s: TestServer;
let admin: ApiClient;
let approver: ApiClient; // shenpi: role approver (member_join)
let huiyuan: ApiClient; // demo company account, already a member unit
let applicant: ApiClient; // a fresh company account without a unit
let applicantId: string;

const PASSWORD = 'Member-Test-2026';
const UNIT =
  'id version name creditCode regionCode regionName memberLevel posts status userId joinDate people { name post mobile }';
const APP = 'id version name creditCode flowStatus memberUnitId flowInstanceId attachments { name url }';

// Valid codes (check characters computed with the GB 32100-2015 weights).
const CODE_A = '91210100MA0Y0000D3';
const CODE_JOIN = '914403001922038216';

const unitInput = (creditCode: string, extra: Record<string, unknown> = {}) => ({
  name: `测试单位${creditCode.slice(-4)}`,
  creditCode,
  contactName: '张联系',
  contactMobile: '13812345678',
  memberLevel: '1',
  regionCode: '210103',
  ...extra,
});
const submitUnit = (client: ApiClient, input: Record<string, unknown>) =>
  client.gql<{ submitMemberUnit: { id: string; version: number; creditCode: string; people: { name: string }[] } }>(
    `mutation($i: MemberUnitInput!) { submitMemberUnit(input: $i) { ${UNIT} } }`,
    { i: input },
  );
const appInput = (extra: Record<string, unknown> = {}) => ({
  name: '深圳某某建设有限公司',
  creditCode: CODE_JOIN,
  contactName: '陈申请',
  contactMobile: '13912345678',
  memberLevel: '2',
  regionCode: '210104',
  attachments: [{ name: '营业执照.pdf', url: '/files/x/license.pdf', size: 1024 }],
  ...extra,
});
interface App {
  id: string;
  version: number;
  name: string;
  creditCode: string;
  flowStatus: number;
  memberUnitId: string | null;
  flowInstanceId: string | null;
}
const getApp = async (client: ApiClient, id: string) =>
  (await client.gql<{ entryApplication: App }>(`query($id: ID!) { entryApplication(id: $id) { ${APP} } }`, { id }))
    .data!.entryApplication;

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  const roleId = (
    await admin.gql<{ roles: { records: { id: string }[] } }>(
      `{ roles(filter: { roleAlias: "member" }) { records { id } } }`,
    )
  ).data!.roles.records[0]!.id;
  const r = await admin.gql<{ submitUser: { id: string } }>(
    `mutation($r: [ID!]!) { submitUser(input: { account: "qiye1", realName: "企业账号一", password: "${PASSWORD}", roleIds: $r }) { id } }`,
    { r: [roleId] },
  );
  expect(r.errors).toBeUndefined();
  applicantId = r.data!.submitUser.id;
  applicant = await s.login('qiye1', PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  huiyuan = await s.login('huiyuan', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop();
});

describe('member units', () => {
  it('creates a unit with people; refuses a duplicate credit code and a bad check character with their messages', async () => {
    const created = await submitUnit(
      admin,
      unitInput(CODE_A.toLowerCase(), {
        posts: ['4'],
        people: [{ name: '甲', post: '经理', mobile: '13800001111' }, { name: '乙' }],
      }),
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.submitMemberUnit.creditCode).toBe(CODE_A);
    expect(created.data!.submitMemberUnit.people.map((p) => p.name)).toEqual(['甲', '乙']);

    const dup = await submitUnit(admin, unitInput(CODE_A, { name: '另一家' }));
    expect(dup.errors?.[0]?.message).toBe('该统一社会信用代码已存在');

    const bad = await submitUnit(admin, unitInput('91210100MA0Y0000D4'));
    expect(bad.errors?.[0]?.message).toBe('统一社会信用代码校验位不正确');
    const format = await submitUnit(admin, unitInput('91210100MA0Y0000I3'));
    expect(format.errors?.[0]?.message).toBe('统一社会信用代码格式不正确');
    const mobile = await submitUnit(admin, unitInput('12100000400000624D', { contactMobile: '1381234' }));
    expect(mobile.errors?.[0]?.message).toBe('手机号码长度不为11位');
    const level = await submitUnit(admin, unitInput('12100000400000624D', { memberLevel: '99' }));
    expect(level.errors?.[0]?.message).toBe('会员等级不存在');

    // Updating replaces the people; the same code on the same unit is fine.
    const { id, version } = created.data!.submitMemberUnit;
    const updated = await submitUnit(admin, { ...unitInput(CODE_A), id, version, people: [{ name: '丙' }] });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.submitMemberUnit.people.map((p) => p.name)).toEqual(['丙']);
  });

  it('filters by name, credit code, level, status and region (a city matches its districts)', async () => {
    const q = (filter: Record<string, unknown>) =>
      admin.gql<{ memberUnits: { total: number; records: { name: string; regionName: string | null }[] } }>(
        `query($f: MemberUnitFilter) { memberUnits(filter: $f) { total records { name regionName } } }`,
        { f: filter },
      );
    const city = await q({ regionCode: '210100' });
    expect(city.data!.memberUnits.records.map((r) => r.name)).toEqual(
      expect.arrayContaining(['示例建筑工程有限公司', `测试单位${CODE_A.slice(-4)}`]),
    );
    expect(city.data!.memberUnits.records.map((r) => r.name)).not.toContain('大连海湾建设集团有限公司');
    expect((await q({ name: '海湾' })).data!.memberUnits.records.map((r) => r.name)).toEqual([
      '大连海湾建设集团有限公司',
    ]);
    expect((await q({ creditCode: '0000ar' })).data!.memberUnits.records[0]?.regionName).toBe('和平区');
    expect((await q({ status: 0 })).data!.memberUnits.records.map((r) => r.name)).toEqual(['鞍山钢城建筑安装有限公司']);
    expect((await q({ memberLevel: '4' })).data!.memberUnits.total).toBe(1);
  });

  it('is staff data: a company account cannot list or change units, but sees its own', async () => {
    const list = await huiyuan.gql(`{ memberUnits { total } }`);
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const change = await submitUnit(huiyuan, unitInput('12100000400000624D'));
    expect(change.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mine = await huiyuan.gql<{ myMemberUnit: { name: string; people: { name: string }[] } }>(
      `{ myMemberUnit { name people { name } } }`,
    );
    expect(mine.data!.myMemberUnit.name).toBe('示例建筑工程有限公司');
    expect(mine.data!.myMemberUnit.people.length).toBe(2);
  });
});

describe('join applications on the flow', () => {
  let appId: string;

  it('saves a draft over REST, shows it as mine, and hides it from another member', async () => {
    const bad = await applicant.rest(
      'POST',
      '/api/lnjzxh-member/entry-application/modify',
      appInput({ creditCode: '914403001922038217' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('统一社会信用代码校验位不正确');

    const draft = await applicant.rest<{ id: string; flowStatus: number; creditCode: string }>(
      'POST',
      '/api/lnjzxh-member/entry-application/modify',
      appInput(),
    );
    expect(draft.status).toBe(200);
    expect(draft.body.msg).toBe('新增成功');
    expect(draft.body.data.flowStatus).toBe(0);
    appId = draft.body.data.id;

    const mine = await applicant.rest<{ id: string }>('GET', '/api/lnjzxh-member/entry-application/get/mine');
    expect(mine.body.data.id).toBe(appId);
    const byId = await applicant.rest<{ id: string; attachments: { name: string }[] }>(
      'GET',
      `/api/lnjzxh-member/entry-application/get/${appId}`,
    );
    expect(byId.body.data.attachments[0]!.name).toBe('营业执照.pdf');

    const other = await huiyuan.rest('GET', `/api/lnjzxh-member/entry-application/get/${appId}`);
    expect(other.status).toBe(404);
    const otherGql = await huiyuan.gql(`query($id: ID!) { entryApplication(id: $id) { id } }`, { id: appId });
    expect(otherGql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const otherPage = await huiyuan.rest<{ records: { id: string }[] }>(
      'GET',
      '/api/lnjzxh-member/entry-application/page',
    );
    expect(otherPage.body.data.records.map((r) => r.id)).not.toContain(appId);
    const otherEdit = await huiyuan.rest('POST', '/api/lnjzxh-member/entry-application/modify', {
      ...appInput(),
      id: appId,
    });
    expect(otherEdit.status).toBe(403);
  });

  it('submits, is rejected (opinion required), edited and resubmitted, then approved: the member unit exists and is linked', async () => {
    const current = await getApp(applicant, appId);
    const submitted = await applicant.rest<{ flowStatus: number }>(
      'POST',
      '/api/lnjzxh-member/entry-application/modify',
      { ...appInput(), id: appId, version: current.version, submit: true },
    );
    expect(submitted.body.msg).toBe('更新成功');
    expect(submitted.body.data.flowStatus).toBe(1);

    // Under review: not editable.
    const locked = await applicant.rest('POST', '/api/lnjzxh-member/entry-application/modify', {
      ...appInput({ name: '改名' }),
      id: appId,
    });
    expect(locked.body.msg).toBe('审核中或已通过的申请不能修改');

    // Staff see it in the page and the approver's to-do list.
    const staffPage = await approver.rest<{ records: { id: string }[] }>(
      'GET',
      '/api/lnjzxh-member/entry-application/page?flowStatus=1',
    );
    expect(staffPage.body.data.records.map((r) => r.id)).toContain(appId);
    const todo = await approver.gql<{ flowTasks: { records: { businessId: string; businessType: string }[] } }>(
      `{ flowTasks(filter: { kind: "claim", businessType: "entry_application" }) { records { businessId businessType } } }`,
    );
    expect(todo.errors).toBeUndefined();
    expect(todo.data!.flowTasks.records.map((r) => r.businessId)).toContain(appId);

    const instanceId = (await getApp(approver, appId)).flowInstanceId!;
    const act = (client: ApiClient, action: string, opinion?: string) =>
      client.gql<{ flowAction: { status: number } }>(
        `mutation($i: ID!, $a: String!, $o: String) { flowAction(input: { instanceId: $i, action: $a, opinion: $o }) { status } }`,
        { i: instanceId, a: action, o: opinion },
      );
    expect((await act(approver, 'reject')).errors?.[0]?.message).toBe('审核意见不能为空');
    expect((await act(approver, 'reject', '请补充资质证书')).data!.flowAction.status).toBe(3);
    expect((await getApp(applicant, appId)).flowStatus).toBe(3);
    const none = await admin.gql<{ memberUnits: { total: number } }>(
      `query($c: String) { memberUnits(filter: { creditCode: $c }) { total } }`,
      { c: CODE_JOIN },
    );
    expect(none.data!.memberUnits.total).toBe(0);

    // Rejected: editable again, resubmitted through GraphQL.
    const again = await getApp(applicant, appId);
    const resubmit = await applicant.gql<{ submitEntryApplication: App }>(
      `mutation($i: EntryApplicationInput!) { submitEntryApplication(input: $i) { ${APP} } }`,
      {
        i: {
          ...appInput({ qualifications: '建筑工程施工总承包一级' }),
          id: appId,
          version: again.version,
          andSubmit: true,
        },
      },
    );
    expect(resubmit.errors).toBeUndefined();
    expect(resubmit.data!.submitEntryApplication.flowStatus).toBe(1);

    // Approved at 07:30 Beijing time (23:30 UTC the day before, and the afternoon before in the test process's
    // zone): the unit joins on the Beijing day. The clock is moved forward to that moment, within a day of now.
    const early = new Date();
    early.setUTCHours(23, 30, 0, 0);
    if (early.getTime() <= Date.now()) early.setUTCDate(early.getUTCDate() + 1);
    vi.useFakeTimers({ toFake: ['Date'], now: early });
    try {
      const approverAtDawn = await s.login('shenpi', DEMO_PASSWORD);
      expect((await act(approverAtDawn, 'approve')).data!.flowAction.status).toBe(2);
    } finally {
      vi.useRealTimers();
    }
    const done = await getApp(applicant, appId);
    expect(done.flowStatus).toBe(2);
    expect(done.memberUnitId).toBeTruthy();

    const unit = await admin.gql<{
      memberUnit: {
        name: string;
        creditCode: string;
        status: number;
        userId: string;
        memberLevel: string;
        joinDate: string;
      };
    }>(`query($id: ID!) { memberUnit(id: $id) { ${UNIT} } }`, { id: done.memberUnitId });
    expect(unit.data!.memberUnit).toMatchObject({
      name: '深圳某某建设有限公司',
      creditCode: CODE_JOIN,
      status: 1,
      userId: applicantId,
      memberLevel: '2',
    });
    expect(unit.data!.memberUnit.joinDate).toBe(todayIn(undefined, early));
    expect(unit.data!.memberUnit.joinDate).not.toBe(early.toISOString().slice(0, 10));
    const mine = await applicant.gql<{ myMemberUnit: { id: string } }>(`{ myMemberUnit { id } }`);
    expect(mine.data!.myMemberUnit.id).toBe(done.memberUnitId);

    // Approved: no more changes, and the same company cannot apply again.
    const closed = await applicant.rest('POST', '/api/lnjzxh-member/entry-application/modify', {
      ...appInput(),
      id: appId,
    });
    expect(closed.body.msg).toBe('审核中或已通过的申请不能修改');
    const twice = await huiyuan.rest('POST', '/api/lnjzxh-member/entry-application/modify', appInput());
    expect(twice.body.msg).toBe('该单位已是会员单位');
  });

  it('approval activates an existing disabled unit with the same credit code instead of creating another', async () => {
    const code = '91210300MA0Y0000CA'; // demo unit 鞍山钢城建筑安装有限公司, status 0
    const other = await admin.gql<{ submitUser: { id: string } }>(
      `mutation($r: [ID!]!) { submitUser(input: { account: "qiye2", realName: "企业账号二", password: "${PASSWORD}", roleIds: $r }) { id } }`,
      {
        r: [
          (
            await admin.gql<{ roles: { records: { id: string }[] } }>(
              `{ roles(filter: { roleAlias: "member" }) { records { id } } }`,
            )
          ).data!.roles.records[0]!.id,
        ],
      },
    );
    const company = await s.login('qiye2', PASSWORD);
    const app = await company.gql<{ submitEntryApplication: App }>(
      `mutation($i: EntryApplicationInput!) { submitEntryApplication(input: $i) { ${APP} } }`,
      {
        i: {
          ...appInput({ name: '鞍山钢城建筑安装有限公司', creditCode: code, memberLevel: '1', attachments: [] }),
          andSubmit: true,
        },
      },
    );
    expect(app.errors).toBeUndefined();
    const instanceId = app.data!.submitEntryApplication.flowInstanceId!;
    const approved = await approver.gql<{ flowAction: { status: number } }>(
      `mutation($i: ID!) { flowAction(input: { instanceId: $i, action: "approve" }) { status } }`,
      { i: instanceId },
    );
    expect(approved.data!.flowAction.status).toBe(2);
    const units = await admin.gql<{ memberUnits: { total: number; records: { status: number; userId: string }[] } }>(
      `query($c: String) { memberUnits(filter: { creditCode: $c }) { total records { status userId } } }`,
      { c: code },
    );
    expect(units.data!.memberUnits.total).toBe(1);
    expect(units.data!.memberUnits.records[0]).toEqual({ status: 1, userId: other.data!.submitUser.id });
  });

  it('needs the portal or staff permission to list, and a signed-in user for the rest', async () => {
    const anonymous = await s.rest('GET', '/api/lnjzxh-member/entry-application/get/mine');
    expect(anonymous.status).toBe(401);
    const expert = await s.login('zhuanjia', DEMO_PASSWORD);
    expect((await expert.rest('GET', '/api/lnjzxh-member/entry-application/page')).status).toBe(403);
    expect((await expert.rest('POST', '/api/lnjzxh-member/entry-application/modify', appInput())).status).toBe(403);
  });
});
