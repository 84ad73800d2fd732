import { calendarDaysBetween } from '@zhuxie/domain/time/datetime';
import {
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Icon,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  CalendarClock,
  ClipboardList,
  Clock3,
  FileText,
  Hourglass,
  type LucideIcon,
  Megaphone,
  UserPlus,
  Users,
  Building2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatDate } from '../../engine/format/date';
import type { DashboardData, FigureDefinition } from './useDashboard';

export const FIGURE_ICONS: Record<FigureDefinition['key'], LucideIcon> = {
  todoCount: ClipboardList,
  memberCount: Building2,
  applicationsInProgress: FileText,
  userCount: Users,
  pendingRegistrations: UserPlus,
};

/** "Coming soon": the module behind this figure or list is not open yet. Never shown as a zero. */
export function NotAvailable({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  return (
    <Stack gap="1" data-testid="not-available">
      <HStack gap="1.5" color="fg.muted">
        <Icon as={Hourglass} boxSize="4" aria-hidden />
        <Text fontSize={size === 'xs' ? 'sm' : 'md'} fontWeight="semibold">
          <FormattedMessage id="wel.notAvailable.title" />
        </Text>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage id="wel.notAvailable.description" />
      </Text>
    </Stack>
  );
}

/** A card with a title row, themed radius and shadow. */
export function Panel({
  title,
  icon,
  action,
  children,
  labelId,
}: {
  title: ReactNode;
  icon: LucideIcon;
  action?: ReactNode;
  children: ReactNode;
  labelId: string;
}) {
  return (
    <Card.Root as="section" aria-labelledby={labelId} variant="outline" shadow="shell.card" h="full">
      <Card.Header pb="2">
        <Flex align="center" justify="space-between" gap="2">
          <HStack gap="2">
            <Icon as={icon} boxSize="4" color="colorPalette.fg" aria-hidden />
            <Heading as="h3" size="sm" id={labelId}>
              {title}
            </Heading>
          </HStack>
          {action}
        </Flex>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}

/** One figure: its icon, label and number, or the "coming soon" state when null. */
export function StatCard({
  figure,
  value,
  loading,
}: {
  figure: FigureDefinition;
  value: number | null | undefined;
  loading: boolean;
}) {
  const intl = useIntl();
  const labelId = `wel-figure-${figure.key}`;
  const label = intl.formatMessage({ id: `wel.figure.${figure.key}` });
  return (
    <Card.Root as="section" aria-labelledby={labelId} variant="outline" shadow="shell.card" h="full">
      <Card.Body p="5" gap="3">
        <Flex align="center" justify="space-between" gap="3">
          <Text id={labelId} fontSize="sm" color="fg.muted" fontWeight="medium">
            {label}
          </Text>
          <Flex
            boxSize="9"
            rounded="l3"
            bg="colorPalette.subtle"
            color="colorPalette.fg"
            align="center"
            justify="center"
            flexShrink={0}
          >
            <Icon as={FIGURE_ICONS[figure.key]} boxSize="5" aria-hidden />
          </Flex>
        </Flex>
        {loading ? (
          <Skeleton h="8" w="16" />
        ) : value === undefined ? (
          <Text fontSize="3xl" fontWeight="semibold" lineHeight="1" color="fg.muted">
            —
          </Text>
        ) : value === null ? (
          <NotAvailable size="xs" />
        ) : (
          <Stack gap="1">
            <Text fontSize="3xl" fontWeight="semibold" lineHeight="1" data-testid={`figure-${figure.key}`}>
              {intl.formatNumber(value)}
            </Text>
            {figure.to && (
              <ChakraLink asChild fontSize="xs" color="colorPalette.fg" w="fit-content">
                <Link to={figure.to}>
                  <FormattedMessage id="wel.open" />
                </Link>
              </ChakraLink>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

type Events = NonNullable<DashboardData['upcomingEvents']>;
type Notices = NonNullable<DashboardData['latestNotices']>;

function ListState({ loading, empty }: { loading: boolean; empty: ReactNode }) {
  if (loading) {
    return (
      <Stack gap="3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="5" />
        ))}
      </Stack>
    );
  }
  return (
    <Text fontSize="sm" color="fg.muted" py="2">
      {empty}
    </Text>
  );
}

/** Days from today (Beijing calendar) to the date; 0 today. */
export function daysUntil(iso: string, now: Date = new Date()): number {
  return calendarDaysBetween(now, new Date(iso));
}

/** Upcoming events: date, title, venue; "coming soon" when the events module is not there. */
export function EventList({
  events,
  loading,
  dense = false,
}: {
  events: Events | null | undefined;
  loading: boolean;
  dense?: boolean;
}) {
  if (loading) return <ListState loading empty={null} />;
  if (events === undefined) return <ListState loading={false} empty="—" />;
  if (events === null) return <NotAvailable />;
  if (events.length === 0) return <ListState loading={false} empty={<FormattedMessage id="wel.events.empty" />} />;
  return (
    <Stack as="ul" gap={dense ? '2' : '3'} m="0" p="0">
      {events.map((event) => {
        const days = daysUntil(event.startTime);
        return (
          <HStack as="li" key={event.id} listStyleType="none" gap="3" align="start">
            <Flex
              direction="column"
              align="center"
              justify="center"
              minW="12"
              py="1"
              rounded="l2"
              bg="colorPalette.subtle"
              color="colorPalette.fg"
              flexShrink={0}
            >
              <Text fontSize="xs" lineHeight="1.2">
                {formatDate(event.startTime, 'MM-dd')}
              </Text>
              <Text fontSize="xs" lineHeight="1.2">
                {formatDate(event.startTime, 'HH:mm')}
              </Text>
            </Flex>
            <Stack gap="0.5" minW="0" flex="1">
              <Text fontSize="sm" fontWeight="medium" truncate>
                {event.title}
              </Text>
              <HStack gap="2" fontSize="xs" color="fg.muted">
                {event.venue && <Text truncate>{event.venue}</Text>}
                {dense && (
                  <HStack gap="1" flexShrink={0}>
                    <Icon as={Clock3} boxSize="3" aria-hidden />
                    <FormattedMessage id="wel.events.inDays" values={{ days: Math.max(0, days) }} />
                  </HStack>
                )}
              </HStack>
            </Stack>
          </HStack>
        );
      })}
    </Stack>
  );
}

/** Latest notices: title and release date; "coming soon" when the notice resource is not there. */
export function NoticeList({ notices, loading }: { notices: Notices | null | undefined; loading: boolean }) {
  if (loading) return <ListState loading empty={null} />;
  if (notices === undefined) return <ListState loading={false} empty="—" />;
  if (notices === null) return <NotAvailable />;
  if (notices.length === 0) return <ListState loading={false} empty={<FormattedMessage id="wel.notices.empty" />} />;
  return (
    <Stack as="ul" gap="2" m="0" p="0">
      {notices.map((notice) => (
        <HStack as="li" key={notice.id} listStyleType="none" justify="space-between" gap="3" fontSize="sm">
          <Text truncate>{notice.title}</Text>
          <Text color="fg.muted" fontSize="xs" flexShrink={0}>
            <time dateTime={notice.releaseTime}>{formatDate(notice.releaseTime, 'yyyy-MM-dd')}</time>
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

export const LIST_ICONS = { events: CalendarClock, notices: Megaphone } as const;

/** 早上好 / 下午好 / 晚上好 ... by the hour. */
export function greetingId(hour: number): string {
  if (hour < 5) return 'wel.greeting.night';
  if (hour < 11) return 'wel.greeting.morning';
  if (hour < 13) return 'wel.greeting.noon';
  if (hour < 18) return 'wel.greeting.afternoon';
  return 'wel.greeting.evening';
}

export function DashboardError({ onRetry }: { onRetry(): void }) {
  return (
    <Box role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" rounded="l3" p="4" mb="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text color="fg.error" fontSize="sm">
          <FormattedMessage id="wel.loadFailed" />
        </Text>
        <Button size="xs" variant="outline" colorPalette="red" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      </HStack>
    </Box>
  );
}
