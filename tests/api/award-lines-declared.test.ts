import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { awardTypeOf } from '@zhuxie/domain/award/award-types';
import { LINE_MESSAGES as M } from '@zhuxie/domain/award/lines';
import {
  aaaCreditValues,
  aaaMechanicsValues,
  ankangCupValues,
  bimCompetitionValues,
  excellentAwardValues,
  excellentEnterpriseValues,
  excellentManagerValues,
  greenConstructionValues,
  labourServicesValues,
} from '@zhuxie/domain/award/lines.fixtures';
import { MOBILE_MESSAGES } from '@zhuxie/domain/rules/mobile';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { MemberUnit } from '../../api/src/modules/member/member.entity.js';
import { PNG_1PX, upload } from '../support/files.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/**
 * The award lines that declare their form (issue 22): 绿色施工 (a project award), 优秀项目经理 (a person award),
 * AAA信用企业 (an enterprise rating), 优秀企业 (an enterprise award), 优秀奖 (person awards with categories) and
 * BIM大赛 (a team entry), AAA机械 (an enterprise rating with an equipment register), 安康杯 (a safety competition
 * entry) and 劳务 (a labour enterprise award). For each: its definition's rules and messages through GraphQL and its legacy
 * REST calls, the draft → submit → approve lifecycle, REST paging, and that a member may not approve.
 */
let s: TestServer;
let admin: ApiClient & { token: string };
let approver: ApiClient & { token: string }; // shenpi: the approver role (every line's <menu>_manage)
let member: ApiClient & { token: string }; // huiyuan: the demo member unit
let unit: string;
let file: { name: string; url: string; size: number };

const day = (offset: number) => {
  const d = new Date(`${todayIn()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

interface App {
  id: string;
  version: number;
  flowStatus: number;
  projectName: string | null;
  companyName: string | null;
  extraValues: Record<string, unknown>;
}
const APP = 'id version flowStatus projectName companyName extraValues';
type Field = { field: string; message: string };
const fieldsOf = (r: { errors?: { extensions?: { fields?: unknown } }[] }) =>
  (r.errors?.[0]?.extensions?.fields ?? []) as Field[];
const save = (c: ApiClient, input: Record<string, unknown>) =>
  c.gql<{ saveAwardApplication: App }>(
    `mutation($i: AwardApplicationInput!) { saveAwardApplication(input: $i) { ${APP} } }`,
    { i: input },
  );
const send = (c: ApiClient, id: string, version?: number) =>
  c.gql<{ submitAwardApplication: App }>(
    `mutation($i: AwardApplicationRefInput!) { submitAwardApplication(input: $i) { ${APP} } }`,
    { i: { id, version } },
  );

interface Line {
  key: string;
  values: (unit: string) => Record<string, unknown>;
  /** The name the lists show (the project, the person; the unit for the enterprise rating). */
  shownName: (values: Record<string, unknown>) => string | null;
  /** Changes that break one rule each, with the field and message expected. */
  broken: Array<[change: Record<string, unknown>, field: string, message: string]>;
  /** Required fields of the line itself answered on an empty submission. */
  required: Field[];
}

const LINES: Line[] = [
  {
    key: 'green_construction',
    values: greenConstructionValues,
    shownName: (v) => String(v.greenProjectName),
    broken: [
      [{ greenPlannedEnd: '2025-01-01' }, 'greenPlannedEnd', M.greenPlannedEndOrder],
      [{ greenRecycling: '101' }, 'greenRecycling', M.greenRecycling],
      [{ contactMobile: '1391234' }, 'contactMobile', MOBILE_MESSAGES.length],
    ],
    required: [
      { field: 'greenProjectName', message: M.greenProjectName },
      { field: 'greenMeasures', message: M.greenMeasures },
      { field: 'materials.implementationPlan', message: M.slotPlan },
    ],
  },
  {
    key: 'excellent_manager',
    values: excellentManagerValues,
    shownName: (v) => String(v.managerName),
    broken: [
      [{ managerIdCard: '12345' }, 'managerIdCard', M.managerIdCardFormat],
      [{ managerYears: '2' }, 'managerYears', M.managerYearsMin],
      [{ managerProjects: [{ name: '', qualityAward: '省优' }] }, 'managerProjects.0.name', M.managerProjectName],
    ],
    required: [
      { field: 'managerName', message: M.managerName },
      { field: 'managerProjects', message: M.managerProjects },
      { field: 'materials.constructorCertificates', message: M.slotCertificates },
    ],
  },
  {
    key: 'aaa_credit',
    values: aaaCreditValues,
    shownName: () => null,
    broken: [
      [{ scoreFinance: '26' }, 'scoreFinance', M.creditIndicatorMax],
      [{ creditFinance: aaaCreditValues('x').creditFinance.slice(0, 1) }, 'creditFinance', M.creditFinanceRows],
      [{ creditGrade: '' }, 'creditGrade', M.creditGrade],
    ],
    required: [
      { field: 'creditFinance', message: M.creditFinance },
      { field: 'scoreBasic', message: M.creditIndicators },
      { field: 'materials.creditPledge', message: M.slotPledge },
    ],
  },
  {
    key: 'excellent_enterprise',
    values: excellentEnterpriseValues,
    shownName: () => null,
    broken: [
      [{ enterpriseSelfScore: '101' }, 'enterpriseSelfScore', M.enterpriseSelfScoreRange],
      [
        { enterpriseOutput: excellentEnterpriseValues('x').enterpriseOutput.slice(0, 2) },
        'enterpriseOutput',
        M.enterpriseOutputRows,
      ],
      [{ enterpriseAccidents: '' }, 'enterpriseAccidents', M.enterpriseAccidents],
    ],
    required: [
      { field: 'enterpriseCreditCode', message: M.enterpriseCreditCode },
      { field: 'enterpriseOutput', message: M.enterpriseOutput },
      { field: 'materials.statisticsForms', message: M.slotStatistics },
      { field: 'materials.scoreSheet', message: M.slotScoreSheet },
    ],
  },
  {
    key: 'excellent_award',
    values: excellentAwardValues,
    shownName: (v) => String(v.excellentName),
    broken: [
      [{ excellentCertificate: '' }, 'excellentCertificate', M.excellentCertificate],
      [{ excellentDeeds: '事'.repeat(2001) }, 'excellentDeeds', M.excellentDeedsMax],
      [{ excellentCategory: '' }, 'excellentCategory', M.excellentCategory],
    ],
    required: [
      { field: 'excellentCategory', message: M.excellentCategory },
      { field: 'excellentName', message: M.excellentName },
      { field: 'materials.portrait', message: M.slotPortrait },
    ],
  },
  {
    key: 'bim_competition',
    values: bimCompetitionValues,
    shownName: (v) => String(v.bimTitle),
    broken: [
      [{ bimCup: 'innovation' }, 'bimClass', M.bimClass],
      [{ bimStage: 'completed' }, 'bimCompletion', M.bimCompletion],
      [
        { bimMembers: Array.from({ length: 16 }, () => bimCompetitionValues('x').bimMembers[0]) },
        'bimMembers',
        M.bimMembersMax,
      ],
    ],
    required: [
      { field: 'bimTitle', message: M.bimTitle },
      { field: 'bimMembers', message: M.bimMembers },
      { field: 'bimUses', message: M.bimUses },
      { field: 'materials.bimModel', message: M.slotModel },
      { field: 'materials.bimVideo', message: M.slotVideo },
    ],
  },
  {
    key: 'aaa_mechanics',
    values: aaaMechanicsValues,
    shownName: () => null,
    broken: [
      [{ mechanicsInstallQualification: '' }, 'mechanicsInstallQualification', M.mechanicsInstallQualification],
      [{ mechanicsEquipment: [] }, 'mechanicsEquipment', M.mechanicsEquipment],
      [{ scoreBasic: '21' }, 'scoreBasic', M.creditIndicatorMax],
    ],
    required: [
      { field: 'creditFinance', message: M.creditFinance },
      { field: 'mechanicsEquipment', message: M.mechanicsEquipment },
      { field: 'materials.equipmentFiling', message: M.slotEquipmentFiling },
    ],
  },
  {
    key: 'ankang_cup',
    values: ankangCupValues,
    shownName: () => null,
    broken: [
      [{ ankangSerious: '1' }, 'ankangSerious', M.ankangSeriousNone],
      [{ ankangSafety: '27.5' }, 'ankangSafety', M.ankangScoreMin],
      [{ ankangType: 'organiser' }, 'ankangOrganiser', M.ankangOrganiser],
    ],
    required: [
      { field: 'ankangType', message: M.ankangType },
      { field: 'ankangOrganisation', message: M.ankangScore },
      { field: 'materials.ankangScoreSheet', message: M.slotAnkangScoreSheet },
    ],
  },
  {
    key: 'labour_services',
    values: labourServicesValues,
    shownName: () => null,
    broken: [
      [{ labourContracts: '120' }, 'labourContracts', M.labourPercent],
      [{ labourWageAccount: '' }, 'labourWageAccount', M.labourWageAccount],
      [{ labourTrades: [{ trade: '瓦工', count: '' }] }, 'labourTrades.0.count', M.labourTradeCount],
    ],
    required: [
      { field: 'labourWorkers', message: M.labourWorkers },
      { field: 'labourArrears', message: M.labourArrears },
      { field: 'materials.workerRoster', message: M.slotWorkerRoster },
    ],
  },
];

/** Every required slot of a line with one file. */
const requiredMaterials = (key: string) =>
  awardTypeOf(key)!
    .form!.materials.filter((m) => m.required)
    .map((m) => ({ slot: m.key, files: [file] }));
const programmes = new Map<string, string>();

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  const em = s.db.orm.em.fork();
  const own = (await em.find(MemberUnit, {}, { filters: false })).find((u) => u.name.includes('示例建筑'))!;
  unit = own.id;
  // The demo unit owes its dues: paid here, so the arrears rule does not answer first.
  await em.getConnection().execute(`update lnjzxh_dues_period set status = 1 where unit_id = '${unit}'`);
  for (const line of LINES) {
    const r = await admin.gql<{ submitAwardProgramme: { id: string } }>(
      `mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { id } }`,
      {
        i: {
          awardType: line.key,
          year: 2036,
          name: `2036年度${awardTypeOf(line.key)!.label}`,
          startDate: day(-5),
          endDate: day(30),
          accountCategories: ['1', '3'],
        },
      },
    );
    const id = r.data!.submitAwardProgramme.id;
    await admin.gql(`mutation($i: AwardProgrammeOpenInput!) { setAwardProgrammeOpen(input: $i) { id } }`, {
      i: { id, openFlag: 1 },
    });
    await member.gql(`mutation($p: ID!) { subscribeAwardProgramme(programmeId: $p) { id } }`, { p: id });
    programmes.set(line.key, id);
  }
  const up = await upload(
    s.url,
    '/api/blade-resource/oss/endpoint/put-file',
    { name: '材料.png', body: PNG_1PX, type: 'image/png' },
    { authorization: `Bearer ${member.token}` },
  );
  expect(up.status).toBe(200);
  file = { name: '材料.png', url: String(up.body.data!.link), size: PNG_1PX.length };
});
afterAll(async () => {
  await s?.stop();
});

describe.each(LINES)('the line $key', (line) => {
  const type = awardTypeOf(line.key)!;
  const REST = `/api${type.restPrefix}`;

  it('answers its rules with their messages through GraphQL: an empty submission, then one broken rule at a time', async () => {
    const draft = await save(member, { programmeId: programmes.get(line.key), extraValues: {} });
    expect(draft.errors?.[0]?.message).toBeUndefined();
    const empty = await send(member, draft.data!.saveAwardApplication.id, draft.data!.saveAwardApplication.version);
    expect(empty.errors?.[0]?.message).toBe('申报信息不完整，请按提示修改后再提交');
    const fields = fieldsOf(empty);
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'applicantUnit', message: M.applicant },
        { field: 'recommendingUnit', message: M.recommending },
        { field: 'contactMobile', message: MOBILE_MESSAGES.required },
        ...line.required,
      ]),
    );
    let current = draft.data!.saveAwardApplication;
    for (const [change, field, message] of line.broken) {
      const saved = await save(member, {
        id: current.id,
        version: current.version,
        extraValues: { ...line.values(unit), ...change },
        materials: requiredMaterials(line.key),
      });
      // A wrong format is refused at once (drafts keep only well-formed values); a missing or out-of-order value
      // when submitted.
      if (saved.errors) {
        expect(fieldsOf(saved)).toEqual([{ field, message }]);
        continue;
      }
      current = saved.data!.saveAwardApplication;
      const refused = await send(member, current.id, current.version);
      expect(refused.errors?.[0]?.message).toBe('申报信息不完整，请按提示修改后再提交');
      expect(fieldsOf(refused)).toEqual([{ field, message }]);
    }
    // Removed through REST by its unit while still a draft.
    const del = await member.rest('DELETE', `${REST}/del/${current.id}`);
    expect(del.body).toMatchObject({ success: true });
  });

  it('answers the same rules through its legacy REST calls (flat values in modify, submit/{id})', async () => {
    const [change, field, message] = line.broken[0]!;
    const saved = await member.rest<{ id: string; version: number; flowStatus: number }>('POST', `${REST}/modify`, {
      programmeId: programmes.get(line.key),
      ...line.values(unit),
      ...change,
      materials: Object.fromEntries(requiredMaterials(line.key).map((m) => [m.slot, m.files])),
    });
    // Refused when saved (a wrong format) or when submitted, with the rule's message on its field.
    let refused = saved;
    if (saved.body.success) {
      expect(saved.body.data.flowStatus).toBe(0);
      refused = await member.rest('POST', `${REST}/submit/${saved.body.data.id}`);
      expect(refused.body.msg).toBe('申报信息不完整，请按提示修改后再提交');
      expect((await member.rest('DELETE', `${REST}/del/${saved.body.data.id}`)).body).toMatchObject({ success: true });
    } else expect(refused.body.msg).toBe(message);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(JSON.stringify(message));
    expect(JSON.stringify(refused.body)).toContain(JSON.stringify(field));
  });

  it('goes from draft to submitted to approved; a member may not approve; REST pages, reads and exports it', async () => {
    const values = line.values(unit);
    const saved = await save(member, {
      programmeId: programmes.get(line.key),
      extraValues: values,
      materials: requiredMaterials(line.key),
    });
    expect(saved.errors).toBeUndefined();
    const draft = saved.data!.saveAwardApplication;
    expect(draft.flowStatus).toBe(0);
    expect(draft.extraValues).toMatchObject(JSON.parse(JSON.stringify(values)) as Record<string, unknown>);
    expect(draft.companyName).toContain('示例建筑');
    expect(draft.projectName).toEqual(line.shownName(values) ?? expect.stringContaining('示例建筑'));
    const sent = await send(member, draft.id, draft.version);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.submitAwardApplication.flowStatus).toBe(1);

    // A member may not approve, through REST or GraphQL.
    expect((await member.rest('POST', `${REST}/approval-batch`, { ids: [draft.id] })).status).toBe(403);
    const gqlApprove = await member.gql<{ approveAwardApplications: number }>(
      `mutation($i: AwardApprovalBatchInput!) { approveAwardApplications(input: $i) }`,
      { i: { awardType: line.key, ids: [draft.id] } },
    );
    expect(gqlApprove.data?.approveAwardApplications ?? 0).toBe(0);
    expect((await member.rest('POST', `${REST}/modify-approval-status`, { id: draft.id, status: 0 })).status).toBe(403);

    // Staff page the line's applications through REST.
    const page = await approver.rest<{ records: { id: string; projectName: string }[]; total: number; size: number }>(
      'GET',
      `${REST}/list/page?current=1&size=1`,
    );
    expect(page.body.data.size).toBe(1);
    expect(page.body.data.records).toHaveLength(1);
    expect(page.body.data.total).toBeGreaterThanOrEqual(1);
    const submitted = await approver.rest<{ records: { id: string }[] }>(
      'GET',
      `${REST}/list/page?current=1&size=10&flowStatus=1`,
    );
    expect(submitted.body.data.records.map((r) => r.id)).toContain(draft.id);
    // Only its own line's: the century cup's list does not hold it.
    const cup = await approver.rest<{ records: { id: string }[] }>(
      'GET',
      '/api/lnjzxh-awards-mgt/lnjzxh/award/century/cup/list/page?current=1&size=100',
    );
    expect(cup.body.data.records.map((r) => r.id)).not.toContain(draft.id);

    const one = await member.rest<{ values: Record<string, unknown>; flowStatus: number }>(
      'GET',
      `${REST}/get/${draft.id}`,
    );
    expect(one.body.data.values).toMatchObject({ applicantUnit: unit, recommendingUnit: values.recommendingUnit });
    const xlsx = await fetch(`${s.url}${REST}/export?flowStatus=1`, {
      headers: { authorization: `Bearer ${approver.token}` },
    });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const pdf = await fetch(`${s.url}${REST}/print/${draft.id}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('pdf');
    const zip = await fetch(`${s.url}${REST}/download/${draft.id}`, {
      headers: { authorization: `Bearer ${approver.token}` },
    });
    expect(zip.headers.get('content-type')).toBe('application/zip');

    const batch = await approver.rest<{ approved: number }>('POST', `${REST}/approval-batch`, { ids: [draft.id] });
    expect(batch.body.data.approved).toBe(1);
    expect((await member.rest<{ flowStatus: number }>('GET', `${REST}/get/${draft.id}`)).body.data.flowStatus).toBe(2);
    const logs = await member.gql<{ flowRecord: { logs: { approvalConfigTitle: string }[] } }>(
      `query($t: String!, $id: ID!) { flowRecord(businessType: $t, businessId: $id) { logs { approvalConfigTitle } } }`,
      { t: type.businessType, id: draft.id },
    );
    expect(logs.data?.flowRecord.logs.map((l) => l.approvalConfigTitle)).toEqual(['提交申请', '协会形式审查']);
  });
});

describe('the demo data', () => {
  it('has an open programme of each declared line the demo member can apply to', async () => {
    const r = await member.gql<{ awardApplicationLayer: { records: { awardType: string; name: string }[] } }>(
      '{ awardApplicationLayer { records { awardType name } } }',
    );
    const types = r.data!.awardApplicationLayer.records.map((p) => p.awardType);
    for (const line of LINES) expect(types).toContain(line.key);
  });
});
