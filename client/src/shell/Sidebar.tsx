import { Box, Button, Drawer, Flex, Icon, Portal, Separator, Skeleton, Stack, Text, Tooltip } from '@chakra-ui/react';
import { Building2, Inbox } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../engine/auth';
import type { MessageId } from '../i18n/locale';
import { type MenuEntry, menuHref, menuIcon, menuLabel, useMyMenus } from './menu';
import { SHELL } from './theme';

interface MenuProps {
  depth: number;
  /** Icons only (the collapsed sidebar). */
  collapsed: boolean;
  /** Called when a menu link is followed (the drawer closes). */
  onNavigate?(): void;
}

function MenuLink({ entry, depth, collapsed, onNavigate }: MenuProps & { entry: MenuEntry }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const label = menuLabel(intl, entry);
  const href = menuHref(entry.path ?? '/', label);
  const active = href.includes('?') ? href === `${pathname}${search}` : href === pathname;
  const link = (
    <Flex
      asChild
      align="center"
      justify={collapsed ? 'center' : undefined}
      gap="3"
      px={collapsed ? '0' : '4'}
      ps={!collapsed && depth > 0 ? `${16 + depth * 16}px` : undefined}
      py="2.5"
      mx="2"
      rounded="md"
      fontSize="sm"
      color={active ? SHELL.sidebar.activeFg : SHELL.sidebar.fg}
      bg={active ? SHELL.sidebar.active : 'transparent'}
      fontWeight={active ? 'medium' : 'normal'}
      transition="background 0.15s, color 0.15s"
      _hover={{
        bg: active ? SHELL.sidebar.active : SHELL.sidebar.hover,
        color: active ? SHELL.sidebar.activeFg : SHELL.sidebar.hoverFg,
      }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
    >
      <Link
        to={href}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? label : undefined}
        onClick={onNavigate}
      >
        <Icon as={menuIcon(entry.source)} boxSize="4" aria-hidden flexShrink={0} />
        {!collapsed && (
          <Text as="span" truncate>
            {label}
          </Text>
        )}
      </Link>
    </Flex>
  );
  if (!collapsed) return link;
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={200} closeDelay={0}>
      <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** A group (a menu with children): its title, then its entries; deeper groups indent. Collapsed, a rule instead of the title. */
function MenuGroup({ entry, depth, collapsed, onNavigate }: MenuProps & { entry: MenuEntry }) {
  const intl = useIntl();
  const id = `menu-group-${entry.id}`;
  const label = menuLabel(intl, entry);
  return (
    <Box
      role="group"
      aria-labelledby={collapsed ? undefined : id}
      aria-label={collapsed ? label : undefined}
      mt={depth === 0 ? '3' : '1'}
    >
      {collapsed ? (
        <Separator mx="4" mb="2" borderColor={SHELL.sidebar.border} />
      ) : (
        <Flex
          id={id}
          align="center"
          gap="3"
          px="6"
          ps={depth > 0 ? `${24 + depth * 16}px` : '6'}
          py="2"
          fontSize="xs"
          color={SHELL.sidebar.muted}
          letterSpacing="wider"
        >
          <Icon as={menuIcon(entry.source)} boxSize="4" aria-hidden />
          {label}
        </Flex>
      )}
      <MenuEntries entries={entry.children ?? []} depth={depth + 1} collapsed={collapsed} onNavigate={onNavigate} />
    </Box>
  );
}

function MenuEntries({ entries, ...props }: MenuProps & { entries: readonly MenuEntry[] }) {
  return (
    <Stack gap="1">
      {entries.map((entry) =>
        entry.children?.length ? (
          <MenuGroup key={entry.id} entry={entry} {...props} />
        ) : (
          entry.path && <MenuLink key={entry.id} entry={entry} {...props} />
        ),
      )}
    </Stack>
  );
}

/** The menu tree, or what to show while it loads, when it failed, or when the user has no menu (SPEC "Sidebar"). */
function MenuTree({ collapsed, onNavigate }: Omit<MenuProps, 'depth'>) {
  const { data, error, loading, refetch } = useMyMenus();
  if (loading && !data) {
    return (
      <Stack gap="3" px={collapsed ? '3' : '5'} py="2" aria-busy>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height="5" opacity={0.15} />
        ))}
      </Stack>
    );
  }
  if (error && !data) {
    return (
      <Stack px={collapsed ? '2' : '6'} py="4" gap="3" fontSize="sm" color={SHELL.sidebar.fg}>
        {!collapsed && <FormattedMessage id="shell.menu.loadFailed" />}
        <Button size="xs" variant="outline" colorPalette="gray" color={SHELL.sidebar.fg} onClick={() => void refetch()}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Stack>
    );
  }
  const entries = data?.myMenus ?? [];
  if (entries.length === 0) {
    return (
      <Stack
        align="center"
        px={collapsed ? '2' : '6'}
        py="8"
        gap="2"
        textAlign="center"
        color={SHELL.sidebar.fg}
        fontSize="sm"
      >
        <Icon as={Inbox} boxSize="6" aria-hidden />
        {!collapsed && <FormattedMessage id="shell.menu.empty" />}
      </Stack>
    );
  }
  return <MenuEntries entries={entries} depth={0} collapsed={collapsed} onNavigate={onNavigate} />;
}

/** SPEC "Logo": award-type logins see the awards system's name, account-type logins the member platform's. */
export function logoTitleId(loginType: string | undefined): MessageId {
  if (loginType === 'award') return 'shell.logo.award';
  if (loginType === 'account') return 'shell.logo.account';
  return 'app.title';
}

/** The logo and title, then the signed-in user's menu tree from the server. */
function SidebarContent({ collapsed, onNavigate }: Omit<MenuProps, 'depth'>) {
  const intl = useIntl();
  const session = useSession();
  const title = intl.formatMessage({ id: logoTitleId(session?.user.loginType) });
  return (
    <>
      <Flex
        align="center"
        justify={collapsed ? 'center' : undefined}
        gap="3"
        px={collapsed ? '0' : '5'}
        h="16"
        flexShrink={0}
        bg={SHELL.sidebar.logoBg}
        borderBottomWidth="1px"
        borderColor={SHELL.sidebar.border}
      >
        <Flex
          align="center"
          justify="center"
          boxSize="8"
          rounded="lg"
          bg="brand.solid"
          color="brand.contrast"
          flexShrink={0}
          title={collapsed ? title : undefined}
        >
          <Icon as={Building2} boxSize="5" aria-hidden />
        </Flex>
        {collapsed ? (
          <Text srOnly>{title}</Text>
        ) : (
          <Text
            color={SHELL.sidebar.logoFg}
            fontWeight="semibold"
            fontSize={title.length > 14 ? 'sm' : 'md'}
            lineHeight="short"
            truncate
            title={title}
            data-testid="logo-title"
          >
            {title}
          </Text>
        )}
      </Flex>
      <Box
        as="nav"
        aria-label={intl.formatMessage({ id: 'menu.label' })}
        py="2"
        overflowY="auto"
        overflowX="hidden"
        flex="1"
      >
        <MenuTree collapsed={collapsed} onNavigate={onNavigate} />
      </Box>
    </>
  );
}

/** The left menu on wide screens; collapsed, only the icons (SPEC "Sidebar ... collapsible"). */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  return (
    <Flex
      as="aside"
      display={{ base: 'none', md: 'flex' }}
      direction="column"
      w={collapsed ? '16' : '60'}
      transition="width 0.2s"
      flexShrink={0}
      bg={SHELL.sidebar.bg}
      bgGradient={SHELL.sidebar.image}
      color={SHELL.sidebar.fg}
      position="sticky"
      top="0"
      h="100vh"
      data-collapsed={collapsed || undefined}
    >
      <SidebarContent collapsed={collapsed} />
    </Flex>
  );
}

/** The same menu in a drawer on small screens; following a link closes it. */
export function SidebarDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            bg={SHELL.sidebar.bg}
            bgGradient={SHELL.sidebar.image}
            color={SHELL.sidebar.fg}
            maxW="72"
            aria-label={intl.formatMessage({ id: 'menu.label' })}
          >
            <Flex direction="column" h="full">
              <SidebarContent collapsed={false} onNavigate={onClose} />
            </Flex>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
