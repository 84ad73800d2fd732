import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usccCheckChar } from '@zhuxie/domain/rules/uscc';
import { todayIn } from '@zhuxie/domain/time/datetime';
import { PDF_MINI, upload } from '../support/files.js';
import { inspectPdf, readPdfQrCodes } from '../support/pdf.js';
import { RATE_LIMITS } from '../../api/src/engine/limits/rate-limits.js';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/** Dues, payments, receipts, arrears and invoices (issue 7) over HTTP: GraphQL and the REST calls. */
let s: TestServer;
let admin: ApiClient & { token: string };
let approver: ApiClient; // shenpi: member_pay, member_pay_confirm, member_receipt_void, member_invoice
let huiyuan: ApiClient & { token: string }; // demo company account of 示例建筑工程有限公司 (level 2)
let expert: ApiClient;
let adminB: ApiClient;

const YEAR = Number(todayIn().slice(0, 4));
const receiptNo = (seq: number) => `${YEAR}-${String(seq).padStart(6, '0')}`;
const PERIOD = 'id unitId unitName year amount dueDate status overdue paidOrderId';
const ORDER = 'id orderNo unitId amount provider status subject';
const RECEIPT = 'id receiptNo seq year unitName amount status voidReason voidUserName orderId reprintCount printCount';
const ARREARS_TEXT = '尊敬的会员单位，您目前处于会费欠缴状态，请尽快联系会员部办理';

interface Period {
  id: string;
  unitId: string;
  unitName: string;
  year: number;
  amount: string;
  status: number;
  overdue: boolean;
}
interface Order {
  id: string;
  orderNo: string;
  unitId: string;
  amount: string;
  provider: string;
  status: number;
}
interface Receipt {
  id: string;
  receiptNo: string;
  seq: number;
  status: number;
  voidReason: string | null;
  voidUserName: string | null;
  orderId: string;
  reprintCount: number;
  printCount: number;
  amount: string;
}

const periods = async (c: ApiClient, filter: Record<string, unknown> = {}) =>
  await c.gql<{ duesPeriods: { total: number; records: Period[] } }>(
    `query($f: DuesPeriodFilter) { duesPeriods(filter: $f, page: { size: 200 }) { total records { ${PERIOD} } } }`,
    { f: filter },
  );
const createOrder = (c: ApiClient, input: Record<string, unknown>) =>
  c.gql<{ createPaymentOrder: { order: Order; token: string | null; payUrl: string | null } }>(
    `mutation($i: CreatePaymentOrderInput!) { createPaymentOrder(input: $i) { order { ${ORDER} } token payUrl } }`,
    { i: input },
  );
const confirm = (c: ApiClient, orderId: string) =>
  c.gql<{ confirmPayment: Receipt }>(
    `mutation($i: ConfirmPaymentInput!) { confirmPayment(input: $i) { ${RECEIPT} } }`,
    { i: { orderId, transactionId: 'BANK-1' } },
  );
const myDues = async (c: ApiClient) =>
  (
    await c.gql<{
      myDues: {
        duesStatus: number;
        arrears: { inArrears: boolean; message: string | null; fieldError: string | null };
      };
    }>(`{ myDues { duesStatus arrears { inArrears message fieldError } } }`)
  ).data!.myDues;
const setParam = async (key: string, value: string) => {
  const found = await admin.gql<{ params: { records: { id: string; version: number; paramName: string }[] } }>(
    `query($k: String) { params(filter: { paramKey: $k }) { records { id version paramName } } }`,
    { k: key },
  );
  const row = found.data!.params.records[0];
  const r = await admin.gql(`mutation($i: ParamInput!) { submitParam(input: $i) { id } }`, {
    i: {
      ...(row ? { id: row.id, version: row.version } : {}),
      paramKey: key,
      paramName: row?.paramName ?? key,
      paramValue: value,
    },
  });
  expect(r.errors).toBeUndefined();
};
/** A valid unified social credit code ending in the given digits. */
const uscc = (n: number) => {
  const first17 = `91210100MA2Y${String(n).padStart(5, '0')}`;
  return first17 + usccCheckChar(first17);
};

beforeAll(async () => {
  s = await startTestServer({ demo: true });
  admin = await s.login('admin', DEMO_PASSWORD);
  approver = await s.login('shenpi', DEMO_PASSWORD);
  huiyuan = await s.login('huiyuan', DEMO_PASSWORD);
  expert = await s.login('zhuanjia', DEMO_PASSWORD);
  const B = '900777';
  expect(
    (await admin.gql(`mutation { submitTenant(input: { tenantId: "${B}", tenantName: "会费租户" }) { id } }`)).errors,
  ).toBeUndefined();
  const inB = s.with({ authorization: `Bearer ${admin.token}`, 'tenant-id': B });
  const roles = await inB.gql<{ roleTree: { id: string; roleAlias: string }[] }>(`{ roleTree { id roleAlias } }`);
  const bAdminRole = roles.data!.roleTree.find((r) => r.roleAlias === 'administrator')!.id;
  expect(
    (
      await inB.gql(
        `mutation($r: [ID!]!) { submitUser(input: { account: "duesb", password: "Tenant-B-2026", roleIds: $r }) { id } }`,
        { r: [bAdminRole] },
      )
    ).errors,
  ).toBeUndefined();
  adminB = await s.login('duesb', 'Tenant-B-2026', B);
});
afterAll(async () => {
  await s?.stop();
});

describe('dues status and the arrears rule', () => {
  it('derives 欠费 from an unpaid period past its due date, with the department phone in the message', async () => {
    const mine = await periods(huiyuan);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.duesPeriods.records).toHaveLength(1);
    expect(mine.data!.duesPeriods.records[0]).toMatchObject({
      unitName: '示例建筑工程有限公司',
      year: 2026,
      amount: '5000.00',
      status: 0,
      overdue: true,
    });
    const dues = await myDues(huiyuan);
    expect(dues).toEqual({
      duesStatus: 0,
      arrears: {
        inArrears: true,
        message: `${ARREARS_TEXT}，联系电话：024-23456789`,
        fieldError: '当前单位会费已欠缴',
      },
    });

    await setParam('member.department.phone', '024-88889999');
    expect((await myDues(huiyuan)).arrears.message).toBe(`${ARREARS_TEXT}，联系电话：024-88889999`);
    await setParam('member.department.phone', '024-23456789');

    // The query other screens call, and the REST form for staff.
    const unitId = mine.data!.duesPeriods.records[0]!.unitId;
    const q = await approver.gql<{ arrearsCheck: { inArrears: boolean }; duesStatus: number }>(
      `query($u: ID!) { arrearsCheck(unitId: $u) { inArrears } duesStatus(unitId: $u) }`,
      { u: unitId },
    );
    expect(q.data).toEqual({ arrearsCheck: { inArrears: true }, duesStatus: 0 });
    const rest = await approver.rest<{ inArrears: boolean; fieldError: string }>(
      'GET',
      `/api/lnjzxh-member/dues/arrears/${unitId}`,
    );
    expect(rest.body.data).toMatchObject({ inArrears: true, fieldError: '当前单位会费已欠缴' });
  });

  it('generates a year for active units only, idempotently, and periods not yet due are not arrears', async () => {
    const none = await approver.gql(`mutation { generateDues(input: { year: 2099 }) }`);
    expect(none.errors?.[0]?.message).toBe('2099年度尚未设置会费标准');
    for (const [level, amount] of [
      ['1', '3100'],
      ['2', '5200.5'],
      ['4', '10000'],
    ]) {
      const r = await approver.gql(
        `mutation($i: DuesStandardInput!) { submitDuesStandard(input: $i) { id amount dueDate } }`,
        { i: { year: 2099, memberLevel: level, amount } },
      );
      expect(r.errors).toBeUndefined();
    }
    const dup = await approver.gql(
      `mutation { submitDuesStandard(input: { year: 2099, memberLevel: "1", amount: "1" }) { id } }`,
    );
    expect(dup.errors?.[0]?.message).toBe('该年度该会员等级的会费标准已存在');
    const badMoney = await approver.gql(
      `mutation { submitDuesStandard(input: { year: 2099, memberLevel: "3", amount: "1.234" }) { id } }`,
    );
    expect(badMoney.errors?.[0]?.message).toBe('金额最多保留2位小数');

    const first = await approver.gql<{ generateDues: number }>(`mutation { generateDues(input: { year: 2099 }) }`);
    expect(first.data!.generateDues).toBe(2); // 示例 (level 2) and 大连 (level 4); 鞍山 is disabled
    expect(
      (await approver.gql<{ generateDues: number }>(`mutation { generateDues(input: { year: 2099 }) }`)).data!
        .generateDues,
    ).toBe(0);
    const rows = (await periods(approver, { year: 2099 })).data!.duesPeriods.records;
    expect(rows.map((r) => [r.unitName, r.amount, r.overdue]).sort()).toEqual([
      ['大连海湾建设集团有限公司', '10000.00', false],
      ['示例建筑工程有限公司', '5200.50', false],
    ]);
    expect((await approver.rest<number>('POST', '/api/lnjzxh-member/dues/generate', { year: 2099 })).body.data).toBe(0);
    // Still in arrears only because of 2026.
    expect((await myDues(huiyuan)).duesStatus).toBe(0);
  });
});

describe('paying through the sandbox provider', () => {
  let period: Period;
  let token: string;
  let receipt: Receipt;

  it('is refused while the sandbox is disabled, and never takes the amount from the client', async () => {
    period = (await periods(huiyuan, { year: 2026 })).data!.duesPeriods.records[0]!;
    expect((await createOrder(huiyuan, { periodId: period.id, provider: 'sandbox' })).errors?.[0]?.message).toBe(
      '该支付方式未开通',
    );
    expect((await createOrder(huiyuan, { periodId: period.id, provider: 'wechat' })).errors?.[0]?.message).toBe(
      '不支持的支付方式',
    );
    // GraphQL has no amount field at all; REST ignores one.
    const withAmount = await huiyuan.gql(
      `mutation($p: ID!) { createPaymentOrder(input: { periodId: $p, amount: "0.01" }) { token } }`,
      { p: period.id },
    );
    expect(withAmount.errors?.[0]?.message).toMatch(/amount/);
    const voucher = await upload(
      s.url,
      '/api/blade-resource/oss/endpoint/put-file',
      { name: '回单.pdf', body: PDF_MINI, type: 'application/pdf' },
      { authorization: `Bearer ${huiyuan.token}` },
    );
    const transfer = {
      payerName: '示例建筑工程有限公司',
      transferAmount: '5000',
      transferDate: todayIn(),
      vouchers: [{ name: '回单.pdf', url: String(voucher.body.data!.link) }],
    };
    const rest = await huiyuan.rest<{ order: { amount: string; provider: string } }>(
      'POST',
      '/api/lnjzxh-member/dues/order/create',
      { periodId: period.id, amount: '0.01', ...transfer },
    );
    expect(rest.body.data.order).toMatchObject({ amount: '5000.00', provider: 'offline' });
  });

  it('takes a bank transfer only with the payer, the amount due, the day and one voucher uploaded here; staff see them and the account', async () => {
    const voucher = await upload(
      s.url,
      '/api/blade-resource/oss/endpoint/put-file',
      {
        name: '回单.png',
        body: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          'base64',
        ),
        type: 'image/png',
      },
      { authorization: `Bearer ${huiyuan.token}` },
    );
    const file = { name: '回单.png', url: String(voucher.body.data!.link) };
    const good = {
      periodId: period.id,
      payerName: '示例建筑工程有限公司',
      transferAmount: '5,000.00',
      transferDate: todayIn(),
      vouchers: [file],
    };
    const fieldsOf = (r: { errors?: { extensions?: { fields?: unknown } }[] }) => r.errors?.[0]?.extensions?.fields;
    // An empty registration: every part with its field, the first as the message.
    const empty = await createOrder(huiyuan, { periodId: period.id, payerNote: '   ' });
    expect(empty.errors?.[0]?.message).toBe('请输入付款单位');
    expect(fieldsOf(empty)).toEqual([
      { field: 'payerName', message: '请输入付款单位' },
      { field: 'amount', message: '请输入转账金额' },
      { field: 'date', message: '请选择转账日期' },
      { field: 'vouchers', message: '请上传转账凭证' },
    ]);
    expect((await createOrder(huiyuan, { ...good, transferAmount: '4999' })).errors?.[0]?.message).toBe(
      '转账金额须与应缴金额一致（5000.00元）',
    );
    expect((await createOrder(huiyuan, { ...good, transferDate: '2999-01-01' })).errors?.[0]?.message).toBe(
      '转账日期不能晚于今天',
    );
    expect(
      (await createOrder(huiyuan, { ...good, vouchers: [{ name: '回单.docx', url: file.url }] })).errors?.[0]?.message,
    ).toBe('转账凭证须为图片或PDF文件');
    expect(
      (
        await createOrder(huiyuan, {
          ...good,
          vouchers: [{ name: '回单.png', url: 'https://evil.example/files/000000/20260101/x.png' }],
        })
      ).errors?.[0]?.message,
    ).toBe('转账凭证须从本页面上传');
    // The same rules over REST, in the envelope.
    const rest = await huiyuan.rest('POST', '/api/lnjzxh-member/dues/order/create', { periodId: period.id });
    expect(rest.body).toMatchObject({ success: false, msg: '请输入付款单位' });
    // A complete transfer is registered; staff see its details and voucher to confirm against.
    const made = await huiyuan.gql<{
      createPaymentOrder: {
        order: {
          id: string;
          payerName: string;
          transferAmount: string;
          transferDate: string;
          voucher: { name: string; url: string };
        };
      };
    }>(
      `mutation($i: CreatePaymentOrderInput!) { createPaymentOrder(input: $i) { order { id payerName transferAmount transferDate voucher { name url } } } }`,
      { i: good },
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.createPaymentOrder.order).toMatchObject({
      payerName: '示例建筑工程有限公司',
      transferAmount: '5000.00',
      transferDate: todayIn(),
      voucher: file,
    });
    const seen = await approver.gql<{ paymentOrders: { records: { id: string; voucher: { url: string } | null }[] } }>(
      `{ paymentOrders(filter: { status: 0 }, page: { size: 200 }) { records { id voucher { url } } } }`,
    );
    expect(
      seen.data!.paymentOrders.records.find((o) => o.id === made.data!.createPaymentOrder.order.id)?.voucher?.url,
    ).toBe(file.url);
    // Where to transfer: the association's account (demo parameters), for members and staff alike.
    const account = await huiyuan.gql<{ transferAccount: Record<string, unknown> }>(
      '{ transferAccount { configured accountName bankName accountNo phone } }',
    );
    expect(account.data!.transferAccount).toEqual({
      configured: true,
      accountName: '省建筑业协会',
      bankName: '中国建设银行股份有限公司沈阳和平支行',
      accountNo: '2105 0150 3600 0000 0000',
      phone: '024-23456789',
    });
    expect((await expert.gql('{ transferAccount { configured } }')).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });
    // Staff registering a transfer for a unit may leave the details out.
    expect((await createOrder(approver, { periodId: period.id, payerNote: '工行 6222' })).errors).toBeUndefined();
  });

  it('pays with a signed token: a receipt with the next number; callbacks are idempotent; a paid period is refused', async () => {
    await setParam('dues.pay.sandbox', 'true');
    const providers = await huiyuan.gql<{ paymentProviders: { name: string }[] }>(`{ paymentProviders { name } }`);
    expect(providers.data!.paymentProviders.map((p) => p.name)).toEqual(['offline', 'sandbox']);
    const started = await createOrder(huiyuan, { periodId: period.id, provider: 'sandbox' });
    expect(started.errors).toBeUndefined();
    expect(started.data!.createPaymentOrder.order).toMatchObject({
      amount: '5000.00',
      provider: 'sandbox',
      status: 0,
      subject: '2026年度会费',
    });
    token = started.data!.createPaymentOrder.token!;
    expect(token).toMatch(new RegExp(`^${started.data!.createPaymentOrder.order.id}\\.[\\w-]{43}$`));

    // A forged signature is refused.
    const forged = `${token.slice(0, 37)}${'A'.repeat(token.length - 37)}`;
    expect((await s.rest('POST', '/api/lnjzxh-member/dues/sandbox/notify', { token: forged })).body).toMatchObject({
      success: false,
      msg: '支付凭证无效',
    });

    const paid = await s.rest<{ receiptNo: string; amount: string; unitName: string; id: string }>(
      'POST',
      '/api/lnjzxh-member/dues/sandbox/notify',
      { token },
    );
    expect(paid.body.success).toBe(true);
    expect(paid.body.data).toMatchObject({
      receiptNo: receiptNo(1),
      amount: '5000.00',
      unitName: '示例建筑工程有限公司',
    });
    const again = await s.gql<{ sandboxPaymentCallback: Receipt }>(
      `mutation($t: String!) { sandboxPaymentCallback(input: { token: $t }) { ${RECEIPT} } }`,
      { t: token },
    );
    expect(again.data!.sandboxPaymentCallback.receiptNo).toBe(receiptNo(1));
    receipt = again.data!.sandboxPaymentCallback;

    expect(await myDues(huiyuan)).toMatchObject({ duesStatus: 1, arrears: { inArrears: false } });
    expect((await createOrder(huiyuan, { periodId: period.id, provider: 'sandbox' })).errors?.[0]?.message).toBe(
      '该年度会费已缴纳，无需重复缴费',
    );
    // The offline orders created before were cancelled when the sandbox order started.
    const orders = await huiyuan.gql<{ paymentOrders: { records: Order[] } }>(
      `{ paymentOrders { records { ${ORDER} } } }`,
    );
    expect(orders.data!.paymentOrders.records.map((o) => [o.provider, o.status])).toEqual([
      ['sandbox', 1],
      ['offline', 2],
      ['offline', 2],
      ['offline', 2],
    ]);
    expect((await confirm(approver, orders.data!.paymentOrders.records[1]!.id)).errors?.[0]?.message).toBe(
      '该订单已取消',
    );
    expect((await confirm(approver, orders.data!.paymentOrders.records[0]!.id)).errors?.[0]?.message).toBe(
      '在线支付订单由支付平台确认，不能手工确认到账',
    );
  });

  it('serves the receipt as a PDF with its number and the unit name; a reprint is marked and counted', async () => {
    const res = await fetch(`${s.url}/api/lnjzxh-member/receipt/pdf/${receipt.id}`, {
      headers: { authorization: `Bearer ${huiyuan.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await inspectPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.pages[0]).toContain(`收据编号：${receiptNo(1)}`);
    expect(pdf.pages[0]).toContain('示例建筑工程有限公司');
    expect(pdf.pages[0]).toContain('伍仟元整');
    expect(pdf.pages[0]).not.toContain('补打');
    // The fonts travel with the file: subsets (ABCDEF+Name) embedded with a ToUnicode map.
    expect(pdf.fonts.length).toBeGreaterThan(0);
    for (const font of pdf.fonts)
      expect(font).toMatchObject({ name: expect.stringMatching(/^[A-Z]{6}\+/), file: 'FontFile3', toUnicode: true });

    const reprint = await fetch(`${s.url}/api/lnjzxh-member/receipt/pdf/${receipt.id}?reprint=1`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect((await inspectPdf(new Uint8Array(await reprint.arrayBuffer()))).pages[0]).toContain('补打');
    const counted = await admin.gql<{ receipt: Receipt }>(`query($id: ID!) { receipt(id: $id) { ${RECEIPT} } }`, {
      id: receipt.id,
    });
    expect(counted.data!.receipt).toMatchObject({ printCount: 1, reprintCount: 1 });
    // Anonymous and other users' downloads are refused.
    expect((await fetch(`${s.url}/api/lnjzxh-member/receipt/pdf/${receipt.id}`)).status).toBe(401);
  });

  it('voids with a required reason: the number stays, the period is unpaid again; the next payment gets the next number', async () => {
    const noReason = await approver.gql(`mutation($id: ID!) { voidReceipt(input: { id: $id, reason: " " }) { id } }`, {
      id: receipt.id,
    });
    expect(noReason.errors?.[0]?.message).toBe('请输入作废原因');
    expect(
      (
        await huiyuan.gql(`mutation($id: ID!) { voidReceipt(input: { id: $id, reason: "x" }) { id } }`, {
          id: receipt.id,
        })
      ).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const voided = await approver.gql<{ voidReceipt: Receipt }>(
      `mutation($id: ID!) { voidReceipt(input: { id: $id, reason: "金额有误" }) { ${RECEIPT} } }`,
      { id: receipt.id },
    );
    expect(voided.errors).toBeUndefined();
    expect(voided.data!.voidReceipt).toMatchObject({
      receiptNo: receiptNo(1),
      status: 0,
      voidReason: '金额有误',
      voidUserName: expect.any(String),
    });
    expect(
      (
        await approver.gql(`mutation($id: ID!) { voidReceipt(input: { id: $id, reason: "again" }) { id } }`, {
          id: receipt.id,
        })
      ).errors?.[0]?.message,
    ).toBe('该收据已作废');
    expect((await s.rest('POST', '/api/lnjzxh-member/dues/sandbox/notify', { token })).body.msg).toBe('该订单已取消');

    expect((await periods(huiyuan, { year: 2026 })).data!.duesPeriods.records[0]).toMatchObject({
      status: 0,
      overdue: true,
      paidOrderId: null,
    });
    expect((await myDues(huiyuan)).duesStatus).toBe(0);

    const next = await createOrder(huiyuan, { periodId: period.id, provider: 'sandbox' });
    const paid = await huiyuan.gql<{ sandboxPaymentCallback: Receipt }>(
      `mutation($t: String!) { sandboxPaymentCallback(input: { token: $t }) { ${RECEIPT} } }`,
      { t: next.data!.createPaymentOrder.token },
    );
    expect(paid.data!.sandboxPaymentCallback.receiptNo).toBe(receiptNo(2));
    const list = await approver.gql<{ receipts: { records: Receipt[] } }>(
      `{ receipts(filter: { unitName: "示例" }) { records { ${RECEIPT} } } }`,
    );
    expect(list.data!.receipts.records.map((r) => [r.receiptNo, r.status])).toEqual([
      [receiptNo(2), 1],
      [receiptNo(1), 0],
    ]);
  });

  it('verifies openly by the QR code of the PDF: valid, voided, unknown; only what the paper shows; rate limited per address', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const VERIFY = `query($c: String!) { verifyReceipt(code: $c) { state message receiptNo unitName amount subject periodYear issueDate voidedOn } }`;
    const verify = async (code: string, ip = '198.51.100.7') => {
      const r = await s.gql<{ verifyReceipt: Record<string, unknown> }>(VERIFY, { c: code }, from(ip));
      expect(r.errors).toBeUndefined();
      return r.data!.verifyReceipt;
    };
    const list = await approver.gql<{ receipts: { records: (Receipt & { verifyCode: string })[] } }>(
      `{ receipts(filter: { unitName: "示例" }) { records { id receiptNo status verifyCode } } }`,
    );
    const valid = list.data!.receipts.records.find((r) => r.receiptNo === receiptNo(2))!;
    const voided = list.data!.receipts.records.find((r) => r.receiptNo === receiptNo(1))!;
    expect(valid.verifyCode).toMatch(/^[\w-]{22}$/);
    expect(voided.verifyCode).not.toBe(valid.verifyCode);

    // The PDF's QR code reads as the verification page of this receipt.
    const pdf = await fetch(`${s.url}/api/lnjzxh-member/receipt/pdf/${valid.id}`, {
      headers: { authorization: `Bearer ${huiyuan.token}` },
    });
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const [codes] = await readPdfQrCodes(bytes);
    expect(codes).toHaveLength(1);
    expect(codes![0]).toMatch(/^https?:\/\/[^/]+\/cmsPages\/receiptVerify\?code=/);
    const code = new URL(codes![0]!).searchParams.get('code')!;
    expect(code).toBe(valid.verifyCode);
    expect((await inspectPdf(bytes)).links).toEqual([[codes![0]]]);

    const today = todayIn();
    expect(await verify(code)).toEqual({
      state: 'VALID',
      message: '该收据由协会开具，真实有效',
      receiptNo: receiptNo(2),
      unitName: '示例建筑工程有限公司',
      amount: '5000.00',
      subject: expect.stringContaining('2026'),
      periodYear: 2026,
      issueDate: today,
      voidedOn: null,
    });
    const gone = await verify(voided.verifyCode);
    expect(gone).toMatchObject({ state: 'VOIDED', message: '该收据已作废，不再有效', voidedOn: today });
    // Nothing private: not the void reason, who voided, the order, the unit's id or contacts.
    for (const text of [JSON.stringify(gone), JSON.stringify(await verify(code))]) {
      for (const secret of ['金额有误', voided.id, valid.id, 'BANK-1', huiyuan.token])
        expect(text).not.toContain(secret);
    }
    const unknown = await verify('no-such-code');
    expect(unknown).toMatchObject({ state: 'UNKNOWN', message: '未找到与该核验码对应的收据，请核对后重试' });
    expect(
      Object.entries(unknown)
        .filter(([, v]) => v !== null)
        .map(([k]) => k)
        .sort(),
    ).toEqual(['message', 'state']);
    expect((await verify('x'.repeat(500))).state).toBe('UNKNOWN');

    // The legacy REST door answers the same in its envelope, openly, with the message as msg.
    const rest = await s.rest<Record<string, unknown>>(
      'GET',
      `/api/lnjzxh-member/receipt/verify?code=${encodeURIComponent(voided.verifyCode)}`,
      undefined,
      from('198.51.100.7'),
    );
    expect(rest).toMatchObject({ status: 200, body: { success: true, msg: '该收据已作废，不再有效' } });
    expect(Object.keys(rest.body.data as object).sort()).toEqual(
      ['amount', 'issueDate', 'message', 'periodYear', 'receiptNo', 'state', 'subject', 'unitName', 'voidedOn'].sort(),
    );
    const missing = await s.rest('GET', '/api/lnjzxh-member/receipt/verify', undefined, from('198.51.100.7'));
    expect(missing).toMatchObject({ status: 200, body: { msg: '未找到与该核验码对应的收据，请核对后重试' } });

    // Guessing is throttled per address; the certificates' verification counts against the same limit.
    const RETRY = /^操作过于频繁，请\d+(秒|分钟)后再试$/;
    const ip = '198.51.100.99';
    for (let i = 0; i < RATE_LIMITS.verifyIp.points; i++)
      expect((await verify(`guess-${i}`, ip)).state).toBe('UNKNOWN');
    const blocked = await s.gql(VERIFY, { c: code }, from(ip));
    expect(blocked.status).toBe(429);
    expect(blocked.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(blocked.errors?.[0]?.message).toMatch(RETRY);
    const restBlocked = await s.rest('GET', `/api/lnjzxh-member/receipt/verify?code=${code}`, undefined, from(ip));
    expect(restBlocked).toMatchObject({ status: 429, body: { success: false, msg: expect.stringMatching(RETRY) } });
    const cert = await s.gql(`query { verifyMemberCertificate(code: "x") { state } }`, {}, from(ip));
    expect(cert.status).toBe(429);
    const certRest = await s.rest('GET', '/api/lnjzxh-member/member-certificate/verify?code=x', undefined, from(ip));
    expect(certRest.status).toBe(429);
    // Another address is not affected.
    expect((await verify(code, '198.51.100.100')).state).toBe('VALID');
  });
});

describe('concurrent payments', () => {
  it('gives 20 confirmed transfers 20 consecutive distinct receipt numbers', async () => {
    const before = (await approver.gql<{ receipts: { total: number } }>(`{ receipts { total } }`)).data!.receipts.total;
    for (let i = 0; i < 20; i++) {
      const r = await admin.gql(`mutation($i: MemberUnitInput!) { submitMemberUnit(input: $i) { id } }`, {
        i: {
          name: `并发单位${i}`,
          creditCode: uscc(i),
          contactName: '张',
          contactMobile: '13812345678',
          memberLevel: '1',
        },
      });
      expect(r.errors).toBeUndefined();
    }
    expect(
      (await approver.gql<{ generateDues: number }>(`mutation { generateDues(input: { year: 2099 }) }`)).data!
        .generateDues,
    ).toBe(20);
    const rows = (await periods(approver, { year: 2099, unitName: '并发单位' })).data!.duesPeriods.records;
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => r.amount === '3100.00')).toBe(true);
    const orders = await Promise.all(
      rows.map(
        async (r) =>
          (await createOrder(approver, { periodId: r.id, payerNote: '工行 6222' })).data!.createPaymentOrder.order,
      ),
    );
    const receipts = await Promise.all(orders.map((o) => confirm(approver, o.id)));
    expect(receipts.map((r) => r.errors)).toEqual(Array(20).fill(undefined));
    const seqs = receipts.map((r) => r.data!.confirmPayment.seq).sort((a, b) => a - b);
    const first = seqs[0]!;
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    expect(first).toBe(before + 1);
    expect(new Set(receipts.map((r) => r.data!.confirmPayment.receiptNo)).size).toBe(20);

    // The same sandbox callback arriving five times at once pays once and answers the one receipt.
    const extra = await admin.gql(`mutation($i: MemberUnitInput!) { submitMemberUnit(input: $i) { id } }`, {
      i: {
        name: '并发回调单位',
        creditCode: uscc(99),
        contactName: '张',
        contactMobile: '13812345678',
        memberLevel: '1',
      },
    });
    expect(extra.errors).toBeUndefined();
    await approver.gql(`mutation { generateDues(input: { year: 2099 }) }`);
    const p = (await periods(approver, { year: 2099, unitName: '并发回调单位' })).data!.duesPeriods.records[0]!;
    const started = (await createOrder(approver, { periodId: p.id, provider: 'sandbox' })).data!.createPaymentOrder;
    const callbacks = await Promise.all(
      Array.from({ length: 5 }, () =>
        s.rest<{ receiptNo: string }>('POST', '/api/lnjzxh-member/dues/sandbox/notify', { token: started.token }),
      ),
    );
    expect(callbacks.map((c) => c.body.data?.receiptNo)).toEqual(Array(5).fill(receiptNo(first + 20)));
    // Confirming twice is refused.
    expect((await confirm(approver, orders[0]!.id)).errors?.[0]?.message).toBe('该订单已支付');
  });
});

describe('permissions and tenants', () => {
  it('lets a member see only its own unit, and keeps staff actions to staff codes', async () => {
    const all = (await periods(approver)).data!.duesPeriods.records;
    const other = all.find((p) => p.unitName === '大连海湾建设集团有限公司')!;
    const mine = await periods(huiyuan, { unitId: other.unitId });
    expect(mine.data!.duesPeriods.records.every((p) => p.unitName === '示例建筑工程有限公司')).toBe(true);
    expect((await createOrder(huiyuan, { periodId: other.id })).errors?.[0]?.message).toBe('会费记录不存在');
    const peek = await huiyuan.gql(`query($u: ID!) { arrearsCheck(unitId: $u) { inArrears } }`, { u: other.unitId });
    expect(peek.errors?.[0]).toMatchObject({ message: '只能操作本单位的会费', extensions: { code: 'FORBIDDEN' } });
    const otherReceipt = (
      await approver.gql<{ receipts: { records: Receipt[] } }>(
        `{ receipts(filter: { unitName: "并发单位" }) { records { id } } }`,
      )
    ).data!.receipts.records[0]!;
    expect(
      (await huiyuan.gql(`query($id: ID!) { receipt(id: $id) { id } }`, { id: otherReceipt.id })).errors?.[0]?.message,
    ).toBe('收据不存在');
    expect(
      (
        await fetch(`${s.url}/api/lnjzxh-member/receipt/pdf/${otherReceipt.id}`, {
          headers: { authorization: `Bearer ${huiyuan.token}` },
        })
      ).status,
    ).toBe(404);
    expect((await huiyuan.gql(`mutation { generateDues(input: { year: 2099 }) }`)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(
      (
        await huiyuan.gql(
          `mutation { submitDuesStandard(input: { year: 2098, memberLevel: "1", amount: "1" }) { id } }`,
        )
      ).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await expert.gql(`{ duesPeriods { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await expert.gql(`{ receipts { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await huiyuan.rest('POST', '/api/lnjzxh-member/dues/order/confirm', { orderId: 'x' })).status).toBe(403);
  });

  it('keeps tenants apart', async () => {
    expect(
      (await adminB.gql<{ duesPeriods: { total: number } }>(`{ duesPeriods { total } }`)).data!.duesPeriods.total,
    ).toBe(0);
    expect((await adminB.gql<{ receipts: { total: number } }>(`{ receipts { total } }`)).data!.receipts.total).toBe(0);
    const a = (await approver.gql<{ receipts: { records: Receipt[] } }>(`{ receipts { records { id orderId } } }`))
      .data!.receipts.records[0]!;
    expect((await adminB.gql(`query($id: ID!) { receipt(id: $id) { id } }`, { id: a.id })).errors?.[0]?.message).toBe(
      '收据不存在',
    );
    expect(
      (await adminB.gql(`mutation($id: ID!) { voidReceipt(input: { id: $id, reason: "x" }) { id } }`, { id: a.id }))
        .errors?.[0]?.message,
    ).toBe('收据不存在');
    expect((await confirm(adminB, a.orderId)).errors?.[0]?.message).toBe('缴费订单不存在');
  });
});

describe('invoices', () => {
  let token: string;
  it('verifies a unit by credit code and contact mobile, registers invoicing units with a checked tax number', async () => {
    const wrong = await s.gql(
      `mutation { invoiceAccess(input: { creditCode: "91210100MA0Y0000AR", mobile: "13900000009" }) { token } }`,
    );
    expect(wrong.errors?.[0]?.message).toBe('统一社会信用代码或联系人手机号不正确');
    const ok = await s.rest<{ token: string; unitName: string }>('POST', '/api/lnjzxh-member/invoice/access', {
      creditCode: '91210100ma0y0000ar',
      mobile: '13800000001',
    });
    expect(ok.body.data.unitName).toBe('示例建筑工程有限公司');
    token = ok.body.data.token;

    const bad = await s.gql(
      `mutation($t: String!) { submitInvoiceUnit(token: $t, input: { title: "示例建筑工程有限公司", taxNumber: "91210100MA0Y0000A1" }) { id } }`,
      { t: token },
    );
    expect(bad.errors?.[0]?.message).toBe('统一社会信用代码校验位不正确');
    expect(
      (
        await s.gql(
          `mutation($t: String!) { submitInvoiceUnit(token: $t, input: { title: " ", taxNumber: "91210100MA0Y0000AR" }) { id } }`,
          { t: token },
        )
      ).errors?.[0]?.message,
    ).toBe('请输入发票抬头');
    expect(
      (
        await s.gql(
          `mutation { submitInvoiceUnit(token: "forged", input: { title: "x", taxNumber: "91210100MA0Y0000AR" }) { id } }`,
        )
      ).errors?.[0]?.message,
    ).toBe('登录已过期，请重新验证');
    const saved = await s.rest<{ id: string; taxNumber: string }>(
      'POST',
      '/api/lnjzxh-member/invoice/unit/submit',
      {
        title: '示例建筑工程有限公司',
        taxNumber: '91210100ma0y0000ar',
        bank: '工商银行沈阳分行',
        account: '6222 0000 1111',
      },
      { 'invoice-token': token },
    );
    expect(saved.body.success).toBe(true);
    expect(saved.body.data.taxNumber).toBe('91210100MA0Y0000AR');
  });

  it('requests an invoice for a paid order once; staff reconcile and mark it issued; the unit sees its messages', async () => {
    const units = await s.gql<{
      invoiceUnits: { id: string }[];
      invoicePayments: { id: string; orderNo: string; status: number }[];
    }>(`query($t: String!) { invoiceUnits(token: $t) { id } invoicePayments(token: $t) { id orderNo status } }`, {
      t: token,
    });
    const paid = units.data!.invoicePayments;
    expect(paid).toHaveLength(1);
    const req = (orderId: string) =>
      s.gql<{ requestInvoice: { id: string; status: number } }>(
        `mutation($t: String!, $i: InvoiceRequestInput!) { requestInvoice(token: $t, input: $i) { id status } }`,
        { t: token, i: { orderId, invoiceUnitId: units.data!.invoiceUnits[0]!.id } },
      );
    const first = await req(paid[0]!.id);
    expect(first.data!.requestInvoice.status).toBe(0);
    expect((await req(paid[0]!.id)).errors?.[0]?.message).toBe('该订单已申请开票');
    const other = (
      await approver.gql<{ paymentOrders: { records: Order[] } }>(
        `{ paymentOrders(filter: { unitName: "并发单位" }) { records { id } } }`,
      )
    ).data!.paymentOrders.records[0]!;
    expect((await req(other.id)).errors?.[0]?.message).toBe('只能为已支付的订单申请开票');

    const rec = await approver.gql<{
      invoiceReconciliation: {
        total: number;
        records: { order: { id: string }; request: { id: string; status: number } | null; receiptNo: string | null }[];
      };
    }>(
      `{ invoiceReconciliation(filter: { invoiceStatus: 0 }) { total records { order { id } request { id status } receiptNo } } }`,
    );
    expect(rec.data!.invoiceReconciliation.records).toEqual([
      {
        order: { id: paid[0]!.id },
        request: { id: first.data!.requestInvoice.id, status: 0 },
        receiptNo: receiptNo(2),
      },
    ]);
    expect(
      (
        await approver.gql<{ invoiceReconciliation: { total: number } }>(
          `{ invoiceReconciliation(filter: { invoiceStatus: -1 }) { total } }`,
        )
      ).data!.invoiceReconciliation.total,
    ).toBe(21);
    expect((await huiyuan.gql(`{ invoiceReconciliation { total } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const issued = await approver.gql(
      `mutation($i: IssueInvoiceInput!) { issueInvoice(input: $i) { status invoiceNumber } }`,
      { i: { id: first.data!.requestInvoice.id, invoiceNumber: '04400123' } },
    );
    expect(issued.data).toEqual({ issueInvoice: { status: 1, invoiceNumber: '04400123' } });
    const msgs = await s.rest<{ invoiceNumber: string; status: number }[]>(
      'GET',
      '/api/lnjzxh-member/invoice/invoice-msg',
      undefined,
      { 'invoice-token': token },
    );
    expect(msgs.body.data).toMatchObject([{ invoiceNumber: '04400123', status: 1 }]);
  });
});
