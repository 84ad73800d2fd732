import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** Award programmes, allocation numbers, subscriptions and the application layer (issue 8, Awards I). */
let s: TestServer;
let admin: ApiClient & { token: string };
let approver: ApiClient; // shenpi: 奖项设置 / 分配编号 / 订阅管理 without delete
let member: ApiClient; // huiyuan: the active demo member unit → 1 会员单位
let member2: ApiClient; // a member-role account without a member unit → 3 非会员单位
let expertUser: ApiClient; // zhuanjia: no award programme codes
let adminB: ApiClient; // administrator of another tenant
const B = '400008';

const day = (offset: number) => {
  const d = new Date(`${todayIn()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

const FIELDS =
  'id awardType awardTypeLabel year name openFlag closedMessage startDate endDate accountCategories requireSerialNumber remark version';
interface Programme {
  id: string;
  awardType: string;
  awardTypeLabel: string;
  year: number;
  name: string;
  openFlag: number;
  closedMessage: string | null;
  startDate: string;
  endDate: string;
  accountCategories: string[];
  requireSerialNumber: boolean;
  version: number;
}
interface Card {
  id: string;
  name: string;
  canApply: boolean;
  reason: string | null;
  subscribed: boolean;
  applyPath: string | null;
  openFlag: number;
}

const submit = (client: ApiClient, input: Record<string, unknown>) =>
  client.gql<{ submitAwardProgramme: Programme }>(
    `mutation($i: AwardProgrammeInput!) { submitAwardProgramme(input: $i) { ${FIELDS} } }`,
    { i: input },
  );
const setOpen = (client: ApiClient, input: Record<string, unknown>) =>
  client.gql<{ setAwardProgrammeOpen: Programme }>(
    `mutation($i: AwardProgrammeOpenInput!) { setAwardProgrammeOpen(input: $i) { ${FIELDS} } }`,
    { i: input },
  );
const availability = async (client: ApiClient, id: string) =>
  (
    await client.gql<{ awardProgrammeAvailability: { canApply: boolean; reason: string | null } }>(
      `query($id: ID!) { awardProgrammeAvailability(id: $id) { canApply reason } }`,
      { id },
    )
  ).data!.awardProgrammeAvailability;
const layer = (client: ApiClient, filter: Record<string, unknown> = {}) =>
  client.gql<{ awardApplicationLayer: { accountCategory: string | null; canShowAll: boolean; records: Card[] } }>(
    `query($f: AwardApplicationFilter) { awardApplicationLayer(filter: $f) { accountCategory canShowAll records { id name canApply reason subscribed applyPath openFlag } } }`,
    { f: filter },
  );
const base = (over: Record<string, unknown> = {}) => ({
  awardType: 'century_cup',
  year: 2026,
  name: '2026年度世纪杯',
  startDate: day(-5),
  endDate: day(30),
  accountCategories: ['1', '3'],
  ...over,
});

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  expertUser = await s.login('zhuanjia', DEMO_PASSWORD);
  // The suite counts the programmes it creates for this year: the demo programme of this year makes way.
  const demo = (
    await admin.gql<{ awardProgrammes: { records: { id: string }[] } }>(`{ awardProgrammes { records { id } } }`)
  ).data!.awardProgrammes.records;
  expect(
    (
      await admin.gql(`mutation($ids: [ID!]!) { removeAwardProgrammes(input: { ids: $ids }) }`, {
        ids: demo.map((p) => p.id),
      })
    ).errors,
  ).toBeUndefined();
  const memberRole = (
    await admin.gql<{ roles: { records: { id: string }[] } }>(
      `{ roles(filter: { roleAlias: "member" }) { records { id } } }`,
    )
  ).data!.roles.records[0]!.id;
  expect(
    (
      await admin.gql(
        `mutation($r: [ID!]!) { submitUser(input: { account: "award2", realName: "非会员账号", password: "Award-2-2026", roleIds: $r }) { id } }`,
        { r: [memberRole] },
      )
    ).errors,
  ).toBeUndefined();
  member2 = await s.login('award2', 'Award-2-2026');
  expect(
    (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "奖项租户" }) { id } }`)).errors,
  ).toBeUndefined();
  const inB = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': B });
  const roles = await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`);
  const role = roles.data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
  expect(
    (
      await inB.gql(
        `mutation($r: [ID!]!) { submitUser(input: { account: "awardb", password: "Tenant-B-2026", roleIds: $r }) { id } }`,
        { r: [role] },
      )
    ).errors,
  ).toBeUndefined();
  adminB = await s.login('awardb', 'Tenant-B-2026', B);
});
afterAll(async () => {
  await s?.stop();
});

describe('the award type registry', () => {
  it('defines century cup and quality structure with their form variant, materials and participant groups; the other types by label', async () => {
    const res = await member.gql<{
      awardTypes: {
        key: string;
        label: string;
        businessType: string;
        photos: string | null;
        materials: { key: string; required: boolean; requiredMessage: string | null; maxFiles: number }[];
        participantGroups: string[];
      }[];
    }>(
      `{ awardTypes { key label businessType photos materials { key required requiredMessage maxFiles } participantGroups } }`,
    );
    const types = res.data!.awardTypes;
    const cup = types.find((t) => t.key === 'century_cup')!;
    expect(cup).toMatchObject({ label: '世纪杯', businessType: 'century_cup', photos: 'min' });
    expect(cup.materials.find((m) => m.key === 'gongchengzhaopian')).toEqual({
      key: 'gongchengzhaopian',
      required: true,
      requiredMessage: '请添加工程照片',
      maxFiles: 20,
    });
    expect(cup.materials.find((m) => m.key === 'yingxiangcailiao')?.requiredMessage).toBe('请上传影像材料');
    expect(cup.participantGroups).toContain('jointContractors');
    expect(types.find((t) => t.key === 'quality_structure')).toMatchObject({ label: '优质结构', photos: 'max' });
    expect(types.find((t) => t.key === 'preliminary_proposal')).toMatchObject({
      label: '国家奖项预申报',
      photos: null,
      materials: [],
      participantGroups: [],
    });
    expect(types.length).toBeGreaterThanOrEqual(12);
  });
});

describe('programmes', () => {
  let cup: Programme;

  it('validates type, dates and categories, refuses a second programme of a type and year, and lists over GraphQL and REST', async () => {
    expect((await submit(admin, base({ awardType: 'nope' }))).errors?.[0]?.message).toBe('请选择奖项类型');
    const dates = await submit(admin, base({ startDate: day(10), endDate: day(1) }));
    expect(dates.errors?.[0]?.extensions?.fields).toEqual([{ field: 'endDate', message: '截止日期不能早于开始日期' }]);
    expect((await submit(admin, base({ accountCategories: [] }))).errors?.[0]?.message).toBe('请选择可申报的账号类别');
    expect((await submit(admin, base({ accountCategories: ['9'] }))).errors?.[0]?.message).toBe('账号类别不存在');
    expect((await submit(admin, base({ startDate: '2026/01/01' }))).errors?.[0]?.extensions?.fields).toEqual([
      { field: 'startDate', message: '请选择开始日期' },
    ]);

    const created = await submit(approver, base({ requireSerialNumber: true }));
    expect(created.errors).toBeUndefined();
    cup = created.data!.submitAwardProgramme;
    // New programmes start closed.
    expect(cup).toMatchObject({
      awardType: 'century_cup',
      awardTypeLabel: '世纪杯',
      year: 2026,
      openFlag: 0,
      accountCategories: ['1', '3'],
      requireSerialNumber: true,
    });
    const again = await submit(admin, base({ name: '重复' }));
    expect(again.errors?.[0]?.message).toBe('世纪杯2026年度的奖项设置已存在，请勿重复添加');
    expect(again.errors?.[0]?.extensions?.code).toBe('DUPLICATE');
    // Another year is another programme; REST modify creates and updates.
    const rest = await admin.rest<Programme>(
      'POST',
      '/api/lnjzxh-awards-mgt/lnjzxh/award/programme/modify',
      base({ year: 2025, name: '2025年度世纪杯', startDate: '2025-03-01', endDate: '2025-06-30' }),
    );
    expect(rest.body).toMatchObject({ success: true, msg: '新增成功', data: { year: 2025, openFlag: 0 } });
    const updated = await admin.rest<Programme>('POST', '/api/lnjzxh-awards-mgt/lnjzxh/award/programme/modify', {
      ...base({ year: 2025, name: '2025年度世纪杯（改）', startDate: '2025-03-01', endDate: '2025-06-30' }),
      id: rest.body.data.id,
      version: rest.body.data.version,
    });
    expect(updated.body).toMatchObject({ msg: '更新成功', data: { name: '2025年度世纪杯（改）' } });
    const stale = await admin.rest('POST', '/api/lnjzxh-awards-mgt/lnjzxh/award/programme/modify', {
      ...base({ year: 2025, name: 'x', startDate: '2025-03-01', endDate: '2025-06-30' }),
      id: rest.body.data.id,
      version: rest.body.data.version,
    });
    expect(stale.body.msg).toBe('数据已被他人修改，请刷新后重试');
    // The envelope's code is the HTTP status; the domain code travels in a header (the forms read CAPTCHA_REQUIRED so).
    expect(stale.headers.get('x-error-code')).toBe('STALE');
    const page = await approver.rest<{ records: Programme[]; total: number }>(
      'GET',
      '/api/lnjzxh-awards-mgt/lnjzxh/award/programme/page?awardType=century_cup&year=2026',
    );
    expect(page.body.data.records.map((r) => r.name)).toEqual(['2026年度世纪杯']);
    const one = await member.rest<Programme>('GET', `/api/lnjzxh-awards-mgt/lnjzxh/award/programme/get/${cup.id}`);
    expect(one.body.data).toMatchObject({ name: '2026年度世纪杯', startDate: day(-5) });
    // The approver may not delete; the admin removes the 2025 programme over REST.
    expect(
      (await approver.rest('POST', `/api/lnjzxh-awards-mgt/lnjzxh/award/programme/remove?ids=${rest.body.data.id}`))
        .status,
    ).toBe(403);
    expect(
      (await admin.rest('POST', `/api/lnjzxh-awards-mgt/lnjzxh/award/programme/remove?ids=${rest.body.data.id}`)).body,
    ).toMatchObject({ success: true, msg: '删除成功' });
  });

  it('opens and closes with the message; availability follows the flag and the dates', async () => {
    expect(await availability(member, cup.id)).toEqual({ canApply: false, reason: '该奖项申报已关闭' });
    const opened = await setOpen(approver, { id: cup.id, openFlag: 1 });
    expect(opened.data!.setAwardProgrammeOpen.openFlag).toBe(1);
    expect(await availability(member, cup.id)).toEqual({ canApply: true, reason: null });
    // Closing asks for the message applicants will see.
    expect((await setOpen(approver, { id: cup.id, openFlag: 0 })).errors?.[0]?.extensions?.fields).toEqual([
      { field: 'closedMessage', message: '请输入关闭提示信息' },
    ]);
    expect((await setOpen(approver, { id: cup.id, openFlag: 2 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const closed = await setOpen(approver, {
      id: cup.id,
      openFlag: 0,
      closedMessage: '本年度世纪杯申报已结束，感谢关注',
    });
    expect(closed.data!.setAwardProgrammeOpen).toMatchObject({
      openFlag: 0,
      closedMessage: '本年度世纪杯申报已结束，感谢关注',
    });
    expect(await availability(member, cup.id)).toEqual({ canApply: false, reason: '本年度世纪杯申报已结束，感谢关注' });
    const rest = await member.rest('GET', `/api/lnjzxh-awards-mgt/lnjzxh/award/programme/availability/${cup.id}`);
    expect(rest.body.data).toEqual({ canApply: false, reason: '本年度世纪杯申报已结束，感谢关注' });
    expect(
      (await admin.rest('POST', '/api/lnjzxh-awards-mgt/lnjzxh/award/programme/open', { id: cup.id, openFlag: 1 })).body
        .data,
    ).toMatchObject({ openFlag: 1 });

    // Open but outside its dates.
    const later = (
      await submit(
        admin,
        base({ awardType: 'quality_structure', name: '2026年度优质结构', startDate: day(3), endDate: day(40) }),
      )
    ).data!.submitAwardProgramme;
    await setOpen(admin, { id: later.id, openFlag: 1 });
    expect(await availability(member, later.id)).toEqual({
      canApply: false,
      reason: `申报尚未开始，开始日期为${day(3)}`,
    });
    const past = (
      await submit(
        admin,
        base({
          awardType: 'green_construction',
          name: '2026年度绿色施工',
          startDate: day(-30),
          endDate: day(-1),
          accountCategories: ['3'],
        }),
      )
    ).data!.submitAwardProgramme;
    await setOpen(admin, { id: past.id, openFlag: 1 });
    expect(await availability(member, past.id)).toEqual({
      canApply: false,
      reason: `申报已截止，截止日期为${day(-1)}`,
    });
    // Today is inside: both ends count.
    const edge = (
      await submit(
        admin,
        base({
          awardType: 'bim_competition',
          name: '2026年度BIM大赛',
          startDate: day(0),
          endDate: day(0),
          accountCategories: ['3'],
        }),
      )
    ).data!.submitAwardProgramme;
    await setOpen(admin, { id: edge.id, openFlag: 1 });
    expect(await availability(member, edge.id)).toEqual({ canApply: true, reason: null });
  });

  it('the application layer lists open programmes of the account category; show all only for the first category', async () => {
    // huiyuan: active member unit → 1 会员单位, the first of the categories: show all offered.
    const mine = (await layer(member)).data!.awardApplicationLayer;
    expect(mine).toMatchObject({ accountCategory: '1', canShowAll: true });
    expect(mine.records.map((r) => r.name)).toEqual(['2026年度世纪杯']);
    expect(mine.records[0]).toMatchObject({ canApply: true, subscribed: false, applyPath: '/awards/centuryCupApply' });
    const all = (await layer(member, { showAll: true })).data!.awardApplicationLayer;
    expect(all.records.map((r) => r.name).sort()).toEqual(['2026年度世纪杯', '2026年度优质结构'].sort());
    expect(all.records.find((r) => r.name === '2026年度优质结构')).toMatchObject({
      canApply: false,
      reason: `申报尚未开始，开始日期为${day(3)}`,
    });
    expect((await layer(member, { keyword: '优质' })).data!.awardApplicationLayer.records).toEqual([]);
    expect(
      (await layer(member, { keyword: '世纪', showAll: true })).data!.awardApplicationLayer.records.map((r) => r.name),
    ).toEqual(['2026年度世纪杯']);

    // A member account without a member unit → 3 非会员单位: its programmes, no show all.
    const other = (await layer(member2)).data!.awardApplicationLayer;
    expect(other).toMatchObject({ accountCategory: '3', canShowAll: false });
    expect(other.records.map((r) => r.name).sort()).toEqual(['2026年度BIM大赛', '2026年度世纪杯'].sort());
    expect((await layer(member2, { showAll: true })).errors?.[0]).toMatchObject({
      message: '当前账号不能查看全部奖项',
      extensions: { code: 'FORBIDDEN' },
    });
    // Experts have no application layer.
    expect((await layer(expertUser)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('subscriptions: a member subscribes to an open programme of its category; the check answers whether it may apply', async () => {
    const check = async (client: ApiClient, id: string) =>
      (
        await client.gql<{ awardSubscriptionCheck: { subscribed: boolean; canApply: boolean; reason: string | null } }>(
          `query($id: ID!) { awardSubscriptionCheck(programmeId: $id) { subscribed canApply reason } }`,
          { id },
        )
      ).data!.awardSubscriptionCheck;
    expect(await check(member, cup.id)).toEqual({ subscribed: false, canApply: false, reason: '请先订阅该奖项' });
    const sub = await member.gql<{
      subscribeAwardProgramme: { programmeId: string; account: string; unitName: string; accountCategory: string };
    }>(
      `mutation($id: ID!) { subscribeAwardProgramme(programmeId: $id) { programmeId account unitName accountCategory } }`,
      { id: cup.id },
    );
    expect(sub.data!.subscribeAwardProgramme).toEqual({
      programmeId: cup.id,
      account: 'huiyuan',
      unitName: '示例建筑工程有限公司',
      accountCategory: '1',
    });
    const twice = await member.rest('POST', `/api/lnjzxh-awards-mgt/lnjzxh/award/subscription/subscribe/${cup.id}`);
    expect(twice.body.msg).toBe('您已订阅该奖项');
    expect(await check(member, cup.id)).toEqual({ subscribed: true, canApply: true, reason: null });
    expect(
      (await member.rest('GET', `/api/lnjzxh-awards-mgt/lnjzxh/award/subscription/check/${cup.id}`)).body.data,
    ).toEqual({ subscribed: true, canApply: true });
    // The legacy accountInfo/checkSubscription/{programme id} adds the member-unit rules: the demo unit's 2026 dues
    // are overdue, so the subscribed account may not apply, with the arrears field error.
    const legacy = await member.rest<Record<string, unknown>>(
      'GET',
      `/api/lnjzxh-awards-mgt/lnjzxh/award/accountInfo/checkSubscription/${cup.id}`,
    );
    expect(legacy.body.data).toMatchObject({
      programmeId: cup.id,
      companyName: '示例建筑工程有限公司',
      subscribed: true,
      canApply: false,
      duesStatus: 0,
      reason: '当前单位会费已欠缴',
    });
    expect((await layer(member)).data!.awardApplicationLayer.records[0]).toMatchObject({ subscribed: true });

    // Not its category: the BIM programme admits only 3 非会员单位.
    const bim = (await layer(member2)).data!.awardApplicationLayer.records.find((r) => r.name === '2026年度BIM大赛')!;
    const refused = await member.gql(`mutation($id: ID!) { subscribeAwardProgramme(programmeId: $id) { id } }`, {
      id: bim.id,
    });
    expect(refused.errors?.[0]?.message).toBe('您的账号类别不能申报该奖项');
    expect(
      (await member2.gql(`mutation($id: ID!) { subscribeAwardProgramme(programmeId: $id) { id } }`, { id: bim.id }))
        .errors,
    ).toBeUndefined();

    // Staff see subscriptions; members do not.
    const list = await approver.gql<{
      awardSubscriptions: { total: number; records: { account: string; programmeName: string }[] };
    }>(`{ awardSubscriptions { total records { account programmeName } } }`);
    expect(list.data!.awardSubscriptions.records).toEqual(
      expect.arrayContaining([
        { account: 'huiyuan', programmeName: '2026年度世纪杯' },
        { account: 'award2', programmeName: '2026年度BIM大赛' },
      ]),
    );
    expect((await member.rest('GET', '/api/lnjzxh-awards-mgt/lnjzxh/award/subscription/page')).status).toBe(403);

    // Closing the programme: the subscribed member may no longer apply, with the closed message.
    await setOpen(admin, { id: cup.id, openFlag: 0, closedMessage: '世纪杯申报暂停' });
    expect(await check(member, cup.id)).toEqual({ subscribed: true, canApply: false, reason: '世纪杯申报暂停' });
    expect((await layer(member)).data!.awardApplicationLayer.records).toEqual([]);
    const shown = (await layer(member, { showAll: true })).data!.awardApplicationLayer.records.find(
      (r) => r.id === cup.id,
    );
    expect(shown).toMatchObject({ canApply: false, reason: '世纪杯申报暂停', openFlag: 0 });
    expect(
      (await member2.gql(`mutation($id: ID!) { subscribeAwardProgramme(programmeId: $id) { id } }`, { id: cup.id }))
        .errors?.[0]?.message,
    ).toBe('世纪杯申报暂停');
    await setOpen(admin, { id: cup.id, openFlag: 1 });
    // A programme with subscriptions cannot be removed.
    expect(
      (await admin.gql(`mutation($i: RemoveInput!) { removeAwardProgrammes(input: $i) }`, { i: { ids: [cup.id] } }))
        .errors?.[0]?.message,
    ).toBe('该奖项已有订阅或分配编号，不能删除');
  });

  it('allocation numbers: generated numbers, legal transitions only, and the confirmed number an application needs', async () => {
    const SERIAL = 'id programmeId programmeName recommendUnit serialNumber quota status version';
    const create = (client: ApiClient, input: Record<string, unknown>) =>
      client.gql<{
        submitAwardSerialNumber: {
          id: string;
          serialNumber: string;
          status: number;
          quota: number;
          programmeName: string;
          version: number;
        };
      }>(`mutation($i: AwardSerialNumberInput!) { submitAwardSerialNumber(input: $i) { ${SERIAL} } }`, { i: input });
    const act = (client: ApiClient, id: string, action: string) =>
      client.gql<{ changeAwardSerialNumberStatus: { status: number } }>(
        `mutation($i: AwardSerialActionInput!) { changeAwardSerialNumberStatus(input: $i) { status } }`,
        { i: { id, action } },
      );

    expect(
      (await create(approver, { programmeId: cup.id, recommendUnit: 'nowhere', quota: 3 })).errors?.[0]?.message,
    ).toBe('请选择推荐单位');
    expect(
      (await create(approver, { programmeId: cup.id, recommendUnit: 'shenyang', quota: 0 })).errors?.[0]?.extensions
        ?.fields,
    ).toEqual([{ field: 'quota', message: '名额至少为1' }]);
    const first = (await create(approver, { programmeId: cup.id, recommendUnit: 'shenyang', quota: 2 })).data!
      .submitAwardSerialNumber;
    expect(first).toMatchObject({ serialNumber: 'SJB2026-001', status: 0, quota: 2, programmeName: '2026年度世纪杯' });
    expect(
      (await create(approver, { programmeId: cup.id, recommendUnit: 'shenyang', quota: 1 })).errors?.[0]?.message,
    ).toBe('该推荐单位在本奖项已有分配编号');
    const restCreated = await approver.rest<{ id: string; serialNumber: string }>(
      'POST',
      '/api/lnjzxh-awards-mgt/lnjzxh/award/serial-number/modify',
      { programmeId: cup.id, recommendUnit: 'dalian', quota: 1 },
    );
    expect(restCreated.body.data.serialNumber).toBe('SJB2026-002');
    // A removed number is never reused.
    expect(
      (
        await approver.rest(
          'POST',
          `/api/lnjzxh-awards-mgt/lnjzxh/award/serial-number/remove?ids=${restCreated.body.data.id}`,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await admin.rest(
          'POST',
          `/api/lnjzxh-awards-mgt/lnjzxh/award/serial-number/remove?ids=${restCreated.body.data.id}`,
        )
      ).body.success,
    ).toBe(true);
    expect(
      (await create(admin, { programmeId: cup.id, recommendUnit: 'anshan', quota: 1 })).data!.submitAwardSerialNumber
        .serialNumber,
    ).toBe('SJB2026-003');

    // Illegal changes are refused with the status named.
    expect((await act(approver, first.id, 'confirm')).errors?.[0]?.message).toBe('当前状态为「待申请」，不能确认分配');
    expect((await act(approver, first.id, 'allocate')).errors?.[0]?.message).toBe('当前状态为「待申请」，不能开始分配');
    expect((await act(approver, first.id, 'bogus')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await act(approver, first.id, 'apply')).data!.changeAwardSerialNumberStatus.status).toBe(1);
    expect((await act(approver, first.id, 'return')).data!.changeAwardSerialNumberStatus.status).toBe(0);
    expect((await act(approver, first.id, 'apply')).data!.changeAwardSerialNumberStatus.status).toBe(1);
    expect((await act(approver, first.id, 'allocate')).data!.changeAwardSerialNumberStatus.status).toBe(2);
    expect((await act(approver, first.id, 'reopen')).data!.changeAwardSerialNumberStatus.status).toBe(1);
    expect((await act(approver, first.id, 'allocate')).data!.changeAwardSerialNumberStatus.status).toBe(2);
    const confirmed = await approver.rest<{ status: number }>(
      'POST',
      '/api/lnjzxh-awards-mgt/lnjzxh/award/serial-number/status',
      { id: first.id, action: 'confirm' },
    );
    expect(confirmed.body.data.status).toBe(3);
    expect((await act(approver, first.id, 'apply')).errors?.[0]?.message).toBe('当前状态为「分配已确认」，不能申请');
    // Confirmed numbers are locked and cannot be removed.
    expect(
      (await create(approver, { id: first.id, programmeId: cup.id, recommendUnit: 'shenyang', quota: 5 })).errors?.[0]
        ?.message,
    ).toBe('分配已确认的编号不能修改');
    expect(
      (
        await admin.gql(`mutation($i: RemoveInput!) { removeAwardSerialNumbers(input: $i) }`, {
          i: { ids: [first.id] },
        })
      ).errors?.[0]?.message,
    ).toBe('只能删除待申请的分配编号');
    const list = await approver.rest<{ records: { serialNumber: string; status: number }[] }>(
      'GET',
      `/api/lnjzxh-awards-mgt/lnjzxh/award/serial-number/page?programmeId=${cup.id}&status=3`,
    );
    expect(list.body.data.records.map((r) => r.serialNumber)).toEqual(['SJB2026-001']);
    // Members and experts do not reach allocation numbers.
    expect((await member.rest('GET', '/api/lnjzxh-awards-mgt/lnjzxh/award/serial-number/page')).status).toBe(403);
    expect((await act(expertUser, first.id, 'revoke')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the service an application uses: a confirmed number with quota left when the programme requires one', async () => {
    const { serialNumberService } = await import('../../api/src/modules/award/serial-number.service.js');
    const { serviceContext } = await import('../support/context.js');
    const ctx = serviceContext(s.db.orm, '000000');
    const cupId = (
      await approver.gql<{ awardProgrammes: { records: { id: string }[] } }>(
        `{ awardProgrammes(filter: { awardType: "century_cup", year: 2026 }) { records { id } } }`,
      )
    ).data!.awardProgrammes.records[0]!.id;
    await expect(serialNumberService.checkForApplication(ctx, cupId, 'anshan')).rejects.toThrow(
      '该推荐单位尚无已确认的分配编号，暂不能申报',
    );
    expect((await serialNumberService.checkForApplication(ctx, cupId, 'shenyang', 1))?.serialNumber).toBe(
      'SJB2026-001',
    );
    await expect(serialNumberService.checkForApplication(ctx, cupId, 'shenyang', 2)).rejects.toThrow(
      '该推荐单位的申报名额已用完',
    );
    // A programme that needs no number.
    const qs = (
      await approver.gql<{ awardProgrammes: { records: { id: string }[] } }>(
        `{ awardProgrammes(filter: { awardType: "quality_structure" }) { records { id } } }`,
      )
    ).data!.awardProgrammes.records[0]!.id;
    expect(await serialNumberService.checkForApplication(ctx, qs, 'anshan')).toBeNull();
  });

  it('permissions and tenant isolation', async () => {
    expect((await submit(member, base({ year: 2030 }))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await setOpen(member, { id: cup.id, openFlag: 1 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await expertUser.gql(`{ awardProgrammes { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await member.rest('POST', '/api/lnjzxh-awards-mgt/lnjzxh/award/programme/modify', base({ year: 2030 }))).status,
    ).toBe(403);
    // Another tenant sees none of it and cannot touch it; the same type and year is free there.
    expect(
      (await adminB.gql<{ awardProgrammes: { total: number } }>(`{ awardProgrammes { total } }`)).data!.awardProgrammes
        .total,
    ).toBe(0);
    expect(
      (await adminB.gql(`query($id: ID!) { awardProgramme(id: $id) { id } }`, { id: cup.id })).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
    expect((await setOpen(adminB, { id: cup.id, openFlag: 0, closedMessage: 'x' })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect(
      (await adminB.gql(`mutation($id: ID!) { subscribeAwardProgramme(programmeId: $id) { id } }`, { id: cup.id }))
        .errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      (await adminB.rest('GET', `/api/lnjzxh-awards-mgt/lnjzxh/award/programme/availability/${cup.id}`)).status,
    ).toBe(404);
    expect((await submit(adminB, base())).errors).toBeUndefined();
    expect((await availability(member, cup.id)).canApply).toBe(true);
  });
});
