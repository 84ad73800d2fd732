import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition, FormField } from '@zhuxie/domain/forms/definition';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { MemberUnit } from '../../api/src/modules/member/member.entity.js';
import { PNG_1PX, upload } from '../support/files.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/**
 * Versioned application forms (issue 21): a programme's form is stored, changed by staff with awards_setting_form,
 * frozen by the first submission (a later change makes the next version), and each application is checked against
 * the version it was submitted with.
 */
let s: TestServer;
let admin: ApiClient & { token: string };
let approver: ApiClient & { token: string };
let member: ApiClient & { token: string };
let programmeId: string;
let ownUnit: string;
let photo: { name: string; url: string; size: number };

interface View {
  programmeId: string;
  version: number;
  frozen: boolean;
  stored: boolean;
  definition: FormDefinition;
}
const VIEW = 'programmeId version frozen stored definition';
const read = async (c: ApiClient, version?: number) => {
  const r = await c.gql<{ awardFormDefinition: View }>(
    `query($p: ID!, $v: Int) { awardFormDefinition(programmeId: $p, version: $v) { ${VIEW} } }`,
    { p: programmeId, v: version },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.awardFormDefinition;
};
const write = (c: ApiClient, definition: unknown, basedOn: number) =>
  c.gql<{ saveAwardFormDefinition: View }>(
    `mutation($p: ID!, $d: JSONObject!, $b: Int!) { saveAwardFormDefinition(programmeId: $p, definition: $d, basedOn: $b) { ${VIEW} } }`,
    { p: programmeId, d: definition, b: basedOn },
  );
const errorOf = (r: { errors?: { message: string; extensions?: { code?: string } }[] }) => r.errors?.[0];

/** The field of a definition with this key (top level). */
const fieldIn = (definition: FormDefinition, key: string): FormField =>
  definition.tabs.flatMap((t) => t.sections.flatMap((s) => s.fields)).find((f) => f.key === key)!;
/** A copy of the definition with the required message of a field changed. */
const withMessage = (definition: FormDefinition, key: string, message: string): FormDefinition => {
  const copy = structuredClone(definition);
  const field = fieldIn(copy, key);
  field.rules = { ...field.rules, required: { message } };
  return copy;
};

const saveDraft = async (values: Record<string, unknown>, materials: unknown[] = []) => {
  const r = await member.gql<{ saveAwardApplication: { id: string; version: number } }>(
    `mutation($i: AwardApplicationInput!) { saveAwardApplication(input: $i) { id version } }`,
    { i: { programmeId, values, materials } },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.saveAwardApplication;
};
const submit = (id: string, version: number) =>
  member.gql<{ submitAwardApplication: { id: string; flowStatus: number; formVersion: number | null } }>(
    `mutation($i: AwardApplicationRefInput!) { submitAwardApplication(input: $i) { id flowStatus formVersion } }`,
    { i: { id, version } },
  );
const fieldsOf = (r: { errors?: { extensions?: { fields?: unknown } }[] }) =>
  (r.errors?.[0]?.extensions?.fields ?? []) as { field: string; message: string }[];

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
        year: 2036,
        name: '2036年度优质结构',
        startDate: today,
        endDate: `${Number(today.slice(0, 4)) + 1}-12-31`,
        accountCategories: ['1', '3'],
      },
    },
  );
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

describe('a programme form', () => {
  it('is the built-in one until staff change it, readable by applicants', async () => {
    const form = await read(member);
    expect(form).toMatchObject({ programmeId, version: 1, frozen: false, stored: false });
    expect(form.definition.key).toBe('quality_structure');
    expect(form.definition.tabs.map((t) => t.key)).toEqual(expect.arrayContaining(['participants', 'materials']));
    expect(fieldIn(form.definition, 'proName').type).toBe('text');
  });

  it('is changed only by staff holding awards_setting_form, with every check of a definition', async () => {
    const { definition } = await read(admin);
    expect(errorOf(await write(member, definition, 1))?.extensions?.code).toBe('FORBIDDEN');

    const duplicate = structuredClone(definition);
    duplicate.tabs[0]!.sections[0]!.fields.push({ ...fieldIn(definition, 'proName') });
    const dup = await write(approver, duplicate, 1);
    expect(errorOf(dup)?.message).toBe('表单定义有误：字段标识 proName 重复');

    const added = structuredClone(definition);
    // Fields may be added (award-form-open-values.test.ts), but not under a key of the legacy declaration.
    added.tabs[0]!.sections[0]!.fields.push({ key: 'recommendPN', label: { zh: '新字段' }, type: 'text' });
    expect(errorOf(await write(approver, added, 1))?.message).toBe(
      '表单定义有误：新增字段 recommendPN 的标识与原有申报字段重复，请换一个标识',
    );

    const retyped = structuredClone(definition);
    Object.assign(fieldIn(retyped, 'proName'), { type: 'number' });
    expect(errorOf(await write(approver, retyped, 1))?.message).toBe('表单定义有误：字段 proName 的类型应为 text');

    expect(errorOf(await write(approver, { tabs: 'x' }, 1))?.message).toMatch(/^表单定义有误：/);
    const missing = await admin.gql(
      `mutation($d: JSONObject!) { saveAwardFormDefinition(programmeId: "nope", definition: $d, basedOn: 1) { version } }`,
      { d: definition },
    );
    expect(errorOf(missing)?.message).toBe('奖项设置不存在');
    // Nothing refused was stored.
    expect((await read(admin)).stored).toBe(false);
  });

  it('drives the server: a changed message is what a submission gets; the submission freezes the version', async () => {
    const built = (await read(approver)).definition;
    const saved = await write(approver, withMessage(built, 'proName', '请填写工程名称（2036 年版）'), 1);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveAwardFormDefinition).toMatchObject({ version: 1, frozen: false, stored: true });
    // Saved again before any submission: the same version changes in place; a stale editor is refused.
    const v1 = await write(approver, withMessage(built, 'proName', '请填写工程名称（第 1 版）'), 1);
    expect(v1.data!.saveAwardFormDefinition.version).toBe(1);
    expect(errorOf(await write(approver, built, 2))?.extensions?.code).toBe('STALE');

    const empty = await saveDraft({ contactPerson: '王联系' });
    const refused = await submit(empty.id, empty.version);
    expect(fieldsOf(refused)).toContainEqual({ field: 'proName', message: '请填写工程名称（第 1 版）' });

    const draft = await saveDraft(
      {
        proName: '冻结版本工程',
        mainApplicant: ownUnit,
        contactPerson: '王联系',
        contactPN: '13912345678',
        sbDate: todayIn(),
        jszbAndShxy: '结构安全可靠',
      },
      [{ slot: 'gongchengzhaopian', files: [photo] }],
    );
    const sent = await submit(draft.id, draft.version);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.submitAwardApplication).toMatchObject({ flowStatus: 1, formVersion: 1 });
    expect(await read(admin)).toMatchObject({ version: 1, frozen: true });

    // A change now makes version 2; version 1 stays as the submitted application was checked against it.
    const v2 = await write(approver, withMessage(built, 'proName', '请填写工程名称（第 2 版）'), 1);
    expect(v2.errors).toBeUndefined();
    expect(v2.data!.saveAwardFormDefinition).toMatchObject({ version: 2, frozen: false });
    expect(v2.data!.saveAwardFormDefinition.definition.version).toBe(2);
    const first = await read(member, 1);
    expect(first.frozen).toBe(true);
    expect(fieldIn(first.definition, 'proName').rules?.required).toEqual({ message: '请填写工程名称（第 1 版）' });
    expect(fieldIn((await read(member)).definition, 'proName').rules?.required).toEqual({
      message: '请填写工程名称（第 2 版）',
    });
    // A new draft meets version 2's message.
    const again = await submit(empty.id, empty.version);
    expect(fieldsOf(again)).toContainEqual({ field: 'proName', message: '请填写工程名称（第 2 版）' });
    const app = await member.gql<{ awardApplication: { formVersion: number } }>(
      `query($id: ID!) { awardApplication(id: $id) { formVersion } }`,
      { id: draft.id },
    );
    expect(app.data!.awardApplication.formVersion).toBe(1);
    expect(
      errorOf(await member.gql(`{ awardFormDefinition(programmeId: "${programmeId}", version: 9) { version } }`))
        ?.message,
    ).toBe('表单版本不存在');
  });

  it("starts another programme's form from this one (last year's form), of the same award type only", async () => {
    const programme = async (awardType: string, year: number) => {
      const r = await admin.gql<{ submitAwardProgramme: { id: string } }>(
        `mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { id } }`,
        {
          i: {
            awardType,
            year,
            name: `${year}年度表单复制`,
            startDate: todayIn(),
            endDate: todayIn(),
            accountCategories: ['1'],
          },
        },
      );
      expect(r.errors).toBeUndefined();
      return r.data!.submitAwardProgramme.id;
    };
    const next = await programme('quality_structure', 2037);
    const copy = (c: ApiClient, from: string, basedOn = 1) =>
      c.gql<{ copyAwardFormDefinition: View }>(
        `mutation($p: ID!, $f: ID!, $b: Int!) { copyAwardFormDefinition(programmeId: $p, fromProgrammeId: $f, basedOn: $b) { ${VIEW} } }`,
        { p: next, f: from, b: basedOn },
      );
    expect(errorOf(await copy(member, programmeId))?.extensions?.code).toBe('FORBIDDEN');
    const other = await programme('century_cup', 2037);
    expect(errorOf(await copy(approver, other))?.message).toBe('只能复制同一奖项类型其他年度的表单');
    const copied = await copy(approver, programmeId);
    expect(copied.errors).toBeUndefined();
    expect(copied.data!.copyAwardFormDefinition).toMatchObject({
      programmeId: next,
      version: 1,
      stored: true,
      frozen: false,
    });
    // The source's current version (2) is what the new programme starts from, as its own version 1.
    expect(fieldIn(copied.data!.copyAwardFormDefinition.definition, 'proName').rules?.required).toEqual({
      message: '请填写工程名称（第 2 版）',
    });
    expect(copied.data!.copyAwardFormDefinition.definition.version).toBe(1);
  });
});
