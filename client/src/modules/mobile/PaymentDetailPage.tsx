import { useQuery } from '@apollo/client/react';
import { Alert, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../engine/format/date';
import { MobilePaymentOrderDocument } from '../../generated/graphql';
import { OrderStatusBadge, providerLabel } from '../dues/shared';
import { QueryState, Rows, Section, useYuan } from './parts';

/** 缴费明细 (/mobile/payment-detail?id=): one payment order of the unit with its payment or transfer details. */
export function PaymentDetailPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const yuan = useYuan();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const { data, loading, error } = useQuery(MobilePaymentOrderDocument, { variables: { id }, skip: !id });
  const o = data?.paymentOrder;
  if (!id)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="mobile.payment.noOrder" />
        </Alert.Title>
      </Alert.Root>
    );
  if (!o) return <QueryState loading={loading} error={error} />;
  const offline = o.provider === 'offline';
  return (
    <Stack gap="3">
      <Section title={o.subject} action={<OrderStatusBadge status={o.status} />}>
        <Stack gap="3">
          <Text fontSize="3xl" fontWeight="bold" textAlign="center">
            {yuan(o.amount)}
          </Text>
          <Rows
            label={t('mobile.payment.order')}
            rows={[
              [t('dues.field.orderNo'), o.orderNo],
              [t('dues.field.unitName'), o.unitName],
              [t('dues.field.provider'), providerLabel(intl, o.provider)],
              [t('dues.field.createTime'), formatDate(o.createTime, 'yyyy-MM-dd HH:mm')],
              [t('dues.field.paidTime'), formatDate(o.paidTime, 'yyyy-MM-dd HH:mm')],
              [t('dues.field.transactionId'), o.transactionId],
            ]}
          />
        </Stack>
      </Section>
      {offline && (
        <Section title={t('mobile.payment.transfer')}>
          <Rows
            label={t('mobile.payment.transfer')}
            rows={[
              [t('dues.transfer.payerName'), o.payerName],
              [t('dues.transfer.amount'), o.transferAmount ? yuan(o.transferAmount) : null],
              [t('dues.transfer.date'), o.transferDate],
              [t('dues.field.payerNote'), o.payerNote],
              [
                t('dues.transfer.voucher'),
                o.voucher ? (
                  <Link href={o.voucher.url} target="_blank" rel="noopener noreferrer" color="blue.600">
                    {o.voucher.name}
                  </Link>
                ) : null,
              ],
            ]}
          />
        </Section>
      )}
      {o.status === 1 && (
        <HStack>
          <Button asChild variant="outline" w="full">
            <RouterLink to="/mobile/receipt-manage">
              <FormattedMessage id="mobile.payment.toReceipts" />
            </RouterLink>
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
