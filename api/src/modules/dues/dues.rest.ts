import type { Request } from 'express';
import { sendPdf } from '../../engine/pdf/index.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { publicBase } from '../../engine/rest/public-url.js';
import { filterQueryDoc } from '../../engine/rest/filters.js';
import { noteQuery, queryPage, queryText } from '../../engine/rest/query.js';
import { PAGE_QUERY, route } from '../../engine/rest/route.js';
import { pageToRest, toRest } from '../../engine/rest/serialize.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import { paramService } from '../system/index.js';
import { arrearsService } from './arrears.service.js';
import {
  ConfirmPaymentInput,
  CreatePaymentOrderInput,
  GenerateDuesInput,
  InvoiceAccessInput,
  InvoiceRequestInput,
  InvoiceUnitInput,
  IssueInvoiceInput,
  SandboxCallbackInput,
  VoidReceiptInput,
} from './dues.inputs.js';
import {
  CMS_PAY,
  duesService,
  MEMBER_PAY,
  MEMBER_PAY_CONFIRM,
  MEMBER_PAY_EDIT,
  MEMBER_RECEIPT,
  MEMBER_RECEIPT_VOID,
} from './dues.service.js';
import { invoiceService, MEMBER_INVOICE, MEMBER_INVOICE_ISSUE } from './invoice.service.js';
import { receiptPdf } from './receipt-pdf.js';
import { receiptVerifyUrl, verifyReceipt } from './receipt-verify.js';

const DUES = '/lnjzxh-member/dues';
const RECEIPT = '/lnjzxh-member/receipt';
const INVOICE = '/lnjzxh-member/invoice';
/** An integer query value; other text is ignored (as no condition). */
const int = (req: Request, name: string) => {
  noteQuery(req, name, { type: 'integer' });
  const v = queryText(req, name);
  return v !== undefined && /^-?\d{1,6}$/.test(v) ? Number(v) : undefined;
};

const periodFilter = (req: Request) => {
  const status = int(req, 'status');
  return {
    year: int(req, 'year'),
    unitName: queryText(req, 'unitName'),
    unitId: queryText(req, 'unitId'),
    status: status === 0 || status === 1 ? status : undefined,
  };
};
const orderFilter = (req: Request) => ({
  orderNo: queryText(req, 'orderNo'),
  unitName: queryText(req, 'unitName'),
  status: int(req, 'status'),
});
const receiptFilter = (req: Request) => ({
  receiptNo: queryText(req, 'receiptNo'),
  unitName: queryText(req, 'unitName'),
  year: int(req, 'year'),
  status: int(req, 'status'),
});
const reconciliationFilter = (req: Request) => ({
  unitName: queryText(req, 'unitName'),
  invoiceStatus: int(req, 'invoiceStatus'),
});
const pageDoc = (filter: (req: Request) => unknown, known: Record<string, string>) => ({
  query: { ...PAGE_QUERY, ...filterQueryDoc(filter, known) },
});
const invoiceToken = (req: Request) => req.get('Invoice-Token') ?? '';

/**
 * REST of dues, receipts and invoices in the legacy style (envelope, current/size paging), calling the same
 * services as GraphQL: /api/lnjzxh-member/dues/…, /receipt/… (with the PDF download) and /invoice/….
 */
export const registerDuesRest: RestRegistration = (deps) => {
  route(
    deps,
    'GET',
    `${DUES}/period/page`,
    { any: [MEMBER_PAY, MEMBER_PAY_CONFIRM, CMS_PAY] },
    async (req, res, ctx) => {
      const filter = periodFilter(req);
      sendOk(res, pageToRest(await duesService.periods(ctx, queryPage(req), filter)));
    },
    pageDoc(periodFilter, { status: '0 未缴、1 已缴' }),
  );
  route(
    deps,
    'POST',
    `${DUES}/generate`,
    { any: [MEMBER_PAY_EDIT] },
    async (req, res, ctx) => {
      const input = await validateInput(GenerateDuesInput, req.body);
      sendOk(res, await duesService.generateYear(ctx, input.year), '生成成功');
    },
    { summary: '生成会费', body: GenerateDuesInput },
  );
  route(deps, 'GET', `${DUES}/arrears/:unitId`, { any: [MEMBER_PAY, MEMBER_PAY_CONFIRM] }, async (req, res, ctx) => {
    sendOk(res, await arrearsService.check(ctx.em, ctx.tenantId, String(req.params.unitId)));
  });
  route(
    deps,
    'GET',
    `${DUES}/order/page`,
    { any: [MEMBER_PAY, MEMBER_PAY_CONFIRM, CMS_PAY] },
    async (req, res, ctx) => {
      sendOk(res, pageToRest(await duesService.orders(ctx, queryPage(req), orderFilter(req))));
    },
    pageDoc(orderFilter, { orderNo: '订单号', status: '0 待支付、1 已支付、2 已取消' }),
  );
  route(
    deps,
    'POST',
    `${DUES}/order/create`,
    { any: [CMS_PAY, MEMBER_PAY_CONFIRM] },
    async (req, res, ctx) => {
      const input = await validateInput(CreatePaymentOrderInput, req.body);
      const { order, start } = await duesService.createOrder(ctx, input);
      sendOk(res, { order: toRest(order), payUrl: start.payUrl ?? null, token: start.token ?? null });
    },
    { summary: '创建支付订单', body: CreatePaymentOrderInput },
  );
  route(
    deps,
    'POST',
    `${DUES}/order/confirm`,
    { any: [MEMBER_PAY_CONFIRM] },
    async (req, res, ctx) => {
      const input = await validateInput(ConfirmPaymentInput, req.body);
      sendOk(res, toRest(await duesService.confirmOffline(ctx, input.orderId, input.transactionId)), '已确认到账');
    },
    { summary: '确认收款', body: ConfirmPaymentInput },
  );
  route(
    deps,
    'POST',
    `${DUES}/sandbox/notify`,
    'public',
    async (req, res, ctx) => {
      const input = await validateInput(SandboxCallbackInput, req.body);
      sendOk(res, toRest(await duesService.sandboxCallback(ctx, input.token)), '支付成功');
    },
    { summary: '沙箱支付回调', body: SandboxCallbackInput },
  );

  route(
    deps,
    'GET',
    `${RECEIPT}/page`,
    { any: [MEMBER_RECEIPT, MEMBER_PAY, CMS_PAY] },
    async (req, res, ctx) => {
      sendOk(res, pageToRest(await duesService.receipts(ctx, queryPage(req), receiptFilter(req))));
    },
    pageDoc(receiptFilter, { receiptNo: '收据号', status: '1 有效、0 已作废' }),
  );
  route(deps, 'GET', `${RECEIPT}/get/:id`, { any: [MEMBER_RECEIPT, MEMBER_PAY, CMS_PAY] }, async (req, res, ctx) => {
    sendOk(res, toRest(await duesService.receipt(ctx, String(req.params.id))));
  });
  route(
    deps,
    'POST',
    `${RECEIPT}/void`,
    { any: [MEMBER_RECEIPT_VOID] },
    async (req, res, ctx) => {
      const input = await validateInput(VoidReceiptInput, req.body);
      sendOk(res, toRest(await duesService.voidReceipt(ctx, input.id, input.reason)), '已作废');
    },
    { summary: '作废收据', body: VoidReceiptInput },
  );
  /** The receipt PDF; `reprint=1` marks it 补打 and counts the reprint. */
  route(deps, 'GET', `${RECEIPT}/pdf/:id`, { any: [MEMBER_RECEIPT, MEMBER_PAY, CMS_PAY] }, async (req, res, ctx) => {
    const receipt = await duesService.receipt(ctx, String(req.params.id));
    const reprint = queryText(req, 'reprint') === '1' || queryText(req, 'reprint') === 'true';
    const association = await paramService.associationName(ctx);
    await duesService.countPrint(ctx, receipt, reprint);
    sendPdf(
      res,
      await receiptPdf(receipt, {
        association,
        reprint,
        verifyUrl: receiptVerifyUrl(publicBase(req, ctx), receipt.verifyCode),
      }),
      `收据${receipt.receiptNo}.pdf`,
      queryText(req, 'inline') === '1' ? 'inline' : 'attachment',
    );
  });

  /** Open verification by the code of the receipt's QR code (rate limited per address). */
  route(deps, 'GET', `${RECEIPT}/verify`, 'public', async (req, res, ctx) => {
    const result = await verifyReceipt(ctx, queryText(req, 'code') ?? '');
    sendOk(res, result, result.message);
  });

  route(
    deps,
    'POST',
    `${INVOICE}/access`,
    'public',
    async (req, res, ctx) => {
      const input = await validateInput(InvoiceAccessInput, req.body);
      sendOk(res, await invoiceService.access(ctx, input), '验证成功');
    },
    { summary: '发票申请凭据', body: InvoiceAccessInput },
  );
  route(
    deps,
    'GET',
    `${INVOICE}/unit/list`,
    'public',
    async (req, res, ctx) => {
      sendOk(res, (await invoiceService.units(ctx, invoiceToken(req))).map(toRest));
    },
    { summary: '开票单位（凭请求头 Invoice-Token）', query: {} },
  );
  route(
    deps,
    'POST',
    `${INVOICE}/unit/submit`,
    'public',
    async (req, res, ctx) => {
      const input = await validateInput(InvoiceUnitInput, req.body);
      sendOk(res, toRest(await invoiceService.saveUnit(ctx, invoiceToken(req), input)), '保存成功');
    },
    { summary: '提交开票单位', body: InvoiceUnitInput },
  );
  route(deps, 'GET', `${INVOICE}/pay-msg`, 'public', async (req, res, ctx) => {
    sendOk(res, (await invoiceService.payments(ctx, invoiceToken(req))).map(toRest));
  });
  route(deps, 'GET', `${INVOICE}/invoice-msg`, 'public', async (req, res, ctx) => {
    sendOk(res, (await invoiceService.requests(ctx, invoiceToken(req))).map(toRest));
  });
  route(
    deps,
    'POST',
    `${INVOICE}/apply`,
    'public',
    async (req, res, ctx) => {
      const input = await validateInput(InvoiceRequestInput, req.body);
      sendOk(res, toRest(await invoiceService.request(ctx, invoiceToken(req), input)), '申请成功');
    },
    { summary: '申请开票', body: InvoiceRequestInput },
  );
  route(
    deps,
    'GET',
    `${INVOICE}/reconciliation`,
    { any: [MEMBER_INVOICE] },
    async (req, res, ctx) => {
      const page = await invoiceService.reconciliation(ctx, queryPage(req), reconciliationFilter(req));
      sendOk(res, {
        ...page,
        records: page.records.map((r) => ({
          order: toRest(r.order),
          request: r.request ? toRest(r.request) : null,
          receiptNo: r.receiptNo,
        })),
      });
    },
    pageDoc(reconciliationFilter, { invoiceStatus: '-1 未申请、0 已申请、1 已开具' }),
  );
  route(
    deps,
    'POST',
    `${INVOICE}/issue`,
    { any: [MEMBER_INVOICE_ISSUE] },
    async (req, res, ctx) => {
      const input = await validateInput(IssueInvoiceInput, req.body);
      sendOk(res, toRest(await invoiceService.issue(ctx, input.id, input.invoiceNumber)), '已开票');
    },
    { summary: '开具发票', body: IssueInvoiceInput },
  );
};
