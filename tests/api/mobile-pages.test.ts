import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwardApplication } from '../../api/src/modules/award/award-application.entity.js';
import { DuesPeriod } from '../../api/src/modules/dues/dues.entity.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/**
 * The mobile pages of issue 24 beyond the meetings: the staff figures (/mobile/statistical-query-main), the open
 * expert card check and the certificate check by number (/mobile/licence-query), and the installable web app's
 * files as the server sends them (manifest and service worker: type and caching).
 */
let s: TestServer;
let admin: ApiClient & { token: string };
let member: ApiClient & { token: string }; // huiyuan
let clientDir: string;

const FIGURES = `{ associationFigures {
  dues { year paidCount paidAmount unpaidCount unpaidAmount }
  applications { awardType awardLabel flowStatus statusLabel count }
  upcomingEvents { id title startTime venue }
} }`;
type Figures = {
  associationFigures: {
    dues: { year: number; paidCount: number; paidAmount: string; unpaidCount: number; unpaidAmount: string };
    applications: { awardType: string; awardLabel: string; flowStatus: number; statusLabel: string; count: number }[];
    upcomingEvents: { id: string; title: string }[];
  };
};
const EXPERT = `query($c: String!) { verifyExpertCard(cardCode: $c) {
  state cardCode name unitName jobTitle disciplineName expirationDate
} }`;
type Expert = { verifyExpertCard: Record<string, string | null> };
const CERT = `query($c: String!) { verifyMemberCertificate(code: $c) { state number unitName validTo } }`;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'zhuxie-mobile-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>client</title>');
  writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"app","scope":"/mobile/"}');
  s = await startTestServer({ demo: true, env: { STATEMENT_COUNT_HEADER: 'true', CLIENT_DIR: clientDir } });
  admin = await s.login('admin', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
}, 120_000);
afterAll(async () => {
  await s?.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

/** A GraphQL call answered with its count of database statements. */
async function counted(token: string, query: string): Promise<{ statements: number; body: { data?: Figures } }> {
  const res = await fetch(`${s.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return { statements: Number(res.headers.get('x-statement-count')), body: (await res.json()) as { data?: Figures } };
}

describe('the staff figures (/mobile/statistical-query-main)', () => {
  it("answer this year's dues, the applications by award line and status and the upcoming events, in grouped statements", async () => {
    const year = Number(todayIn().slice(0, 4));
    const { statements, body } = await counted(admin.token, FIGURES);
    const figures = body.data!.associationFigures;

    // The dues of the year as the periods say (demo data has periods of this year, paid and unpaid).
    const em = s.db.orm.em.fork();
    const periods = await em.find(DuesPeriod, { year }, { filters: { tenant: { tenantId: '000000' } } });
    const sum = (status: number) =>
      periods
        .filter((p) => p.status === status)
        .reduce((total, p) => total + Number(p.amount), 0)
        .toFixed(2);
    expect(periods.length).toBeGreaterThan(0);
    expect(figures.dues).toEqual({
      year,
      paidCount: periods.filter((p) => p.status === 1).length,
      paidAmount: sum(1),
      unpaidCount: periods.filter((p) => p.status === 0).length,
      unpaidAmount: sum(0),
    });

    // Applications: every live one counted once, under its line and status, with their labels.
    const apps = await em.find(AwardApplication, {}, { filters: { tenant: { tenantId: '000000' } } });
    expect(figures.applications.reduce((n, r) => n + r.count, 0)).toBe(apps.length);
    for (const row of figures.applications)
      expect(row.count).toBe(
        apps.filter((a) => a.awardType === row.awardType && a.flowStatus === row.flowStatus).length,
      );
    if (figures.applications.length) {
      expect(figures.applications[0]!.awardLabel).not.toBe('');
      expect(figures.applications[0]!.statusLabel).not.toMatch(/^\d+$/);
    }
    expect(Array.isArray(figures.upcomingEvents)).toBe(true);

    // A few statements whatever the data: the user, the dues (one grouped), the applications (one grouped), the events.
    expect(statements).toBeLessThanOrEqual(5);
  });

  it('are refused to a member account and to a visitor (checked on the server)', async () => {
    const refused = await member.gql(FIGURES);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data ?? null).toBeNull();
    expect((await member.gql('{ memberStatistics { total } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await s.gql(FIGURES)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the licence check (/mobile/licence-query)', () => {
  it('tells whether an expert card holds by its number, with only what the card shows', async () => {
    const valid = (await s.gql<Expert>(EXPERT, { c: ' ZJ-DEMO-0001 ' })).data!.verifyExpertCard;
    expect(valid).toMatchObject({
      state: 'VALID',
      cardCode: 'ZJ-DEMO-0001',
      name: '评审专家（演示）',
      unitName: '辽宁省建设科学研究院',
      jobTitle: '高级工程师',
      expirationDate: null,
    });
    expect(valid.disciplineName).not.toBe('tujian');
    for (const unknown of ['ZJ-NOPE-0001', '', 'x'.repeat(41)])
      expect((await s.gql<Expert>(EXPERT, { c: unknown })).data!.verifyExpertCard).toEqual({
        state: 'UNKNOWN',
        cardCode: null,
        name: null,
        unitName: null,
        jobTitle: null,
        disciplineName: null,
        expirationDate: null,
      });
    // No phone number or credit code in the answer's type at all.
    const leak = await s.gql(`query { verifyExpertCard(cardCode: "ZJ-DEMO-0001") { mobile } }`);
    expect(leak.errors?.[0]?.message).toMatch(/Cannot query field "mobile"/);

    // Expired yesterday: EXPIRED with its date; set back to no end afterwards.
    const setExpiration = (expirationDate: string | null) =>
      admin.gql(`mutation($i: ExpertExpirationInput!) { setExpertExpiration(input: $i) { id } }`, {
        i: { cardCode: 'ZJ-DEMO-0001', expirationDate },
      });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await setExpiration(yesterday)).errors).toBeUndefined();
    try {
      expect((await s.gql<Expert>(EXPERT, { c: 'ZJ-DEMO-0001' })).data!.verifyExpertCard).toMatchObject({
        state: 'EXPIRED',
        expirationDate: yesterday,
      });
    } finally {
      expect((await setExpiration(null)).errors).toBeUndefined();
    }
  });

  it('checks a member certificate by its printed number as by its QR code', async () => {
    const list = await admin.gql<{ memberCertificates: { records: { number: string; code: string }[] } }>(
      `{ memberCertificates(page: { current: 1, size: 1 }) { records { number code } } }`,
    );
    const cert = list.data!.memberCertificates.records[0]!;
    const byCode = (await s.gql<{ verifyMemberCertificate: unknown }>(CERT, { c: cert.code })).data!
      .verifyMemberCertificate;
    const byNumber = (await s.gql<{ verifyMemberCertificate: unknown }>(CERT, { c: cert.number })).data!
      .verifyMemberCertificate;
    expect(byNumber).toEqual(byCode);
    expect(byNumber).toMatchObject({ state: 'VALID', number: cert.number, unitName: '示例建筑工程有限公司' });
    expect(
      (await s.gql<{ verifyMemberCertificate: unknown }>(CERT, { c: 'LNJX-1999-9999' })).data!.verifyMemberCertificate,
    ).toMatchObject({
      state: 'UNKNOWN',
      number: null,
    });
  });

  it('shares the verification limit per address with the certificates and receipts', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 20; i++) expect((await s.gql(CERT, { c: `X${i}` }, ip)).errors).toBeUndefined();
    let blocked: Awaited<ReturnType<typeof s.gql>> | undefined;
    for (let i = 0; i < 11 && !blocked; i++) {
      const r = await s.gql(EXPERT, { c: `ZJ-${i}` }, ip);
      if (r.errors) blocked = r;
    }
    expect(blocked?.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // Another address is not affected.
    expect((await s.gql(EXPERT, { c: 'ZJ-DEMO-0001' }, { 'x-forwarded-for': '203.0.113.78' })).errors).toBeUndefined();
  });
});

describe('the installable web app files', () => {
  it('serves the manifest and the service worker with their types, never cached long', async () => {
    const manifest = await fetch(`${s.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const worker = await fetch(`${s.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    // A mobile page is the client (index.html), as before.
    const page = await fetch(`${s.url}/mobile/info`);
    expect(await page.text()).toContain('<title>client</title>');
  });
});
