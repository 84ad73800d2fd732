import { useQuery } from '@apollo/client/react';
import { Alert, Card, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatDate } from '../../engine/format/date';
import { MyDuesDocument, PaymentOrderPageDocument } from '../../generated/graphql';
import { OrderStatusBadge, providerLabel } from '../dues/shared';
import { Empty, QueryState, Rows, useYuan } from './parts';

/** 缴费情况 (/mobile/payment-situation): the unit's dues status and its payment orders, newest first. */
export function PaymentsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const yuan = useYuan();
  const dues = useQuery(MyDuesDocument, { fetchPolicy: 'cache-and-network' });
  const { data, loading, error } = useQuery(PaymentOrderPageDocument, {
    variables: { page: { current: 1, size: 50 } },
    fetchPolicy: 'cache-and-network',
  });
  const orders = data?.paymentOrders.records ?? [];
  const my = dues.data?.myDues;
  return (
    <Stack gap="3">
      {my && (
        <Alert.Root status={my.arrears.inArrears ? 'warning' : 'success'} variant="surface">
          <Alert.Indicator />
          <Alert.Title>
            {my.arrears.inArrears ? (
              my.arrears.message
            ) : (
              <FormattedMessage id="dues.portal.normal" values={{ unit: my.unitName }} />
            )}
          </Alert.Title>
        </Alert.Root>
      )}
      <QueryState loading={!data && loading} error={!data ? error : undefined} />
      {data && orders.length === 0 && <Empty id="mobile.payment.none" />}
      {orders.map((o) => (
        <LinkBox key={o.id} as="article" aria-label={t('mobile.payment.label', { no: o.orderNo })}>
          <Card.Root size="sm" _hover={{ borderColor: 'blue.300' }}>
            <Card.Body gap="2">
              <HStack justify="space-between" align="start">
                <Stack gap="0" minW="0">
                  <LinkOverlay asChild>
                    <Link to={`/mobile/payment-detail?id=${encodeURIComponent(o.id)}`}>
                      <Text fontWeight="semibold">{o.subject}</Text>
                    </Link>
                  </LinkOverlay>
                  <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                    {o.orderNo}
                  </Text>
                </Stack>
                <HStack gap="1" flexShrink={0}>
                  <OrderStatusBadge status={o.status} />
                  <ChevronRight size={16} aria-hidden />
                </HStack>
              </HStack>
              <Rows
                rows={[
                  [t('dues.field.amount'), yuan(o.amount)],
                  [t('dues.field.provider'), providerLabel(intl, o.provider)],
                  [t('dues.field.createTime'), formatDate(o.createTime, 'yyyy-MM-dd HH:mm')],
                ]}
              />
            </Card.Body>
          </Card.Root>
        </LinkBox>
      ))}
    </Stack>
  );
}
