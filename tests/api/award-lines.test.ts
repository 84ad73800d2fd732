import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** Award lines beyond the century cup (issue 8): quality teams, safety standardization, technology results audit. */
let s: TestServer;
let admin: ApiClient & { token: string };
let approver: ApiClient; // shenpi: every award-lines code but the deletes
let member: ApiClient; // huiyuan: none of them
let adminB: ApiClient; // administrator of another tenant
const B = '400018';
const AWARD = '/api/lnjzxh-awards-mgt/lnjzxh/award';
const TECH = '/api/lnjzxh-awards-mgt/technology-innovative-results';
let units: { id: string; name: string }[] = [];
let programmeId = '';
let centuryProgrammeId = '';

interface Row {
  id: string;
  version: number;
  [key: string]: unknown;
}

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  // The demo data holds several member units.
  units = (
    await admin.gql<{ memberUnits: { records: { id: string; name: string }[] } }>(
      `{ memberUnits(page: { size: 50 }) { records { id name } } }`,
    )
  ).data!.memberUnits.records;
  // The suite creates this year's century cup programme: the demo programme of this year makes way.
  const demo = (
    await admin.gql<{ awardProgrammes: { records: { id: string }[] } }>(`{ awardProgrammes { records { id } } }`)
  ).data!.awardProgrammes.records;
  expect(
    (
      await admin.gql(`mutation($ids: [ID!]!) { removeAwardProgrammes(input: { ids: $ids }) }`, {
        ids: demo.map((p) => p.id),
      })
    ).errors,
  ).toBeUndefined();
  const prog = await admin.gql<{ submitAwardProgramme: { id: string } }>(
    `mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { id } }`,
    {
      i: {
        awardType: 'safety_standardization',
        year: 2026,
        name: '2026年度安全标准化',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        accountCategories: ['1'],
      },
    },
  );
  programmeId = prog.data!.submitAwardProgramme.id;
  const cup = await admin.gql<{ submitAwardProgramme: { id: string } }>(
    `mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { id } }`,
    {
      i: {
        awardType: 'century_cup',
        year: 2026,
        name: '2026年度世纪杯',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        accountCategories: ['1'],
      },
    },
  );
  centuryProgrammeId = cup.data!.submitAwardProgramme.id;
  expect(
    (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "奖项线租户" }) { id } }`)).errors,
  ).toBeUndefined();
  const inB = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': B });
  const roles = await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`);
  const role = roles.data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
  expect(
    (
      await inB.gql(
        `mutation($r: [ID!]!) { submitUser(input: { account: "linesb", password: "Tenant-B-2026", roleIds: $r }) { id } }`,
        { r: [role] },
      )
    ).errors,
  ).toBeUndefined();
  adminB = await s.login('linesb', 'Tenant-B-2026', B);
});
afterAll(async () => {
  await s?.stop();
});

describe('quality teams', () => {
  it('lists the flow models of the quality_team business type over REST and GraphQL', async () => {
    const rest = await approver.rest<{ modelKey: string; name: string; steps: { title: string }[] }[]>(
      'GET',
      `${AWARD}/quality/team/flowConfigList`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ code: 200, success: true });
    expect(rest.body.data).toHaveLength(1);
    expect(rest.body.data[0]).toMatchObject({ modelKey: 'quality_team', name: '质量小组申报' });
    expect(rest.body.data[0]!.steps.map((st) => st.title)).toEqual(['协会初审', '协会复审']);
    const gql = await approver.gql<{ qualityTeamFlowConfig: { modelKey: string }[] }>(
      `{ qualityTeamFlowConfig { modelKey modelVersion steps { title approverKind } } }`,
    );
    expect(gql.data!.qualityTeamFlowConfig.map((m) => m.modelKey)).toEqual(['quality_team']);
  });

  let rowId = '';
  it('adds member units (once each), lists them with their enabled flag and offers only the others', async () => {
    expect(units.length).toBeGreaterThanOrEqual(2);
    const before = await approver.gql<{ qualityTeamUnitCandidates: { id: string }[] }>(
      `{ qualityTeamUnitCandidates { id name } }`,
    );
    expect(before.data!.qualityTeamUnitCandidates.map((c) => c.id)).toContain(units[0]!.id);
    const added = await approver.gql<{ addQualityTeamUnit: Row }>(
      `mutation($i: QualityTeamUnitAddInput!) { addQualityTeamUnit(input: $i) { id memberUnitId unitName enabled version } }`,
      { i: { memberUnitId: units[0]!.id } },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.addQualityTeamUnit).toMatchObject({
      memberUnitId: units[0]!.id,
      unitName: units[0]!.name,
      enabled: 1,
    });
    rowId = added.data!.addQualityTeamUnit.id;
    const again = await approver.gql(
      `mutation($i: QualityTeamUnitAddInput!) { addQualityTeamUnit(input: $i) { id } }`,
      { i: { memberUnitId: units[0]!.id } },
    );
    expect(again.errors?.[0]?.message).toBe('该单位已是质量小组申报单位，请勿重复添加');
    const missing = await approver.rest('POST', `${AWARD}/quality/team/unit/add`, { memberUnitId: 'nope' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, msg: '申报单位不存在' });
    const empty = await approver.rest('POST', `${AWARD}/quality/team/unit/add`, {});
    expect(empty.body).toMatchObject({ success: false, msg: '请选择申报单位' });
    const viaRest = await approver.rest<Row>('POST', `${AWARD}/quality/team/unit/add`, { memberUnitId: units[1]!.id });
    expect(viaRest.body).toMatchObject({ success: true, msg: '新增成功', data: { enabled: 1 } });

    const list = await approver.rest<Row[]>('GET', `${AWARD}/quality/team/unit/list`);
    expect(list.body.success).toBe(true);
    expect(list.body.data.map((r) => r.memberUnitId)).toEqual([units[0]!.id, units[1]!.id]);
    const after = await approver.gql<{ qualityTeamUnitCandidates: { id: string }[] }>(
      `{ qualityTeamUnitCandidates { id } }`,
    );
    expect(after.data!.qualityTeamUnitCandidates.map((c) => c.id)).not.toContain(units[0]!.id);
  });

  it('enable/{id}: enable=0 disables, enable=1 enables, no enable toggles; bad values and ids are refused', async () => {
    const off = await approver.rest<Row>('GET', `${AWARD}/quality/team/unit/enable/${rowId}?enable=0`);
    expect(off.body).toMatchObject({ success: true, msg: '停用成功', data: { enabled: 0 } });
    const offAgain = await approver.rest<Row>('GET', `${AWARD}/quality/team/unit/enable/${rowId}?enable=0`);
    expect(offAgain.body.data.enabled).toBe(0);
    const toggled = await approver.rest<Row>('GET', `${AWARD}/quality/team/unit/enable/${rowId}`);
    expect(toggled.body).toMatchObject({ msg: '启用成功', data: { enabled: 1 } });
    const toggledBack = await approver.rest<Row>('GET', `${AWARD}/quality/team/unit/enable/${rowId}`);
    expect(toggledBack.body.data.enabled).toBe(0);
    const on = await approver.rest<Row>('GET', `${AWARD}/quality/team/unit/enable/${rowId}?enable=1`);
    expect(on.body.data.enabled).toBe(1);
    const bad = await approver.rest('GET', `${AWARD}/quality/team/unit/enable/${rowId}?enable=2`);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('enable 只能是 1（启用）或 0（停用）');
    const none = await approver.rest('GET', `${AWARD}/quality/team/unit/enable/nope`);
    expect(none.status).toBe(404);
    expect(none.body.msg).toBe('质量小组申报单位不存在');
    const gql = await approver.gql<{ enableQualityTeamUnit: Row }>(
      `mutation($i: QualityTeamUnitEnableInput!) { enableQualityTeamUnit(input: $i) { enabled } }`,
      { i: { id: rowId, enabled: 0 } },
    );
    expect(gql.data!.enableQualityTeamUnit.enabled).toBe(0);
    const filtered = await approver.rest<Row[]>('GET', `${AWARD}/quality/team/unit/list?enabled=0`);
    expect(filtered.body.data.map((r) => r.id)).toEqual([rowId]);
    const page = await approver.gql<{ qualityTeamUnits: { total: number; records: Row[] } }>(
      `{ qualityTeamUnits(page: { current: 1, size: 1 }) { total current size pages records { id } } }`,
    );
    expect(page.data!.qualityTeamUnits).toMatchObject({ total: 2, current: 1, size: 1, pages: 2 });
  });

  it('removing needs the delete code (administrators); removed units can be added again', async () => {
    const refused = await approver.gql(`mutation($ids: [ID!]!) { removeQualityTeamUnits(input: { ids: $ids }) }`, {
      ids: [rowId],
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const removed = await admin.rest('POST', `${AWARD}/quality/team/unit/remove?ids=${rowId}`);
    expect(removed.body).toMatchObject({ success: true, msg: '删除成功' });
    const readd = await admin.gql(`mutation($i: QualityTeamUnitAddInput!) { addQualityTeamUnit(input: $i) { id } }`, {
      i: { memberUnitId: units[0]!.id },
    });
    expect(readd.errors).toBeUndefined();
  });
});

describe('safety standardization', () => {
  const valid = () => ({
    projectName: '沈阳地铁安全标准化工地',
    memberUnitId: units[0]!.id,
    programmeId,
    contact: '王五',
    mobile: '13812345678',
  });
  let first: Row;

  it('modify validates every field with the spec messages (REST and GraphQL alike)', async () => {
    const empty = await approver.rest('POST', `${AWARD}/safteyStandardization/modify`, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, msg: '请输入项目名称' });
    expect((empty.body.data as { fields: { field: string; message: string }[] }).fields).toEqual([
      { field: 'projectName', message: '请输入项目名称' },
      { field: 'memberUnitId', message: '请选择申报单位' },
      { field: 'programmeId', message: '请选择申报批次' },
      { field: 'contact', message: '请输入联系人' },
      { field: 'mobile', message: '手机号码不能为空' },
    ]);
    expect(
      (await approver.rest('POST', `${AWARD}/safteyStandardization/modify`, { ...valid(), mobile: '1381234' })).body
        .msg,
    ).toBe('手机号码长度不为11位');
    expect(
      (await approver.rest('POST', `${AWARD}/safteyStandardization/modify`, { ...valid(), mobile: '12812345678' })).body
        .msg,
    ).toBe('手机号码格式不正确');
    expect(
      (await approver.rest('POST', `${AWARD}/safteyStandardization/modify`, { ...valid(), score: 100.5 })).body.msg,
    ).toBe('评分须为0到100之间的数字，最多两位小数');
    expect(
      (await approver.rest('POST', `${AWARD}/safteyStandardization/modify`, { ...valid(), level: '5' })).body.msg,
    ).toBe('请选择正确的等级（一级、二级、三级）');
    expect(
      (await approver.rest('POST', `${AWARD}/safteyStandardization/modify`, { ...valid(), status: 9 })).body.msg,
    ).toBe('状态无效（0 待送审、1 已通过、2 驳回、3 不通过）');
    expect(
      (await approver.rest('POST', `${AWARD}/safteyStandardization/modify`, { ...valid(), memberUnitId: 'nope' })).body
        .msg,
    ).toBe('申报单位不存在');
    expect(
      (
        await approver.rest('POST', `${AWARD}/safteyStandardization/modify`, {
          ...valid(),
          programmeId: centuryProgrammeId,
        })
      ).body.msg,
    ).toBe('申报批次不存在或不是安全标准化奖项');
    const gql = await approver.gql(
      `mutation($i: SafetyStandardizationInput!) { submitSafetyStandardization(input: $i) { id } }`,
      { i: { ...valid(), mobile: '' } },
    );
    expect(gql.errors?.[0]?.message).toBe('手机号码不能为空');
    expect(gql.errors?.[0]?.extensions?.fields).toEqual([{ field: 'mobile', message: '手机号码不能为空' }]);
  });

  it('modify creates without an id and updates with one (optimistic lock); list/page pages and filters', async () => {
    const created = await approver.rest<Row>('POST', `${AWARD}/safteyStandardization/modify`, {
      ...valid(),
      score: 92.5,
      level: '1',
    });
    expect(created.body).toMatchObject({
      code: 200,
      success: true,
      msg: '新增成功',
      data: { projectName: '沈阳地铁安全标准化工地', unitName: units[0]!.name, score: 92.5, level: '1', status: 0 },
    });
    first = created.body.data;
    for (const n of [2, 3]) {
      const r = await approver.rest('POST', `${AWARD}/safteyStandardization/modify`, {
        ...valid(),
        projectName: `大连港区工程${n}`,
        memberUnitId: units[1]!.id,
      });
      expect(r.body.success).toBe(true);
    }
    const updated = await approver.rest<Row>('POST', `${AWARD}/safteyStandardization/modify`, {
      ...valid(),
      id: first.id,
      version: first.version,
      status: 1,
      score: 95,
      level: '2',
    });
    expect(updated.body).toMatchObject({ msg: '更新成功', data: { status: 1, score: 95, level: '2' } });
    const stale = await approver.rest('POST', `${AWARD}/safteyStandardization/modify`, {
      ...valid(),
      id: first.id,
      version: first.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('数据已被他人修改，请刷新后重试');

    const page = await approver.rest<{ records: Row[]; total: number; size: number; current: number; pages: number }>(
      'GET',
      `${AWARD}/safteyStandardization/list/page?current=2&size=2`,
    );
    expect(page.body.data).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
    expect(page.body.data.records).toHaveLength(1);
    const filtered = await approver.rest<{ records: Row[]; total: number }>(
      'GET',
      `${AWARD}/safteyStandardization/list/page?projectName=${encodeURIComponent('大连')}&current=1&size=10`,
    );
    expect(filtered.body.data.total).toBe(2);
    const byStatus = await approver.rest<{ records: Row[]; total: number }>(
      'GET',
      `${AWARD}/safteyStandardization/list/page?status=1`,
    );
    expect(byStatus.body.data.records.map((r) => r.id)).toEqual([first.id]);
    expect((await approver.rest('GET', `${AWARD}/safteyStandardization/list/page?status=x`)).body.msg).toBe(
      'status 无效',
    );
    const gql = await approver.gql<{
      safetyStandardizations: { total: number; records: { programmeName: string; statusLabel: string }[] };
    }>(`{ safetyStandardizations(filter: { status: 1 }) { total records { programmeName statusLabel } } }`);
    expect(gql.data!.safetyStandardizations.records[0]).toEqual({
      programmeName: '2026年度安全标准化',
      statusLabel: '已通过',
    });
  });

  it('offers the safety programmes and the member units to choose from', async () => {
    const res = await approver.gql<{
      safetyProgrammeOptions: { id: string; name: string }[];
      awardLineUnitOptions: { id: string }[];
    }>(`{ safetyProgrammeOptions { id name } awardLineUnitOptions { id name } }`);
    expect(res.data!.safetyProgrammeOptions).toEqual([{ id: programmeId, name: '2026年度安全标准化' }]);
    expect(res.data!.awardLineUnitOptions.map((u) => u.id)).toEqual(expect.arrayContaining(units.map((u) => u.id)));
  });

  it('another tenant cannot read or change the records', async () => {
    const page = await adminB.rest<{ total: number }>('GET', `${AWARD}/safteyStandardization/list/page`);
    expect(page.body.data.total).toBe(0);
    const change = await adminB.rest('POST', `${AWARD}/safteyStandardization/modify`, { ...valid(), id: first.id });
    expect(change.status).toBe(404);
  });
});

describe('technology results audit', () => {
  let row: Row;
  it('audits 待送审 records: pass defaults the opinion to 同意, reject needs an opinion, finished ones are refused', async () => {
    const created = await approver.rest<Row>('POST', `${TECH}/modify`, {
      projectName: '装配式建筑关键技术',
      memberUnitId: units[0]!.id,
    });
    expect(created.body).toMatchObject({
      success: true,
      msg: '新增成功',
      data: { status: 0, unitName: units[0]!.name },
    });
    row = created.body.data;
    const noOpinion = await approver.rest('POST', `${TECH}/audit`, { id: row.id, status: 2 });
    expect(noOpinion.status).toBe(400);
    expect(noOpinion.body).toMatchObject({
      success: false,
      msg: '审核意见不能为空',
      data: { fields: [{ field: 'opinion', message: '审核意见不能为空' }] },
    });
    expect((await approver.rest('POST', `${TECH}/audit`, { id: row.id, status: 0 })).body.msg).toBe(
      '审核结果只能是 1 已通过、2 驳回 或 3 不通过',
    );
    expect((await approver.rest('POST', `${TECH}/audit`, { id: 'nope', status: 1 })).body.msg).toBe(
      '科技成果申报不存在',
    );

    const rejected = await approver.rest<Row>('POST', `${TECH}/audit`, { id: row.id, status: 2, opinion: '材料不全' });
    expect(rejected.body).toMatchObject({
      success: true,
      msg: '审核成功',
      data: { status: 2, opinion: '材料不全', auditorName: expect.any(String) },
    });
    expect(rejected.body.data.auditTime).toBeTruthy();
    const again = await approver.rest('POST', `${TECH}/audit`, { id: row.id, status: 1 });
    expect(again.body.msg).toBe('该申报已驳回，需修改后重新送审才能审核');
    // Modifying a rejected record sends it back to 待送审.
    const resubmitted = await approver.gql<{ submitTechnologyResult: Row }>(
      `mutation($i: TechnologyResultInput!) { submitTechnologyResult(input: $i) { id version status statusLabel } }`,
      {
        i: {
          id: row.id,
          version: rejected.body.data.version,
          projectName: '装配式建筑关键技术（补充）',
          memberUnitId: units[0]!.id,
        },
      },
    );
    expect(resubmitted.data!.submitTechnologyResult).toMatchObject({ status: 0, statusLabel: '待送审' });
    const passed = await approver.gql<{ auditTechnologyResult: Row }>(
      `mutation($i: TechnologyResultAuditInput!) { auditTechnologyResult(input: $i) { status statusLabel opinion auditorName } }`,
      { i: { id: row.id, version: resubmitted.data!.submitTechnologyResult.version, status: 1 } },
    );
    expect(passed.data!.auditTechnologyResult).toMatchObject({ status: 1, statusLabel: '已通过', opinion: '同意' });
    const twice = await approver.rest('POST', `${TECH}/audit`, { id: row.id, status: 3, opinion: '再审' });
    expect(twice.body.msg).toBe('该申报已审核完成，不能重复审核');
    const edit = await approver.rest('POST', `${TECH}/modify`, {
      id: row.id,
      projectName: 'x',
      memberUnitId: units[0]!.id,
    });
    expect(edit.body.msg).toBe('该申报已审核完成，不能修改');
    const page = await approver.rest<{ total: number }>('GET', `${TECH}/page?status=1`);
    expect(page.body.data.total).toBe(1);
  });
});

describe('authorization', () => {
  it('a member account is refused every award-lines call, over REST and GraphQL', async () => {
    const calls: ['GET' | 'POST', string, unknown?][] = [
      ['GET', `${AWARD}/quality/team/flowConfigList`],
      ['GET', `${AWARD}/quality/team/unit/list`],
      ['GET', `${AWARD}/quality/team/unit/enable/x`],
      ['POST', `${AWARD}/quality/team/unit/add`, { memberUnitId: units[0]!.id }],
      ['GET', `${AWARD}/safteyStandardization/list/page`],
      ['POST', `${AWARD}/safteyStandardization/modify`, {}],
      ['POST', `${TECH}/audit`, { id: 'x', status: 1 }],
      ['GET', `${TECH}/page`],
    ];
    for (const [method, path, body] of calls) {
      const res = await member.rest(method, path, body);
      expect(res.status, path).toBe(403);
      expect(res.body.success).toBe(false);
    }
    for (const doc of [
      `{ qualityTeamUnits { total } }`,
      `{ safetyStandardizations { total } }`,
      `{ technologyResults { total } }`,
      `mutation { auditTechnologyResult(input: { id: "x", status: 1 }) { id } }`,
    ]) {
      expect((await member.gql(doc)).errors?.[0]?.extensions?.code, doc).toBe('FORBIDDEN');
    }
    const anonymous = await s.with({}).rest('GET', `${AWARD}/quality/team/unit/list`);
    expect(anonymous.status).toBe(401);
  });
});
