import { useQuery } from '@apollo/client/react';
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Download, Eye } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadFile } from '../../engine/crud';
import { formatDate } from '../../engine/format/date';
import { ReceiptPageDocument } from '../../generated/graphql';
import { downloadReceipt, ReceiptStatusBadge, runAction } from '../dues/shared';
import { Empty, QueryState, Rows, useYuan } from './parts';

/**
 * Opens a receipt's PDF in a new tab: the tab opens at once (a phone's browser allows a new tab only in answer to
 * the tap), then shows the PDF fetched with the session's token; where no tab may open, the PDF is downloaded.
 */
async function viewReceipt(receipt: { pdfUrl: string; receiptNo: string }): Promise<void> {
  const tab = window.open('', '_blank');
  await runAction(async () => {
    const file = await downloadFile(receipt.pdfUrl, `${receipt.receiptNo}.pdf`);
    const pdf = new Blob([file.blob], { type: 'application/pdf' });
    const href = URL.createObjectURL(pdf);
    if (tab) tab.location.href = href;
    else window.location.assign(href);
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  }).then((ok) => {
    if (!ok) tab?.close();
  });
}

/** 收据管理 (/mobile/receipt-manage): the unit's receipts, each viewable and downloadable as PDF. */
export function ReceiptsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const yuan = useYuan();
  const { data, loading, error } = useQuery(ReceiptPageDocument, {
    variables: { page: { current: 1, size: 50 } },
    fetchPolicy: 'cache-and-network',
  });
  const records = data?.receipts.records ?? [];
  return (
    <Stack gap="3">
      <QueryState loading={!data && loading} error={!data ? error : undefined} />
      {data && records.length === 0 && <Empty id="mobile.receipt.none" />}
      {records.map((r) => (
        <Card.Root key={r.id} size="sm" as="article" aria-label={t('mobile.receipt.label', { no: r.receiptNo })}>
          <Card.Body gap="2">
            <HStack justify="space-between" align="start">
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" wordBreak="break-all">
                  {r.receiptNo}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {r.subject}
                </Text>
              </Stack>
              <ReceiptStatusBadge status={r.status} />
            </HStack>
            <Rows
              rows={[
                [t('dues.field.year'), String(r.year)],
                [t('dues.field.amount'), yuan(r.amount)],
                [t('dues.field.issueTime'), formatDate(r.issueTime, 'yyyy-MM-dd HH:mm')],
                ...(r.status === 0 ? ([[t('dues.field.voidReason'), r.voidReason]] as Array<[string, string]>) : []),
              ]}
            />
            {r.status === 1 && (
              <HStack gap="2">
                <Button
                  flex="1"
                  size="sm"
                  variant="outline"
                  aria-label={t('mobile.receipt.viewOf', { no: r.receiptNo })}
                  onClick={() => void viewReceipt(r)}
                >
                  <Eye />
                  <FormattedMessage id="mobile.receipt.view" />
                </Button>
                <Button
                  flex="1"
                  size="sm"
                  colorPalette="blue"
                  aria-label={t('mobile.receipt.downloadOf', { no: r.receiptNo })}
                  onClick={() => void downloadReceipt(r)}
                >
                  <Download />
                  <FormattedMessage id="dues.receipt.download" />
                </Button>
              </HStack>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
