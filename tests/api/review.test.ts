import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../api/src/engine/access/role.entity.js';
import { User } from '../../api/src/engine/auth/user.entity.js';
import { AwardApplication } from '../../api/src/modules/award/award-application.entity.js';
import { ExpertAccount } from '../../api/src/modules/expert/expert.entity.js';
import { MemberUnit } from '../../api/src/modules/member/member.entity.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** Review (issue 9): sheets, an expert's scores of assigned applications only, the lock and unlock, the ranking numbers. */
let s: TestServer;
let admin: ApiClient & { token: string };
let approver: ApiClient & { token: string };
let zhuanjia: ApiClient & { token: string };
const experts: Record<'A' | 'B' | 'C' | 'D', ApiClient & { token: string }> = {} as never;
const apps: Record<'P1' | 'P2' | 'P3' | 'P4', string> = {} as never;
let programmeId: string;
const CUP = '/api/lnjzxh-awards-mgt/lnjzxh/award/century/cup';
const PASSWORD = 'Expert-Pass-2026';

/** The seeded 土建实体 sheet: item keys and maximum points (sum 100). */
const TUJIAN: [string, number][] = [
  ['dijijichu', 15],
  ['zhutijiegou', 25],
  ['wumian', 10],
  ['zhuangshi', 20],
  ['jieneng', 10],
  ['guanganzhiliang', 15],
  ['xinjishu', 5],
];

/** Item scores (tenths) proportional to the maxima, summing exactly to the total; never 0 or a maximum. */
function itemsFor(total: number) {
  const tenths = TUJIAN.map(([, max]) => Math.floor((max * total) / 10));
  tenths[0]! += total * 10 - tenths.reduce((a, b) => a + b, 0);
  return TUJIAN.map(([key], i) => ({ key, score: tenths[i]! / 10 }));
}

const SCORE = 'id status totalRaw totalWeighted version items { key score comment }';
/** The version of the expert's score of an application as the scoring page reads it (none before the first save). */
const versionOf = async (c: ApiClient, applicationId: string) =>
  (
    await c.gql<{ myReviewTasks: { applicationId: string; score: { version: number } | null }[] }>(
      `{ myReviewTasks { applicationId score { version } } }`,
    )
  ).data?.myReviewTasks.find((t) => t.applicationId === applicationId)?.score?.version;
const save = async (c: ApiClient, applicationId: string, items: unknown[], version?: number) =>
  c.gql<{ saveReviewScore: { id: string; status: number; totalRaw: number; version: number } }>(
    `mutation($i: ReviewScoreInput!) { saveReviewScore(input: $i) { ${SCORE} } }`,
    { i: { applicationId, items, version: version ?? (await versionOf(c, applicationId)) } },
  );
const submit = async (c: ApiClient, applicationId: string, items: unknown[]) =>
  c.gql<{ submitReviewScore: { id: string; status: number; totalRaw: number; totalWeighted: number } }>(
    `mutation($i: ReviewScoreInput!) { submitReviewScore(input: $i) { ${SCORE} } }`,
    { i: { applicationId, items, version: await versionOf(c, applicationId) } },
  );
const fieldsOf = (r: { errors?: { extensions?: { fields?: unknown } }[] }) =>
  (r.errors?.[0]?.extensions?.fields ?? []) as { field: string; message: string }[];

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  zhuanjia = await s.login('zhuanjia', DEMO_PASSWORD);
  const em = s.db.orm.em.fork();
  const expertRole = await em.findOneOrFail(Role, { roleAlias: 'expert', tenantId: '000000' }, { filters: false });
  const users: Record<string, string> = {
    A: (await em.findOneOrFail(User, { account: 'zhuanjia' }, { filters: false })).id,
  };
  for (const name of ['B', 'C', 'D']) {
    const r = await admin.gql<{ submitUser: { id: string } }>(
      `mutation($input: UserInput!) { submitUser(input: $input) { id } }`,
      {
        input: {
          account: `expert${name.toLowerCase()}`,
          password: PASSWORD,
          roleIds: [expertRole.id],
          realName: `专家${name}`,
        },
      },
    );
    expect(r.errors).toBeUndefined();
    users[name] = r.data!.submitUser.id;
  }
  experts.A = zhuanjia;
  for (const name of ['B', 'C', 'D'] as const) experts[name] = await s.login(`expert${name.toLowerCase()}`, PASSWORD);
  // A is the demo expert account of zhuanjia (seeded, approved, 土建).
  const demo = await em.findOneOrFail(ExpertAccount, { userId: users.A }, { filters: false });
  demo.name = '专家A';
  const expertIds: Record<string, string> = { A: demo.id };
  for (const name of ['B', 'C', 'D']) {
    const e = em.create(ExpertAccount, {
      tenantId: '000000',
      userId: users[name],
      name: `专家${name}`,
      mobile: '13700000000',
      unitName: '某评审单位',
      discipline: 'tujian',
      flowStatus: 2,
    } as ExpertAccount);
    expertIds[name] = e.id;
  }
  const r = await admin.gql<{ submitAwardProgramme: { id: string } }>(
    `mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { id } }`,
    {
      i: {
        awardType: 'century_cup',
        year: 2036,
        name: '2036年度世纪杯',
        startDate: '2036-01-01',
        endDate: '2036-12-31',
        accountCategories: ['1'],
      },
    },
  );
  programmeId = r.data!.submitAwardProgramme.id;
  const unit = (await em.find(MemberUnit, {}, { filters: false }))[0]!;
  // Fixture applications already approved (their declaration and flow are issue 8's, tested there).
  for (const key of ['P1', 'P2', 'P3', 'P4'] as const) {
    const app = em.create(AwardApplication, {
      tenantId: '000000',
      programmeId,
      awardType: 'century_cup',
      year: 2036,
      unitId: unit.id,
      unitName: unit.name,
      projectName: `评审工程${key}`,
      flowStatus: 2,
    });
    apps[key] = app.id;
  }
  await em.flush();
  // Assignments through issue 8's assign/expert (P4 stays unassigned).
  const plan: Record<string, string[]> = { P1: ['A', 'D'], P2: ['B', 'C'], P3: ['A', 'B', 'D'] };
  for (const [app, names] of Object.entries(plan)) {
    const res = await approver.rest('POST', `${CUP}/assign/expert`, {
      id: apps[app as 'P1'],
      expertIds: names.map((n) => expertIds[n]),
    });
    expect(res.body.success).toBe(true);
  }
});
afterAll(async () => {
  await s?.stop();
});

describe('review sheets', () => {
  it('seeds the nine expertTable templates with items summing to 100', async () => {
    const r = await admin.gql<{ reviewSheets: { key: string; discipline: string; items: { maxPoints: number }[] }[] }>(
      `{ reviewSheets { key discipline items { maxPoints } } }`,
    );
    const keys = r.data!.reviewSheets.map((x) => x.key);
    expect(keys).toEqual([
      'tujianshiti',
      'tujiandangan',
      'shuinuanshiti',
      'shuinuandangan',
      'dianqishiti',
      'dianqidangan',
      'shizhengdaolu',
      'shizhengshoudongluru',
      'shizhengdaoluziliao',
    ]);
    for (const sheet of r.data!.reviewSheets) expect(sheet.items.reduce((a, i) => a + i.maxPoints, 0)).toBe(100);
    const one = await zhuanjia.gql<{ reviewSheetByKey: { name: string } }>(
      `{ reviewSheetByKey(key: "tujianshiti") { name } }`,
    );
    expect(one.data!.reviewSheetByKey.name).toBe('土建实体');
  });

  it('validates items and is for staff of the configuration only', async () => {
    const input = {
      key: 'custom',
      name: '自定义评分表',
      awardType: 'century_cup',
      discipline: 'anquan',
      items: [
        { key: 'a', label: '甲', maxPoints: 50 },
        { key: 'a', label: '乙', maxPoints: 0 },
      ],
    };
    const bad = await admin.gql(`mutation($i: ReviewSheetInput!) { saveReviewSheet(input: $i) { id } }`, { i: input });
    expect(bad.errors?.[0]?.message).toBe('评分项编码a重复');
    expect(fieldsOf(bad)).toEqual([
      { field: 'items.1.key', message: '评分项编码a重复' },
      { field: 'items.1.maxPoints', message: '满分必须大于0' },
    ]);
    expect(
      (await zhuanjia.gql(`mutation($i: ReviewSheetInput!) { saveReviewSheet(input: $i) { id } }`, { i: input }))
        .errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const ok = await admin.gql<{
      saveReviewSheet: { id: string; items: { weight: number; commentRequired: string }[] };
    }>(`mutation($i: ReviewSheetInput!) { saveReviewSheet(input: $i) { id items { weight commentRequired } } }`, {
      i: {
        ...input,
        items: [
          { key: 'a', label: '甲', maxPoints: 50, commentRequired: 'extreme' },
          { key: 'b', label: '乙', maxPoints: 50, weight: 2 },
        ],
      },
    });
    expect(ok.data!.saveReviewSheet.items).toEqual([
      { weight: 1, commentRequired: 'extreme' },
      { weight: 2, commentRequired: 'never' },
    ]);
    expect(
      (await admin.gql(`mutation($id: ID!) { removeReviewSheet(id: $id) }`, { id: ok.data!.saveReviewSheet.id })).data,
    ).toEqual({ removeReviewSheet: true });
  });
});

describe('scoring', () => {
  it('an expert sees and scores only assigned applications', async () => {
    const tasks = await zhuanjia.gql<{
      myReviewTasks: { applicationId: string; projectName: string; sheets: { key: string }[] }[];
    }>(`{ myReviewTasks { applicationId projectName sheets { key } } }`);
    expect(tasks.data!.myReviewTasks.map((t) => t.projectName).sort()).toEqual(['评审工程P1', '评审工程P3']);
    expect(tasks.data!.myReviewTasks[0]!.sheets.map((x) => x.key)).toEqual(['tujianshiti', 'tujiandangan']);
    expect(
      (await zhuanjia.gql(`query($a: ID!) { myReviewTask(applicationId: $a) { applicationId } }`, { a: apps.P2 }))
        .errors?.[0]?.message,
    ).toBe('评审任务不存在');
    expect((await save(zhuanjia, apps.P2, itemsFor(70))).errors?.[0]?.message).toBe('评审任务不存在');
    expect((await submit(zhuanjia, apps.P4, itemsFor(70))).errors?.[0]?.message).toBe('评审任务不存在');
    // The declaration itself: readable when assigned, not otherwise.
    expect(
      (await zhuanjia.gql(`query($id: ID!) { awardApplication(id: $id) { projectName } }`, { id: apps.P1 })).data,
    ).toEqual({ awardApplication: { projectName: '评审工程P1' } });
    expect(
      (await zhuanjia.gql(`query($id: ID!) { awardApplication(id: $id) { id } }`, { id: apps.P2 })).errors?.[0]
        ?.message,
    ).toBe('申报不存在');
    // Staff without the scoring code cannot score at all.
    expect((await save(approver, apps.P1, itemsFor(70))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('checks the score limits and the comment rule', async () => {
    const over = await save(zhuanjia, apps.P1, [{ key: 'dijijichu', score: 16 }]);
    expect(over.errors?.[0]?.message).toBe('“地基与基础”的得分应在0到15之间');
    expect((await save(zhuanjia, apps.P1, [{ key: 'wumian', score: -1 }])).errors?.[0]?.message).toBe(
      '“屋面工程”的得分应在0到10之间',
    );
    expect((await save(zhuanjia, apps.P1, [{ key: 'wumian', score: 7.25 }])).errors?.[0]?.message).toBe(
      '“屋面工程”的得分最多保留一位小数',
    );
    const draft = await save(zhuanjia, apps.P1, [{ key: 'dijijichu', score: 12.5 }]);
    expect(draft.data!.saveReviewScore).toMatchObject({ status: 0, totalRaw: 12.5 });
    const incomplete = await submit(zhuanjia, apps.P1, [{ key: 'dijijichu', score: 12.5 }]);
    expect(incomplete.errors?.[0]?.message).toBe('评分不完整，请按提示修改后再提交');
    expect(fieldsOf(incomplete).map((f) => f.message)).toEqual([
      '请为“主体结构”打分',
      '请为“屋面工程”打分',
      '请为“装饰装修”打分',
      '请为“建筑节能”打分',
      '请为“观感质量”打分',
      '请为“新技术应用”打分',
    ]);
    const extreme = itemsFor(60).map((i) =>
      i.key === 'zhutijiegou' ? { key: i.key, score: 25 } : i.key === 'wumian' ? { key: i.key, score: 0 } : i,
    );
    const noComment = await submit(zhuanjia, apps.P1, extreme);
    expect(fieldsOf(noComment)).toEqual([
      { field: 'comments.zhutijiegou', message: '“主体结构”给出0分或满分时必须填写评语' },
      { field: 'comments.wumian', message: '“屋面工程”给出0分或满分时必须填写评语' },
    ]);
    // 新技术应用 never needs a comment, even at 0.
    const withComments = extreme.map((i) =>
      i.key === 'zhutijiegou' || i.key === 'wumian'
        ? { ...i, comment: '现场核查' }
        : i.key === 'xinjishu'
          ? { key: i.key, score: 0 }
          : i,
    );
    expect((await save(zhuanjia, apps.P1, withComments)).errors).toBeUndefined();
  });

  it('locks a submitted score until an administrator unlocks it', async () => {
    const sent = await submit(zhuanjia, apps.P1, itemsFor(50));
    expect(sent.data!.submitReviewScore).toMatchObject({ status: 1, totalRaw: 50, totalWeighted: 50 });
    expect((await save(zhuanjia, apps.P1, itemsFor(60))).errors?.[0]?.message).toBe(
      '评分已提交，如需修改请联系管理员解锁',
    );
    expect((await submit(zhuanjia, apps.P1, itemsFor(60))).errors?.[0]?.message).toBe(
      '评分已提交，如需修改请联系管理员解锁',
    );
    const unlock = (c: ApiClient) =>
      c.gql<{ unlockReviewScore: { status: number } }>(`mutation($id: ID!) { unlockReviewScore(id: $id) { status } }`, {
        id: sent.data!.submitReviewScore.id,
      });
    expect((await unlock(zhuanjia)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await unlock(approver)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await unlock(admin)).data!.unlockReviewScore.status).toBe(0);
    expect((await unlock(admin)).errors?.[0]?.message).toBe('该评分尚未提交，无需解锁');
    const progress = await zhuanjia.gql<{ myReviewProgress: { assigned: number; submitted: number } }>(
      `{ myReviewProgress { assigned submitted } }`,
    );
    expect(progress.data!.myReviewProgress).toEqual({ assigned: 2, submitted: 0 });
  });
});

describe('results', () => {
  /**
   * The worked example of api/src/modules/review/ranking.test.ts, scored through the API on the 土建实体 sheet
   * (weights 1, maxima 100, so weighted total = raw total):
   *   A: P1 60, P3 62 · B: P2 88, P3 58 · C: P2 65 · D: P1 75, P3 75
   *   raw means P1 67.5, P2 76.5, P3 65; normalised P1 67, P2 72, P3 71 (M 69, S 10).
   */
  it('ranks by weighted mean with the normalised mean beside it; per-expert statistics; export', async () => {
    const plan: [keyof typeof experts, keyof typeof apps, number][] = [
      ['A', 'P1', 60],
      ['A', 'P3', 62],
      ['B', 'P2', 88],
      ['B', 'P3', 58],
      ['C', 'P2', 65],
      ['D', 'P1', 75],
      ['D', 'P3', 75],
    ];
    for (const [expert, app, total] of plan) {
      const r = await submit(experts[expert], apps[app], itemsFor(total));
      expect(r.errors).toBeUndefined();
      expect(r.data!.submitReviewScore.totalWeighted).toBe(total);
    }
    const r = await approver.gql<{
      reviewRanking: {
        projectName: string;
        count: number;
        rawMean: number;
        normalizedMean: number;
        rank: number;
        normalizedRank: number;
      }[];
    }>(
      `query($p: ID) { reviewRanking(programmeId: $p) { projectName count rawMean normalizedMean rank normalizedRank } }`,
      { p: programmeId },
    );
    const rows = r.data!.reviewRanking.map((x) => ({
      ...x,
      rawMean: Math.round(x.rawMean * 1e6) / 1e6,
      normalizedMean: Math.round(x.normalizedMean * 1e6) / 1e6,
    }));
    expect(rows).toEqual([
      { projectName: '评审工程P2', count: 2, rawMean: 76.5, normalizedMean: 72, rank: 1, normalizedRank: 1 },
      { projectName: '评审工程P1', count: 2, rawMean: 67.5, normalizedMean: 67, rank: 2, normalizedRank: 3 },
      { projectName: '评审工程P3', count: 3, rawMean: 65, normalizedMean: 71, rank: 3, normalizedRank: 2 },
    ]);
    const stats = await approver.gql<{
      reviewExpertStatistics: { expertName: string; assigned: number; submitted: number; meanTotal: number }[];
    }>(`query($p: ID) { reviewExpertStatistics(programmeId: $p) { expertName assigned submitted meanTotal } }`, {
      p: programmeId,
    });
    expect(stats.data!.reviewExpertStatistics).toEqual([
      { expertName: '专家A', assigned: 2, submitted: 2, meanTotal: 61 },
      { expertName: '专家B', assigned: 2, submitted: 2, meanTotal: 73 },
      { expertName: '专家C', assigned: 1, submitted: 1, meanTotal: 65 },
      { expertName: '专家D', assigned: 2, submitted: 2, meanTotal: 75 },
    ]);
    expect((await zhuanjia.gql(`{ reviewRanking { rank } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const xlsx = await fetch(`${s.url}/api/lnjzxh-awards-mgt/lnjzxh/review/ranking/export?programmeId=${programmeId}`, {
      headers: { authorization: `Bearer ${approver.token}` },
    });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // The sheet in use keeps its items' keys, maxima and weights; labels may still be corrected.
    const sheet = (
      await admin.gql<{
        reviewSheetByKey: {
          id: string;
          version: number;
          key: string;
          name: string;
          awardType: string;
          discipline: string;
          items: { key: string; label: string; maxPoints: number; weight: number; commentRequired: string }[];
        };
      }>(
        `{ reviewSheetByKey(key: "tujianshiti") { id version key name awardType discipline items { key label maxPoints weight commentRequired } } }`,
      )
    ).data!.reviewSheetByKey;
    const edit = (items: typeof sheet.items) =>
      admin.gql(`mutation($i: ReviewSheetInput!) { saveReviewSheet(input: $i) { id } }`, {
        i: {
          id: sheet.id,
          version: sheet.version,
          key: sheet.key,
          name: sheet.name,
          awardType: sheet.awardType,
          discipline: sheet.discipline,
          items,
        },
      });
    expect((await edit(sheet.items.map((i, n) => (n === 0 ? { ...i, maxPoints: 20 } : i)))).errors?.[0]?.message).toBe(
      '评分表已有专家评分，不能修改评分项的编码、满分和权重',
    );
    expect(
      (await admin.gql(`mutation($id: ID!) { removeReviewSheet(id: $id) }`, { id: sheet.id })).errors?.[0]?.message,
    ).toBe('评分表已有专家评分，不能删除');
    expect(
      (await edit(sheet.items.map((i, n) => (n === 0 ? { ...i, label: '地基与基础工程' } : i)))).errors,
    ).toBeUndefined();
    const refused = await fetch(`${s.url}/api/lnjzxh-awards-mgt/lnjzxh/review/ranking/export`, {
      headers: { authorization: `Bearer ${zhuanjia.token}` },
    });
    expect(refused.status).toBe(403);
  });
});
