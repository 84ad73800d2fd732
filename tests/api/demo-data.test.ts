import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';
import { inspectPdf } from '../support/pdf.js';

/** The demo data shows every module working: what a newcomer opens on a demo-seeded installation. */
let s: TestServer;
let approver: ApiClient;
let member: ApiClient & { token: string };

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  approver = await s.login('shenpi', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop();
});

interface Model {
  id: string;
  title: string;
  backgroundUrl: string | null;
}
interface Cert {
  id: string;
  number: string;
  state: string;
  unitName: string;
  backgroundUrl: string | null;
}

describe('demo data', () => {
  it('has a submitted certificate model with a stored background image; 生成证书 issues from it', async () => {
    const models = (
      await approver.gql<{ certificateModels: { records: Model[] } }>(
        `{ certificateModels(filter: { status: 1 }) { records { id title backgroundUrl } } }`,
      )
    ).data!.certificateModels.records;
    const model = models.find((m) => m.title === '会员证书（演示）')!;
    expect(model.backgroundUrl).toMatch(/^\/files\/000000\/\d{8}\/[0-9a-f-]{36}\.png$/);
    const image = await fetch(`${s.url}${model.backgroundUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString('ascii'),
    ).toBe('PNG');

    const units = (
      await approver.gql<{ memberUnits: { records: { id: string; name: string }[] } }>(
        `{ memberUnits(page: { size: 50 }) { records { id name } } }`,
      )
    ).data!.memberUnits.records;
    const dalian = units.find((u) => u.name === '大连海湾建设集团有限公司')!;
    const made = await approver.gql<{ generateMemberCertificate: Cert }>(
      `mutation($i: GenerateCertificateInput!) { generateMemberCertificate(input: $i) { id number state unitName backgroundUrl } }`,
      { i: { modelId: model.id, unitId: dalian.id } },
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.generateMemberCertificate).toMatchObject({
      number: expect.stringMatching(/^LNJX-\d{4}-0002$/),
      state: 'VALID',
      unitName: '大连海湾建设集团有限公司',
      backgroundUrl: model.backgroundUrl,
    });
  });

  it('the demo company holds a valid certificate with the background, and downloads it as PDF', async () => {
    const mine = (
      await member.gql<{ myMemberCertificates: Cert[] }>(
        `{ myMemberCertificates { id number state unitName backgroundUrl } }`,
      )
    ).data!.myMemberCertificates;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      number: expect.stringMatching(/^LNJX-\d{4}-0001$/),
      state: 'VALID',
      unitName: '示例建筑工程有限公司',
      backgroundUrl: expect.stringMatching(/^\/files\//),
    });
    const pdf = await fetch(`${s.url}/api/lnjzxh-member/member-certificate/pdf/${mine[0]!.id}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    // The PDF draws the model's stored background image under the fields, in embedded fonts.
    const printed = await inspectPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(printed.images).toBe(1);
    expect(printed.pages[0]).toContain('示例建筑工程有限公司');
    expect(printed.pages[0]).toContain(mine[0]!.number);
    expect(printed.fonts.every((f) => f.file === 'FontFile3' && /^[A-Z]{6}\+/.test(f.name))).toBe(true);
  });

  it('has an open award programme the member may apply to, an event open for registration and a past one, and published articles', async () => {
    const layer = (
      await member.gql<{ awardApplicationLayer: { records: { name: string; canApply: boolean; openFlag: number }[] } }>(
        `{ awardApplicationLayer { records { name canApply openFlag } } }`,
      )
    ).data!.awardApplicationLayer.records;
    expect(layer.find((p) => p.name.includes('世纪杯（演示）'))).toMatchObject({ openFlag: 1, canApply: true });

    const events = (
      await approver.gql<{
        events: {
          records: {
            id: string;
            title: string;
            status: number;
            startTime: string;
            registrationDeadline: string | null;
          }[];
        };
      }>(`{ events { records { id title status startTime registrationDeadline } } }`)
    ).data!.events.records;
    const now = Date.now();
    const upcoming = events.find((e) => e.status === 1 && Date.parse(e.registrationDeadline ?? e.startTime) > now);
    expect(upcoming).toBeDefined();
    expect(events.some((e) => e.status === 1 && Date.parse(e.startTime) < now)).toBe(true);
    // Anyone can sign up for the upcoming one.
    const open = await s.gql<{ publicEvent: { capacity: number; registered: number } }>(
      `query($id: ID!) { publicEvent(id: $id) { capacity registered } }`,
      { id: upcoming!.id },
    );
    expect(open.data!.publicEvent).toEqual({ capacity: 100, registered: 0 });

    const articles = (await s.gql<{ publicArticles: { total: number } }>(`{ publicArticles { total } }`)).data!
      .publicArticles;
    expect(articles.total).toBeGreaterThanOrEqual(3);
  });
});
