import { USCC_MESSAGES } from '@zhuxie/domain/rules/uscc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX, upload } from '../support/files.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';
import { downloadPdf } from '../support/pdf-expect.js';

/** Expert accounts (SPEC section 7 "Account (expert)"): staff records, own applications through the flow, cards, expiry, public search. */
let s: TestServer;
let admin: ApiClient;
let approver: ApiClient & { token: string }; // shenpi: approver role, 账号管理 with its buttons
let member: ApiClient & { token: string }; // huiyuan: member portal, 专家申请
let member2: ApiClient; // a second member account
let expertUser: ApiClient; // zhuanjia: expert role, no part in expert records

const FIELDS = 'id name mobile unitName discipline cardCode expirationDate flowStatus userId version';
interface Expert {
  id: string;
  name: string;
  mobile: string;
  unitName: string;
  discipline: string;
  cardCode: string | null;
  expirationDate: string | null;
  flowStatus: number;
  userId: string | null;
  version: number;
}

const save = (client: ApiClient, input: Record<string, unknown>) =>
  client.gql<{ submitExpertAccount: Expert }>(
    `mutation($i: ExpertAccountInput!) { submitExpertAccount(input: $i) { ${FIELDS} } }`,
    { i: input },
  );
const base = {
  name: '王工',
  mobile: '13912345678',
  unitName: '辽宁建工集团有限公司',
  discipline: 'tujian',
  jobTitle: '正高级工程师',
};
const search = async (keyword: string) =>
  (
    await s.gql<{ expertSearch: { total: number; records: Record<string, unknown>[] } }>(
      `query($k: String) { expertSearch(filter: { keyword: $k }) { total records { name unitName discipline disciplineName cardCode expirationDate } } }`,
      { k: keyword },
    )
  ).data!.expertSearch;

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  expertUser = await s.login('zhuanjia', DEMO_PASSWORD);
  const memberRole = (
    await admin.gql<{ roles: { records: { id: string }[] } }>(
      `{ roles(filter: { roleAlias: "member" }) { records { id } } }`,
    )
  ).data!.roles.records[0]!.id;
  const created = await admin.gql(
    `mutation($r: [ID!]!) { submitUser(input: { account: "member2", realName: "另一会员", password: "Member-2-2026", roleIds: $r }) { id } }`,
    { r: [memberRole] },
  );
  expect(created.errors).toBeUndefined();
  member2 = await s.login('member2', 'Member-2-2026');
});
afterAll(async () => {
  await s?.stop();
});

describe('staff records', () => {
  it('validates (mobile rule, discipline, card code unique) and lists with filters over GraphQL and REST', async () => {
    expect((await save(admin, { ...base, mobile: '1391234' })).errors?.[0]?.extensions?.fields).toEqual([
      { field: 'mobile', message: '手机号码长度不为11位' },
    ]);
    expect((await save(admin, { ...base, discipline: 'nope' })).errors?.[0]?.message).toBe('请选择专业');
    expect((await save(admin, { ...base, expirationDate: '2026/12/31' })).errors?.[0]?.extensions?.fields).toEqual([
      { field: 'expirationDate', message: '有效期格式不正确' },
    ]);
    // The unit's credit code is optional, but when given it must pass the GB 32100 check character; lower case is accepted.
    expect((await save(admin, { ...base, creditCode: '91210100MA0Y0000AX' })).errors?.[0]?.extensions?.fields).toEqual([
      { field: 'creditCode', message: USCC_MESSAGES.checksum },
    ]);
    const trimmed = await save(admin, { ...base, name: '周工', creditCode: '91210100ma0y0000ar' });
    expect(trimmed.errors).toBeUndefined();
    expect(trimmed.data?.submitExpertAccount).toMatchObject({ name: '周工' });
    const first = await save(admin, { ...base, name: '李工', cardCode: 'ZJ-2026-0001', expirationDate: '2029-12-31' });
    expect(first.errors).toBeUndefined();
    expect(first.data!.submitExpertAccount).toMatchObject({
      name: '李工',
      cardCode: 'ZJ-2026-0001',
      expirationDate: '2029-12-31',
      flowStatus: 0,
      userId: null,
    });
    const clash = await save(approver, { ...base, name: '赵工', cardCode: 'ZJ-2026-0001' });
    expect(clash.errors?.[0]?.message).toBe('该专家证号已存在');

    const page = await approver.rest<{ records: Expert[]; total: number }>(
      'GET',
      '/api/lnjzxh-member/account/page?current=1&size=10&name=李',
    );
    expect(page.status).toBe(200);
    expect(page.body.data.records.map((r) => r.name)).toEqual(['李工']);
    const one = await approver.rest<Expert>(
      'GET',
      `/api/lnjzxh-member/account/get/${first.data!.submitExpertAccount.id}`,
    );
    expect(one.body.data).toMatchObject({ name: '李工', cardCode: 'ZJ-2026-0001', expirationDate: '2029-12-31' });
    // Neither members nor experts reach the staff list.
    expect((await member.rest('GET', '/api/lnjzxh-member/account/page')).status).toBe(403);
    expect((await expertUser.gql(`{ expertAccounts { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('an expert application through the flow, the card and its expiry, the public search', () => {
  it('a member applies (保存并送审), may not set the card, is approved; staff issue the card; expiry hides and clean shows it again', async () => {
    // Card fields are the association's.
    const sneaky = await save(member, { ...base, name: '孙工', cardCode: 'ZJ-SELF' });
    expect(sneaky.errors?.[0]?.message).toBe('专家证号和有效期由协会填写');
    const applied = await save(member, { ...base, name: '孙工', andSubmit: true });
    expect(applied.errors).toBeUndefined();
    const mine = applied.data!.submitExpertAccount;
    expect(mine).toMatchObject({ flowStatus: 1 });
    expect(mine.userId).toBeTruthy();
    expect(
      (await member.gql<{ myExpertApplication: { id: string } }>(`{ myExpertApplication { id } }`)).data!
        .myExpertApplication.id,
    ).toBe(mine.id);
    // One application per person; none editable or removable under review.
    expect((await save(member, { ...base, name: '孙工二' })).errors?.[0]?.message).toBe(
      '您已提交过专家申请，请在原申请上修改',
    );
    expect(
      (await save(member, { ...base, id: mine.id, version: mine.version, name: '孙工改' })).errors?.[0]?.message,
    ).toBe('审核中或已通过的专家信息不能修改');
    const removing = await admin.rest('POST', `/api/lnjzxh-member/account/remove/batch?ids=${mine.id}`);
    expect(removing.body.msg).toBe('审核中的专家信息不能删除');

    // Another member reads nothing of it; the approver does, and approves it through the legacy step call.
    expect(
      (await member2.gql(`query($id: ID!) { expertAccount(id: $id) { id } }`, { id: mine.id })).errors?.[0]?.message,
    ).toBe('专家信息不存在');
    expect(
      (
        await approver.gql<{ expertAccount: { name: string } }>(`query($id: ID!) { expertAccount(id: $id) { name } }`, {
          id: mine.id,
        })
      ).data!.expertAccount.name,
    ).toBe('孙工');
    expect(await search('孙工')).toMatchObject({ total: 0 });
    const approved = await approver.rest('POST', '/api/lnjzxh-member/expert/approval', {
      id: mine.id,
      approvalStatus: 2,
    });
    expect(approved.status).toBe(200);
    const after = await member.gql<{ myExpertApplication: Expert }>(`{ myExpertApplication { ${FIELDS} } }`);
    expect(after.data!.myExpertApplication.flowStatus).toBe(2);

    // Approved and without an end date: found by anyone, without the phone number.
    let found = await search('孙工');
    expect(found.total).toBe(1);
    expect(found.records[0]).toEqual({
      name: '孙工',
      unitName: '辽宁建工集团有限公司',
      discipline: 'tujian',
      disciplineName: '土建',
      cardCode: null,
      expirationDate: null,
    });
    const publicRest = await s.rest<{ records: Record<string, unknown>[] }>(
      'GET',
      `/api/lnjzxh-member/expert/search?keyword=${encodeURIComponent('建工')}`,
    );
    expect(publicRest.body.data.records.map((r) => r.name)).toContain('孙工');
    expect(publicRest.body.data.records[0]).not.toHaveProperty('mobile');

    // Staff issue the card; members may not.
    const issue = `mutation($i: ExpertCardInput!) { issueExpertCard(input: $i) { cardCode expirationDate } }`;
    expect(
      (await member.gql(issue, { i: { id: mine.id, cardCode: 'ZJ-2026-0002' } })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await approver.gql(issue, { i: { id: mine.id, cardCode: 'ZJ-2026-0001' } })).errors?.[0]?.message).toBe(
      '该专家证号已存在',
    );
    const issued = await approver.gql<{ issueExpertCard: Expert }>(issue, {
      i: { id: mine.id, cardCode: 'ZJ-2026-0002', expirationDate: '2030-06-30' },
    });
    expect(issued.data!.issueExpertCard).toEqual({ cardCode: 'ZJ-2026-0002', expirationDate: '2030-06-30' });

    // The legacy expiry calls by card code: a past date hides the expert, clean shows them again.
    const noDate = await approver.rest('GET', '/api/lnjzxh-member/expert/expiration-date/update?cardCode=ZJ-2026-0002');
    expect(noDate.body.msg).toBe('请选择有效期');
    const unknown = await approver.rest(
      'GET',
      '/api/lnjzxh-member/expert/expiration-date/update?cardCode=NOPE&expirationDate=2020-01-01',
    );
    expect(unknown.status).toBe(404);
    const expired = await approver.rest<Expert>(
      'GET',
      '/api/lnjzxh-member/expert/expiration-date/update?cardCode=ZJ-2026-0002&expirationDate=2020-01-01',
    );
    expect(expired.body.data.expirationDate).toBe('2020-01-01');
    expect(await search('孙工')).toMatchObject({ total: 0 });
    const expiredList = await approver.gql<{ expertAccounts: { records: { name: string }[] } }>(
      `{ expertAccounts(filter: { expired: true }) { records { name } } }`,
    );
    expect(expiredList.data!.expertAccounts.records.map((r) => r.name)).toEqual(['孙工']);
    const cleaned = await approver.rest<Expert>(
      'GET',
      '/api/lnjzxh-member/expert/expiration-date/clean?cardCode=ZJ-2026-0002',
    );
    expect(cleaned.body.data.expirationDate ?? null).toBeNull(); // the envelope leaves out empty fields
    found = await search('ZJ-2026-0002');
    expect(found.records.map((r) => r.name)).toEqual(['孙工']);
    expect(
      (await member.rest('GET', '/api/lnjzxh-member/expert/expiration-date/clean?cardCode=ZJ-2026-0002')).status,
    ).toBe(403);
  });

  it('prints the expert card as a PDF for staff and for the expert themself, with the photo once there is one', async () => {
    const mine = (await member.gql<{ myExpertApplication: Expert }>(`{ myExpertApplication { ${FIELDS} } }`)).data!
      .myExpertApplication;
    expect(mine.cardCode).toBe('ZJ-2026-0002');
    const card = (c: { token: string }) => downloadPdf(`${s.url}/api/lnjzxh-member/account/card/${mine.id}`, c.token);
    // Staff: no photo yet, so an empty frame marked 照片; no end date: 长期有效.
    const staff = await card(approver);
    expect(staff.pageCount).toBe(1);
    expect(staff.images).toBe(0);
    for (const text of ['专家证', '孙工', '正高级工程师', '辽宁建工集团有限公司', 'ZJ-2026-0002', '长期有效', '照片'])
      expect(staff.pages[0]).toContain(text);
    expect(staff.pages[0]).toMatch(/打印日期：\d{4} 年 \d{2} 月 \d{2} 日/);
    // Its QR code leads to the open check of the card (证书查询), linked on the page too.
    expect(staff.links[0]).toEqual([`${s.url}/mobile/licence-query?kind=expert&code=ZJ-2026-0002`]);
    // The expert's own account photo (avatar) is printed once they have one.
    const photo = await upload(
      s.url,
      '/api/blade-resource/oss/endpoint/put-file',
      { name: '照片.png', body: PNG_1PX, type: 'image/png' },
      { authorization: `Bearer ${member.token}` },
    );
    const avatar = await member.gql(`mutation($i: ProfileInput!) { updateMyProfile(input: $i) { id } }`, {
      i: { avatar: String(photo.body.data!.link) },
    });
    expect(avatar.errors).toBeUndefined();
    const own = await card(member);
    expect(own.images).toBe(2); // the PNG and its alpha channel (a soft mask)
    expect(own.pages[0]).toContain('孙工');
    // Someone else's card is not found for a member; without a card number there is none to print.
    const other = await save(admin, { ...base, name: '无证专家' });
    const foreign = await member.rest('GET', `/api/lnjzxh-member/account/card/${other.data!.submitExpertAccount.id}`);
    expect(foreign.body).toMatchObject({ success: false, msg: '专家信息不存在' });
    const noCard = await approver.rest('GET', `/api/lnjzxh-member/account/card/${other.data!.submitExpertAccount.id}`);
    expect(noCard.body).toMatchObject({ success: false, msg: '该专家尚未发放专家证' });
    expect((await fetch(`${s.url}/api/lnjzxh-member/account/card/${mine.id}`)).status).toBe(401);
  });

  it('a rejected application is edited and sent again; staff remove records not under review', async () => {
    const applied = await save(member2, { ...base, name: '周工', discipline: 'dianqi', andSubmit: true });
    expect(applied.errors).toBeUndefined();
    const id = applied.data!.submitExpertAccount.id;
    const rejected = await approver.rest('POST', '/api/lnjzxh-member/expert/approval', {
      id,
      approvalStatus: 3,
      approvalOpinion: '请补充业绩材料',
    });
    expect(rejected.status).toBe(200);
    const current = (await member2.gql<{ myExpertApplication: Expert }>(`{ myExpertApplication { ${FIELDS} } }`)).data!
      .myExpertApplication;
    expect(current.flowStatus).toBe(3);
    const again = await save(member2, {
      ...base,
      id,
      version: current.version,
      name: '周工',
      discipline: 'dianqi',
      resume: '主持多项省优工程电气安装',
      andSubmit: true,
    });
    expect(again.errors).toBeUndefined();
    expect(again.data!.submitExpertAccount.flowStatus).toBe(1);
    // Withdrawn by the applicant, then removable by staff.
    const instance = (
      await member2.gql<{ flowRecord: { instance: { id: string } } }>(
        `query($b: ID!) { flowRecord(businessType: "expert", businessId: $b) { instance { id } } }`,
        { b: id },
      )
    ).data!.flowRecord.instance;
    expect(
      (
        await member2.gql(
          `mutation($i: ID!) { flowAction(input: { instanceId: $i, action: "withdraw" }) { status } }`,
          { i: instance.id },
        )
      ).errors,
    ).toBeUndefined();
    const removed = await admin.gql<{ removeExpertAccounts: number }>(
      `mutation($ids: [ID!]!) { removeExpertAccounts(input: { ids: $ids }) }`,
      { ids: [id] },
    );
    expect(removed.data!.removeExpertAccounts).toBe(1);
    expect(
      (await member2.gql<{ myExpertApplication: null }>(`{ myExpertApplication { id } }`)).data!.myExpertApplication,
    ).toBeNull();
  });
});
