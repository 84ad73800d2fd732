import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { PDF_MINI, upload } from '../support/files.js';
import { inspectPdf } from '../support/pdf.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** Member certificates (models, numbering, verification, revocation, PDF), directory, statistics and three legacy calls. */
let s: TestServer;
let admin: ApiClient & { token: string };
let approver: ApiClient; // shenpi: generate and revoke, models read-only
let member: ApiClient & { token: string }; // huiyuan: company account of 示例建筑工程有限公司
let expertUser: ApiClient;
let adminB: ApiClient;
const B = '100071';

interface Unit {
  id: string;
  name: string;
  status: number;
}
interface Cert {
  id: string;
  number: string;
  code: string;
  state: string;
  unitId: string;
  unitName: string;
  validFrom: string;
  validTo: string;
  status: number;
  revokeReason?: string | null;
}
const CERT = 'id number code state unitId unitName validFrom validTo status revokeReason';

const modelInput = {
  title: '2026 会员证书',
  heading: '会员证书',
  issuer: '辽宁省建筑业协会',
  numberPrefix: 'LNJX',
  validityYears: 1,
  status: 1,
};
const submitModel = (c: ApiClient, input: Record<string, unknown>) =>
  c.gql<{ submitCertificateModel: { id: string; version: number; layout: { field: string }[]; status: number } }>(
    `mutation($i: CertificateModelInput!) { submitCertificateModel(input: $i) { id version status layout { field x y size align } } }`,
    { i: input },
  );
const generate = (c: ApiClient, input: Record<string, unknown>) =>
  c.gql<{ generateMemberCertificate: Cert }>(
    `mutation($i: GenerateCertificateInput!) { generateMemberCertificate(input: $i) { ${CERT} } }`,
    { i: input },
  );
const verify = async (code: string) =>
  (
    await s.gql<{ verifyMemberCertificate: Record<string, unknown> }>(
      `query($c: String!) { verifyMemberCertificate(code: $c) { state number unitName memberLevelName validFrom validTo issueDate issuer revokedOn } }`,
      { c: code },
    )
  ).data!.verifyMemberCertificate;

let units: Unit[];
let modelId: string;
let year: number;

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  member = await s.login('huiyuan', DEMO_PASSWORD);
  expertUser = await s.login('zhuanjia', DEMO_PASSWORD);
  units = (
    await admin.gql<{ memberUnits: { records: Unit[] } }>(
      `{ memberUnits(page: { size: 50 }) { records { id name status } } }`,
    )
  ).data!.memberUnits.records;
  year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date()));
  expect(
    (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "证书租户" }) { id } }`)).errors,
  ).toBeUndefined();
  const inB = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': B });
  const role = (
    await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`)
  ).data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
  expect(
    (
      await inB.gql(
        `mutation($r: [ID!]!) { submitUser(input: { account: "certb", password: "Tenant-B-2026", roleIds: $r }) { id } }`,
        { r: [role] },
      )
    ).errors,
  ).toBeUndefined();
  adminB = await s.login('certb', 'Tenant-B-2026', B);
});
afterAll(async () => {
  await s?.stop();
});

const unit = (name: string) => units.find((u) => u.name === name)!;

describe('certificate models', () => {
  it('are created with the default layout, validated, listed, read and removed over GraphQL and the legacy REST paths', async () => {
    expect((await submitModel(admin, { ...modelInput, numberPrefix: 'LN-X' })).errors?.[0]?.message).toBe(
      '编号前缀只能是1到16位字母或数字',
    );
    expect((await submitModel(admin, { ...modelInput, title: ' ' })).errors?.[0]?.message).toBe('请输入模板名称');
    expect(
      (
        await submitModel(admin, {
          ...modelInput,
          layout: [{ field: 'unitName', x: 900, y: 10, size: 12, align: 'left' }],
        })
      ).errors?.[0]?.message,
    ).toBe('证书字段位置不正确');
    expect(
      (
        await submitModel(admin, {
          ...modelInput,
          layout: [
            { field: 'unitName', x: 10, y: 10, size: 12, align: 'left' },
            { field: 'unitName', x: 20, y: 20, size: 12, align: 'left' },
          ],
        })
      ).errors?.[0]?.message,
    ).toBe('证书字段不能重复');
    expect(
      (await submitModel(admin, { ...modelInput, backgroundUrl: 'javascript:alert(1)' })).errors?.[0]?.message,
    ).toBe('背景图片链接不正确');
    const created = await submitModel(admin, modelInput);
    expect(created.errors).toBeUndefined();
    modelId = created.data!.submitCertificateModel.id;
    expect(created.data!.submitCertificateModel.layout.map((l) => l.field)).toContain('qr');

    // REST: submit (draft), page, detail, remove.
    const draft = await admin.rest<{ id: string; status: number }>(
      'POST',
      '/api/lnjzxh-member/certificate-model/submit',
      {
        ...modelInput,
        title: '草稿模板',
        status: 0,
        layout: [{ field: 'unitName', x: 421, y: 200, size: 24, align: 'center' }],
      },
    );
    expect(draft.body).toMatchObject({ success: true, msg: '新增成功', data: { status: 0 } });
    const page = await approver.rest<{ records: { title: string }[]; total: number }>(
      'GET',
      '/api/lnjzxh-member/certificate-model/page?current=1&size=10&title=草稿',
    );
    expect(page.body.data.records.map((r) => r.title)).toEqual(['草稿模板']);
    const detail = await approver.rest<{ layout: { field: string }[] }>(
      'GET',
      `/api/lnjzxh-member/certificate-model/detail?id=${draft.body.data.id}`,
    );
    expect(detail.body.data.layout).toEqual([{ field: 'unitName', x: 421, y: 200, size: 24, align: 'center' }]);
    // The approver reads models but may not change them; members and experts may not even read them.
    expect((await approver.rest('POST', '/api/lnjzxh-member/certificate-model/submit', modelInput)).status).toBe(403);
    expect((await member.rest('GET', '/api/lnjzxh-member/certificate-model/page')).status).toBe(403);
    expect((await expertUser.gql(`{ certificateModels { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // A draft issues nothing.
    expect(
      (await generate(admin, { unitId: unit('大连海湾建设集团有限公司').id, modelId: draft.body.data.id })).errors?.[0]
        ?.message,
    ).toBe('证书模板未提交，不能生成证书');
    const removed = await admin.rest('POST', `/api/lnjzxh-member/certificate-model/remove?ids=${draft.body.data.id}`);
    expect(removed.body).toMatchObject({ success: true, msg: '删除成功' });
    // Tenant B sees none of tenant A's models.
    expect(
      (await adminB.gql<{ certificateModels: { total: number } }>(`{ certificateModels { total } }`)).data!
        .certificateModels.total,
    ).toBe(0);
    expect((await adminB.rest('GET', `/api/lnjzxh-member/certificate-model/detail?id=${modelId}`)).status).toBe(404);
  });
});

describe('certificates', () => {
  let first: Cert;

  it('are numbered per tenant and year in sequence; batch generation covers the active units without one', async () => {
    const demo = unit('示例建筑工程有限公司');
    const one = await generate(approver, { unitId: demo.id, modelId });
    expect(one.errors).toBeUndefined();
    first = one.data!.generateMemberCertificate;
    // The demo certificate took this year's first number.
    expect(first).toMatchObject({
      number: `LNJX-${year}-0002`,
      state: 'VALID',
      unitName: '示例建筑工程有限公司',
      status: 1,
    });
    expect(first.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // One valid certificate of a model per unit; a disabled unit gets none.
    expect((await generate(approver, { unitId: demo.id, modelId })).errors?.[0]?.message).toBe(
      '该会员单位已有有效证书',
    );
    expect(
      (await generate(approver, { unitId: unit('鞍山钢城建筑安装有限公司').id, modelId })).errors?.[0]?.message,
    ).toBe('会员单位已停用，不能生成证书');
    expect(
      (await generate(approver, { unitId: demo.id, modelId, validFrom: '2026-05-01', validTo: '2026-04-01' }))
        .errors?.[0]?.message,
    ).toBe('有效期结束日期不能早于开始日期');

    const all = await approver.gql<{ generateAllMemberCertificates: { created: number; skipped: number } }>(
      `mutation($m: ID!) { generateAllMemberCertificates(input: { modelId: $m }) { created skipped } }`,
      { m: modelId },
    );
    expect(all.data!.generateAllMemberCertificates).toEqual({ created: 1, skipped: 1 });
    const list = await approver.gql<{ memberCertificates: { records: Cert[]; total: number } }>(
      `{ memberCertificates { total records { ${CERT} } } }`,
    );
    expect(list.data!.memberCertificates.records.map((c) => c.number)).toEqual([
      `LNJX-${year}-0003`,
      `LNJX-${year}-0002`,
      `LNJX-${year}-0001`,
    ]);

    // Members, experts: no staff list, no generation.
    expect((await member.gql(`{ memberCertificates { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await generate(member, { unitId: demo.id, modelId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Tenant B: its own numbering, nothing of A.
    expect(
      (await adminB.gql<{ memberCertificates: { total: number } }>(`{ memberCertificates { total } }`)).data!
        .memberCertificates.total,
    ).toBe(0);
    expect(
      (await adminB.gql(`query($id: ID!) { memberCertificate(id: $id) { id } }`, { id: first.id })).errors?.[0]
        ?.message,
    ).toBe('证书不存在');
    expect((await generate(adminB, { unitId: demo.id, modelId })).errors?.[0]?.message).toBe('证书模板不存在');
  });

  it('numbers stay unique and gap-free under concurrent generation', async () => {
    const m = (await submitModel(admin, { ...modelInput, title: '并发模板', numberPrefix: 'CC' })).data!
      .submitCertificateModel.id;
    const targets = [unit('示例建筑工程有限公司').id, unit('大连海湾建设集团有限公司').id];
    const results = await Promise.all(targets.map((unitId) => generate(approver, { unitId, modelId: m })));
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(results.map((r) => r.data!.generateMemberCertificate.number).sort()).toEqual([
      `CC-${year}-0004`,
      `CC-${year}-0005`,
    ]);
  });

  it('verify openly: valid, expired, unknown, then revoked with its date; nothing private is shown', async () => {
    const valid = await verify(first.code);
    expect(valid).toMatchObject({
      state: 'VALID',
      number: first.number,
      unitName: '示例建筑工程有限公司',
      memberLevelName: '理事单位',
      issuer: '辽宁省建筑业协会',
      revokedOn: null,
    });
    expect(JSON.stringify(valid)).not.toContain('91210100MA0Y0000AR');
    expect(await verify('no-such-code')).toEqual({
      state: 'UNKNOWN',
      number: null,
      unitName: null,
      memberLevelName: null,
      validFrom: null,
      validTo: null,
      issueDate: null,
      issuer: null,
      revokedOn: null,
    });
    const rest = await s.rest<Record<string, unknown>>(
      'GET',
      `/api/lnjzxh-member/member-certificate/verify?code=${first.code}`,
    );
    expect(rest.body.data).toMatchObject({ state: 'VALID', number: first.number });
    expect(rest.body.data).not.toHaveProperty('creditCode');

    // An old certificate (issued for last year, validity over) verifies as expired; another tenant's header changes nothing.
    const old = await generate(approver, {
      unitId: unit('大连海湾建设集团有限公司').id,
      modelId: (await submitModel(admin, { ...modelInput, title: '旧模板', numberPrefix: 'OLD' })).data!
        .submitCertificateModel.id,
      issueDate: '2020-01-01',
      validFrom: '2020-01-01',
      validTo: '2020-12-31',
    });
    expect(old.data!.generateMemberCertificate).toMatchObject({ number: 'OLD-2020-0001', state: 'EXPIRED' });
    expect(
      (
        await s.gql<{ verifyMemberCertificate: { state: string } }>(
          `query($c: String!) { verifyMemberCertificate(code: $c) { state } }`,
          { c: old.data!.generateMemberCertificate.code },
          { 'tenant-id': B },
        )
      ).data!.verifyMemberCertificate.state,
    ).toBe('EXPIRED');

    // Revocation: staff with the button only, a reason required.
    const revoke = (c: ApiClient, input: Record<string, unknown>) =>
      c.gql<{ revokeMemberCertificate: Cert }>(
        `mutation($i: RevokeCertificateInput!) { revokeMemberCertificate(input: $i) { ${CERT} } }`,
        { i: input },
      );
    expect((await revoke(member, { id: first.id, reason: '自行撤销' })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await member.rest('POST', '/api/lnjzxh-member/member-certificate/revoke', { id: first.id, reason: 'x' })).status,
    ).toBe(403);
    expect(
      (
        await adminB.gql(`mutation($i: RevokeCertificateInput!) { revokeMemberCertificate(input: $i) { id } }`, {
          i: { id: first.id, reason: '跨租户' },
        })
      ).errors?.[0]?.message,
    ).toBe('证书不存在');
    expect((await revoke(approver, { id: first.id, reason: ' ' })).errors?.[0]?.message).toBe('请输入撤销原因');
    const revoked = await revoke(approver, { id: first.id, reason: '单位注销' });
    expect(revoked.data!.revokeMemberCertificate).toMatchObject({
      state: 'REVOKED',
      status: 0,
      revokeReason: '单位注销',
    });
    expect((await revoke(approver, { id: first.id, reason: '再次' })).errors?.[0]?.message).toBe('证书已撤销');
    const after = await verify(first.code);
    expect(after).toMatchObject({ state: 'REVOKED', number: first.number });
    expect(after.revokedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(after)).not.toContain('单位注销');
    // The unit may now get a new certificate of the model.
    expect((await generate(approver, { unitId: unit('示例建筑工程有限公司').id, modelId })).errors).toBeUndefined();
  });

  it('the member sees and downloads its own certificates only, as PDF', async () => {
    const mine = await member.gql<{ myMemberCertificates: Cert[] }>(`{ myMemberCertificates { ${CERT} } }`);
    expect(mine.errors).toBeUndefined();
    const numbers = mine.data!.myMemberCertificates.map((c) => c.number);
    expect(numbers).toContain(first.number);
    expect(mine.data!.myMemberCertificates.every((c) => c.unitName === '示例建筑工程有限公司')).toBe(true);
    expect(mine.data!.myMemberCertificates.find((c) => c.id === first.id)!.revokeReason).toBeNull();
    const others = (
      await approver.gql<{ memberCertificates: { records: Cert[] } }>(
        `{ memberCertificates(filter: { unitName: "大连" }) { records { id } } }`,
      )
    ).data!.memberCertificates.records;
    expect(
      (await member.gql(`query($id: ID!) { memberCertificate(id: $id) { id } }`, { id: others[0]!.id })).errors?.[0]
        ?.message,
    ).toBe('证书不存在');

    const pdf = await fetch(`${s.url}/api/lnjzxh-member/member-certificate/pdf/${first.id}`, {
      headers: { authorization: `Bearer ${(member as unknown as { token: string }).token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const printed = await inspectPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(printed.sizes).toEqual([[842, 595]]);
    expect(printed.pages[0]).toContain('示例建筑工程有限公司');
    expect(printed.pages[0]).toContain(`证书编号：${first.number}`);
    expect(printed.images).toBe(0); // this model has no background image
    for (const font of printed.fonts)
      expect(font).toMatchObject({ name: expect.stringMatching(/^[A-Z]{6}\+/), file: 'FontFile3' });
    const foreign = await fetch(`${s.url}/api/lnjzxh-member/member-certificate/pdf/${others[0]!.id}`, {
      headers: { authorization: `Bearer ${(member as unknown as { token: string }).token}` },
    });
    expect(foreign.status).toBe(404);
    expect((await fetch(`${s.url}/api/lnjzxh-member/member-certificate/pdf/${first.id}`)).status).toBe(401);
  });
});

describe('directory and statistics', () => {
  it('the directory lists active units with public fields only, searchable and paged, open to everyone', async () => {
    const q = `query($f: DirectoryFilterInput, $p: PageInput) { memberDirectory(filter: $f, page: $p) { total records { id name memberLevel memberLevelName regionName postNames joinYear } } }`;
    const all = await s.gql<{ memberDirectory: { total: number; records: Record<string, unknown>[] } }>(q, {});
    expect(all.data!.memberDirectory.total).toBe(2); // the disabled unit is left out
    expect(all.data!.memberDirectory.records.map((r) => r.name)).not.toContain('鞍山钢城建筑安装有限公司');
    const found = await s.gql<{ memberDirectory: { total: number; records: Record<string, unknown>[] } }>(q, {
      f: { keyword: '示例' },
    });
    expect(found.data!.memberDirectory.records).toEqual([
      {
        id: unit('示例建筑工程有限公司').id,
        name: '示例建筑工程有限公司',
        memberLevel: '2',
        memberLevelName: '理事单位',
        regionName: expect.any(String),
        postNames: ['理事'],
        joinYear: 2020,
      },
    ]);
    const paged = await s.gql<{ memberDirectory: { total: number; records: unknown[] } }>(q, {
      p: { current: 2, size: 1 },
    });
    expect(paged.data!.memberDirectory).toMatchObject({ total: 2, records: [expect.anything()] });
    const rest = await s.rest<{ records: Record<string, unknown>[] }>(
      'GET',
      '/api/lnjzxh-member/member-directory?keyword=%E5%A4%A7%E8%BF%9E',
    );
    expect(rest.body.data.records.map((r) => r.name)).toEqual(['大连海湾建设集团有限公司']);
    const text = JSON.stringify(rest.body.data) + JSON.stringify(all.data);
    for (const secret of ['13900000001', '13800000001', '孙丽', '91210200MA0Y0000B2', '人民路'])
      expect(text).not.toContain(secret);
  });

  it('statistics count active units by region, level, qualification, dues status and join year, for staff, with an Excel export', async () => {
    const q = `{ memberStatistics { total active byRegion { key label count } byLevel { key label count } byQualification { label count } byDuesStatus { key label count } byJoinYear { key count } } }`;
    const stats = await approver.gql<{ memberStatistics: Record<string, unknown> }>(q);
    expect(stats.errors).toBeUndefined();
    expect(stats.data!.memberStatistics).toMatchObject({
      total: 3,
      active: 2,
      byLevel: [
        { key: '2', label: '理事单位', count: 1 },
        { key: '4', label: '副会长单位', count: 1 },
      ],
      // The demo's 2026 dues (due 31 March) are unpaid: the arrears rule of the dues module counts both as 欠费.
      byDuesStatus: [{ key: '0', label: '欠费', count: 2 }],
      byJoinYear: [
        { key: '2018', count: 1 },
        { key: '2020', count: 1 },
      ],
    });
    expect(stats.data!.memberStatistics.byRegion).toEqual(
      expect.arrayContaining([
        { key: '210100', label: '沈阳市', count: 1 },
        { key: '210200', label: '大连市', count: 1 },
      ]),
    );
    expect(stats.data!.memberStatistics.byQualification).toHaveLength(3);
    expect((await member.gql(q)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const res = await fetch(`${s.url}/api/lnjzxh-member/member-statistics/export`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('会员基本信息统计'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      '汇总',
      '按地区',
      '按会员等级',
      '按资质',
      '按会费状态',
      '按入会年份',
    ]);
    expect(book.getWorksheet('按会员等级')!.getRow(2).values).toEqual([undefined, '理事单位', 1, '50.0%']);
    const denied = await fetch(`${s.url}/api/lnjzxh-member/member-statistics/export`, {
      headers: { authorization: `Bearer ${(member as unknown as { token: string }).token}` },
    });
    expect(denied.status).toBe(403);
    // Tenant B has no units.
    expect(
      (await adminB.gql<{ memberStatistics: { total: number } }>(`{ memberStatistics { total } }`)).data!
        .memberStatistics.total,
    ).toBe(0);
  });
});

describe('legacy account calls', () => {
  it('checkSubscription answers for active units; members ask about their own only', async () => {
    const demo = unit('示例建筑工程有限公司');
    const check = () =>
      member.rest<Record<string, unknown>>(
        'GET',
        `/api/lnjzxh-awards-mgt/lnjzxh/award/accountInfo/checkSubscription/${demo.id}`,
      );
    // In arrears (the demo's 2026 dues are overdue): refused with the arrears field error …
    expect((await check()).body.data).toMatchObject({
      unitId: demo.id,
      subscribed: false,
      duesStatus: 0,
      reason: '当前单位会费已欠缴',
    });
    // … until the unit registers its bank transfer and staff confirm it.
    const periods = await member.gql<{ duesPeriods: { records: { id: string; amount: string }[] } }>(
      `{ duesPeriods(filter: { status: 0 }) { records { id amount } } }`,
    );
    expect(periods.errors).toBeUndefined();
    const voucher = await upload(
      s.url,
      '/api/blade-resource/oss/endpoint/put-file',
      { name: '回单.pdf', body: PDF_MINI, type: 'application/pdf' },
      { authorization: `Bearer ${member.token}` },
    );
    for (const period of periods.data!.duesPeriods.records) {
      const transfer = {
        periodId: period.id,
        provider: 'offline',
        payerName: '示例建筑工程有限公司',
        transferAmount: period.amount,
        transferDate: todayIn(),
        vouchers: [{ name: '回单.pdf', url: String(voucher.body.data!.link) }],
      };
      const order = await member.gql<{ createPaymentOrder: { order: { id: string } } }>(
        `mutation($i: CreatePaymentOrderInput!) { createPaymentOrder(input: $i) { order { id } } }`,
        { i: transfer },
      );
      expect(order.errors).toBeUndefined();
      const paid = await approver.gql(
        `mutation($o: ID!) { confirmPayment(input: { orderId: $o, transactionId: "BANK-CERT" }) { id } }`,
        { o: order.data!.createPaymentOrder.order.id },
      );
      expect(paid.errors).toBeUndefined();
    }
    expect((await check()).body.data).toMatchObject({
      unitId: demo.id,
      companyName: '示例建筑工程有限公司',
      subscribed: true,
      duesStatus: 1,
      reason: null,
    });
    const disabled = unit('鞍山钢城建筑安装有限公司');
    const staff = await approver.rest<Record<string, unknown>>(
      'GET',
      `/api/lnjzxh-awards-mgt/lnjzxh/award/accountInfo/checkSubscription/${disabled.id}`,
    );
    expect(staff.body.data).toMatchObject({ subscribed: false, reason: '会员单位已停用' });
    expect(
      (await member.rest('GET', `/api/lnjzxh-awards-mgt/lnjzxh/award/accountInfo/checkSubscription/${disabled.id}`))
        .status,
    ).toBe(403);
    expect(
      (await s.rest('GET', `/api/lnjzxh-awards-mgt/lnjzxh/award/accountInfo/checkSubscription/${demo.id}`)).status,
    ).toBe(401);
    expect(
      (await adminB.rest('GET', `/api/lnjzxh-awards-mgt/lnjzxh/award/accountInfo/checkSubscription/${demo.id}`)).body
        .data,
    ).toMatchObject({ subscribed: false, reason: '未关联会员单位' });
  });

  it('listBySimple lists the active units as id and companyName; tenant-scoped', async () => {
    const list = await member.rest<{ id: string; companyName: string }[]>(
      'GET',
      '/api/lnjzxh-awards-mgt/lnjzxh/award/accountInfo/listBySimple',
    );
    expect(list.body.data).toEqual(
      [
        { id: unit('大连海湾建设集团有限公司').id, companyName: '大连海湾建设集团有限公司' },
        { id: unit('示例建筑工程有限公司').id, companyName: '示例建筑工程有限公司' },
      ].sort((a, b) => a.companyName.localeCompare(b.companyName)),
    );
    expect((await s.rest('GET', '/api/lnjzxh-awards-mgt/lnjzxh/award/accountInfo/listBySimple')).status).toBe(401);
    expect(
      (await adminB.rest<unknown[]>('GET', '/api/lnjzxh-awards-mgt/lnjzxh/award/accountInfo/listBySimple')).body.data,
    ).toEqual([]);
  });

  it('deptUserTree nests the users under their departments, for staff only', async () => {
    interface Node {
      title: string;
      type: string;
      children: Node[];
    }
    const tree = await approver.rest<Node[]>('GET', '/api/blade-performance-mgt/hzy/performance/common/deptUserTree');
    expect(tree.status).toBe(200);
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const all = flat(tree.body.data);
    expect(all.some((n) => n.type === 'dept' && n.title === '省建筑业协会')).toBe(true);
    const users = all.filter((n) => n.type === 'user');
    expect(users.length).toBeGreaterThan(0);
    expect(JSON.stringify(tree.body.data)).not.toMatch(/password|phone|mobile/);
    expect((await member.rest('GET', '/api/blade-performance-mgt/hzy/performance/common/deptUserTree')).status).toBe(
      403,
    );
    const inB = await adminB.rest<Node[]>('GET', '/api/blade-performance-mgt/hzy/performance/common/deptUserTree');
    interface IdNode {
      id: string;
      type: string;
      children: IdNode[];
    }
    const ids = (nodes: IdNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children)]);
    const aIds = new Set(ids(tree.body.data as unknown as IdNode[]));
    expect(ids(inB.body.data as unknown as IdNode[]).filter((id) => aIds.has(id))).toEqual([]);
  });
});
