import { useApolloClient } from '@apollo/client/react';
import { Box, CloseButton, Flex, Icon, IconButton, Menu, Portal } from '@chakra-ui/react';
import { BrushCleaning, ChevronDown, CircleX, type LucideIcon, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useConfirm } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { useTitleMenus, tabTitle } from '../pageTitle';
import { SHELL } from '../theme';
import { clearLocalCaches } from './clearCache';
import { useTabs } from './store';
import { HOME_TAB, isClosable, pathAfterClose, type Tab } from './tabs';

type TabAction = 'clearCache' | 'closeOthers' | 'closeAll';

/** 清除缓存, 关闭其他, 关闭全部: the right-click menu of a tab and the menu at the end of the bar. */
function TabActions() {
  const intl = useIntl();
  const items: Array<[TabAction, LucideIcon, string]> = [
    ['clearCache', BrushCleaning, 'shell.tabs.clearCache'],
    ['closeOthers', CircleX, 'shell.tabs.closeOthers'],
    ['closeAll', X, 'shell.tabs.closeAll'],
  ];
  return (
    <Portal>
      <Menu.Positioner>
        <Menu.Content minW="36">
          {items.map(([value, icon, id]) => (
            <Menu.Item key={value} value={value}>
              <Icon as={icon} boxSize="4" aria-hidden />
              {intl.formatMessage({ id })}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  );
}

interface TabItemProps {
  tab: Tab;
  title: string;
  active: boolean;
  onClose(path: string): void;
  onAction(action: TabAction, path: string): void;
}

function TabItem({ tab, title, active, onClose, onAction }: TabItemProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null); // the li (Flex as="li")
  const closable = isClosable(tab);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <Menu.Root lazyMount unmountOnExit onSelect={(details) => onAction(details.value as TabAction, tab.path)}>
      <Menu.ContextTrigger asChild>
        <Flex
          as="li"
          ref={ref}
          align="center"
          flexShrink={0}
          h="7"
          ps="3"
          pe={closable ? '1' : '3'}
          gap="1"
          rounded="md"
          fontSize="sm"
          borderWidth="1px"
          borderColor={active ? 'transparent' : SHELL.tabs.border}
          bg={active ? SHELL.tabs.activeBg : 'transparent'}
          color={active ? SHELL.tabs.activeFg : SHELL.tabs.fg}
          data-active={active || undefined}
          title={title}
        >
          <Box
            asChild
            maxW="40"
            truncate
            outline="none"
            rounded="sm"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <Link
              to={tab.path}
              aria-current={active ? 'page' : undefined}
              onKeyDown={(event) => {
                if (event.key === 'Delete' && closable) onClose(tab.path);
              }}
            >
              {title}
            </Link>
          </Box>
          {closable && (
            <CloseButton
              size="2xs"
              variant="ghost"
              color="inherit"
              aria-label={intl.formatMessage({ id: 'shell.tabs.close' }, { title })}
              onClick={() => onClose(tab.path)}
            />
          )}
        </Flex>
      </Menu.ContextTrigger>
      <TabActions />
    </Menu.Root>
  );
}

/** The tab bar under the top bar: one tab per opened page (home first), the shown one active; tabs survive a reload. */
export function TabBar({ userId }: { userId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const client = useApolloClient();
  const { pathname, search } = useLocation();
  const [tabs, dispatch] = useTabs(userId);
  const menus = useTitleMenus(tabs.some((tab) => tab.fromMenu));
  const current = `${pathname}${search}`;

  const close = (path: string) => {
    const next = pathAfterClose(tabs, path, current);
    dispatch({ type: 'close', path });
    if (next) void navigate(next);
  };

  const act = async (action: TabAction, path: string) => {
    if (action === 'closeOthers') {
      dispatch({ type: 'closeOthers', path });
      if (path !== current) void navigate(path);
    } else if (action === 'closeAll') {
      dispatch({ type: 'closeAll' });
      if (current !== HOME_TAB.path) void navigate(HOME_TAB.path);
    } else if (await confirm({ message: intl.formatMessage({ id: 'shell.tabs.clearCacheConfirm' }), danger: false })) {
      clearLocalCaches();
      await client.resetStore().catch(() => undefined);
      notify('success', { id: 'shell.tabs.cacheCleared' });
    }
  };

  const label = intl.formatMessage({ id: 'shell.tabs.label' });
  return (
    <Flex
      as="nav"
      aria-label={label}
      align="center"
      gap="2"
      h="11"
      px={{ base: '2', md: '4' }}
      bg={SHELL.tabs.bg}
      borderBottomWidth="1px"
      borderColor={SHELL.tabs.border}
    >
      <Flex as="ul" flex="1" minW="0" align="center" gap="1.5" overflowX="auto" py="1" css={{ scrollbarWidth: 'thin' }}>
        {tabs.map((tab) => (
          <TabItem
            key={tab.path}
            tab={tab}
            title={tabTitle(intl, menus, tab)}
            active={tab.path === current}
            onClose={close}
            onAction={(a, p) => void act(a, p)}
          />
        ))}
      </Flex>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        lazyMount
        unmountOnExit
        onSelect={(details) => void act(details.value as TabAction, current)}
      >
        <Menu.Trigger asChild>
          <IconButton
            variant="ghost"
            size="xs"
            colorPalette="gray"
            aria-label={intl.formatMessage({ id: 'shell.tabs.actions' })}
            title={intl.formatMessage({ id: 'shell.tabs.actions' })}
          >
            <ChevronDown />
          </IconButton>
        </Menu.Trigger>
        <TabActions />
      </Menu.Root>
    </Flex>
  );
}
