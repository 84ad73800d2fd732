import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_MESSAGES } from '@zhuxie/domain/award/notice-rules';
import { addDaysToDay, todayIn } from '@zhuxie/domain/time/datetime';
import { AwardApplication } from '../../api/src/modules/award/award-application.entity.js';
import { MemberUnit } from '../../api/src/modules/member/member.entity.js';
import { PNG_1PX, upload } from '../support/files.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** Public notice of award results and objections (issue 22): drafts, publishing, the open page, objections, handling, confirmation. */
let s: TestServer;
let admin: ApiClient;
let member: ApiClient & { token: string };
let programmeId: string;
const apps: string[] = [];
const N = '/api/lnjzxh-awards-mgt/lnjzxh/award/notice';
const today = todayIn();

interface Notice {
  id: string;
  status: number;
  version: number;
  items: { applicationId: string; projectName: string; unitName: string; result: string; withdrawn: boolean }[];
}
const NOTICE_FIELDS =
  'id status version title programmeName startDate endDate items { applicationId projectName unitName result withdrawn }';
const save = (c: ApiClient, input: Record<string, unknown>) =>
  c.gql<{ saveAwardNotice: Notice }>(
    `mutation($i: AwardNoticeInput!) { saveAwardNotice(input: $i) { ${NOTICE_FIELDS} } }`,
    {
      i: { programmeId, ...input },
    },
  );
const lodge = (input: Record<string, unknown>) => s.rest<{ id: string }>('POST', `${N}/objection/lodge`, input);
const objector = { name: '王异议', contact: '13800001111', reasons: '该工程在施工期间发生过安全事故，未如实申报。' };

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  const p = await admin.gql<{ submitAwardProgramme: { id: string } }>(
    `mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { id } }`,
    {
      i: {
        awardType: 'century_cup',
        year: 2036,
        name: '2036年度世纪杯（公示）',
        startDate: addDaysToDay(today, -30),
        endDate: addDaysToDay(today, -1),
        accountCategories: ['1'],
      },
    },
  );
  programmeId = p.data!.submitAwardProgramme.id;
  // Two applications that passed the formal review and one draft, written directly (the award module's own tests
  // cover how applications get there).
  const em = s.db.orm.em.fork();
  const unit = (await em.find(MemberUnit, {}, { filters: false, limit: 1 }))[0]!;
  for (const [name, flowStatus] of [
    ['公示工程甲', 2],
    ['公示工程乙', 2],
    ['公示草稿工程', 0],
  ] as const) {
    const app = em.create(AwardApplication, {
      tenantId: unit.tenantId,
      programmeId,
      awardType: 'century_cup',
      year: 2036,
      unitId: unit.id,
      unitName: unit.name,
      projectName: name,
      values: { proName: name },
      participants: {},
      materials: {},
      flowStatus,
    });
    apps.push(app.id);
  }
  await em.flush();
});
afterAll(() => s?.stop());

describe('public notice and objections', () => {
  let notice: Notice;

  it('checks a draft with the rules and their messages, and only takes reviewed applications of the programme', async () => {
    const empty = await save(admin, { items: [] });
    expect(empty.errors?.[0]?.message).toBe(NOTICE_MESSAGES.titleRequired);
    expect(empty.errors?.[0]?.extensions?.fields).toEqual(
      expect.arrayContaining([
        { field: 'period', message: NOTICE_MESSAGES.periodRequired },
        { field: 'items', message: NOTICE_MESSAGES.itemsRequired },
      ]),
    );
    const draftApp = await save(admin, {
      title: '2036 年度世纪杯拟获奖工程公示',
      startDate: today,
      endDate: addDaysToDay(today, 6),
      items: [{ applicationId: apps[2], result: '拟获奖' }],
    });
    expect(draftApp.errors?.[0]?.message).toBe(NOTICE_MESSAGES.applicationNotInNotice);
    const saved = await save(admin, {
      title: '2036 年度世纪杯拟获奖工程公示',
      intro: '公示期内如有异议，请在本页提出。',
      startDate: today,
      endDate: addDaysToDay(today, 6),
      items: [
        { applicationId: apps[0], result: '拟获奖' },
        { applicationId: apps[1], result: '拟获奖' },
      ],
    });
    expect(saved.errors).toBeUndefined();
    notice = saved.data!.saveAwardNotice;
    expect(notice.items.map((i) => [i.projectName, i.withdrawn])).toEqual([
      ['公示工程甲', false],
      ['公示工程乙', false],
    ]);
    // Not published: the open page does not find it, and nobody can object.
    const hidden = await s.rest('GET', `${N}/public/${notice.id}`);
    expect(hidden.body).toMatchObject({ success: false, msg: NOTICE_MESSAGES.notFound });
    expect((await lodge({ noticeId: notice.id, applicationId: apps[0], ...objector })).body.msg).toBe(
      NOTICE_MESSAGES.notFound,
    );
    // A member may not manage notices.
    expect(
      (await member.gql(`{ awardNotices(programmeId: "${programmeId}") { id } }`)).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it('publishes: the open page shows the results, a published notice is not edited', async () => {
    const published = await admin.rest<Notice>('POST', `${N}/publish/${notice.id}`);
    expect(published.body).toMatchObject({ success: true, data: { status: 1 } });
    const again = await save(admin, {
      id: notice.id,
      title: '改标题',
      startDate: today,
      endDate: today,
      items: [{ applicationId: apps[0], result: 'x' }],
    });
    expect(again.errors?.[0]?.message).toBe(NOTICE_MESSAGES.notDraft);
    const open = await s.gql<{ publicAwardNotice: Notice & { programmeName: string } }>(
      `query($id: ID!) { publicAwardNotice(id: $id) { ${NOTICE_FIELDS} } }`,
      { id: notice.id },
    );
    expect(open.data?.publicAwardNotice).toMatchObject({ programmeName: '2036年度世纪杯（公示）', status: 1 });
    expect(open.data!.publicAwardNotice.items).toHaveLength(2);
  });

  it('takes objections from anyone during the period, with the rules and their messages', async () => {
    const bad = await lodge({ noticeId: notice.id, applicationId: apps[2], name: '', contact: '123', reasons: '太短' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, msg: NOTICE_MESSAGES.nameRequired });
    const first = await lodge({ noticeId: notice.id, applicationId: apps[0], ...objector });
    expect(first.body).toMatchObject({ success: true, msg: '异议已提交' });
    const second = await s.gql<{ lodgeAwardObjection: { id: string } }>(
      `mutation($i: ObjectionInput!) { lodgeAwardObjection(input: $i) { id } }`,
      { i: { noticeId: notice.id, applicationId: apps[1], ...objector, name: '李异议' } },
    );
    expect(second.errors).toBeUndefined();
    const forged = await lodge({
      noticeId: notice.id,
      applicationId: apps[1],
      ...objector,
      files: [{ name: 'x.pdf', url: 'https://elsewhere.example/x.pdf' }],
    });
    expect(forged.body.msg).toBe('文件地址无效，请重新上传');
    // A signed-in objector attaches evidence uploaded to the association's storage.
    const up = await upload(
      s.url,
      '/api/blade-resource/oss/endpoint/put-file',
      { name: '证据.png', body: PNG_1PX, type: 'image/png' },
      { authorization: `Bearer ${member.token}` },
    );
    expect(up.status).toBe(200);
    const evidence = { name: '证据.png', url: String(up.body.data!.link), size: PNG_1PX.length };
    const tooMany = await lodge({
      noticeId: notice.id,
      applicationId: apps[1],
      ...objector,
      files: Array(6).fill(evidence),
    });
    expect(tooMany.body.msg).toBe(NOTICE_MESSAGES.tooManyFiles);
    const withFile = await member.rest<{ id: string }>('POST', `${N}/objection/lodge`, {
      noticeId: notice.id,
      applicationId: apps[1],
      ...objector,
      name: '赵异议',
      files: [evidence],
    });
    expect(withFile.body).toMatchObject({ success: true, msg: '异议已提交' });
    const list = await admin.rest<{ name: string; status: number; files: { name: string; url: string }[] }[]>(
      'GET',
      `${N}/objection/list?noticeId=${notice.id}`,
    );
    expect(list.body.data, JSON.stringify(list.body)).toBeTruthy();
    expect(list.body.data.map((o) => [o.name, o.status, o.files.map((f) => f.name)])).toEqual([
      ['王异议', 0, []],
      ['李异议', 0, []],
      ['赵异议', 0, ['证据.png']],
    ]);
  });

  it('handles each objection with a reply; an upheld one takes the application out of the results', async () => {
    const list = await admin.gql<{ awardObjections: { id: string; applicationId: string }[] }>(
      `{ awardObjections(noticeId: "${notice.id}") { id applicationId } }`,
    );
    const [upheld, dismissed, withEvidence] = list.data!.awardObjections;
    const handle = (input: Record<string, unknown>) =>
      admin.rest<{ status: number; reply: string }>('POST', `${N}/objection/handle`, input);
    expect((await handle({ id: upheld!.id, upheld: true })).body.msg).toBe(NOTICE_MESSAGES.replyRequired);
    expect((await handle({ id: upheld!.id, reply: '经核实' })).body.msg).toBe(NOTICE_MESSAGES.decisionRequired);
    // Results are confirmed only after the period.
    expect((await admin.rest('POST', `${N}/confirm/${notice.id}`)).body.msg).toBe(NOTICE_MESSAGES.notEnded);
    expect(
      (await handle({ id: upheld!.id, upheld: true, reply: '经核实，异议成立，取消该工程获奖资格。' })).body,
    ).toMatchObject({
      success: true,
      data: { status: 1 },
    });
    expect((await handle({ id: upheld!.id, upheld: false, reply: '再次处理' })).body.msg).toBe(NOTICE_MESSAGES.handled);
    const after = await admin.rest<Notice>('GET', `${N}/detail/${notice.id}`);
    expect(after.body.data.items.map((i) => [i.applicationId, i.withdrawn])).toEqual([
      [apps[0], true],
      [apps[1], false],
    ]);
    // A withdrawn application is no longer open to objections.
    expect((await lodge({ noticeId: notice.id, applicationId: apps[0], ...objector })).body.msg).toBe(
      NOTICE_MESSAGES.applicationNotInNotice,
    );
    // The period ends (moved back here); a pending objection still blocks the confirmation.
    await s.db.orm.em
      .fork()
      .getConnection()
      .execute(`update lnjzxh_award_notice set start_date = ?, end_date = ? where id = ?`, [
        addDaysToDay(today, -8),
        addDaysToDay(today, -1),
        notice.id,
      ]);
    expect((await lodge({ noticeId: notice.id, applicationId: apps[1], ...objector })).body.msg).toBe(
      NOTICE_MESSAGES.ended,
    );
    expect((await admin.rest('POST', `${N}/confirm/${notice.id}`)).body.msg).toBe('还有2条异议未处理，不能确认结果');
    expect((await handle({ id: dismissed!.id, upheld: false, reply: '经核实，异议不成立。' })).body.data.status).toBe(
      2,
    );
    expect((await admin.rest('POST', `${N}/confirm/${notice.id}`)).body.msg).toBe('还有1条异议未处理，不能确认结果');
    expect(
      (await handle({ id: withEvidence!.id, upheld: false, reply: '证据不足，异议不成立。' })).body.data.status,
    ).toBe(2);
    const confirmed = await admin.gql<{ confirmAwardNotice: Notice }>(
      `mutation { confirmAwardNotice(id: "${notice.id}") { ${NOTICE_FIELDS} } }`,
    );
    expect(confirmed.data?.confirmAwardNotice.status).toBe(2);
    expect((await admin.rest('POST', `${N}/confirm/${notice.id}`)).body.msg).toBe(NOTICE_MESSAGES.confirmed);
    const open = await s.rest<Notice>('GET', `${N}/public/${notice.id}`);
    expect(open.body.data.items.filter((i) => !i.withdrawn).map((i) => i.projectName)).toEqual(['公示工程乙']);
  });

  it('rate limits objections per address', async () => {
    const fresh = await save(admin, {
      title: '限频公示',
      startDate: today,
      endDate: addDaysToDay(today, 3),
      items: [{ applicationId: apps[0], result: '拟获奖' }],
    });
    const id = fresh.data!.saveAwardNotice.id;
    await admin.rest('POST', `${N}/publish/${id}`);
    let last: Awaited<ReturnType<typeof lodge>> | undefined;
    for (let i = 0; i < 11; i++) last = await lodge({ noticeId: id, applicationId: apps[0], ...objector });
    expect(last!.status).toBe(429);
    expect(last!.body.msg).toMatch(/操作过于频繁/);
  });
});
