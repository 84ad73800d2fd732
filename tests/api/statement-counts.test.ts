import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Event, EventRegistration } from '../../api/src/modules/event/event.entity.js';
import { FlowInstance } from '../../api/src/engine/flow/flow.entities.js';
import { AwardApplication } from '../../api/src/modules/award/award-application.entity.js';
import { formTypeOf } from '../../api/src/modules/award/award-application.service.js';
import { AwardProgramme, AwardSerialNumber } from '../../api/src/modules/award/award.entity.js';
import { EntryApplication, MemberUnit } from '../../api/src/modules/member/member.entity.js';
import { Region } from '../../api/src/modules/system/region/region.entity.js';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/**
 * Statements per request (issue: at most 3 for any list whatever the page size, count and page included; at most 2
 * for `me`). The server answers each request's count in X-Statement-Count (STATEMENT_COUNT_HEADER); the count is
 * deterministic. Every list query of the schema is asked for every scalar field of its rows (field resolvers
 * included), at page sizes 10 and 50, over demo data plus 60 rows of the lists whose rows look things up.
 */

const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8'));

/** Scalar and enum fields without required arguments: what a list row shows, field resolvers included. */
function scalars(type: GraphQLObjectType): string {
  return Object.values(type.getFields())
    .filter((f) => {
      const t = getNamedType(f.type);
      return (isScalarType(t) || isEnumType(t)) && !f.args.some((a) => isNonNullType(a.type));
    })
    .map((f) => f.name)
    .join(' ');
}

/** Every query answering a page of records. */
const lists = Object.values(schema.getQueryType()!.getFields()).filter((f) => {
  const t = getNamedType(f.type);
  return (
    isObjectType(t) &&
    'records' in t.getFields() &&
    'total' in t.getFields() &&
    !f.args.some((a) => isNonNullType(a.type))
  );
});

const EVENT_ID = '01900000-0000-7000-8000-00000000e001';

/** Lists that need a filter to answer. */
const FILTERS: Record<string, string> = {
  awardApplications: 'filter: { awardType: "century_cup" }',
  eventRegistrations: `filter: { eventId: "${EVENT_ID}" }`,
};
const BOUND = 3;

function listQuery(f: GraphQLField<unknown, unknown>): string {
  const page = getNamedType(f.type) as GraphQLObjectType;
  const row = getNamedType(page.getFields().records!.type) as GraphQLObjectType;
  const paged = f.args.some((a) => a.name === 'page');
  const args = [paged ? 'page: { current: 1, size: $size }' : '', FILTERS[f.name] ?? ''].filter(Boolean).join(', ');
  return `query${paged ? '($size: Int!)' : ''} { ${f.name}${args ? `(${args})` : ''} { total records { ${scalars(row)} } } }`;
}

let server: TestServer;

/** 60 rows of the lists whose rows look up names and flow instances, with distinct references per row. */
async function addRows(): Promise<void> {
  const em = server.db.orm.em.fork();
  const tenantId = '000000';
  const filters = false;
  const regions = (
    await em.find(Region, { code: { $like: '21%' } }, { filters, limit: 6, orderBy: { code: 'asc' } })
  ).map((r) => r.code);
  expect(regions.length).toBeGreaterThan(2);
  const century = formTypeOf('century_cup');
  const programmes = [0, 1, 2].map((i) =>
    em.create(AwardProgramme, {
      tenantId,
      awardType: 'century_cup',
      year: 2201 + i,
      name: `计数用世纪杯 ${i}`,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    } as never),
  ) as AwardProgramme[];
  for (let i = 0; i < 60; i++) {
    const unit = em.create(MemberUnit, {
      tenantId,
      name: `计数单位 ${i}`,
      creditCode: `91210000COUNT${String(i).padStart(5, '0')}`,
      contactName: '计数',
      contactMobile: '13800000000',
      memberLevel: '1',
      regionCode: regions[i % regions.length],
    } as never) as MemberUnit;
    const programme = programmes[i % 3]!;
    const app = em.create(AwardApplication, {
      tenantId,
      programmeId: programme.id,
      awardType: 'century_cup',
      year: programme.year,
      unitId: unit.id,
      unitName: unit.name,
      values: { askForWork: unit.id, proName: `项目 ${i}` },
    } as never) as AwardApplication;
    const entry = em.create(EntryApplication, {
      tenantId,
      name: `入会单位 ${i}`,
      creditCode: `91210000ENTRY${String(i).padStart(5, '0')}`,
      contactName: '入会',
      contactMobile: '13800000001',
      memberLevel: '1',
      regionCode: regions[i % regions.length],
    } as never) as EntryApplication;
    em.create(AwardSerialNumber, {
      tenantId,
      programmeId: programme.id,
      recommendUnit: `R${i}`,
      serialNumber: `CNT-${i}`,
      quota: 1,
    } as never);
    for (const [businessType, businessId] of [
      [century.businessType, app.id],
      ['member_join', entry.id],
    ] as const) {
      em.create(FlowInstance, {
        tenantId,
        businessType,
        businessId,
        title: '计数',
        modelId: 'm',
        modelVersion: 1,
        applicantId: 'u',
        applicantName: '计数',
      } as never);
    }
  }
  const event = em.create(Event, {
    id: EVENT_ID,
    tenantId,
    title: '计数活动',
    venue: '沈阳',
    startTime: new Date('2026-12-01T01:00:00Z'),
    endTime: new Date('2026-12-01T09:00:00Z'),
  } as never) as Event;
  for (let i = 0; i < 60; i++) {
    em.create(EventRegistration, {
      tenantId,
      eventId: event.id,
      name: `报名 ${i}`,
      mobile: `138000001${String(i).padStart(2, '0')}`,
      unit: '计数单位',
      signInNumber: `S${i}`,
      seq: i + 1,
    } as never);
  }
  await em.flush();
}

beforeAll(async () => {
  server = await startTestServer({ demo: true, env: { STATEMENT_COUNT_HEADER: 'true' } });
  await addRows();
}, 180_000);
afterAll(async () => server?.stop());

async function ask(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as {
    data?: Record<string, { total?: number; records?: unknown[] }>;
    errors?: { message: string }[];
  };
  return { statements: Number(res.headers.get('x-statement-count')), body };
}

describe('statements per request', () => {
  it('finds the lists of the schema', () => {
    expect(lists.length).toBeGreaterThan(50);
  });

  it('answers every list in at most 3 statements, the same for 10 rows as for 50', async () => {
    const admin = await server.login('admin', DEMO_PASSWORD);
    const report: string[] = [];
    for (const f of lists) {
      const small = await ask(admin.token, listQuery(f), { size: 10 });
      const large = await ask(admin.token, listQuery(f), { size: 50 });
      expect(small.body.errors?.[0]?.message, f.name).toBeUndefined();
      expect(large.body.errors?.[0]?.message, f.name).toBeUndefined();
      report.push(
        `${f.name}: ${small.statements}/${large.statements} (${large.body.data?.[f.name]?.records?.length ?? 0} rows)`,
      );
      expect(Number.isInteger(small.statements) && small.statements > 0, f.name).toBe(true);
      expect(large.statements, `${f.name} grows with the page`).toBe(small.statements);
      expect(small.statements, f.name).toBeLessThanOrEqual(BOUND);
    }
    // The lists with rows that look things up really had more than one page of rows.
    for (const name of [
      'memberUnits',
      'awardApplications',
      'entryApplications',
      'awardSerialNumbers',
      'memberDirectory',
      'eventRegistrations',
    ]) {
      expect(
        report.find((r) => r.startsWith(`${name}:`)),
        name,
      ).toMatch(/\((50) rows\)/);
    }
  }, 180_000);

  it('answers me in at most 2 statements, for staff and for a member company', async () => {
    for (const account of ['admin', 'huiyuan']) {
      const user = await server.login(account, DEMO_PASSWORD);
      const me = await ask(
        user.token,
        '{ me { id account realName avatar deptId loginType roles permissions tenantId } }',
      );
      expect(me.body.errors, account).toBeUndefined();
      expect(me.statements, account).toBeLessThanOrEqual(2);
    }
  });
});

describe('statements per legacy REST request', () => {
  it('answers lists in at most 3 statements for staff, scope check and API log row included before the answer', async () => {
    const admin = await server.login('admin', DEMO_PASSWORD);
    const member = await server.login('huiyuan', DEMO_PASSWORD);
    for (const [who, token, path] of [
      ['admin', admin.token, '/api/blade-system/param/list?current=1&size=50'],
      ['admin', admin.token, '/api/blade-system/user/list?current=1&size=50'],
      ['admin', admin.token, '/api/blade-system/dict-biz/list?current=1&size=50'],
      // A non-administrator: the API scopes are read with the grants of the user's roles in one statement.
      ['huiyuan', member.token, '/api/blade-system/dict-biz/dictionary?code=member_level'],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, `${who} ${path}`).toBe(200);
      expect(Number(res.headers.get('x-statement-count')), `${who} ${path}`).toBeLessThanOrEqual(BOUND);
    }
  });
});
