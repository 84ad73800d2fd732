import { Box, Button, Flex, Icon, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Building2, Inbox } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { type MenuEntry, menuIcon, menuLabel, useMyMenus } from './menu';

function MenuLink({ entry, depth }: { entry: MenuEntry; depth: number }) {
  const intl = useIntl();
  return (
    <NavLink to={entry.path ?? '/'} end>
      {({ isActive }) => (
        <Flex
          align="center"
          gap="3"
          px="4"
          ps={depth > 0 ? `${16 + depth * 24}px` : '4'}
          py="2.5"
          mx="2"
          rounded="md"
          fontSize="sm"
          color={isActive ? 'white' : 'sidebar.fg'}
          bg={isActive ? 'sidebar.active' : 'transparent'}
          fontWeight={isActive ? 'medium' : 'normal'}
          transition="background 0.15s, color 0.15s"
          _hover={{ bg: isActive ? 'sidebar.active' : 'sidebar.hover', color: 'white' }}
        >
          <Icon as={menuIcon(entry.source)} boxSize="4" aria-hidden flexShrink={0} />
          <Text as="span" truncate>
            {menuLabel(intl, entry)}
          </Text>
        </Flex>
      )}
    </NavLink>
  );
}

/** A group (a menu with children): its title, then its entries; deeper groups indent. */
function MenuGroup({ entry, depth }: { entry: MenuEntry; depth: number }) {
  const intl = useIntl();
  const id = `menu-group-${entry.id}`;
  return (
    <Box role="group" aria-labelledby={id} mt={depth === 0 ? '3' : '1'}>
      <Flex id={id} align="center" gap="3" px="6" ps={depth > 0 ? `${24 + depth * 24}px` : '6'} py="2" fontSize="xs" color="sidebar.muted" letterSpacing="wider">
        <Icon as={menuIcon(entry.source)} boxSize="4" aria-hidden />
        {menuLabel(intl, entry)}
      </Flex>
      <MenuEntries entries={entry.children ?? []} depth={depth + 1} />
    </Box>
  );
}

function MenuEntries({ entries, depth }: { entries: readonly MenuEntry[]; depth: number }) {
  return (
    <Stack gap="1">
      {entries.map((entry) =>
        entry.children?.length ? (
          <MenuGroup key={entry.id} entry={entry} depth={depth} />
        ) : (
          entry.path && <MenuLink key={entry.id} entry={entry} depth={depth} />
        ),
      )}
    </Stack>
  );
}

/** The menu tree, or what to show while it loads, when it failed, or when the user has no menu (SPEC "Sidebar"). */
function MenuTree() {
  const { data, error, loading, refetch } = useMyMenus();
  if (loading && !data) {
    return (
      <Stack gap="3" px="5" py="2" aria-busy>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height="5" opacity={0.15} />
        ))}
      </Stack>
    );
  }
  if (error && !data) {
    return (
      <Stack px="6" py="4" gap="3" fontSize="sm" color="sidebar.muted">
        <FormattedMessage id="shell.menu.loadFailed" />
        <Button size="xs" variant="outline" colorPalette="gray" color="sidebar.fg" onClick={() => void refetch()}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Stack>
    );
  }
  const entries = data?.myMenus ?? [];
  if (entries.length === 0) {
    return (
      <Stack align="center" px="6" py="8" gap="2" textAlign="center" color="sidebar.muted" fontSize="sm">
        <Icon as={Inbox} boxSize="6" aria-hidden />
        <FormattedMessage id="shell.menu.empty" />
      </Stack>
    );
  }
  return <MenuEntries entries={entries} depth={0} />;
}

/** The left menu: app title, then the signed-in user's menu tree from the server. */
export function Sidebar() {
  const intl = useIntl();
  return (
    <Flex as="aside" direction="column" w="60" flexShrink={0} bg="sidebar.bg" color="sidebar.fg" minH="100vh" position="sticky" top="0" h="100vh">
      <Flex align="center" gap="3" px="5" h="16" borderBottomWidth="1px" borderColor="whiteAlpha.100">
        <Flex align="center" justify="center" boxSize="8" rounded="lg" bg="brand.500" color="white" flexShrink={0}>
          <Icon as={Building2} boxSize="5" aria-hidden />
        </Flex>
        <Text color="white" fontWeight="semibold" fontSize="md" lineHeight="short" lineClamp={2}>
          <FormattedMessage id="app.title" />
        </Text>
      </Flex>
      <Box as="nav" aria-label={intl.formatMessage({ id: 'menu.label' })} py="2" overflowY="auto" flex="1">
        <MenuTree />
      </Box>
    </Flex>
  );
}
