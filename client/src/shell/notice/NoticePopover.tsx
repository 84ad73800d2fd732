import {
  Badge,
  Box,
  Button,
  EmptyState,
  Float,
  HStack,
  IconButton,
  Popover,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Bell, BellOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../engine/format/date';
import type { ShellNotice } from './types';

export interface NoticePopoverProps {
  /** The user's latest published notices, newest first. */
  notices: readonly ShellNotice[];
  /** Unread notices in all (the list shows only the latest); defaults to the unread ones of the list. */
  unread?: number;
  /** Records that the user read these notices. */
  onRead?(ids: string[]): void;
  /** Opens the screen a message links to. */
  onFollow?(link: string): void;
}

function NoticeItem({ notice, onOpen }: { notice: ShellNotice; onOpen(): void }) {
  const intl = useIntl();
  return (
    <Box as="li" listStyleType="none">
      <Box
        as="button"
        w="full"
        textAlign="left"
        px="4"
        py="3"
        display="flex"
        gap="3"
        alignItems="start"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' }}
        onClick={onOpen}
        aria-label={`${notice.read ? '' : `${intl.formatMessage({ id: 'shell.notice.unread' })} `}${notice.title}`}
      >
        <Box
          mt="1.5"
          boxSize="2"
          rounded="full"
          flexShrink={0}
          bg={notice.read ? 'transparent' : 'red.500'}
          aria-hidden
        />
        <Stack gap="1" flex="1" minW="0">
          <Text
            fontSize="sm"
            fontWeight={notice.read ? 'normal' : 'semibold'}
            color={notice.read ? 'fg.muted' : 'fg'}
            lineClamp={2}
          >
            {notice.title}
          </Text>
          <HStack gap="2" fontSize="xs" color="fg.muted">
            <time dateTime={notice.time}>{formatDateTime(notice.time)}</time>
            {notice.category && (
              <Badge size="sm" variant="subtle" colorPalette={notice.kind === 'message' ? 'orange' : 'blue'}>
                {notice.category}
              </Badge>
            )}
          </HStack>
        </Stack>
      </Box>
    </Box>
  );
}

/** Top-bar bell with the number of unread notices; the popover lists the latest ones. */
export function NoticePopover({ notices, unread: unreadTotal, onRead, onFollow }: NoticePopoverProps) {
  const intl = useIntl();
  // Read here but not yet confirmed by the server: shown read at once.
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(() => new Set());
  const list = useMemo(
    () => notices.map((notice) => (readHere.has(notice.id) ? { ...notice, read: true } : notice)),
    [notices, readHere],
  );
  const unread = list.filter((notice) => !notice.read);
  const readJustNow = notices.filter((notice) => !notice.read && readHere.has(notice.id)).length;
  const unreadCount = Math.max(
    unread.length,
    (unreadTotal ?? notices.filter((notice) => !notice.read).length) - readJustNow,
  );

  const markRead = (ids: string[]) => {
    if (ids.length === 0) return;
    setReadHere((current) => new Set([...current, ...ids]));
    onRead?.(ids);
  };

  const label = intl.formatMessage({ id: 'shell.notice.button' }, { count: unreadCount });
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount>
      <Box position="relative" display="inline-flex">
        <Popover.Trigger asChild>
          <IconButton size="sm" variant="ghost" colorPalette="gray" aria-label={label} title={label}>
            <Bell />
          </IconButton>
        </Popover.Trigger>
        {unreadCount > 0 && (
          <Float placement="top-end" offset="1.5">
            <Badge
              size="xs"
              variant="solid"
              colorPalette="red"
              rounded="full"
              minW="4"
              justifyContent="center"
              pointerEvents="none"
              aria-hidden
            >
              {unreadCount > 99 ? '99+' : unreadCount}
            </Badge>
          </Float>
        )}
      </Box>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            w={{ base: 'calc(100vw - 2rem)', sm: '22rem' }}
            aria-label={intl.formatMessage({ id: 'shell.notice.title' })}
          >
            <Popover.Arrow />
            <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px" borderColor="border.muted">
              <Popover.Title fontWeight="semibold">
                <FormattedMessage id="shell.notice.title" />
              </Popover.Title>
              <Button
                size="xs"
                variant="ghost"
                disabled={unread.length === 0}
                onClick={() => markRead(unread.map((notice) => notice.id))}
              >
                <FormattedMessage id="shell.notice.markAllRead" />
              </Button>
            </HStack>
            {list.length === 0 ? (
              <EmptyState.Root size="sm">
                <EmptyState.Content>
                  <EmptyState.Indicator>
                    <BellOff />
                  </EmptyState.Indicator>
                  <EmptyState.Title>
                    <FormattedMessage id="shell.notice.empty" />
                  </EmptyState.Title>
                </EmptyState.Content>
              </EmptyState.Root>
            ) : (
              <Stack
                as="ul"
                gap="0"
                m="0"
                p="0"
                maxH="24rem"
                overflowY="auto"
                aria-label={intl.formatMessage({ id: 'shell.notice.title' })}
              >
                {list.map((notice) => (
                  <NoticeItem
                    key={notice.id}
                    notice={notice}
                    onOpen={() => {
                      markRead([notice.id]);
                      if (notice.link) onFollow?.(notice.link);
                    }}
                  />
                ))}
              </Stack>
            )}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
