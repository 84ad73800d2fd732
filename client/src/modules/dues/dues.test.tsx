import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { PortalPayPage } from './PortalPayPage';
import { ReceiptManagePage } from './ReceiptManagePage';

const page = <T,>(typename: string, records: T[]) => ({
  __typename: typename,
  records,
  total: records.length,
  current: 1,
  size: 10,
  pages: 1,
});
const period = {
  __typename: 'DuesPeriod',
  id: 'p-1',
  unitId: 'u-1',
  unitName: '示例建筑工程有限公司',
  year: 2026,
  memberLevel: '2',
  amount: '5000.00',
  dueDate: '2026-03-31',
  status: 0,
  overdue: true,
  paidTime: null,
};
const order = {
  __typename: 'PaymentOrder',
  id: 'o-1',
  orderNo: '20261123000001',
  kind: 'dues',
  unitId: 'u-1',
  unitName: '示例建筑工程有限公司',
  periodId: 'p-1',
  subject: '2026年度会费',
  amount: '5000.00',
  provider: 'sandbox',
  status: 0,
  payerNote: null,
  payerName: null,
  transferAmount: null,
  transferDate: null,
  voucher: null,
  transactionId: null,
  paidTime: null,
  createTime: '2026-11-23T01:00:00.000Z',
};
const receipt = {
  __typename: 'Receipt',
  id: 'r-1',
  receiptNo: '2026-000001',
  year: 2026,
  unitName: '示例建筑工程有限公司',
  subject: '2026年度会费',
  amount: '5000.00',
  provider: 'sandbox',
  issueTime: '2026-11-23T01:00:00.000Z',
  status: 1,
  printCount: 0,
  reprintCount: 0,
  voidReason: null,
  voidUserName: null,
  voidTime: null,
  pdfUrl: '/api/lnjzxh-member/receipt/pdf/r-1',
};
const ARREARS = '尊敬的会员单位，您目前处于会费欠缴状态，请尽快联系会员部办理，联系电话：024-23456789';

describe('PortalPayPage', () => {
  it('shows the arrears message and pays online with the token of the server-priced order', {
    timeout: 30_000,
  }, async () => {
    signInForTest({ permissions: ['cms_pay'] });
    const graphql = operationLink({
      MyDues: () => ({
        data: {
          myDues: {
            __typename: 'MyDues',
            unitId: 'u-1',
            unitName: '示例建筑工程有限公司',
            duesStatus: 0,
            arrears: {
              __typename: 'ArrearsResult',
              inArrears: true,
              message: ARREARS,
              fieldError: '当前单位会费已欠缴',
            },
          },
        },
      }),
      DuesPeriodPage: () => ({ data: { duesPeriods: page('DuesPeriodPage', [period]) } }),
      PaymentProviders: () => ({
        data: {
          paymentProviders: [
            { __typename: 'PaymentProviderInfo', name: 'offline', label: '线下转账', online: false },
            { __typename: 'PaymentProviderInfo', name: 'sandbox', label: '在线支付（沙箱）', online: true },
          ],
        },
      }),
      CreatePaymentOrder: () => ({
        data: {
          createPaymentOrder: {
            __typename: 'PaymentStartResult',
            order,
            payUrl: '/cmsPages/memberPay?sandbox=x',
            token: 'o-1.signature',
          },
        },
      }),
      SandboxPaymentCallback: () => ({ data: { sandboxPaymentCallback: receipt } }),
    });
    renderRoutes([{ path: '/cmsPages/memberPay', element: <PortalPayPage /> }], {
      link: graphql.link,
      path: '/cmsPages/memberPay',
    });
    const user = userEvent.setup();
    expect(await screen.findByText(ARREARS)).toBeTruthy();
    const table = await screen.findByRole('table', { name: '年度会费列表' });
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('2026'))!;
    expect(row.textContent).toContain('欠费');
    await user.click(await within(row).findByRole('button', { name: '在线支付' }));
    const cashier = await screen.findByRole('dialog', { name: '在线支付（沙箱）' });
    expect(cashier.textContent).toContain('5000.00 元');
    expect(graphql.named('CreatePaymentOrder')[0]!.variables).toEqual({
      input: { periodId: 'p-1', provider: 'sandbox' },
    });
    await user.click(within(cashier).getByRole('button', { name: '确认支付' }));
    await waitFor(() => expect(graphql.named('SandboxPaymentCallback')).toHaveLength(1));
    expect(graphql.named('SandboxPaymentCallback')[0]!.variables).toEqual({ input: { token: 'o-1.signature' } });
  });
});

/** The member portal's dues with one period to pay by transfer, the association's account configured. */
const transferLink = () =>
  operationLink({
    MyDues: () => ({
      data: {
        myDues: {
          __typename: 'MyDues',
          unitId: 'u-1',
          unitName: '示例建筑工程有限公司',
          duesStatus: 1,
          arrears: { __typename: 'ArrearsResult', inArrears: false, message: null, fieldError: null },
        },
      },
    }),
    DuesPeriodPage: () => ({ data: { duesPeriods: page('DuesPeriodPage', [period]) } }),
    PaymentProviders: () => ({
      data: {
        paymentProviders: [{ __typename: 'PaymentProviderInfo', name: 'offline', label: '线下转账', online: false }],
      },
    }),
    TransferAccount: () => ({
      data: {
        transferAccount: {
          __typename: 'TransferAccount',
          configured: true,
          accountName: '省建筑业协会',
          bankName: '中国建设银行沈阳和平支行',
          accountNo: '2105 0000',
          phone: '024-23456789',
        },
      },
    }),
    CreatePaymentOrder: () => ({
      data: {
        createPaymentOrder: {
          __typename: 'PaymentStartResult',
          order: { ...order, provider: 'offline' },
          payUrl: null,
          token: null,
        },
      },
    }),
  });

describe('PortalPayPage transfer', () => {
  it('shows the association account and registers a transfer only when the shared rules pass', {
    timeout: 30_000,
  }, async () => {
    signInForTest({ permissions: ['cms_pay'] });
    const graphql = transferLink();
    renderRoutes([{ path: '/cmsPages/memberPay', element: <PortalPayPage /> }], {
      link: graphql.link,
      path: '/cmsPages/memberPay',
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '年度会费列表' });
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('2026'))!;
    await user.click(await within(row).findByRole('button', { name: '线下转账' }));
    const dialog = await screen.findByRole('dialog', { name: '线下转账' });
    const account = await within(dialog).findByLabelText('协会收款账户');
    expect(account.textContent).toContain('中国建设银行沈阳和平支行');
    expect(account.textContent).toContain('2105 0000');
    expect((within(dialog).getByLabelText(/^付款单位/) as HTMLInputElement).value).toBe('示例建筑工程有限公司');
    await user.click(within(dialog).getByRole('button', { name: '提交转账登记' }));
    expect(await within(dialog).findByText('请输入转账金额')).toBeTruthy();
    expect(within(dialog).getByText('请选择转账日期')).toBeTruthy();
    expect(within(dialog).getByText('请上传转账凭证')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^转账金额/), '4000');
    expect(await within(dialog).findByText('转账金额须与应缴金额一致（5000.00元）')).toBeTruthy();
    expect(graphql.named('CreatePaymentOrder')).toHaveLength(0);
  });
  it('speaks English in English: the rule messages, the amount due and the currency', { timeout: 30_000 }, async () => {
    signInForTest({ permissions: ['cms_pay'] });
    const graphql = transferLink();
    renderRoutes([{ path: '/cmsPages/memberPay', element: <PortalPayPage /> }], {
      link: graphql.link,
      path: '/cmsPages/memberPay',
      locale: 'en',
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    const row = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('2026'))!;
    await user.click(await within(row).findByRole('button', { name: 'Bank transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bank transfer' });
    expect(dialog.textContent).toContain('Amount due: 5000.00 yuan');
    await user.click(within(dialog).getByRole('button', { name: 'Register the transfer' }));
    expect(await within(dialog).findByText('Enter the amount transferred')).toBeTruthy();
    expect(within(dialog).getByText('Choose the transfer date')).toBeTruthy();
    expect(within(dialog).getByText('Upload the transfer voucher')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Amount transferred/), '4000');
    expect(
      await within(dialog).findByText('The amount transferred must be the amount due (5000.00 yuan)'),
    ).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/元|请/);
    expect(graphql.named('CreatePaymentOrder')).toHaveLength(0);
  });
});

describe('ReceiptManagePage', () => {
  it('voids only with a reason and shows the server refusal', { timeout: 30_000 }, async () => {
    signInForTest({ permissions: ['member_receipt', 'member_receipt_void'] });
    let refuse = true;
    const graphql = operationLink({
      ReceiptPage: () => ({ data: { receipts: page('ReceiptPage', [receipt]) } }),
      VoidReceipt: (vars) =>
        refuse
          ? apiError('该收据已作废')
          : { data: { voidReceipt: { ...receipt, status: 0, voidReason: (vars.input as { reason: string }).reason } } },
    });
    renderRoutes([{ path: '/awards/receiptManage', element: <ReceiptManagePage /> }], {
      link: graphql.link,
      path: '/awards/receiptManage',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '作废 2026-000001' }));
    const dialog = await screen.findByRole('dialog', { name: '作废收据 2026-000001' });
    await user.click(within(dialog).getByRole('button', { name: '确认作废' }));
    expect(await within(dialog).findByText('请输入作废原因')).toBeTruthy();
    expect(graphql.named('VoidReceipt')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^作废原因/), '金额有误');
    await user.click(within(dialog).getByRole('button', { name: '确认作废' }));
    expect(await screen.findByText('该收据已作废')).toBeTruthy();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: '确认作废' }));
    await waitFor(() => expect(graphql.named('VoidReceipt')).toHaveLength(2));
    expect(graphql.named('VoidReceipt')[1]!.variables).toEqual({ input: { id: 'r-1', reason: '金额有误' } });
  });
});
