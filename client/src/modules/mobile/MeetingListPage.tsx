import { useQuery } from '@apollo/client/react';
import { Badge, Card, HStack, LinkOverlay, LinkBox, Stack, Tabs, Text } from '@chakra-ui/react';
import { CalendarDays, MapPin } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MobileMeetingsDocument } from '../../generated/graphql';
import { shortTime } from '../event/eventFormat';
import { Empty, QueryState } from './parts';

interface MeetingCardProps {
  id: string;
  title: string;
  venue: string;
  startTime: string;
  endTime: string;
  badge?: { text: string; palette: string };
  extra?: string;
}

function MeetingCard({ id, title, venue, startTime, endTime, badge, extra }: MeetingCardProps) {
  return (
    <LinkBox as="article" aria-label={title}>
      <Card.Root size="sm" _hover={{ borderColor: 'blue.300' }}>
        <Card.Body gap="2">
          <HStack justify="space-between" align="start" gap="2">
            <LinkOverlay asChild>
              <Link to={`/mobile/meeting-detail?id=${encodeURIComponent(id)}`}>
                <Text fontWeight="semibold" lineClamp={2}>
                  {title}
                </Text>
              </Link>
            </LinkOverlay>
            {badge && (
              <Badge colorPalette={badge.palette} variant="subtle" flexShrink={0}>
                {badge.text}
              </Badge>
            )}
          </HStack>
          <HStack gap="1.5" color="fg.muted" fontSize="sm">
            <CalendarDays size={14} aria-hidden />
            <Text>
              {shortTime(startTime)} ~ {shortTime(endTime)}
            </Text>
          </HStack>
          <HStack gap="1.5" color="fg.muted" fontSize="sm" align="start">
            <MapPin size={14} aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
            <Text wordBreak="break-word">{venue}</Text>
          </HStack>
          {extra && (
            <Text fontSize="sm" color="blue.600" fontWeight="medium">
              {extra}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/**
 * 会议列表 (/mobile/meeting-list): the released events the user may still register for, and the events the user
 * registered for with their sign-in numbers; each opens its detail.
 */
export function MeetingListPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, loading, error } = useQuery(MobileMeetingsDocument, { fetchPolicy: 'cache-and-network' });
  const mine = data?.myEventRegistrations ?? [];
  const registered = new Set(mine.map((m) => m.event.id));
  const open = data?.openEvents ?? [];
  return (
    <Stack gap="3">
      <QueryState loading={loading && !data} error={!data ? error : undefined} />
      {data && (
        <Tabs.Root defaultValue="open" variant="enclosed" fitted>
          <Tabs.List w="full">
            <Tabs.Trigger value="open">
              <FormattedMessage id="mobile.meeting.open" values={{ count: open.length }} />
            </Tabs.Trigger>
            <Tabs.Trigger value="mine">
              <FormattedMessage id="mobile.meeting.mine" values={{ count: mine.length }} />
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="open">
            <Stack gap="3">
              {open.length === 0 && <Empty id="mobile.meeting.noOpen" />}
              {open.map((e) => (
                <MeetingCard
                  key={e.id}
                  {...e}
                  badge={
                    registered.has(e.id)
                      ? { text: t('mobile.meeting.registered'), palette: 'green' }
                      : { text: t(`event.type.${e.type}`), palette: 'blue' }
                  }
                  extra={t('mobile.meeting.deadline', { time: shortTime(e.registrationDeadline ?? e.endTime) })}
                />
              ))}
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="mine">
            <Stack gap="3">
              {mine.length === 0 && <Empty id="mobile.meeting.noMine" />}
              {mine.map(({ registration: r, event: e }) => (
                <MeetingCard
                  key={r.id}
                  {...e}
                  badge={
                    e.status === 2
                      ? { text: t('mobile.meeting.cancelled'), palette: 'orange' }
                      : r.checkInTime
                        ? { text: t('mobile.meeting.checkedIn'), palette: 'green' }
                        : { text: t('mobile.meeting.notCheckedIn'), palette: 'gray' }
                  }
                  extra={t('mobile.meeting.numberOf', { number: r.signInNumber })}
                />
              ))}
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Stack>
  );
}
