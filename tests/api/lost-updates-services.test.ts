import type { EntityClass } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../api/src/engine/auth/user.entity.js';
import { SafetyStandardization, TechnologyResult } from '../../api/src/modules/award-lines/award-lines.entity.js';
import { AwardApplication } from '../../api/src/modules/award/award-application.entity.js';
import { AwardProgramme } from '../../api/src/modules/award/award.entity.js';
import { Event } from '../../api/src/modules/event/event.entity.js';
import { ExpertAccount } from '../../api/src/modules/expert/expert.entity.js';
import { MemberChangeRequest, MemberFeedback } from '../../api/src/modules/member/member-change.entity.js';
import { ReviewScore, ReviewSheet } from '../../api/src/modules/review/review.entity.js';
import { Region } from '../../api/src/modules/system/region/region.entity.js';
import {
  type ApiClient,
  DEMO_PASSWORD,
  type GraphQLResult,
  startTestServer,
  type TestServer,
} from '../support/harness.js';

/**
 * Lost updates in the service-specific update paths (the CRUD engine's are in lost-updates.test.ts): every one of
 * them runs the engine's one version check, so over GraphQL a missing version is refused and a stale one is
 * refused with 数据已被他人修改; over REST (where the path has one) a missing version is refused once someone else
 * changed the record.
 */
const STALE = '数据已被他人修改，请刷新后重试';
const REQUIRED = '请提供数据版本号（version），刷新后重试';
const CUP = '/api/lnjzxh-awards-mgt/lnjzxh/award/century/cup';

let s: TestServer;
let admin: ApiClient;
let approver: ApiClient; // shenpi
let huiyuan: ApiClient; // the demo member unit's account
let zhuanjia: ApiClient; // the demo expert
let unitId: string; // huiyuan's unit
let safetyProgrammeId: string;
let cupId: string;
let expertId: string;

interface Ref {
  id: string;
  version: number;
}
interface Row {
  name: string;
  entity: EntityClass<object>;
  /** Creates a record to update; answers the record whose version is checked. */
  prepare(): Promise<Ref>;
  /** The GraphQL update of the record with this version (or none). */
  gql(ref: Ref, version?: number): Promise<GraphQLResult>;
  /** The legacy REST update, where there is one. */
  rest?(ref: Ref, version?: number): Promise<{ status: number; body: { msg: string; success: boolean } }>;
}

const first = <T>(r: GraphQLResult<Record<string, T>>): T => {
  expect(r.errors).toBeUndefined();
  return Object.values(r.data!)[0]!;
};
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const contacts = {
  kind: 'contacts',
  contactName: '表驱动联系人',
  contactMobile: '13800000001',
  email: 'contact@example.com',
  address: '沈阳市和平区南京北街 1 号',
  legalRepresentative: '王建国',
};
const safety = () => ({
  projectName: '表驱动安全标准化工地',
  memberUnitId: unitId,
  programmeId: safetyProgrammeId,
  contact: '王五',
  mobile: '13812345678',
});
const event = {
  title: '表驱动活动',
  type: 'conference',
  venue: '沈阳市和平区',
  startTime: future(10),
  endTime: future(11),
  registrationDeadline: future(9),
  capacity: 5,
  fee: '0',
};
const sheet = {
  key: 'lost_updates',
  name: '表驱动评分表',
  awardType: 'century_cup',
  discipline: 'tujian',
  items: [{ key: 'a', label: '甲', maxPoints: 100 }],
};
const scoreItems = [{ key: 'dijijichu', score: 10 }];

/** An approved application of the demo unit assigned to the demo expert, with the expert's saved draft score. */
async function scoredApplication(): Promise<Ref & { applicationId: string }> {
  const em = s.db.orm.em.fork();
  const app = em.create(AwardApplication, {
    tenantId: '000000',
    programmeId: cupId,
    awardType: 'century_cup',
    year: 2037,
    unitId,
    unitName: '示例建筑工程有限公司',
    projectName: '表驱动评审工程',
    flowStatus: 2,
  });
  await em.flush();
  const assigned = await approver.rest('POST', `${CUP}/assign/expert`, { id: app.id, expertIds: [expertId] });
  expect(assigned.body.success).toBe(true);
  const score = first<Ref>(
    await zhuanjia.gql(`mutation($i: ReviewScoreInput!) { saveReviewScore(input: $i) { id version } }`, {
      i: { applicationId: app.id, items: scoreItems },
    }),
  );
  return { ...score, applicationId: app.id };
}

const rows: Row[] = [
  {
    name: 'submitMemberChange (member change request draft)',
    entity: MemberChangeRequest,
    prepare: async () =>
      first(
        await huiyuan.gql(`mutation($i: MemberChangeInput!) { submitMemberChange(input: $i) { id version } }`, {
          i: contacts,
        }),
      ),
    gql: (r, version) =>
      huiyuan.gql(`mutation($i: MemberChangeInput!) { submitMemberChange(input: $i) { id } }`, {
        i: { ...contacts, contactName: '表驱动联系人二', id: r.id, version },
      }),
    rest: (r, version) =>
      huiyuan.rest('POST', '/api/lnjzxh-member/member-change/modify', {
        ...contacts,
        contactName: '表驱动联系人三',
        id: r.id,
        version,
      }),
  },
  {
    name: 'replyMemberFeedback (feedback reply)',
    entity: MemberFeedback,
    prepare: async () =>
      first(
        await huiyuan.gql(
          `mutation { sendMemberFeedback(input: { title: "表驱动反馈", content: "内容" }) { id version } }`,
        ),
      ),
    gql: (r, version) =>
      approver.gql(`mutation($i: FeedbackReplyInput!) { replyMemberFeedback(input: $i) { id } }`, {
        i: { id: r.id, version, content: '回复' },
      }),
  },
  {
    name: 'submitSafetyStandardization (safety standardization record)',
    entity: SafetyStandardization,
    prepare: async () =>
      first(
        await approver.gql(
          `mutation($i: SafetyStandardizationInput!) { submitSafetyStandardization(input: $i) { id version } }`,
          { i: safety() },
        ),
      ),
    gql: (r, version) =>
      approver.gql(`mutation($i: SafetyStandardizationInput!) { submitSafetyStandardization(input: $i) { id } }`, {
        i: { ...safety(), id: r.id, version },
      }),
    rest: (r, version) =>
      approver.rest('POST', '/api/lnjzxh-awards-mgt/lnjzxh/award/safteyStandardization/modify', {
        ...safety(),
        id: r.id,
        version,
      }),
  },
  {
    name: 'submitTechnologyResult (technology result record)',
    entity: TechnologyResult,
    prepare: async () =>
      first(
        await approver.gql(
          `mutation($i: TechnologyResultInput!) { submitTechnologyResult(input: $i) { id version } }`,
          { i: { projectName: '表驱动科技成果', memberUnitId: unitId } },
        ),
      ),
    gql: (r, version) =>
      approver.gql(`mutation($i: TechnologyResultInput!) { submitTechnologyResult(input: $i) { id } }`, {
        i: { id: r.id, version, projectName: '表驱动科技成果二', memberUnitId: unitId },
      }),
    rest: (r, version) =>
      approver.rest('POST', '/api/lnjzxh-awards-mgt/technology-innovative-results/modify', {
        id: r.id,
        version,
        projectName: '表驱动科技成果三',
        memberUnitId: unitId,
      }),
  },
  {
    name: 'auditTechnologyResult (technology result audit)',
    entity: TechnologyResult,
    prepare: async () =>
      first(
        await approver.gql(
          `mutation($i: TechnologyResultInput!) { submitTechnologyResult(input: $i) { id version } }`,
          { i: { projectName: '表驱动待审成果', memberUnitId: unitId } },
        ),
      ),
    gql: (r, version) =>
      approver.gql(`mutation($i: TechnologyResultAuditInput!) { auditTechnologyResult(input: $i) { id } }`, {
        i: { id: r.id, version, status: 1 },
      }),
    rest: (r, version) =>
      approver.rest('POST', '/api/lnjzxh-awards-mgt/technology-innovative-results/audit', {
        id: r.id,
        version,
        status: 1,
      }),
  },
  {
    name: 'submitEvent (event draft)',
    entity: Event,
    prepare: async () =>
      first(await admin.gql(`mutation($i: EventInput!) { submitEvent(input: $i) { id version } }`, { i: event })),
    gql: (r, version) =>
      admin.gql(`mutation($i: EventInput!) { submitEvent(input: $i) { id } }`, {
        i: { ...event, title: '表驱动活动二', id: r.id, version },
      }),
    rest: (r, version) =>
      admin.rest('POST', '/api/lnjzxh-member/event/submit', { ...event, title: '表驱动活动三', id: r.id, version }),
  },
  {
    name: 'saveReviewSheet (review sheet)',
    entity: ReviewSheet,
    prepare: async () =>
      first(
        await admin.gql(`mutation($i: ReviewSheetInput!) { saveReviewSheet(input: $i) { id version } }`, { i: sheet }),
      ),
    gql: (r, version) =>
      admin.gql(`mutation($i: ReviewSheetInput!) { saveReviewSheet(input: $i) { id } }`, {
        i: { ...sheet, name: '表驱动评分表二', id: r.id, version },
      }),
  },
  {
    name: "saveReviewScore (an expert's draft score)",
    entity: ReviewScore,
    prepare: scoredApplication,
    gql: (r, version) =>
      zhuanjia.gql(`mutation($i: ReviewScoreInput!) { saveReviewScore(input: $i) { id } }`, {
        i: { applicationId: (r as Ref & { applicationId: string }).applicationId, version, items: scoreItems },
      }),
  },
  {
    name: "submitReviewScore (an expert's score submitted)",
    entity: ReviewScore,
    prepare: scoredApplication,
    gql: (r, version) =>
      zhuanjia.gql(`mutation($i: ReviewScoreInput!) { submitReviewScore(input: $i) { id } }`, {
        i: { applicationId: (r as Ref & { applicationId: string }).applicationId, version, items: scoreItems },
      }),
  },
  {
    name: 'submitRegion (region)',
    entity: Region,
    prepare: async () =>
      first(
        await admin.gql(`mutation($i: RegionInput!) { submitRegion(input: $i) { id version } }`, {
          i: { code: '210197', parentCode: '210100', name: '表驱动区' },
        }),
      ),
    gql: (r, version) =>
      admin.gql(`mutation($i: RegionInput!) { submitRegion(input: $i) { id } }`, {
        i: { id: r.id, version, code: '210197', parentCode: '210100', name: '表驱动区二' },
      }),
    rest: (r, version) =>
      admin.rest('POST', '/api/blade-system/region/submit', {
        id: r.id,
        version,
        code: '210197',
        parentCode: '210100',
        name: '表驱动区三',
      }),
  },
  {
    name: 'setAwardProgrammeCategories (权限设置 of a programme)',
    entity: AwardProgramme,
    prepare: async () =>
      first(
        await admin.gql(`mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { id version } }`, {
          i: {
            awardType: 'century_cup',
            year: 2038,
            name: '2038年度世纪杯',
            startDate: '2038-01-01',
            endDate: '2038-12-31',
            accountCategories: ['1'],
          },
        }),
      ),
    gql: (r, version) =>
      admin.gql(`mutation($i: AwardProgrammeCategoriesInput!) { setAwardProgrammeCategories(input: $i) { id } }`, {
        i: { id: r.id, version, accountCategories: ['1', '3'] },
      }),
  },
  {
    name: 'saveAwardApplication (application draft)',
    entity: AwardApplication,
    prepare: async () =>
      first(
        await huiyuan.gql(`mutation($i: AwardApplicationInput!) { saveAwardApplication(input: $i) { id version } }`, {
          i: { programmeId: cupId, values: { proName: '表驱动草稿' } },
        }),
      ),
    gql: (r, version) =>
      huiyuan.gql(`mutation($i: AwardApplicationInput!) { saveAwardApplication(input: $i) { id } }`, {
        i: { id: r.id, version, values: { proName: '表驱动草稿二' } },
      }),
    rest: (r, version) => huiyuan.rest('POST', `${CUP}/modify`, { id: r.id, version, proName: '表驱动草稿三' }),
  },
  {
    name: 'submitAwardApplication (送审 of a draft)',
    entity: AwardApplication,
    prepare: async () =>
      first(
        await huiyuan.gql(`mutation($i: AwardApplicationInput!) { saveAwardApplication(input: $i) { id version } }`, {
          i: { programmeId: cupId, values: { proName: '表驱动送审' } },
        }),
      ),
    gql: (r, version) =>
      huiyuan.gql(`mutation($i: AwardApplicationRefInput!) { submitAwardApplication(input: $i) { id } }`, {
        i: { id: r.id, version },
      }),
    rest: (r, version) => huiyuan.rest('POST', `${CUP}/submit/${r.id}${version == null ? '' : `?version=${version}`}`),
  },
  {
    name: 'modifyAwardApplicationFiles (files changed under review)',
    entity: AwardApplication,
    prepare: async () => {
      const em = s.db.orm.em.fork();
      const app = em.create(AwardApplication, {
        tenantId: '000000',
        programmeId: cupId,
        awardType: 'century_cup',
        year: 2037,
        unitId,
        unitName: '示例建筑工程有限公司',
        projectName: '表驱动审核中',
        flowStatus: 1,
      });
      await em.flush();
      return { id: app.id, version: app.version };
    },
    gql: (r, version) =>
      huiyuan.gql(`mutation($i: AwardApplicationFilesInput!) { modifyAwardApplicationFiles(input: $i) { id } }`, {
        i: { id: r.id, version, materials: [] },
      }),
    rest: (r, version) => huiyuan.rest('POST', `${CUP}/modify-file`, { id: r.id, version, materials: {} }),
  },
];

/** A user id that is none of the callers'. */
const SOMEONE_ELSE = '00000000-0000-7000-8000-000000000e15';

/** Another user changes the record behind the caller's back (what a second browser would do). */
async function changeBehindTheBack(entity: EntityClass<object>, id: string): Promise<void> {
  const meta = s.db.orm.getMetadata().find(entity)!;
  await s.db.orm.em
    .fork()
    .getConnection()
    .execute(`update ${meta.tableName} set version = version + 1, update_user = ? where id = ?`, [SOMEONE_ELSE, id]);
}

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  huiyuan = await s.login('huiyuan', DEMO_PASSWORD);
  zhuanjia = await s.login('zhuanjia', DEMO_PASSWORD);
  unitId = first<{ id: string }>(await huiyuan.gql(`{ myMemberUnit { id } }`)).id;
  safetyProgrammeId = first<Ref>(
    await admin.gql(`mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { id version } }`, {
      i: {
        awardType: 'safety_standardization',
        year: 2037,
        name: '2037年度安全标准化',
        startDate: '2037-01-01',
        endDate: '2037-12-31',
        accountCategories: ['1'],
      },
    }),
  ).id;
  const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  cupId = first<Ref>(
    await admin.gql(`mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { id version } }`, {
      i: {
        awardType: 'century_cup',
        year: 2037,
        name: '2037年度世纪杯',
        startDate: day(-5),
        endDate: day(30),
        accountCategories: ['1', '3'],
      },
    }),
  ).id;
  first(
    await admin.gql(`mutation($i: AwardProgrammeOpenInput!) { setAwardProgrammeOpen(input: $i) { id } }`, {
      i: { id: cupId, openFlag: 1 },
    }),
  );
  first(await huiyuan.gql(`mutation($p: ID!) { subscribeAwardProgramme(programmeId: $p) { id } }`, { p: cupId }));
  const em = s.db.orm.em.fork();
  const expertUser = await em.findOneOrFail(User, { account: 'zhuanjia' }, { filters: false });
  expertId = (await em.findOneOrFail(ExpertAccount, { userId: expertUser.id }, { filters: false })).id;
});
afterAll(async () => {
  await s?.stop();
});

describe('lost updates in the service-specific update paths', () => {
  it.each(rows)(
    '$name: GraphQL refuses a missing and a stale version; REST refuses a stale one and a missing one after another change',
    async (row) => {
      const ref = await row.prepare();
      const missing = await row.gql(ref);
      expect(missing.errors?.[0]).toMatchObject({ message: REQUIRED, extensions: { code: 'BAD_USER_INPUT' } });
      await changeBehindTheBack(row.entity, ref.id);
      const stale = await row.gql(ref, ref.version);
      expect(stale.errors?.[0]).toMatchObject({ message: STALE, extensions: { code: 'STALE' } });
      if (row.rest) {
        const restStale = await row.rest(ref, ref.version);
        expect(restStale).toMatchObject({ status: 409, body: { success: false, msg: STALE } });
        const restMissing = await row.rest(ref);
        expect(restMissing).toMatchObject({ status: 409, body: { success: false, msg: STALE } });
      }
      // Nothing was overwritten: the version is the one the other change left.
      const em = s.db.orm.em.fork();
      const now = (await em.findOneOrFail(row.entity, { id: ref.id } as never, { filters: false })) as {
        version: number;
      };
      expect(now.version).toBe(ref.version + 1);
    },
  );
});
