import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from '@zhuxie/domain/forms/definition';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { MemberUnit } from '../../api/src/modules/member/member.entity.js';
import { PNG_1PX, upload } from '../support/files.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';
import { downloadPdf } from '../support/pdf-expect.js';
import { sheetRows } from '../support/xlsx.js';

/**
 * Open values (issue 21): a programme's form definition adds fields and upload slots to a built award type; an
 * application keeps their values (extraValues) and files (an added slot of materials), is checked against them
 * with their messages, and shows them in the legacy REST answer, the print, the list export and the materials zip.
 */
const QS = '/api/lnjzxh-awards-mgt/lnjzxh/award/quality/structure';
let s: TestServer;
let admin: ApiClient & { token: string };
let approver: ApiClient & { token: string };
let member: ApiClient & { token: string };
let programmeId: string;
let ownUnit: string;
let photo: { name: string; url: string; size: number };
let appId: string;
let appVersion: number;

const definitionOf = async (): Promise<{ version: number; definition: FormDefinition }> => {
  const r = await member.gql<{ awardFormDefinition: { version: number; definition: FormDefinition } }>(
    `query($p: ID!) { awardFormDefinition(programmeId: $p) { version definition } }`,
    { p: programmeId },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.awardFormDefinition;
};
const write = (definition: unknown, basedOn: number) =>
  approver.gql<{ saveAwardFormDefinition: { version: number } }>(
    `mutation($p: ID!, $d: JSONObject!, $b: Int!) { saveAwardFormDefinition(programmeId: $p, definition: $d, basedOn: $b) { version } }`,
    { p: programmeId, d: definition, b: basedOn },
  );
const fieldsOf = (r: { errors?: { extensions?: { fields?: unknown } }[] }) =>
  (r.errors?.[0]?.extensions?.fields ?? []) as { field: string; message: string }[];
const APP = 'id version flowStatus extraValues materials { slot files { name url } }';
type App = {
  id: string;
  version: number;
  flowStatus: number;
  extraValues: Record<string, unknown>;
  materials: { slot: string; files: { name: string; url: string }[] }[];
};
const save = (input: Record<string, unknown>) =>
  member.gql<{ saveAwardApplication: App }>(
    `mutation($i: AwardApplicationInput!) { saveAwardApplication(input: $i) { ${APP} } }`,
    { i: input },
  );
const VALUES = () => ({
  proName: '开放字段工程',
  mainApplicant: ownUnit,
  contactPerson: '王联系',
  contactPN: '13912345678',
  sbDate: todayIn(),
  jszbAndShxy: '结构安全可靠',
});

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  const em = s.db.orm.em.fork();
  ownUnit = (await em.find(MemberUnit, {}, { filters: false })).find((u) => u.name.includes('示例建筑'))!.id;
  // The demo member unit owes its 2026 dues; an application of a unit in arrears cannot be submitted.
  await em.getConnection().execute(`update lnjzxh_dues_period set status = 1 where unit_id = '${ownUnit}'`);
  const today = todayIn();
  const r = await admin.gql<{ submitAwardProgramme: { id: string } }>(
    `mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { id } }`,
    {
      i: {
        awardType: 'quality_structure',
        year: 2037,
        name: '2037年度优质结构',
        startDate: today,
        endDate: `${Number(today.slice(0, 4)) + 1}-12-31`,
        accountCategories: ['1', '3'],
      },
    },
  );
  expect(r.errors).toBeUndefined();
  programmeId = r.data!.submitAwardProgramme.id;
  for (const [c, query, vars] of [
    [
      admin,
      `mutation($i: AwardProgrammeOpenInput!) { setAwardProgrammeOpen(input: $i) { id } }`,
      { i: { id: programmeId, openFlag: 1 } },
    ],
    [member, `mutation($p: ID!) { subscribeAwardProgramme(programmeId: $p) { id } }`, { p: programmeId }],
  ] as const)
    expect((await c.gql(query, vars)).errors).toBeUndefined();
  const up = await upload(
    s.url,
    '/api/blade-resource/oss/endpoint/put-file',
    { name: '工程照片.png', body: PNG_1PX, type: 'image/png' },
    { authorization: `Bearer ${member.token}` },
  );
  photo = { name: '工程照片.png', url: String(up.body.data!.link), size: PNG_1PX.length };
});
afterAll(async () => {
  await s?.stop();
});

describe('fields a programme adds to a built award type', () => {
  it('refuses an added field with a legacy key or a bad key', async () => {
    const { version, definition } = await definitionOf();
    for (const [key, problem] of [
      ['recommendPN', '新增字段 recommendPN 的标识与原有申报字段重复，请换一个标识'],
      ['9lives', '新增字段 9lives 的标识不合法（字母开头，字母、数字或下划线，最多40个字符）'],
    ] as const) {
      const candidate = structuredClone(definition);
      candidate.tabs[0]!.sections[0]!.fields.push({ key, label: { zh: '新字段' }, type: 'text' });
      const r = await write(candidate, version);
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(fieldsOf(r).map((f) => f.message)).toContain(problem);
    }
  });

  it('saves a definition adding a required text field and a required upload slot', async () => {
    const { version, definition } = await definitionOf();
    definition.tabs[0]!.sections[0]!.fields.push({
      key: 'partners',
      label: { zh: '合作单位' },
      type: 'group',
      fields: [
        { key: 'unit', label: { zh: '单位' }, type: 'company', arrearsCheck: true },
        { key: 'role', label: { zh: '分工' }, type: 'text' },
      ],
    });
    definition.tabs[0]!.sections[0]!.fields.push({
      key: 'safetyOfficer',
      label: { zh: '安全负责人' },
      type: 'text',
      rules: { required: { message: '请填写安全负责人姓名' } },
    });
    definition.tabs.at(-1)!.sections[0]!.fields.push({
      key: 'safetyCert',
      label: { zh: '安全生产许可证' },
      type: 'upload',
      accept: 'image/*,.pdf',
      rules: { required: { message: '请上传安全生产许可证' } },
    });
    const r = await write(definition, version);
    expect(r.errors).toBeUndefined();
  });

  it('keeps the added values of a draft, drops unknown keys and bounds the texts', async () => {
    const created = await save({ programmeId, values: VALUES(), extraValues: { unknownKey: 'x' } });
    expect(created.errors).toBeUndefined();
    expect(created.data!.saveAwardApplication.extraValues).toEqual({});
    appId = created.data!.saveAwardApplication.id;
    appVersion = created.data!.saveAwardApplication.version;

    const long = await save({
      id: appId,
      version: appVersion,
      values: VALUES(),
      extraValues: { safetyOfficer: 'x'.repeat(5001) },
    });
    expect(fieldsOf(long)).toEqual([{ field: 'safetyOfficer', message: '不能超过5000个字符' }]);
    // A member unit named in an added group's row exists.
    const partners = (unit: string) => [{ unit, role: '设计' }];
    const noUnit = await save({
      id: appId,
      version: appVersion,
      values: VALUES(),
      extraValues: { partners: partners('nope') },
    });
    expect(fieldsOf(noUnit)).toEqual([{ field: 'partners.0.unit', message: '所选单位不存在' }]);
    const withUnit = await save({
      id: appId,
      version: appVersion,
      values: VALUES(),
      extraValues: { partners: partners(ownUnit) },
    });
    expect(withUnit.errors).toBeUndefined();
    expect(withUnit.data!.saveAwardApplication.extraValues).toEqual({ partners: partners(ownUnit) });
    appVersion = withUnit.data!.saveAwardApplication.version;
    const wrongSlot = await save({
      id: appId,
      version: appVersion,
      values: VALUES(),
      materials: [{ slot: 'noSuchSlot', files: [photo] }],
    });
    expect(fieldsOf(wrongSlot)).toEqual([{ field: 'materials.noSuchSlot', message: '材料类别无效' }]);
  });

  it('refuses a submission without the added value and slot with their own messages, then submits with them', async () => {
    const kept = await save({
      id: appId,
      version: appVersion,
      values: VALUES(),
      extraValues: { safetyOfficer: '草稿值' },
    });
    expect(kept.errors).toBeUndefined();
    expect(kept.data!.saveAwardApplication.extraValues).toEqual({ safetyOfficer: '草稿值' });
    // A save without extraValues (a client that knows none) keeps those stored; an empty object clears them.
    const again = await save({ id: appId, version: kept.data!.saveAwardApplication.version, values: VALUES() });
    expect(again.data!.saveAwardApplication.extraValues).toEqual({ safetyOfficer: '草稿值' });
    const draft = await save({
      id: appId,
      version: again.data!.saveAwardApplication.version,
      values: VALUES(),
      extraValues: {},
      materials: [{ slot: 'gongchengzhaopian', files: [photo] }],
    });
    expect(draft.errors).toBeUndefined();
    expect(draft.data!.saveAwardApplication.extraValues).toEqual({});
    appVersion = draft.data!.saveAwardApplication.version;
    const refused = await member.gql(
      `mutation($i: AwardApplicationRefInput!) { submitAwardApplication(input: $i) { id } }`,
      { i: { id: appId, version: appVersion } },
    );
    expect(fieldsOf(refused)).toEqual([
      { field: 'safetyOfficer', message: '请填写安全负责人姓名' },
      { field: 'materials.safetyCert', message: '请上传安全生产许可证' },
    ]);

    // A partner unit in dues arrears is refused on submission where its field checks arrears (the server, not
    // only the form's picker).
    const em = s.db.orm.em.fork();
    const others = (await em.find(MemberUnit, {}, { filters: false })).filter((u) => u.id !== ownUnit);
    let owing: string | undefined;
    for (const u of others) {
      const a = await member.gql<{ awardCompanyArrears: { inArrears: boolean } }>(
        `query($c: ID!) { awardCompanyArrears(companyId: $c) { inArrears } }`,
        { c: u.id },
      );
      if (a.data?.awardCompanyArrears.inArrears) {
        owing = u.id;
        break;
      }
    }
    expect(owing, 'a demo unit in arrears').toBeTruthy();
    const withOwing = await save({
      id: appId,
      version: appVersion,
      values: VALUES(),
      extraValues: { safetyOfficer: '赵安全', partners: [{ unit: owing, role: '施工' }] },
      materials: [
        { slot: 'gongchengzhaopian', files: [photo] },
        { slot: 'safetyCert', files: [{ ...photo, name: '许可证.png' }] },
      ],
      andSubmit: true,
    });
    expect(fieldsOf(withOwing)).toEqual([{ field: 'partners.0.unit', message: '当前单位会费已欠缴' }]);
    const unsent = await member.gql<{ awardApplication: App }>(
      `query($id: ID!) { awardApplication(id: $id) { ${APP} } }`,
      { id: appId },
    );
    expect(unsent.data!.awardApplication.flowStatus).toBe(0);
    appVersion = unsent.data!.awardApplication.version;

    const sent = await save({
      id: appId,
      version: appVersion,
      values: VALUES(),
      extraValues: { safetyOfficer: ' 赵安全 ', unknownKey: 'dropped', partners: [{ unit: ownUnit, role: '设计' }] },
      materials: [
        { slot: 'gongchengzhaopian', files: [photo] },
        { slot: 'safetyCert', files: [{ ...photo, name: '许可证.png' }] },
      ],
      andSubmit: true,
    });
    expect(sent.errors).toBeUndefined();
    const app = sent.data!.saveAwardApplication;
    expect(app.flowStatus).toBe(1);
    expect(app.extraValues).toEqual({ safetyOfficer: '赵安全', partners: [{ unit: ownUnit, role: '设计' }] });
    expect(app.materials.find((m) => m.slot === 'safetyCert')?.files.map((f) => f.name)).toEqual(['许可证.png']);
    appVersion = app.version;

    const read = await member.gql<{ awardApplication: App }>(
      `query($id: ID!) { awardApplication(id: $id) { ${APP} } }`,
      { id: appId },
    );
    expect(read.data!.awardApplication.extraValues).toMatchObject({ safetyOfficer: '赵安全' });
  });

  it('checks an added slot when the materials are changed (修改材料)', async () => {
    const r = await member.gql(
      `mutation($i: AwardApplicationFilesInput!) { modifyAwardApplicationFiles(input: $i) { id } }`,
      { i: { id: appId, version: appVersion, materials: [{ slot: 'gongchengzhaopian', files: [photo] }] } },
    );
    expect(fieldsOf(r)).toEqual([{ field: 'materials.safetyCert', message: '请上传安全生产许可证' }]);
  });

  it('shows the added value in the legacy REST answer, the export, the print and the zip', async () => {
    const one = await admin.rest<{ values: Record<string, unknown> }>('GET', `${QS}/get/${appId}`);
    expect(one.body.data.values).toMatchObject({ proName: '开放字段工程', safetyOfficer: '赵安全' });
    const page = await admin.rest<{ records: { id: string; values: Record<string, unknown> }[] }>(
      'GET',
      `${QS}/list/page?programmeId=${programmeId}`,
    );
    expect(page.body.data.records.find((r) => r.id === appId)?.values.safetyOfficer).toBe('赵安全');

    const xlsx = await fetch(`${s.url}${QS}/export?programmeId=${programmeId}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(xlsx.status).toBe(200);
    const rows = await sheetRows(Buffer.from(await xlsx.arrayBuffer()));
    expect(rows[0]!.slice(-2)).toEqual(['合作单位', '安全负责人']);
    expect(rows[0]).not.toContain('安全生产许可证');
    expect(rows.find((r) => r.includes('开放字段工程'))!.at(-1)).toBe('赵安全');

    const { text } = await downloadPdf(`${s.url}${QS}/print/${appId}`, admin.token);
    for (const expected of ['其他信息', '安全负责人', '赵安全', '安全生产许可证', '许可证.png'])
      expect(text).toContain(expected);

    const zip = await fetch(`${s.url}${QS}/download/${appId}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(entries['安全生产许可证/01-许可证.png']).toEqual(new Uint8Array(PNG_1PX));
    expect(Object.keys(entries)).toContain('工程照片/01-工程照片.png');
  });

  it('takes the added values flat in a legacy modify body', async () => {
    const r = await member.rest<{ id: string; values: Record<string, unknown> }>('POST', `${QS}/modify`, {
      programmeId,
      ...VALUES(),
      proName: '旧接口工程',
      safetyOfficer: '钱安全',
      notInTheForm: 'dropped',
    });
    expect(r.body.success).toBe(true);
    expect(r.body.data.values).toMatchObject({ proName: '旧接口工程', safetyOfficer: '钱安全' });
    expect(r.body.data.values).not.toHaveProperty('notInTheForm');
  });
});
