import type { SqlEntityManager } from '@mikro-orm/sql';
import { registerWebhookEvent, webhookService } from '../../engine/webhooks/webhooks.js';
import type { PaymentOrder, Receipt } from './dues.entity.js';

/** The dues events third parties may receive by webhook. */
export const DUES_EVENTS = { paid: 'payment.confirmed', receipt: 'receipt.issued' } as const;
registerWebhookEvent(
  DUES_EVENTS.paid,
  'A dues payment was confirmed (online callback, or staff confirming a transfer).',
);
registerWebhookEvent(DUES_EVENTS.receipt, 'A receipt was issued for a paid order (its number, amount and unit).');

/** Reports a confirmed payment and its receipt, in the transaction that marked the order paid. */
export async function emitPaid(
  em: SqlEntityManager,
  tenantId: string,
  order: PaymentOrder,
  receipt: Receipt,
  transactionId?: string,
): Promise<void> {
  const unit = { unitId: order.unitId, unitName: order.unitName };
  await webhookService.emitAll(em, tenantId, [
    [
      DUES_EVENTS.paid,
      {
        orderId: order.id,
        orderNo: order.orderNo,
        periodId: order.periodId,
        ...unit,
        subject: order.subject,
        amount: order.amount,
        provider: order.provider,
        transactionId: transactionId ?? null,
        paidTime: receipt.issueTime.toISOString(),
        receiptNo: receipt.receiptNo,
      },
    ],
    [
      DUES_EVENTS.receipt,
      {
        receiptId: receipt.id,
        receiptNo: receipt.receiptNo,
        orderId: order.id,
        ...unit,
        subject: receipt.subject,
        amount: receipt.amount,
        issueTime: receipt.issueTime.toISOString(),
      },
    ],
  ]);
}
