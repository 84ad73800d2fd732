import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../api/src/engine/access/role.entity.js';
import { User } from '../../api/src/engine/auth/user.entity.js';
import { AwardApplication } from '../../api/src/modules/award/award-application.entity.js';
import { ExpertAccount } from '../../api/src/modules/expert/expert.entity.js';
import { MemberUnit } from '../../api/src/modules/member/member.entity.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';
import { downloadPdf } from '../support/pdf-expect.js';

/**
 * The review reports of issue 9 (declareStatistic, summaryReport, project-quality-evaluation-opinion,
 * summary-of-house-verification) on a small programme: H1, H2 房屋建筑工程, O3 another category, D4 a draft.
 * Experts A (zhuanjia) and B score: A H1 80 (实体), A H2 62 (实体), B H1 70 (档案), B H2 90 (实体).
 */
let s: TestServer;
let admin: ApiClient & { token: string };
let approver: ApiClient & { token: string };
let zhuanjia: ApiClient & { token: string };
let expertB: ApiClient & { token: string };
const apps: Record<'H1' | 'H2' | 'O3' | 'D4', string> = {} as never;
let programmeId: string;
const CUP = '/api/lnjzxh-awards-mgt/lnjzxh/award/century/cup';
const PASSWORD = 'Expert-Pass-2026';
const SHEETS: Record<'tujianshiti' | 'tujiandangan', [string, number][]> = {
  tujianshiti: [
    ['dijijichu', 15],
    ['zhutijiegou', 25],
    ['wumian', 10],
    ['zhuangshi', 20],
    ['jieneng', 10],
    ['guanganzhiliang', 15],
    ['xinjishu', 5],
  ],
  tujiandangan: [
    ['zhiliangkongzhi', 30],
    ['anquangongneng', 25],
    ['yanshoujilu', 20],
    ['shigongjilu', 15],
    ['zhenglizhengli', 10],
  ],
};
const sheetIds: Record<string, string> = {};

/** Item scores (tenths) proportional to the maxima, summing exactly to the total; never 0 or a maximum. */
function itemsFor(sheet: keyof typeof SHEETS, total: number) {
  const items = SHEETS[sheet];
  const tenths = items.map(([, max]) => Math.floor((max * total) / 10));
  tenths[0]! += total * 10 - tenths.reduce((a, b) => a + b, 0);
  return items.map(([key], i) => ({ key, score: tenths[i]! / 10, ...(i === 0 ? { comment: `意见${total}` } : {}) }));
}
const submit = (c: ApiClient, applicationId: string, sheet: keyof typeof SHEETS, total: number) =>
  c.gql<{ submitReviewScore: { totalWeighted: number } }>(
    `mutation($i: ReviewScoreInput!) { submitReviewScore(input: $i) { totalWeighted } }`,
    {
      i: { applicationId, sheetId: sheetIds[sheet], items: itemsFor(sheet, total) },
    },
  );
const round = (v: number | null) => (v == null ? null : Math.round(v * 1e6) / 1e6);

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  zhuanjia = await s.login('zhuanjia', DEMO_PASSWORD);
  const em = s.db.orm.em.fork();
  const expertRole = await em.findOneOrFail(Role, { roleAlias: 'expert', tenantId: '000000' }, { filters: false });
  const r = await admin.gql<{ submitUser: { id: string } }>(
    `mutation($input: UserInput!) { submitUser(input: $input) { id } }`,
    {
      input: { account: 'expertb', password: PASSWORD, roleIds: [expertRole.id], realName: '专家B' },
    },
  );
  expect(r.errors).toBeUndefined();
  expertB = await s.login('expertb', PASSWORD);
  const userA = await em.findOneOrFail(User, { account: 'zhuanjia' }, { filters: false });
  const demo = await em.findOneOrFail(ExpertAccount, { userId: userA.id }, { filters: false });
  demo.name = '专家A';
  const b = em.create(ExpertAccount, {
    tenantId: '000000',
    userId: r.data!.submitUser.id,
    name: '专家B',
    mobile: '13700000000',
    unitName: '某评审单位',
    discipline: 'tujian',
    flowStatus: 2,
  } as ExpertAccount);
  const p = await admin.gql<{ submitAwardProgramme: { id: string } }>(
    `mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { id } }`,
    {
      i: {
        awardType: 'century_cup',
        year: 2037,
        name: '2037年度世纪杯',
        startDate: '2037-01-01',
        endDate: '2037-12-31',
        accountCategories: ['1'],
      },
    },
  );
  programmeId = p.data!.submitAwardProgramme.id;
  const unit = (await em.find(MemberUnit, {}, { filters: false }))[0]!;
  const fixtures: [keyof typeof apps, number, Record<string, string>][] = [
    ['H1', 2, { region: '210100', projectCategory: '1' }],
    ['H2', 1, { region: '210200', projectCategory: '1' }],
    ['O3', 3, { region: '210100', projectCategory: '2' }],
    ['D4', 0, {}],
  ];
  for (const [key, flowStatus, values] of fixtures) {
    const app = em.create(AwardApplication, {
      tenantId: '000000',
      programmeId,
      awardType: 'century_cup',
      year: 2037,
      unitId: unit.id,
      unitName: unit.name,
      projectName: `报表工程${key}`,
      flowStatus,
      values,
    });
    apps[key] = app.id;
  }
  await em.flush();
  // Assignment goes through assign/expert, which takes applications under review or approved only.
  for (const [app, ids] of [
    ['H1', [demo.id, b.id]],
    ['H2', [demo.id, b.id]],
  ] as const) {
    const res = await approver.rest('POST', `${CUP}/assign/expert`, { id: apps[app], expertIds: ids });
    expect(res.body.success).toBe(true);
  }
  for (const key of ['tujianshiti', 'tujiandangan']) {
    sheetIds[key] = (
      await admin.gql<{ reviewSheetByKey: { id: string } }>(`query($k: String!) { reviewSheetByKey(key: $k) { id } }`, {
        k: key,
      })
    ).data!.reviewSheetByKey.id;
  }
  const plan: [ApiClient, keyof typeof apps, keyof typeof SHEETS, number][] = [
    [zhuanjia, 'H1', 'tujianshiti', 80],
    [zhuanjia, 'H2', 'tujianshiti', 62],
    [expertB, 'H1', 'tujiandangan', 70],
    [expertB, 'H2', 'tujianshiti', 90],
  ];
  for (const [client, app, sheet, total] of plan) {
    const res = await submit(client, apps[app], sheet, total);
    expect(res.errors).toBeUndefined();
    expect(res.data!.submitReviewScore.totalWeighted).toBe(total);
  }
});
afterAll(async () => {
  await s?.stop();
});

const exportOf = (c: { token: string }, path: string) =>
  fetch(`${s.url}/api/lnjzxh-awards-mgt/lnjzxh/review/${path}/export?programmeId=${programmeId}`, {
    headers: { authorization: `Bearer ${c.token}` },
  });

describe('review reports', () => {
  it('counts applications by programme, region and flow status (申报统计)', async () => {
    const r = await approver.gql<{
      reviewDeclareStatistic: {
        total: number;
        byProgramme: { label: string; count: number }[];
        byRegion: { key: string; label: string; count: number }[];
        byStatus: { key: string; label: string; count: number }[];
      };
    }>(
      `query($p: ID) { reviewDeclareStatistic(programmeId: $p) { total byProgramme { label count } byRegion { key label count } byStatus { key label count } } }`,
      { p: programmeId },
    );
    expect(r.errors).toBeUndefined();
    const stat = r.data!.reviewDeclareStatistic;
    expect(stat.total).toBe(4);
    expect(stat.byProgramme).toEqual([{ label: '2037年度世纪杯', count: 4 }]);
    expect(stat.byRegion).toEqual([
      { key: '210100', label: '沈阳市', count: 2 },
      { key: '', label: '未填写', count: 1 },
      { key: '210200', label: '大连市', count: 1 },
    ]);
    expect(stat.byStatus).toEqual([
      { key: '0', label: '待提交', count: 1 },
      { key: '1', label: '审核中', count: 1 },
      { key: '2', label: '已通过', count: 1 },
      { key: '3', label: '已驳回', count: 1 },
      { key: '4', label: '已作废', count: 0 },
      { key: '5', label: '已撤回', count: 0 },
    ]);
    const xlsx = await exportOf(approver, 'declare-statistic');
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect((await xlsx.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('summarises every application with experts, scores, means and rank (汇总表)', async () => {
    const r = await approver.gql<{
      reviewSummary: {
        projectName: string;
        statusLabel: string;
        experts: number;
        submitted: number;
        rawMean: number | null;
        normalizedMean: number | null;
        rank: number | null;
      }[];
    }>(
      `query($p: ID) { reviewSummary(programmeId: $p) { projectName statusLabel experts submitted rawMean normalizedMean rank } }`,
      { p: programmeId },
    );
    expect(r.errors).toBeUndefined();
    // Normalisation: A 80/62 and B 70/90 are each one standard deviation either side of the expert's mean, so both
    // projects get M (75.5) after removing the leniency.
    expect(
      r.data!.reviewSummary.map((x) => ({ ...x, rawMean: round(x.rawMean), normalizedMean: round(x.normalizedMean) })),
    ).toEqual([
      {
        projectName: '报表工程H2',
        statusLabel: '审核中',
        experts: 2,
        submitted: 2,
        rawMean: 76,
        normalizedMean: 75.5,
        rank: 1,
      },
      {
        projectName: '报表工程H1',
        statusLabel: '已通过',
        experts: 2,
        submitted: 2,
        rawMean: 75,
        normalizedMean: 75.5,
        rank: 2,
      },
      // Unranked ones by project name.
      {
        projectName: '报表工程D4',
        statusLabel: '待提交',
        experts: 0,
        submitted: 0,
        rawMean: null,
        normalizedMean: null,
        rank: null,
      },
      {
        projectName: '报表工程O3',
        statusLabel: '已驳回',
        experts: 0,
        submitted: 0,
        rawMean: null,
        normalizedMean: null,
        rank: null,
      },
    ]);
    const xlsx = await exportOf(approver, 'summary');
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('gives the evaluation opinion of an application: scores per expert with items and comments, mean and rank', async () => {
    const r = await approver.gql<{
      reviewEvaluationOpinion: {
        ranked: number;
        row: { rawMean: number; rank: number; submitted: number };
        scores: {
          expertName: string;
          totalWeighted: number;
          sheet: { name: string };
          items: { key: string; score: number; comment: string | null }[];
        }[];
      };
    }>(
      `query($a: ID!) { reviewEvaluationOpinion(applicationId: $a) { ranked row { rawMean rank submitted } scores { expertName totalWeighted sheet { name } items { key score comment } } } }`,
      { a: apps.H1 },
    );
    expect(r.errors).toBeUndefined();
    const o = r.data!.reviewEvaluationOpinion;
    expect(o.ranked).toBe(2);
    expect(o.row).toEqual({ rawMean: 75, rank: 2, submitted: 2 });
    expect(o.scores.map((x) => [x.expertName, x.sheet.name, x.totalWeighted]).sort()).toEqual([
      ['专家A', '土建实体', 80],
      ['专家B', '土建档案', 70],
    ]);
    const a = o.scores.find((x) => x.expertName === '专家A')!;
    expect(a.items).toHaveLength(7);
    expect(a.items.find((i) => i.key === 'dijijichu')!.comment).toBe('意见80');
    expect(
      (
        await approver.gql(`query($a: ID!) { reviewEvaluationOpinion(applicationId: $a) { ranked } }`, {
          a: '00000000-0000-0000-0000-000000000000',
        })
      ).errors?.[0]?.message,
    ).toBe('申报不存在');
  });

  it('prints the evaluation opinion as a PDF with its font embedded: project, experts, item scores, comments, opinion', async () => {
    const pdf = await downloadPdf(
      `${s.url}/api/lnjzxh-awards-mgt/lnjzxh/review/evaluation-opinion/pdf/${apps.H1}`,
      approver.token,
    );
    expect(pdf.sizes[0]).toEqual([595.28, 841.89]);
    const { text } = pdf;
    for (const expected of [
      '工程质量评价意见书',
      '报表工程H1',
      '2037年度世纪杯',
      '专家A · 土建实体 · 总分 80',
      '专家B · 土建档案 · 总分 70',
      '意见80',
      '意见70',
      '平均分：75.00',
      '综合得分75.00分，在本批次2项参评工程中排名第2',
    ])
      expect(text).toContain(expected);
    const unknown = await approver.rest(
      'GET',
      '/api/lnjzxh-awards-mgt/lnjzxh/review/evaluation-opinion/pdf/00000000-0000-0000-0000-000000000000',
    );
    expect(unknown.body).toMatchObject({ success: false, msg: '申报不存在' });
  });

  it('lists the 房屋建筑工程 applications with status and the 实体/档案 means (房建工程核验汇总)', async () => {
    const r = await approver.gql<{
      reviewHouseVerification: {
        projectName: string;
        statusLabel: string;
        submitted: number;
        entityMean: number | null;
        archiveMean: number | null;
      }[];
    }>(
      `query($p: ID) { reviewHouseVerification(programmeId: $p) { projectName statusLabel submitted entityMean archiveMean } }`,
      { p: programmeId },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.reviewHouseVerification).toEqual([
      { projectName: '报表工程H1', statusLabel: '已通过', submitted: 2, entityMean: 80, archiveMean: 70 },
      { projectName: '报表工程H2', statusLabel: '审核中', submitted: 2, entityMean: 76, archiveMean: null },
    ]);
    const xlsx = await exportOf(approver, 'house-verification');
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('is for staff only', async () => {
    for (const query of [
      `query($p: ID) { reviewDeclareStatistic(programmeId: $p) { total } }`,
      `query($p: ID) { reviewSummary(programmeId: $p) { rank } }`,
      `query($p: ID) { reviewHouseVerification(programmeId: $p) { submitted } }`,
    ])
      expect((await zhuanjia.gql(query, { p: programmeId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await zhuanjia.gql(`query($a: ID!) { reviewEvaluationOpinion(applicationId: $a) { ranked } }`, { a: apps.H1 }))
        .errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    for (const path of ['declare-statistic', 'summary', 'house-verification'])
      expect((await exportOf(zhuanjia, path)).status).toBe(403);
    const pdf = await zhuanjia.rest('GET', `/api/lnjzxh-awards-mgt/lnjzxh/review/evaluation-opinion/pdf/${apps.H1}`);
    expect(pdf.status).toBe(403);
    expect(pdf.body).toMatchObject({ success: false, code: 403 });
  });
});
