import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes } from '../../test/render';
import { ReceiptVerifyPage } from './ReceiptVerifyPage';

const answer = (state: string, extra: Record<string, unknown> = {}) => ({
  data: {
    verifyReceipt: {
      __typename: 'ReceiptVerification',
      state,
      message: '',
      receiptNo: '2026-000001',
      unitName: '示例建筑工程有限公司',
      amount: '5000.00',
      subject: '2026年度会费',
      periodYear: 2026,
      issueDate: '2026-11-23',
      voidedOn: null,
      ...extra,
    },
  },
});

function renderVerify(result: ReturnType<typeof answer>, code = 'k3Jq9x') {
  const ops = operationLink({ VerifyReceipt: () => result });
  renderRoutes([{ path: '/cmsPages/receiptVerify', element: <ReceiptVerifyPage /> }], {
    link: ops.link,
    path: `/cmsPages/receiptVerify?code=${code}`,
  });
  return ops;
}

describe('ReceiptVerifyPage', () => {
  it('says valid and shows what the receipt shows', async () => {
    const ops = renderVerify(answer('VALID'));
    expect(await screen.findByText('收据有效')).toBeTruthy();
    expect(screen.getByText('2026-000001')).toBeTruthy();
    expect(screen.getByText('示例建筑工程有限公司')).toBeTruthy();
    expect(screen.getByText('¥5,000.00')).toBeTruthy();
    expect(screen.getByText('2026-11-23')).toBeTruthy();
    expect(ops.named('VerifyReceipt')[0]?.variables).toEqual({ code: 'k3Jq9x' });
  });

  it('says voided with the date', async () => {
    renderVerify(answer('VOIDED', { voidedOn: '2026-11-25' }));
    expect(await screen.findByText('收据已作废')).toBeTruthy();
    expect(screen.getByText('该收据已于 2026-11-25 作废，不再有效。')).toBeTruthy();
  });

  it('says unknown without details', async () => {
    renderVerify(
      answer('UNKNOWN', {
        receiptNo: null,
        unitName: null,
        amount: null,
        subject: null,
        periodYear: null,
        issueDate: null,
      }),
    );
    expect(await screen.findByText('未找到该收据')).toBeTruthy();
    expect(screen.getByText('没有与该核验码对应的收据，请核对后重试。')).toBeTruthy();
    expect(screen.queryByText('收据编号')).toBeNull();
  });
});
