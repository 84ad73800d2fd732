import { hourIn } from '@zhuxie/domain/time/datetime';
import { Box, Button, Flex, Grid, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ChartColumnBig } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSession } from '../../engine/auth';
import { DashboardError, EventList, greetingId, LIST_ICONS, NoticeList, Panel, StatCard } from './parts';
import { useDashboard, useVisibleFigures } from './useDashboard';

/** The greeting banner: good morning/afternoon, the user's name and today's date, in the primary colour. */
export function Greeting() {
  const intl = useIntl();
  const session = useSession();
  const [now] = useState(() => new Date());
  const name = session?.user.realName || session?.user.account || '';
  return (
    <Box
      rounded="l3"
      overflow="hidden"
      mb="6"
      shadow="shell.card"
      bgGradient="to-r"
      gradientFrom="colorPalette.700"
      gradientTo="colorPalette.500"
      color="colorPalette.contrast"
    >
      <Flex
        align={{ base: 'start', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        gap="4"
        p={{ base: '5', md: '7' }}
      >
        <Stack gap="1.5">
          <Heading as="h2" size="lg" fontWeight="semibold">
            {intl.formatMessage({ id: greetingId(hourIn(now)) }, { name })}
          </Heading>
          <Text opacity={0.85}>
            <FormattedMessage
              id="wel.today"
              values={{
                date: intl.formatDate(now, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' }),
              }}
            />
          </Text>
        </Stack>
        <Button asChild size="sm" variant="surface" colorPalette="gray">
          <Link to="/wel/dashboard">
            <Icon as={ChartColumnBig} aria-hidden />
            <FormattedMessage id="wel.toDashboard" />
          </Link>
        </Button>
      </Flex>
    </Box>
  );
}

/** /wel/index: the signed-in user's home: greeting, the figures of their work, upcoming events and notices. */
export function WelcomePage() {
  const { data, loading, error, refetch } = useDashboard();
  const dashboard = data?.dashboard;
  const figures = useVisibleFigures(dashboard);
  const waiting = loading && !dashboard;
  return (
    <Box>
      <Greeting />
      {error && !dashboard && <DashboardError onRetry={() => void refetch()} />}
      <SimpleGrid columns={{ base: 1, sm: 2, xl: figures.length > 4 ? 5 : 4 }} gap="4" mb="6">
        {figures.map((figure) => (
          <StatCard key={figure.key} figure={figure} value={dashboard?.[figure.key]} loading={waiting} />
        ))}
      </SimpleGrid>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
        <Panel labelId="wel-events" icon={LIST_ICONS.events} title={<FormattedMessage id="wel.events.title" />}>
          <EventList events={dashboard?.upcomingEvents} loading={waiting} />
        </Panel>
        <Panel labelId="wel-notices" icon={LIST_ICONS.notices} title={<FormattedMessage id="wel.notices.title" />}>
          <NoticeList notices={dashboard?.latestNotices} loading={waiting} />
        </Panel>
      </Grid>
    </Box>
  );
}
