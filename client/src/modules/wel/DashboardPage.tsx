import { Box, Flex, Grid, Progress, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ChartColumnBig, UserPlus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Chart } from '../../engine/chart';
import { DashboardError, EventList, LIST_ICONS, NoticeList, Panel, StatCard } from './parts';
import { type DashboardData, useDashboard, useVisibleFigures } from './useDashboard';

/** The available figures as one bar chart (the engine's chart); figures not there yet are left out, not drawn as zeros. */
function FigureChart({ dashboard }: { dashboard: DashboardData | undefined }) {
  const intl = useIntl();
  const figures = useVisibleFigures(dashboard).filter((figure) => typeof dashboard?.[figure.key] === 'number');
  if (!dashboard) return <Skeleton h="48" />;
  if (figures.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="wel.notAvailable.description" />
      </Text>
    );
  }
  return (
    <Chart
      kind="horizontalBar"
      title={intl.formatMessage({ id: 'wel.dashboard.overview' })}
      categoryHeader={intl.formatMessage({ id: 'wel.dashboard.figure' })}
      categories={figures.map((figure) => intl.formatMessage({ id: `wel.figure.${figure.key}` }))}
      series={[
        {
          name: intl.formatMessage({ id: 'wel.dashboard.count' }),
          values: figures.map((figure) => dashboard[figure.key] ?? 0),
        },
      ]}
      height={Math.max(140, figures.length * 40 + 40)}
    />
  );
}

/** Pending registrations against registered users. */
function RegistrationShare({ dashboard }: { dashboard: DashboardData | undefined }) {
  const intl = useIntl();
  const users = dashboard?.userCount ?? null;
  const pending = dashboard?.pendingRegistrations ?? null;
  if (users === null || pending === null) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="wel.notAvailable.description" />
      </Text>
    );
  }
  const total = users + pending;
  const share = total === 0 ? 0 : Math.round((pending / total) * 100);
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="baseline">
        <Text fontSize="3xl" fontWeight="semibold" lineHeight="1">
          {share}%
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="wel.dashboard.pendingOfTotal"
            values={{ pending: intl.formatNumber(pending), total: intl.formatNumber(total) }}
          />
        </Text>
      </Flex>
      <Progress.Root value={share} size="sm" aria-label={intl.formatMessage({ id: 'wel.dashboard.registrationShare' })}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

/** /wel/dashboard: a denser statistics view of the same figures. */
export function DashboardPage() {
  const { data, loading, error, refetch } = useDashboard();
  const dashboard = data?.dashboard;
  const figures = useVisibleFigures(dashboard);
  const waiting = loading && !dashboard;
  return (
    <Box>
      {error && !dashboard && <DashboardError onRetry={() => void refetch()} />}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: figures.length > 4 ? 5 : 4 }} gap="3" mb="4">
        {figures.map((figure) => (
          <StatCard key={figure.key} figure={figure} value={dashboard?.[figure.key]} loading={waiting} />
        ))}
      </SimpleGrid>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="4" mb="4">
        <Panel labelId="dash-overview" icon={ChartColumnBig} title={<FormattedMessage id="wel.dashboard.overview" />}>
          <FigureChart dashboard={dashboard} />
        </Panel>
        {dashboard?.pendingRegistrations !== null && (
          <Panel
            labelId="dash-registrations"
            icon={UserPlus}
            title={<FormattedMessage id="wel.dashboard.registrationShare" />}
          >
            <RegistrationShare dashboard={dashboard} />
          </Panel>
        )}
      </Grid>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
        <Panel labelId="dash-events" icon={LIST_ICONS.events} title={<FormattedMessage id="wel.events.title" />}>
          <EventList events={dashboard?.upcomingEvents} loading={waiting} dense />
        </Panel>
        <Panel labelId="dash-notices" icon={LIST_ICONS.notices} title={<FormattedMessage id="wel.notices.title" />}>
          <NoticeList notices={dashboard?.latestNotices} loading={waiting} />
        </Panel>
      </Grid>
    </Box>
  );
}
