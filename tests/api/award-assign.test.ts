import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { ExpertAccount } from '../../api/src/modules/expert/expert.entity.js';
import { MemberUnit } from '../../api/src/modules/member/member.entity.js';
import { PNG_1PX, upload } from '../support/files.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** Expert assignment (issue 9): expert groups, automatic assignment preview/apply over HTTP, exclusions and their reasons, review tasks. */
let s: TestServer;
let admin: ApiClient & { token: string };
let approver: ApiClient & { token: string };
let member: ApiClient & { token: string };
let expertUser: ApiClient & { token: string };
let programmeId: string;
const appIds: string[] = [];
let draftId: string;
let experts: Record<'jia' | 'yi' | 'bing' | 'ding' | 'wu', string>;
let groupId: string;
let units: { dalian: string; anshan: string; dalianCode: string };
const ASSIGN = '/api/lnjzxh-awards-mgt/lnjzxh/award/assign';
const CUP = '/api/lnjzxh-awards-mgt/lnjzxh/award/century/cup';
const DISCIPLINE = 'assign_test';

const day = (offset: number) => {
  const d = new Date(`${todayIn()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

interface PlanExpert {
  expertId: string;
  name: string;
}
interface Plan {
  applied: boolean;
  newCount: number;
  applications: {
    applicationId: string;
    projectName: string;
    current: PlanExpert[];
    added: PlanExpert[];
    exclusions: (PlanExpert & { reason: string })[];
    shortfall: string | null;
  }[];
  loads: (PlanExpert & { load: number })[];
}

const preview = (c: ApiClient, body: Record<string, unknown>) =>
  c.rest<Plan>('POST', `${ASSIGN}/auto/preview`, { programmeId, ...body });
const apply = (c: ApiClient, body: Record<string, unknown>) =>
  c.rest<Plan>('POST', `${ASSIGN}/auto/apply`, { programmeId, ...body });
const reasons = (plan: Plan, appId: string) =>
  Object.fromEntries(
    plan.applications.find((a) => a.applicationId === appId)!.exclusions.map((x) => [x.name, x.reason]),
  );

function declaration(proName: string, photo: { name: string; url: string; size: number }) {
  const files = (n: number, prefix: string) =>
    Array.from({ length: n }, (_, i) => ({ ...photo, name: `${prefix}${i + 1}.png` }));
  return {
    values: {
      proName,
      sbDate: day(0),
      region: '210100',
      area: '210102',
      built: '和平区南京北街 1 号',
      askForWork: units.dalian,
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
      jzyTop10: '新技术一、新技术二、新技术三、新技术四、新技术五、新技术六',
      jszbAndShxy: '节能率 65%',
    },
    participants: [
      {
        group: 'contractor',
        units: [
          {
            companyId: units.dalian,
            buildingNumber: '',
            people: [
              { field: 'xmjl_people', value: '张三' },
              { field: 'zly_people', value: '李四' },
            ],
          },
        ],
      },
      {
        group: 'jointContractors',
        units: [
          { companyId: units.anshan, buildingNumber: '2号楼', people: [{ field: 'xmjl_people', value: '赵六' }] },
        ],
      },
    ],
    materials: [
      { slot: 'gongchengzhaopian', files: files(15, '照片') },
      { slot: 'yingxiangcailiao', files: files(1, '视频') },
    ],
  };
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
  units = { dalian: byName('大连海湾').id, anshan: byName('鞍山钢城').id, dalianCode: byName('大连海湾').creditCode };
  await em.getConnection().execute(`update lnjzxh_dues_period set status = 1 where unit_id = '${units.dalian}'`);

  const p = await admin.gql<{ submitAwardProgramme: { id: string } }>(
    `mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { id } }`,
    {
      i: {
        awardType: 'century_cup',
        year: 2035,
        name: '2035年度世纪杯（分配）',
        startDate: day(-5),
        endDate: day(30),
        accountCategories: ['1', '3'],
      },
    },
  );
  programmeId = p.data!.submitAwardProgramme.id;
  expect(
    (
      await admin.gql(`mutation($i: AwardProgrammeOpenInput!) { setAwardProgrammeOpen(input: $i) { id } }`, {
        i: { id: programmeId, openFlag: 1 },
      })
    ).errors,
  ).toBeUndefined();
  expect(
    (await member.gql(`mutation($p: ID!) { subscribeAwardProgramme(programmeId: $p) { id } }`, { p: programmeId }))
      .errors,
  ).toBeUndefined();
  const up = await upload(
    s.url,
    '/api/blade-resource/oss/endpoint/put-file',
    { name: '工程照片.png', body: PNG_1PX, type: 'image/png' },
    { authorization: `Bearer ${member.token}` },
  );
  const photo = { name: '工程照片.png', url: String(up.body.data!.link), size: PNG_1PX.length };
  for (const name of ['分配工程一', '分配工程二']) {
    const r = await member.rest<{ id: string; flowStatus: number }>('POST', `${CUP}/modify`, {
      programmeId,
      ...declaration(name, photo),
      andSubmit: true,
    });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ success: true, data: { flowStatus: 1 } });
    appIds.push(r.body.data.id);
  }
  const draft = await member.rest<{ id: string }>('POST', `${CUP}/modify`, {
    programmeId,
    values: { proName: '未送审工程' },
  });
  draftId = draft.body.data.id;

  const make = (name: string, extra: Partial<ExpertAccount>) =>
    em.create(ExpertAccount, {
      tenantId: '000000',
      name,
      mobile: '13700000000',
      unitName: '某单位',
      discipline: DISCIPLINE,
      flowStatus: 2,
      ...extra,
    } as ExpertAccount);
  const rows = {
    jia: make('专家甲', {}),
    yi: make('专家乙', { expirationDate: day(0) }),
    bing: make('专家丙', { creditCode: units.dalianCode }),
    ding: make('专家丁', { expirationDate: day(-1) }),
    wu: make('专家戊', { flowStatus: 1 }),
  };
  await em.flush();
  experts = Object.fromEntries(Object.entries(rows).map(([k, e]) => [k, e.id])) as typeof experts;
});
afterAll(async () => {
  await s?.stop();
});

describe('expert groups', () => {
  it('are created and listed by staff with their members; unknown experts and non-staff are refused', async () => {
    const bad = await approver.rest('POST', `${ASSIGN}/expert-group/modify`, { name: '土建组', memberIds: ['nope'] });
    expect(bad.body.msg).toBe('所选专家不存在');
    expect((await member.rest('POST', `${ASSIGN}/expert-group/modify`, { name: '土建组', memberIds: [] })).status).toBe(
      403,
    );
    const r = await approver.gql<{
      submitExpertGroup: { id: string; memberIds: string[]; members: { name: string }[] };
    }>(`mutation($i: ExpertGroupInput!) { submitExpertGroup(input: $i) { id memberIds members { name } } }`, {
      i: { name: '土建组', discipline: DISCIPLINE, regionCode: '210100', memberIds: Object.values(experts) },
    });
    expect(r.errors).toBeUndefined();
    groupId = r.data!.submitExpertGroup.id;
    expect(r.data!.submitExpertGroup.members.map((m) => m.name).sort()).toEqual([
      '专家丁',
      '专家丙',
      '专家乙',
      '专家戊',
      '专家甲',
    ]);
    const page = await approver.rest<{ records: { id: string; name: string }[] }>(
      'GET',
      `${ASSIGN}/expert-group/page?current=1&size=10`,
    );
    expect(page.body.data.records.map((g) => g.name)).toContain('土建组');
    expect((await expertUser.gql(`{ expertGroups { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('automatic assignment', () => {
  it('is for staff only', async () => {
    expect((await preview(member, { groupId, perApplication: 2 })).status).toBe(403);
    expect((await preview(expertUser, { groupId, perApplication: 2 })).status).toBe(403);
    expect((await apply(member, { groupId, perApplication: 2 })).status).toBe(403);
    const g = await expertUser.gql(`query($i: AutoAssignInput!) { autoAssignPreview(input: $i) { newCount } }`, {
      i: { programmeId, groupId, perApplication: 2 },
    });
    expect(g.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('validates the request', async () => {
    expect((await preview(approver, { perApplication: 2 })).body.msg).toBe('请选择专家分组或专业');
    expect((await preview(approver, { groupId, perApplication: 0 })).body.msg).toBe(
      '每个申报的专家人数须为1到20之间的整数',
    );
  });

  it('previews the submitted applications only, with a balanced choice and the reason of every excluded expert', async () => {
    const r = await preview(approver, { discipline: DISCIPLINE, perApplication: 1 });
    expect(r.body.success).toBe(true);
    const plan = r.body.data;
    expect(plan.applied).toBe(false);
    expect(plan.applications.map((a) => a.applicationId).sort()).toEqual([...appIds].sort());
    expect(plan.applications.map((a) => a.applicationId)).not.toContain(draftId);
    // Two eligible experts (甲, and 乙 whose card expires today), one application each.
    expect(plan.applications.flatMap((a) => a.added.map((e) => e.name)).sort()).toEqual(['专家乙', '专家甲']);
    // The discipline pool holds approved experts only: the conflicted and the expired ones are excluded with reasons.
    expect(reasons(plan, appIds[0]!)).toEqual({ 专家丙: '本单位或参建单位回避', 专家丁: '专家证已过期' });
    // A dry run writes nothing.
    expect((await member.rest<unknown[]>('GET', `${CUP}/list/expert/${appIds[0]}`)).body.data).toEqual([]);
  });

  it('names the shortfall when there are not enough eligible experts', async () => {
    const plan = (await preview(approver, { groupId, perApplication: 3 })).body.data;
    for (const app of plan.applications) {
      expect(app.added.map((e) => e.name).sort()).toEqual(['专家乙', '专家甲']);
      expect(app.shortfall).toBe('符合条件的专家不足：需要3名，仅有2名可分配');
      expect(reasons(plan, app.applicationId)).toEqual({
        专家丙: '本单位或参建单位回避',
        专家丁: '专家证已过期',
        专家戊: '未通过审核',
      });
    }
  });

  it('applies the plan: rows are written, conflicted or expired experts are never assigned, a second run adds nothing', async () => {
    const r = await apply(approver, { groupId, perApplication: 2 });
    expect(r.body).toMatchObject({ success: true, msg: '分配成功', data: { applied: true, newCount: 4 } });
    for (const id of appIds) {
      const list = await member.rest<{ expertName: string; expertId: string }[]>('GET', `${CUP}/list/expert/${id}`);
      expect(list.body.data.map((e) => e.expertName).sort()).toEqual(['专家乙', '专家甲']);
      expect(list.body.data.map((e) => e.expertId)).not.toContain(experts.bing);
      expect(list.body.data.map((e) => e.expertId)).not.toContain(experts.ding);
    }
    const again = (await preview(approver, { groupId, perApplication: 2 })).body.data;
    expect(again.newCount).toBe(0);
    expect(reasons(again, appIds[1]!)).toMatchObject({ 专家甲: '已分配', 专家乙: '已分配' });
    expect(again.applications[0]!.current.map((e) => e.name).sort()).toEqual(['专家乙', '专家甲']);
    expect(again.loads.find((l) => l.name === '专家甲')!.load).toBe(2);
  });

  it('lists the candidates of one application with reasons (manual dialog)', async () => {
    const g = await approver.gql<{
      awardAssignCandidates: { name: string; assigned: boolean; reason: string | null }[];
    }>(`query($a: ID!, $g: ID) { awardAssignCandidates(applicationId: $a, groupId: $g) { name assigned reason } }`, {
      a: appIds[0],
      g: groupId,
    });
    expect(g.errors).toBeUndefined();
    const byName = Object.fromEntries(g.data!.awardAssignCandidates.map((c) => [c.name, c]));
    expect(byName['专家甲']).toMatchObject({ assigned: true, reason: null });
    expect(byName['专家丙']).toMatchObject({ assigned: false, reason: '本单位或参建单位回避' });
    expect(byName['专家丁']!.reason).toBe('专家证已过期');
    expect(byName['专家戊']!.reason).toBe('未通过审核');
    const rest = await approver.rest<{ name: string; reason: string | null }[]>(
      'GET',
      `${ASSIGN}/candidates/${appIds[0]}?groupId=${groupId}`,
    );
    expect(rest.body.data.find((c) => c.name === '专家丙')!.reason).toBe('本单位或参建单位回避');
    expect((await member.rest('GET', `${ASSIGN}/candidates/${appIds[0]}`)).status).toBe(403);
  });
});

describe('review tasks', () => {
  it('group the applications of a programme, refusing applications of another programme', async () => {
    const ok = await approver.gql<{ submitReviewTask: { id: string; applicationIds: string[]; groupId: string } }>(
      `mutation($i: ReviewTaskInput!) { submitReviewTask(input: $i) { id applicationIds groupId } }`,
      { i: { name: '第一组', programmeId, applicationIds: appIds, groupId } },
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.submitReviewTask.applicationIds).toEqual(appIds);
    const bad = await approver.gql(`mutation($i: ReviewTaskInput!) { submitReviewTask(input: $i) { id } }`, {
      i: { name: '错误', programmeId, applicationIds: ['x'] },
    });
    expect(bad.errors?.[0]?.message).toBe('所选申报不属于该奖项');
    const list = await approver.gql<{ reviewTasks: { total: number } }>(
      `query($f: ReviewTaskFilter) { reviewTasks(filter: $f) { total } }`,
      { f: { programmeId } },
    );
    expect(list.data!.reviewTasks.total).toBe(1);
    expect(
      (
        await member.gql(`mutation($i: ReviewTaskInput!) { submitReviewTask(input: $i) { id } }`, {
          i: { name: 'x', programmeId, applicationIds: [] },
        })
      ).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
  });
});

describe('random draw with substitutes (专家抽取)', () => {
  const POOL = 'draw_test';
  const DRAW = `${ASSIGN}/draw`;
  const FIELDS = `id seed drawCount substituteCount eligibleIds drawTime drawnByName activeIds
    drawn { expertId name rank } substitutes { expertId name rank } exclusions { name reason }
    replacements { expertId substituteId substituteName reason time skipped { name reason } }`;
  interface Ref {
    expertId: string;
    name: string;
    rank: number;
  }
  interface Draw {
    id: string;
    seed: string;
    drawCount: number;
    eligibleIds: string[];
    drawTime: string;
    drawnByName: string | null;
    activeIds: string[];
    drawn: Ref[];
    substitutes: Ref[];
    exclusions: { name: string; reason: string }[];
    replacements: { expertId: string; substituteId: string; reason: string; time: string }[];
  }
  const assigned = async (id: string) =>
    (await member.rest<{ expertId: string }[]>('GET', `${CUP}/list/expert/${id}`)).body.data.map((e) => e.expertId);
  let first: Draw;

  beforeAll(async () => {
    const em = s.db.orm.em.fork();
    const base = { tenantId: '000000', mobile: '13700000001', unitName: '抽取单位', discipline: POOL, flowStatus: 2 };
    for (let i = 1; i <= 6; i++) em.create(ExpertAccount, { ...base, name: `抽取专家${i}` } as ExpertAccount);
    em.create(ExpertAccount, { ...base, name: '抽取回避', creditCode: units.dalianCode } as ExpertAccount);
    em.create(ExpertAccount, { ...base, name: '抽取过期', expirationDate: day(-1) } as ExpertAccount);
    await em.flush();
  });

  it('is refused to members and experts', async () => {
    const body = { applicationIds: [appIds[0]], discipline: POOL, count: 1, substitutes: 1 };
    expect((await member.rest('POST', DRAW, body)).status).toBe(403);
    const g = await expertUser.gql(`mutation($i: ExpertDrawInput!) { drawExperts(input: $i) { id } }`, { i: body });
    expect(g.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await member.rest('GET', `${DRAW}/list/${appIds[0]}`)).status).toBe(403);
  });

  it('refuses bad numbers and a pool smaller than N + M with a clear message', async () => {
    const bad = await approver.rest('POST', DRAW, {
      applicationIds: [appIds[0]],
      discipline: POOL,
      count: 0,
      substitutes: 1,
    });
    expect(bad.body).toMatchObject({ success: false, msg: '抽取人数须为1到20之间的整数' });
    const short = await approver.gql(`mutation($i: ExpertDrawInput!) { drawExperts(input: $i) { id } }`, {
      i: { applicationIds: [appIds[0]], discipline: POOL, count: 5, substitutes: 2 },
    });
    expect(short.errors?.[0]?.message).toBe('符合条件的专家不足：需要7名，仅有6名可分配');
    expect(short.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await assigned(appIds[0]!)).toHaveLength(2);
  });

  it('draws N experts (assigned) and M ranked substitutes, and records the seed and the pool', async () => {
    const before = await assigned(appIds[0]!);
    const r = await approver.gql<{ drawExperts: Draw[] }>(
      `mutation($i: ExpertDrawInput!) { drawExperts(input: $i) { ${FIELDS} } }`,
      { i: { applicationIds: [appIds[0]], discipline: POOL, count: 2, substitutes: 2 } },
    );
    expect(r.errors).toBeUndefined();
    first = r.data!.drawExperts[0]!;
    expect(first.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(first.drawn.map((e) => e.rank)).toEqual([1, 2]);
    expect(first.substitutes.map((e) => e.rank)).toEqual([1, 2]);
    expect(first.eligibleIds).toHaveLength(6);
    expect(Object.fromEntries(first.exclusions.map((x) => [x.name, x.reason]))).toEqual({
      抽取回避: '本单位或参建单位回避',
      抽取过期: '专家证已过期',
    });
    expect(first.drawTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(first.drawTime.slice(0, 10)).toBe(todayIn());
    expect(first.drawnByName).toBeTruthy();
    expect((await assigned(appIds[0]!)).sort()).toEqual([...before, ...first.drawn.map((e) => e.expertId)].sort());

    const list = await approver.rest<Draw[]>('GET', `${DRAW}/list/${appIds[0]}`);
    expect(list.body.data.map((d) => d.id)).toEqual([first.id]);
    expect(list.body.data[0]!.seed).toBe(first.seed);
  });

  it('replays the draw from its record, and detects an arranged record', async () => {
    const g = await approver.gql<{ replayExpertDraw: { matches: boolean; drawnIds: string[] } }>(
      `mutation($id: ID!) { replayExpertDraw(id: $id) { matches drawnIds substituteIds } }`,
      { id: first.id },
    );
    expect(g.data!.replayExpertDraw).toMatchObject({ matches: true, drawnIds: first.drawn.map((e) => e.expertId) });
    const rest = await approver.rest<{ matches: boolean }>('GET', `${DRAW}/replay/${first.id}`);
    expect(rest.body.data.matches).toBe(true);
    // Swap the first drawn and the first substitute in the stored record: the replay no longer matches.
    const conn = s.db.orm.em.fork().getConnection();
    const swapped = [{ ...first.substitutes[0]!, rank: 1 }, first.drawn[1]!];
    const original = [first.drawn[0]!, first.drawn[1]!];
    const setDrawn = (v: unknown) =>
      conn.execute(`update lnjzxh_expert_draw set drawn = ? where id = ?`, [JSON.stringify(v), first.id]);
    await setDrawn(swapped);
    expect((await approver.rest<{ matches: boolean }>('GET', `${DRAW}/replay/${first.id}`)).body.data.matches).toBe(
      false,
    );
    await setDrawn(original);
    expect((await member.rest('GET', `${DRAW}/replay/${first.id}`)).status).toBe(403);
  });

  it('promotes the first unused substitute when a drawn expert declines; none left gives a clear message', async () => {
    const [d1, d2] = first.drawn;
    const [s1, s2] = first.substitutes;
    const r = await approver.gql<{ declineDrawnExpert: Draw }>(
      `mutation($i: DrawDeclineInput!) { declineDrawnExpert(input: $i) { ${FIELDS} } }`,
      { i: { drawId: first.id, expertId: d1!.expertId } },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.declineDrawnExpert.replacements).toMatchObject([
      { expertId: d1!.expertId, substituteId: s1!.expertId, reason: '婉拒' },
    ]);
    expect(r.data!.declineDrawnExpert.activeIds).toEqual([s1!.expertId, d2!.expertId]);
    let now = await assigned(appIds[0]!);
    expect(now).toContain(s1!.expertId);
    expect(now).not.toContain(d1!.expertId);

    const rest = await approver.rest<Draw>('POST', `${DRAW}/decline`, {
      drawId: first.id,
      expertId: d2!.expertId,
      unable: true,
    });
    expect(rest.body).toMatchObject({ success: true, msg: '替补成功' });
    expect(rest.body.data.replacements[1]).toMatchObject({ substituteId: s2!.expertId, reason: '无法参加' });
    now = await assigned(appIds[0]!);
    expect(now).toEqual(expect.arrayContaining([s1!.expertId, s2!.expertId]));
    expect(now).not.toContain(d2!.expertId);

    const again = await approver.rest('POST', `${DRAW}/decline`, { drawId: first.id, expertId: d1!.expertId });
    expect(again.body.msg).toBe('该专家不是本次抽取的在任专家');
    const none = await approver.rest('POST', `${DRAW}/decline`, { drawId: first.id, expertId: s1!.expertId });
    expect(none.body).toMatchObject({ success: false, msg: '替补专家已用完，请重新抽取或手动分配专家' });
    expect((await member.rest('POST', `${DRAW}/decline`, { drawId: first.id, expertId: s1!.expertId })).status).toBe(
      403,
    );
    // The replay still matches: substitutions do not change the recorded order.
    expect((await approver.rest<{ matches: boolean }>('GET', `${DRAW}/replay/${first.id}`)).body.data.matches).toBe(
      true,
    );
  });

  it('draws for a batch of applications, one record each', async () => {
    const r = await approver.rest<Draw[]>('POST', DRAW, {
      applicationIds: appIds,
      discipline: POOL,
      count: 1,
      substitutes: 1,
    });
    expect(r.body).toMatchObject({ success: true, msg: '抽取成功' });
    expect(r.body.data).toHaveLength(2);
    expect(new Set(r.body.data.map((d) => d.seed)).size).toBe(2);
    for (const [i, id] of appIds.entries()) expect(await assigned(id)).toContain(r.body.data[i]!.drawn[0]!.expertId);
  });
});
