import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { downloadFile, saveBlob } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import type { MessageId } from '../../i18n/locale';

/** Runs an action: a success notice, or the server's message as an error notice. Answers whether it worked. */
export async function runAction(action: () => Promise<unknown>, success?: MessageId): Promise<boolean> {
  try {
    await action();
    if (success) notify('success', { id: success });
    return true;
  } catch (e) {
    notify('error', { text: readApiProblem(e)?.message ?? (e instanceof Error ? e.message : String(e)) });
    return false;
  }
}

/** Downloads a receipt's PDF (a reprint is marked 补打 on the paper and counted). */
export async function downloadReceipt(receipt: { pdfUrl: string; receiptNo: string }, reprint = false): Promise<void> {
  await runAction(async () => {
    const file = await downloadFile(`${receipt.pdfUrl}${reprint ? '?reprint=1' : ''}`, `收据${receipt.receiptNo}.pdf`);
    saveBlob(file.blob, file.fileName);
  });
}

const ORDER_PALETTE: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'gray' };

export function PeriodStatusBadge({ status, overdue }: { status: number; overdue: boolean }) {
  const intl = useIntl();
  const key = status === 1 ? 'paid' : overdue ? 'overdue' : 'unpaid';
  return (
    <Badge variant="subtle" colorPalette={status === 1 ? 'green' : overdue ? 'red' : 'orange'}>
      {intl.formatMessage({ id: `dues.period.status.${key}` })}
    </Badge>
  );
}

export function OrderStatusBadge({ status }: { status: number }) {
  const intl = useIntl();
  return (
    <Badge variant="subtle" colorPalette={ORDER_PALETTE[status] ?? 'gray'}>
      {intl.formatMessage({ id: `dues.order.status.${status}` })}
    </Badge>
  );
}

export function ReceiptStatusBadge({ status }: { status: number }) {
  const intl = useIntl();
  return (
    <Badge variant="subtle" colorPalette={status === 1 ? 'green' : 'red'}>
      {intl.formatMessage({ id: `dues.receipt.status.${status}` })}
    </Badge>
  );
}

export const providerLabel = (intl: ReturnType<typeof useIntl>, provider: string) =>
  intl.formatMessage({ id: `dues.provider.${provider === 'sandbox' ? 'sandbox' : 'offline'}` });
