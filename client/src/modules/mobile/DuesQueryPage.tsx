import { useQuery } from '@apollo/client/react';
import { Alert, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DuesPeriodPageDocument, MyDuesDocument } from '../../generated/graphql';
import { PeriodStatusBadge } from '../dues/shared';
import { formatDate } from '../../engine/format/date';
import { duesSummary } from './duesSummary';
import { Empty, QueryState, Rows, useYuan } from './parts';

/** 会费查询 (/mobile/dues-query): the unit's dues status, its arrears, and its dues by year. */
export function DuesQueryPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const yuan = useYuan();
  const dues = useQuery(MyDuesDocument, { fetchPolicy: 'cache-and-network' });
  const periods = useQuery(DuesPeriodPageDocument, {
    variables: { page: { current: 1, size: 50 } },
    fetchPolicy: 'cache-and-network',
  });
  const records = periods.data?.duesPeriods.records ?? [];
  const summary = duesSummary(records);
  const my = dues.data?.myDues;
  return (
    <Stack gap="3">
      <QueryState loading={!dues.data && dues.loading} error={!dues.data ? dues.error : undefined} />
      {my && (
        <Card.Root size="sm">
          <Card.Body gap="2">
            <Text fontWeight="semibold">{my.unitName}</Text>
            {my.arrears.inArrears ? (
              <Alert.Root status="warning" variant="surface">
                <Alert.Indicator />
                <Stack gap="1">
                  <Alert.Title>
                    <FormattedMessage
                      id="mobile.dues.arrears"
                      values={{ total: yuan(summary.overdueTotal), years: summary.overdueYears.join('、') || '—' }}
                    />
                  </Alert.Title>
                  <Alert.Description>{my.arrears.message}</Alert.Description>
                </Stack>
              </Alert.Root>
            ) : (
              <Alert.Root status="success" variant="surface">
                <Alert.Indicator />
                <Alert.Title>
                  <FormattedMessage id="dues.portal.normal" values={{ unit: my.unitName }} />
                </Alert.Title>
              </Alert.Root>
            )}
          </Card.Body>
        </Card.Root>
      )}
      <Text as="h2" fontWeight="semibold" mt="1">
        <FormattedMessage id="mobile.dues.byYear" />
      </Text>
      <QueryState
        loading={!periods.data && periods.loading}
        error={!periods.data && dues.data ? periods.error : undefined}
      />
      {periods.data && records.length === 0 && <Empty id="mobile.dues.none" />}
      {records.map((p) => (
        <Card.Root key={p.id} size="sm" as="article" aria-label={t('mobile.dues.year', { year: p.year })}>
          <Card.Body gap="2">
            <HStack justify="space-between">
              <Text fontWeight="semibold">{t('mobile.dues.year', { year: p.year })}</Text>
              <PeriodStatusBadge status={p.status} overdue={p.overdue} />
            </HStack>
            <Rows
              rows={[
                [t('dues.field.amount'), yuan(p.amount)],
                [t('dues.field.dueDate'), p.dueDate],
                [t('dues.field.paidTime'), formatDate(p.paidTime, 'yyyy-MM-dd HH:mm')],
              ]}
            />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
