import { useQuery } from '@apollo/client/react';
import { Card, Heading, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Chart, type ChartSeries } from '../../engine/chart';
import { EventStatisticsDocument, type EventStatisticsQuery } from '../../generated/graphql';
import { formatDate } from '../../engine/format/date';

type Row = EventStatisticsQuery['eventStatistics'][number];

/** Check-in rate in whole percent of the registered (null when nobody registered). */
export function checkInRate(registered: number, checkedIn: number): number | null {
  return registered > 0 ? Math.round((checkedIn / registered) * 100) : null;
}

/**
 * The chart's data: one category per event (its start date in Beijing time and title, newest first as the server
 * lists them), the registered and checked-in counts as two series, and the overall check-in rate.
 */
export function eventChartData(
  rows: readonly Row[],
  names: { registered: string; checkedIn: string; category(date: string, title: string): string },
) {
  const series: ChartSeries[] = [
    { name: names.registered, values: rows.map((r) => r.registered) },
    { name: names.checkedIn, values: rows.map((r) => r.checkedIn) },
  ];
  const registered = rows.reduce((n, r) => n + r.registered, 0);
  const checkedIn = rows.reduce((n, r) => n + r.checkedIn, 0);
  return {
    categories: rows.map((r) => names.category(formatDate(r.startTime, 'yyyy-MM-dd'), r.title)),
    series,
    rate: checkInRate(registered, checkedIn),
  };
}

/** 活动统计: registrations and check-ins of the latest events as one chart, with the overall check-in rate. */
export function EventStatistics() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data } = useQuery(EventStatisticsDocument, { fetchPolicy: 'cache-and-network' });
  const rows = data?.eventStatistics ?? [];
  if (rows.length === 0) return null;
  const { categories, series, rate } = eventChartData(rows, {
    registered: t('event.stat.registered'),
    checkedIn: t('event.stat.checkedIn'),
    category: (date, title) => intl.formatMessage({ id: 'event.stat.category' }, { date, title }),
  });
  const title = t('event.stat.title');
  return (
    <Card.Root as="section" aria-labelledby="event-statistics" variant="outline" mt="4">
      <Card.Header pb="0">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="sm" id="event-statistics">
            {title}
          </Heading>
          <Text fontSize="sm" color="fg.muted" data-testid="event-checkin-rate">
            {rate === null ? (
              <FormattedMessage id="event.stat.noRegistrations" />
            ) : (
              <FormattedMessage id="event.stat.rate" values={{ rate }} />
            )}
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Chart
          kind="horizontalBar"
          title={title}
          categoryHeader={t('event.stat.event')}
          categories={categories}
          series={series}
          height={Math.max(160, categories.length * 48 + 60)}
        />
      </Card.Body>
    </Card.Root>
  );
}
