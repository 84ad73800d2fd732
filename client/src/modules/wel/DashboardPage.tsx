import { Badge, Box, Flex, Grid, HStack, Icon, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ChartColumnBig, UserPlus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DashboardError, EventList, FIGURE_ICONS, LIST_ICONS, NoticeList, Panel, StatCard } from './parts';
import { type DashboardData, useDashboard, useVisibleFigures } from './useDashboard';

/** Horizontal bars of the available figures, scaled to the largest; unavailable ones say so instead of a zero. */
function FigureBars({ dashboard }: { dashboard: DashboardData | undefined }) {
  const intl = useIntl();
  const figures = useVisibleFigures(dashboard);
  const values = figures.map((figure) => dashboard?.[figure.key] ?? null);
  const max = Math.max(1, ...values.filter((value): value is number => value !== null));
  return (
    <Stack as="ul" gap="3" m="0" p="0" aria-label={intl.formatMessage({ id: 'wel.dashboard.overview' })}>
      {figures.map((figure, index) => {
        const value = values[index] ?? null;
        const label = intl.formatMessage({ id: `wel.figure.${figure.key}` });
        return (
          <Box as="li" key={figure.key} listStyleType="none">
            <Flex justify="space-between" fontSize="sm" mb="1" gap="2">
              <HStack gap="2" color="fg.muted">
                <Icon as={FIGURE_ICONS[figure.key]} boxSize="4" aria-hidden />
                <Text>{label}</Text>
              </HStack>
              {value === null ? (
                <Badge size="sm" variant="outline" colorPalette="gray">
                  <FormattedMessage id="wel.notAvailable.title" />
                </Badge>
              ) : (
                <Text fontWeight="semibold">{intl.formatNumber(value)}</Text>
              )}
            </Flex>
            {value === null ? (
              <Box
                h="2"
                rounded="full"
                borderWidth="1px"
                borderStyle="dashed"
                borderColor="border.emphasized"
                aria-hidden
              />
            ) : (
              <Box
                h="2"
                rounded="full"
                bg="bg.muted"
                overflow="hidden"
                role="meter"
                aria-label={label}
                aria-valuenow={value}
                aria-valuemin={0}
                aria-valuemax={max}
              >
                <Box
                  h="full"
                  rounded="full"
                  bg="colorPalette.solid"
                  style={{ width: `${Math.max(value > 0 ? 2 : 0, (value / max) * 100)}%` }}
                  transition="width 0.3s"
                />
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
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
          <FigureBars dashboard={dashboard} />
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
