import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARATION_REQUIRED } from '@zhuxie/domain/award/declaration-rules';
import { ExpertAccount } from '../../api/src/modules/expert/expert.entity.js';
import { MemberUnit } from '../../api/src/modules/member/member.entity.js';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { PNG_1PX, upload } from '../support/files.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';
import { downloadPdf } from '../support/pdf-expect.js';

/** Award applications (issue 8): drafts, every submission rule through the API, arrears, allocation numbers, lifecycle, the century cup REST calls. */
let s: TestServer;
let admin: ApiClient & { token: string };
let approver: ApiClient & { token: string }; // shenpi: awards_century_manage, approves century cup applications
let member: ApiClient & { token: string }; // huiyuan: the demo member unit (in arrears: 2026 dues unpaid)
let expertUser: ApiClient; // zhuanjia: awards_scoring only
let cupId: string;
let qsId: string;
let photo: { name: string; url: string; size: number };
let units: { own: string; dalian: string; anshan: string; dalianCode: string };
const CUP = '/api/lnjzxh-awards-mgt/lnjzxh/award/century/cup';
const QS = '/api/lnjzxh-awards-mgt/lnjzxh/award/quality/structure';

const day = (offset: number) => {
  const d = new Date(`${todayIn()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const techs = (n: number) =>
  Array.from({ length: n }, (_, i) => `新技术${'一二三四五六七八九十十一'.charAt(i)}`).join('、');
const files = (n: number, prefix = '照片') =>
  Array.from({ length: n }, (_, i) => ({ ...photo, name: `${prefix}${i + 1}.png` }));

const APP =
  'id version awardType awardTypeLabel year unitName projectName flowStatus enabled enabledMessage submitTime flowInstanceId programmeName companyName values { proName askForWork recommendWork mainApplicant jszbAndShxy } participants { group units { companyId companyName buildingNumber people { field value } } } materials { slot files { name url } }';
interface App {
  id: string;
  version: number;
  flowStatus: number;
  enabled: number;
  enabledMessage: string | null;
  flowInstanceId: string | null;
  projectName: string | null;
  companyName: string | null;
  values: Record<string, string | null>;
  participants: {
    group: string;
    units: {
      companyId: string | null;
      companyName: string | null;
      buildingNumber: string;
      people: { field: string; value: string }[];
    }[];
  }[];
  materials: { slot: string; files: { name: string; url: string }[] }[];
}
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
const list = async (c: ApiClient, filter: Record<string, unknown>) =>
  (
    await c.gql<{ awardApplications: { total: number; records: App[] } }>(
      `query($f: AwardApplicationListFilter) { awardApplications(filter: $f) { total records { ${APP} } } }`,
      { f: filter },
    )
  ).data?.awardApplications;
const fieldsOf = (r: { errors?: { extensions?: { fields?: unknown } }[] }) =>
  (r.errors?.[0]?.extensions?.fields ?? []) as { field: string; message: string }[];

/** A complete century cup declaration, contractor = the given unit. */
const complete = (askForWork: string) => ({
  values: {
    proName: '沈阳市民中心',
    sbDate: day(0),
    region: '210100',
    area: '210102',
    built: '和平区南京北街 1 号',
    askForWork,
    recommendWork: 'shenyang',
    recommend: '陈联系',
    recommendPN: '13912345678',
    projectCategory: 'house',
    projectCategorySmall: 'public',
    construction: '土建、安装',
    buildingScale: '12 万平方米',
    buildingFloorsU: '28',
    buildingFloorsD: '3',
    structureType: '框架剪力墙',
    budget: '45000.50',
    finalAccounts: '46000',
    startTime: '2023-03-01',
    endTime: '2025-10-30',
    filingUnit: '沈阳市建设工程质量监督站',
    structureAcceptanceTime: '2024-06-01',
    SYJGTime: '2024-09-01',
    jzyTop10: techs(6),
    jszbAndShxy: '节能率 65%，社会效益显著',
  },
  participants: [
    {
      group: 'contractor',
      units: [
        {
          companyId: askForWork,
          buildingNumber: '',
          people: [
            { field: 'xmjl_people', value: '张三' },
            { field: 'zly_people', value: '李四、王五' },
          ],
        },
      ],
    },
    {
      group: 'jointContractors',
      units: [{ companyId: units.anshan, buildingNumber: '2号楼', people: [{ field: 'xmjl_people', value: '赵六' }] }],
    },
  ],
  materials: [
    { slot: 'gongchengzhaopian', files: files(15) },
    { slot: 'yingxiangcailiao', files: files(1, '视频') },
  ],
});

async function markPaid(unitId: string) {
  await s.db.orm.em
    .fork()
    .getConnection()
    .execute(`update lnjzxh_dues_period set status = 1 where unit_id = '${unitId}'`);
}

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  expertUser = await s.login('zhuanjia', DEMO_PASSWORD);
  const em = s.db.orm.em.fork();
  const all = await em.find(MemberUnit, {}, { filters: false });
  const byName = (part: string) => all.find((u) => u.name.includes(part))!;
  units = {
    own: byName('示例建筑').id,
    dalian: byName('大连海湾').id,
    anshan: byName('鞍山钢城').id,
    dalianCode: byName('大连海湾').creditCode,
  };
  const programme = async (awardType: string, name: string, extra: Record<string, unknown> = {}) => {
    const r = await admin.gql<{ submitAwardProgramme: { id: string } }>(
      `mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { id } }`,
      {
        i: {
          awardType,
          year: 2035,
          name,
          startDate: day(-5),
          endDate: day(30),
          accountCategories: ['1', '3'],
          ...extra,
        },
      },
    );
    const id = r.data!.submitAwardProgramme.id;
    expect(
      (
        await admin.gql(`mutation($i: AwardProgrammeOpenInput!) { setAwardProgrammeOpen(input: $i) { id } }`, {
          i: { id, openFlag: 1 },
        })
      ).errors,
    ).toBeUndefined();
    expect(
      (await member.gql(`mutation($p: ID!) { subscribeAwardProgramme(programmeId: $p) { id } }`, { p: id })).errors,
    ).toBeUndefined();
    return id;
  };
  cupId = await programme('century_cup', '2035年度世纪杯');
  qsId = await programme('quality_structure', '2035年度优质结构', { requireSerialNumber: true });
  const up = await upload(
    s.url,
    '/api/blade-resource/oss/endpoint/put-file',
    { name: '工程照片.png', body: PNG_1PX, type: 'image/png' },
    { authorization: `Bearer ${member.token}` },
  );
  expect(up.status).toBe(200);
  photo = { name: '工程照片.png', url: String(up.body.data!.link), size: PNG_1PX.length };
});
afterAll(async () => {
  await s?.stop();
});

describe('drafts', () => {
  it('save at any time with whatever is typed, keep the version, refuse a stale edit and foreign files', async () => {
    const first = await save(member, {
      programmeId: cupId,
      values: { proName: '草稿工程' },
      participants: [{ group: 'contractor', units: [{ people: [{ field: 'xmjl_people', value: '张三、李四' }] }] }],
    });
    expect(first.errors).toBeUndefined();
    const draft = first.data!.saveAwardApplication;
    expect(draft).toMatchObject({ flowStatus: 0, enabled: 1, projectName: '草稿工程', flowInstanceId: null });
    // Every group of the form is listed, in form order; the building number defaults to '-'.
    expect(draft.participants.map((g) => g.group)).toEqual([
      'owner',
      'contractor',
      'generalContractorSheet',
      'jointContractors',
      'participatingUnits',
      'supervision',
      'userUnit',
    ]);
    expect(draft.participants[1]!.units[0]).toMatchObject({
      buildingNumber: '-',
      people: [{ field: 'xmjl_people', value: '张三、李四' }],
    });
    const again = await save(member, { id: draft.id, version: draft.version, values: { proName: '草稿工程二' } });
    expect(again.data!.saveAwardApplication.version).toBe(draft.version + 1);
    const stale = await save(member, { id: draft.id, version: draft.version, values: { proName: '过期的修改' } });
    expect(stale.errors?.[0]).toMatchObject({
      message: '数据已被他人修改，请刷新后重试',
      extensions: { code: 'STALE' },
    });
    const foreign = await save(member, {
      id: draft.id,
      materials: [{ slot: 'gongchengzhaopian', files: [{ name: 'x.png', url: 'https://evil.example/x.png' }] }],
    });
    expect(foreign.errors?.[0]?.message).toBe('文件地址无效，请重新上传');
    const tooMany = await save(member, { id: draft.id, materials: [{ slot: 'shenbaobiao', files: files(21, '表') }] });
    expect(fieldsOf(tooMany)).toEqual([
      { field: 'materials.shenbaobiao', message: '最多上传20个文件，超出请合并成pdf进行上传' },
    ]);
    // Nothing of the refused edits was stored.
    const kept = (
      await member.gql<{ awardApplication: App }>(`query($id: ID!) { awardApplication(id: $id) { ${APP} } }`, {
        id: draft.id,
      })
    ).data!.awardApplication;
    expect(kept).toMatchObject({ projectName: '草稿工程二', version: draft.version + 1 });
    // Staff and the unit see it; another member account or an expert do not.
    expect((await list(approver, { awardType: 'century_cup' }))!.records.map((r) => r.id)).toContain(draft.id);
    expect((await list(expertUser, { awardType: 'century_cup' }))!.total).toBe(0);
    expect(
      (await expertUser.gql(`query($id: ID!) { awardApplication(id: $id) { id } }`, { id: draft.id })).errors?.[0]
        ?.message,
    ).toBe('申报不存在');
    // A draft is deleted over REST del/{id}.
    const del = await fetch(`${s.url}${CUP}/del/${draft.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(((await del.json()) as { success: boolean }).success).toBe(true);
  });

  it('refuse an account without a member unit and a type without a form', async () => {
    expect((await save(expertUser, { programmeId: cupId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('submission rules through the API', () => {
  it('answer every required-field message of the declaration form with its field', async () => {
    const draft = (await save(member, { programmeId: cupId, values: { proName: '空白申报' } })).data!
      .saveAwardApplication;
    const r = await send(member, draft.id, draft.version);
    expect(r.errors?.[0]?.message).toBe('申报信息不完整，请按提示修改后再提交');
    const fields = fieldsOf(r);
    for (const [field, message] of DECLARATION_REQUIRED)
      if (field !== 'proName') expect(fields).toContainEqual({ field, message });
    expect(fields).toContainEqual({ field: 'recommendPN', message: '手机号码不能为空' });
    expect(fields).toContainEqual({ field: 'jzyTop10', message: '此为必填项' });
    expect(fields).toContainEqual({ field: 'jszbAndShxy', message: '此为必填项' });
    expect(fields).toContainEqual({ field: 'materials.gongchengzhaopian', message: '请添加工程照片' });
    expect(fields).toContainEqual({ field: 'materials.yingxiangcailiao', message: '请上传影像材料' });
    // The generic flow tool cannot send it past its rules either.
    const tool = await member.rest('POST', '/api/lnjzxh-member/flow/tool/submit', {
      businessType: 'century_cup',
      businessId: draft.id,
    });
    expect(tool.body.msg).toBe('申报信息不完整，请按提示修改后再提交');
    // Still a draft: nothing lost.
    expect((await list(member, { awardType: 'century_cup', projectName: '空白申报' }))!.records[0]).toMatchObject({
      flowStatus: 0,
      projectName: '空白申报',
      submitTime: null,
    });
  });

  it('answer the people, technologies, mobile, amount and photo messages', async () => {
    const base = complete(units.dalian);
    const bad = {
      ...base,
      values: { ...base.values, recommendPN: '1391234567', budget: '12.345', jzyTop10: techs(5) },
      participants: [
        {
          group: 'contractor',
          units: [
            {
              companyId: units.dalian,
              people: [
                { field: 'xmjl_people', value: '张三、李四' },
                { field: 'zly_people', value: '张三,李四' },
                { field: 'sgy_people', value: '甲、乙、丙、丁、戊、己、庚' },
              ],
            },
          ],
        },
      ],
      materials: [
        { slot: 'gongchengzhaopian', files: files(14) },
        { slot: 'yingxiangcailiao', files: files(1) },
      ],
    };
    const draft = (await save(member, { programmeId: cupId, ...bad })).data!.saveAwardApplication;
    const fields = fieldsOf(await send(member, draft.id, draft.version));
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'recommendPN', message: '手机号码长度不为11位' },
        { field: 'budget', message: expect.stringContaining('2') },
        { field: 'jzyTop10', message: '不能少于6项！' },
        { field: 'contractor.0.xmjl_people', message: '超过了限制人数！' },
        { field: 'contractor.0.zly_people', message: '只能输入汉字、英文和"、"' },
        { field: 'contractor.0.sgy_people', message: '总人数不能超过6人！' },
        { field: 'materials.gongchengzhaopian', message: '工程照片不能少于15张' },
      ]),
    );
    const eleven = (
      await save(member, {
        id: draft.id,
        version: draft.version,
        ...base,
        values: { ...base.values, jzyTop10: techs(11) },
      })
    ).data!.saveAwardApplication;
    expect(fieldsOf(await send(member, eleven.id, eleven.version))).toEqual(
      expect.arrayContaining([{ field: 'jzyTop10', message: '超过了限制个数！' }]),
    );
  });

  it('refuse a contractor in dues arrears with the notice and the field error, then submit into the flow', async () => {
    const base = complete(units.own);
    const draft = (await save(member, { programmeId: cupId, ...base })).data!.saveAwardApplication;
    const refused = await send(member, draft.id, draft.version);
    expect(refused.errors?.[0]?.message).toMatch(/^尊敬的会员单位，您目前处于会费欠缴状态，请尽快联系会员部办理/);
    expect(fieldsOf(refused)).toEqual([{ field: 'askForWork', message: '当前单位会费已欠缴' }]);
    await markPaid(units.dalian);
    const other = complete(units.dalian);
    const fixed = (await save(member, { id: draft.id, version: draft.version, ...other })).data!.saveAwardApplication;
    const sent = await send(member, fixed.id, fixed.version);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.submitAwardApplication).toMatchObject({ flowStatus: 1, companyName: '大连海湾建设集团有限公司' });
    expect(sent.data!.submitAwardApplication.flowInstanceId).toBeTruthy();
    // The approver's task lists name the type and open the application's detail page (办理), not the raw code.
    const tasks = async (kind: string) =>
      (
        await approver.gql<{
          flowTasks: {
            records: Array<{ businessId: string; businessTypeLabel: string; handlePath: string; detailPath: string }>;
          };
        }>(
          `query($k: String!) { flowTasks(filter: { kind: $k }, page: { size: 200 }) { records { businessId businessTypeLabel handlePath detailPath } } }`,
          { k: kind },
        )
      ).data!.flowTasks.records;
    const task = [...(await tasks('todo')), ...(await tasks('claim'))].find((t) => t.businessId === fixed.id);
    expect(task).toEqual({
      businessId: fixed.id,
      businessTypeLabel: '世纪杯申报',
      handlePath: `/awards/centuryCupMaterialsSH?id=${fixed.id}`,
      detailPath: `/awards/centuryCupMaterialsSH?id=${fixed.id}`,
    });
    // The application layer lists the unit's submitted project on the programme's card, to open instead of starting again.
    const cards = (
      await member.gql<{
        awardApplicationLayer: {
          records: { id: string; mine: { id: string; projectName: string; flowStatus: number }[] }[];
        };
      }>('{ awardApplicationLayer { records { id mine { id projectName flowStatus } } } }')
    ).data!.awardApplicationLayer.records;
    expect(cards.find((c) => c.id === cupId)?.mine).toContainEqual({
      id: fixed.id,
      projectName: '沈阳市民中心',
      flowStatus: 1,
    });
    const staffCards = (
      await admin.gql<{ awardApplicationLayer: { records: { id: string; mine: unknown[] }[] } }>(
        '{ awardApplicationLayer { records { id mine { id } } } }',
      )
    ).data!.awardApplicationLayer.records;
    expect(staffCards.find((c) => c.id === cupId)?.mine).toEqual([]);
    // Under review it can no longer be edited or deleted by the applicant.
    expect((await save(member, { id: fixed.id, values: { proName: '改名' } })).errors?.[0]?.message).toBe(
      '审核中或已通过的申报不能修改',
    );
    const del = await member.rest('POST', `${CUP}/submit/${fixed.id}`);
    expect(del.body.msg).toBe('审核中或已通过的申报不能修改');
  });
});

describe('lifecycle and the century cup REST calls', () => {
  let appId: string;
  beforeAll(async () => {
    await markPaid(units.dalian);
    const r = await member.rest<{ id: string; flowStatus: number }>('POST', `${CUP}/modify`, {
      programmeId: cupId,
      ...complete(units.dalian),
      andSubmit: true,
    });
    expect(r.body).toMatchObject({ success: true, data: { flowStatus: 1 } });
    appId = r.body.data.id;
  });

  it('lists, reads, exports and downloads the materials as a zip', async () => {
    const page = await approver.rest<{
      records: { id: string; projectName: string; values: Record<string, string> }[];
      total: number;
    }>('GET', `${CUP}/list/page?current=1&size=10&flowStatus=1`);
    expect(page.body.data.records.map((r) => r.id)).toContain(appId);
    const one = await member.rest<{
      id: string;
      values: Record<string, string>;
      participants: Record<string, unknown[]>;
    }>('GET', `${CUP}/get/${appId}`);
    expect(one.body.data.values.proName).toBe('沈阳市民中心');
    expect(Object.keys(one.body.data.participants)).toContain('jointContractors');
    const xlsx = await fetch(`${s.url}${CUP}/export?flowStatus=1`, {
      headers: { authorization: `Bearer ${approver.token}` },
    });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const zip = await fetch(`${s.url}${CUP}/download/${appId}`, {
      headers: { authorization: `Bearer ${approver.token}` },
    });
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const names = Object.keys(entries);
    expect(names.filter((n) => n.startsWith('工程照片/'))).toHaveLength(15);
    expect(names).toContain('影像材料/01-视频1.png');
    expect(entries['工程照片/01-照片1.png']).toEqual(new Uint8Array(PNG_1PX));
  });

  it('prints the application as a PDF (申报表打印): its fields, participant tables and materials, for who may read it', async () => {
    for (const reader of [member, approver]) {
      const { text } = await downloadPdf(`${s.url}${CUP}/print/${appId}`, reader.token);
      for (const expected of [
        '世纪杯申报表',
        '2035年度世纪杯',
        '沈阳市民中心',
        '和平区南京北街 1 号',
        '沈阳市建筑业协会', // the recommending unit's dictionary label, not its key
        '沈阳市', // the region's name, not its code
        '大连海湾', // the contractor's company name, not its id
        '鞍山钢城',
        '项目经理：张三',
        '质量员：李四、王五',
        '2号楼',
        '节能率 65%，社会效益显著',
        '照片15.png',
        '视频1.png',
        '未上传',
      ])
        expect(text).toContain(expected);
      expect(text).not.toContain('210100');
      expect(text).not.toContain(units.dalian);
    }
    // An expert not assigned to it gets the envelope's error, not the PDF; without a session, 401.
    const refused = await expertUser.rest('GET', `${CUP}/print/${appId}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ success: false, msg: '申报不存在' });
    expect((await fetch(`${s.url}${CUP}/print/${appId}`)).status).toBe(401);
    // The quality structure's route does not print a century cup application.
    const other = await member.rest('GET', `${QS}/print/${appId}`);
    expect(other.body).toMatchObject({ success: false, msg: '申报不存在' });
  });

  it('checks credit codes', async () => {
    const ok = await member.rest<{ exists: boolean; unitName: string; inArrears: boolean }>(
      'GET',
      `${CUP}/checkCreditCode/${units.dalianCode}`,
    );
    expect(ok.body.data).toMatchObject({ exists: true, unitName: '大连海湾建设集团有限公司', inArrears: false });
    expect((await member.rest('GET', `${CUP}/checkCreditCode/12345`)).body.msg).toBe('统一社会信用代码格式不正确');
  });

  it('assigns experts: approved, unexpired and without a conflict of interest', async () => {
    const em = s.db.orm.em.fork();
    const make = (name: string, extra: Partial<ExpertAccount>) =>
      em.create(ExpertAccount, {
        tenantId: '000000',
        name,
        mobile: '13700000000',
        unitName: '某单位',
        discipline: 'civil',
        flowStatus: 2,
        ...extra,
      } as ExpertAccount);
    const ok = make('专家甲', {});
    const expired = make('专家乙', { expirationDate: day(-1) });
    const conflicted = make('专家丙', { creditCode: units.dalianCode });
    const pending = make('专家丁', { flowStatus: 1 });
    await em.flush();
    const assign = (expertIds: string[], c: ApiClient = approver) =>
      c.rest<unknown[]>('POST', `${CUP}/assign/expert`, { id: appId, expertIds });
    expect((await assign([expired.id])).body.msg).toBe('专家专家乙的专家证已过期，不能分配');
    expect((await assign([conflicted.id])).body.msg).toBe('专家专家丙所在单位参与了该工程的申报（回避），不能分配');
    expect((await assign([pending.id])).body.msg).toBe('专家专家丁尚未通过审核，不能分配');
    expect((await assign([ok.id], member)).status).toBe(403);
    expect((await assign([ok.id])).body.success).toBe(true);
    const experts = await member.rest<{ expertName: string }[]>('GET', `${CUP}/list/expert/${appId}`);
    expect(experts.body.data.map((e) => e.expertName)).toEqual(['专家甲']);
  });

  it('changes files after submission, approves in a batch, resets to 0, and disables with a message', async () => {
    const got = (await member.rest<{ version: number }>('GET', `${CUP}/get/${appId}`)).body.data;
    const fewer = await member.rest('POST', `${CUP}/modify-file`, {
      id: appId,
      version: got.version,
      materials: { gongchengzhaopian: files(14), yingxiangcailiao: files(1) },
    });
    expect(fewer.body.msg).toBe('工程照片不能少于15张');
    const more = await member.rest<{ materials: Record<string, unknown[]> }>('POST', `${CUP}/modify-file`, {
      id: appId,
      version: got.version,
      materials: { gongchengzhaopian: files(16), yingxiangcailiao: files(2) },
    });
    expect(more.body.success).toBe(true);
    expect(more.body.data.materials.gongchengzhaopian).toHaveLength(16);

    expect((await member.rest('POST', `${CUP}/approval-batch`, { ids: [appId] })).status).toBe(403);
    const batch = await approver.rest<{ approved: number }>('POST', `${CUP}/approval-batch`, { ids: [appId] });
    expect(batch.body.data.approved).toBe(1);
    expect((await approver.rest<{ flowStatus: number }>('GET', `${CUP}/get/${appId}`)).body.data.flowStatus).toBe(2);
    // The applicant sees the flow log.
    const logs = await member.gql<{ flowRecord: { logs: { approvalConfigTitle: string }[] } }>(
      `query($id: ID!) { flowRecord(businessType: "century_cup", businessId: $id) { logs { approvalConfigTitle } } }`,
      { id: appId },
    );
    expect(logs.data?.flowRecord.logs.map((l) => l.approvalConfigTitle)).toEqual(['提交申请', '协会形式审查']);

    expect((await approver.rest('POST', `${CUP}/modify-approval-status`, { id: appId, status: 1 })).body.msg).toBe(
      '只能将审批状态重置为0',
    );
    const reset = await approver.rest<{ flowStatus: number }>('POST', `${CUP}/modify-approval-status`, {
      id: appId,
      status: 0,
    });
    expect(reset.body.data.flowStatus).toBe(0);

    expect((await approver.rest('POST', `${CUP}/modify-status`, { id: appId, enabled: 0 })).body.msg).toBe(
      '停用时请填写说明',
    );
    const off = await approver.rest<{ enabled: number; enabledMessage: string; version: number }>(
      'POST',
      `${CUP}/modify-status`,
      { id: appId, enabled: 0, message: '工程不符合申报条件' },
    );
    expect(off.body.data).toMatchObject({ enabled: 0, enabledMessage: '工程不符合申报条件' });
    expect((await member.rest('POST', `${CUP}/submit/${appId}?version=${off.body.data.version}`)).body.msg).toBe(
      '该申报已停用：工程不符合申报条件',
    );
    expect((await approver.rest('POST', `${CUP}/modify-status`, { id: appId, enabled: 1 })).body.data).toMatchObject({
      enabled: 1,
      enabledMessage: null,
    });
  });

  it('refuses a member calling staff calls', async () => {
    expect((await member.rest('POST', `${CUP}/modify-status`, { id: appId, enabled: 0, message: 'x' })).status).toBe(
      403,
    );
    expect((await member.rest('POST', `${CUP}/modify-approval-status`, { id: appId, status: 0 })).status).toBe(403);
  });
});

describe('quality structure', () => {
  it('uses the short variant, at most 15 photos and a confirmed allocation number', async () => {
    const draft = (
      await save(member, {
        programmeId: qsId,
        values: { proName: '优质结构工程' },
        materials: [{ slot: 'gongchengzhaopian', files: files(16) }],
      })
    ).data!.saveAwardApplication;
    expect(draft.participants.map((g) => g.group)).toEqual([
      'owner',
      'contractor',
      'generalContractorSheet',
      'supervision',
    ]);
    const fields = fieldsOf(await send(member, draft.id, draft.version));
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'mainApplicant', message: '请选择主申报单位' },
        { field: 'contactPerson', message: '请输入单位联系人' },
        { field: 'sbDate', message: '请选择申报日期' },
        { field: 'contactPN', message: '手机号码不能为空' },
        { field: 'jszbAndShxy', message: '此为必填项' },
        { field: 'materials.gongchengzhaopian', message: '工程照片不能超过15张' },
      ]),
    );
    expect(fields.map((f) => f.field)).not.toContain('jzyTop10');
    const values = {
      proName: '优质结构工程',
      mainApplicant: units.dalian,
      contactPerson: '孙联系',
      contactPN: '13912345678',
      referee: 'shenyang',
      sbDate: day(0),
      jszbAndShxy: '结构质量优良',
    };
    const full = (
      await save(member, {
        id: draft.id,
        version: draft.version,
        values,
        materials: [{ slot: 'gongchengzhaopian', files: files(15) }],
      })
    ).data!.saveAwardApplication;
    const r = await send(member, full.id, full.version);
    expect(r.errors?.[0]?.message).toBe('该推荐单位尚无已确认的分配编号，暂不能申报');
    // Its print has the short variant's fields and its four participant groups.
    const { text } = await downloadPdf(`${s.url}${QS}/print/${full.id}`, member.token);
    for (const expected of [
      '优质结构申报表',
      '优质结构工程',
      '主申报单位',
      '孙联系',
      '结构质量优良',
      '监理单位',
      '申请表',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('联合承建单位');
  });
});

describe('权限设置 (account categories per programme)', () => {
  it('staff change who may apply; an empty or unknown choice, a stale version and a member are refused', async () => {
    const set = (c: ApiClient, input: Record<string, unknown>) =>
      c.gql<{ setAwardProgrammeCategories: { accountCategories: string[]; version: number } }>(
        `mutation($i: AwardProgrammeCategoriesInput!) { setAwardProgrammeCategories(input: $i) { accountCategories version } }`,
        { i: input },
      );
    const current = (
      await admin.gql<{ awardProgramme: { version: number } }>(
        `query($id: ID!) { awardProgramme(id: $id) { version } }`,
        { id: cupId },
      )
    ).data!.awardProgramme;
    expect(
      (await set(approver, { id: cupId, version: current.version, accountCategories: [] })).errors?.[0]?.message,
    ).toBe('请选择可申报的账号类别');
    expect((await set(approver, { id: cupId, accountCategories: ['9'] })).errors?.[0]?.message).toBe('账号类别不存在');
    expect((await set(member, { id: cupId, accountCategories: ['1'] })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const changed = await set(approver, { id: cupId, version: current.version, accountCategories: ['3', '1', '3'] });
    expect(changed.data!.setAwardProgrammeCategories).toEqual({
      accountCategories: ['3', '1'],
      version: current.version + 1,
    });
    expect(
      (await set(approver, { id: cupId, version: current.version, accountCategories: ['1'] })).errors?.[0]?.extensions
        ?.code,
    ).toBe('STALE');
  });
});

describe('系统设置 of the awards', () => {
  it("shows each award type's flow model and keeps the phone of the arrears notice; staff only", async () => {
    const settings = await approver.gql<{
      awardSettings: {
        departmentPhone: string | null;
        flows: { awardType: string; modelName: string | null; steps: string[] }[];
      };
    }>(`{ awardSettings { departmentPhone flows { awardType modelName steps } } }`);
    expect(settings.data!.awardSettings.departmentPhone).toBe('024-23456789');
    expect(settings.data!.awardSettings.flows).toEqual([
      { awardType: 'century_cup', modelName: '世纪杯申报', steps: ['协会形式审查'] },
      { awardType: 'quality_structure', modelName: '优质结构申报', steps: ['协会形式审查'] },
      // The lines that declare their form (issue 22).
      { awardType: 'green_construction', modelName: '绿色施工申报', steps: ['协会形式审查'] },
      { awardType: 'excellent_manager', modelName: '优秀项目经理申报', steps: ['协会形式审查'] },
      { awardType: 'excellent_enterprise', modelName: '优秀企业申报', steps: ['协会形式审查'] },
      { awardType: 'excellent_award', modelName: '优秀奖申报', steps: ['协会形式审查'] },
      { awardType: 'bim_competition', modelName: 'BIM大赛申报', steps: ['协会形式审查'] },
      { awardType: 'labour_services', modelName: '劳务服务申报', steps: ['协会形式审查'] },
      { awardType: 'aaa_credit', modelName: 'AAA信用企业申报', steps: ['协会形式审查'] },
      { awardType: 'aaa_mechanics', modelName: 'AAA机械企业申报', steps: ['协会形式审查'] },
      { awardType: 'ankang_cup', modelName: '安康杯申报', steps: ['协会形式审查'] },
    ]);
    const save = (c: ApiClient, departmentPhone: string | null) =>
      c.gql<{ saveAwardSettings: { departmentPhone: string | null } }>(
        `mutation($i: AwardSettingsInput!) { saveAwardSettings(input: $i) { departmentPhone } }`,
        { i: { departmentPhone } },
      );
    expect((await save(approver, '电话')).errors?.[0]?.message).toBe('联系电话格式不正确');
    expect((await save(member, '024-1')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await save(approver, '024-88886666')).data!.saveAwardSettings.departmentPhone).toBe('024-88886666');
    // The arrears notice of the form shows it.
    const arrears = await member.gql<{ awardCompanyArrears: { message: string } }>(
      `query($c: ID!) { awardCompanyArrears(companyId: $c) { message } }`,
      { c: units.own },
    );
    expect(arrears.data!.awardCompanyArrears.message).toBe(
      '尊敬的会员单位，您目前处于会费欠缴状态，请尽快联系会员部办理，联系电话：024-88886666',
    );
    expect((await save(approver, '')).data!.saveAwardSettings.departmentPhone).toBeNull();
    const plain = await member.gql<{ awardCompanyArrears: { message: string } }>(
      `query($c: ID!) { awardCompanyArrears(companyId: $c) { message } }`,
      { c: units.own },
    );
    expect(plain.data!.awardCompanyArrears.message).toBe(
      '尊敬的会员单位，您目前处于会费欠缴状态，请尽快联系会员部办理',
    );
    expect((await save(approver, '024-23456789')).data!.saveAwardSettings.departmentPhone).toBe('024-23456789');
  });
});
