import { Breadcrumb, Flex, HStack, IconButton } from '@chakra-ui/react';
import { PanelLeftClose, PanelLeftOpen, Menu as MenuIcon, Search } from 'lucide-react';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LockButton } from '../modules/lock/LockButton';
import { ErrorLogButton } from './errorlog';
import { FullscreenButton } from './FullscreenButton';
import { LanguageSwitch } from './LanguageSwitch';
import { useMyMenus } from './menu';
import type { RouteMeta } from './meta';
import { NoticeBell } from './notice';
import { MenuAutocomplete } from './search/MenuAutocomplete';
import { menuPages } from './search/menuSearch';
import { MenuSearchDialog } from './search/MenuSearchDialog';
import { SHELL, ThemeChooser } from './theme';
import { UserMenu } from './UserMenu';

export interface TopBarProps {
  meta: RouteMeta | undefined;
  /** The current page's title (breadcrumb). */
  title: string | undefined;
  collapsed: boolean;
  onToggleSidebar(): void;
  onOpenDrawer(): void;
}

/** Ctrl+K (⌘K) anywhere opens the menu search. */
function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

/**
 * The bar above the tabs (SPEC "Shell features"): menu toggle and where you are; menu search (field and dialog),
 * full screen, lock, theme, error log, notices, language and the user's menu. Small screens keep the essentials.
 */
export function TopBar({ meta, title, collapsed, onToggleSidebar, onOpenDrawer }: TopBarProps) {
  const intl = useIntl();
  const [searching, setSearching] = useState(false);
  const { data } = useMyMenus();
  const pages = useMemo(() => menuPages(intl, data?.myMenus ?? []), [intl, data]);
  const openSearch = useMemo(() => () => setSearching(true), []);
  useSearchShortcut(openSearch);
  const t = (id: string) => intl.formatMessage({ id });
  const toggleLabel = t(collapsed ? 'shell.sidebar.expand' : 'shell.sidebar.collapse');
  const wide = { base: 'none', md: 'inline-flex' } as const;

  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '1', md: '3' }}
      h="14"
      px={{ base: '2', md: '4' }}
      bg={SHELL.topbar.bg}
      bgGradient={SHELL.topbar.image}
      color={SHELL.topbar.fg}
      borderBottomWidth="1px"
      borderColor={SHELL.topbar.border}
      shadow={SHELL.topbar.shadow}
      position="sticky"
      top="0"
      zIndex="docked"
    >
      <IconButton
        display={wide}
        variant="ghost"
        size="sm"
        colorPalette="gray"
        aria-label={toggleLabel}
        title={toggleLabel}
        aria-expanded={!collapsed}
        onClick={onToggleSidebar}
      >
        {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
      </IconButton>
      <IconButton
        display={{ base: 'inline-flex', md: 'none' }}
        variant="ghost"
        size="sm"
        colorPalette="gray"
        aria-label={t('shell.sidebar.open')}
        onClick={onOpenDrawer}
      >
        <MenuIcon />
      </IconButton>
      <Breadcrumb.Root
        size="sm"
        aria-label={t('common.breadcrumb')}
        display={{ base: 'none', lg: 'block' }}
        minW="0"
        flex="1"
      >
        <Breadcrumb.List flexWrap="nowrap">
          <Breadcrumb.Item whiteSpace="nowrap" flexShrink={0}>
            <Breadcrumb.Link asChild color="fg.muted">
              <Link to="/wel/index">
                <FormattedMessage id="menu.home" />
              </Link>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          {meta && title && meta.titleId !== 'wel.index.title' && (
            <>
              {meta.parents?.map((parent) => (
                <Fragment key={parent}>
                  <Breadcrumb.Separator />
                  <Breadcrumb.Item color="fg.muted" whiteSpace="nowrap">
                    <FormattedMessage id={parent} />
                  </Breadcrumb.Item>
                </Fragment>
              ))}
              <Breadcrumb.Separator />
              <Breadcrumb.Item minW="0">
                <Breadcrumb.CurrentLink truncate>{title}</Breadcrumb.CurrentLink>
              </Breadcrumb.Item>
            </>
          )}
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <HStack gap={{ base: '0', md: '1' }} ms="auto" flexShrink={0}>
        <Flex display={{ base: 'none', xl: 'flex' }} me="1">
          <MenuAutocomplete pages={pages} />
        </Flex>
        <IconButton
          variant="ghost"
          size="sm"
          colorPalette="gray"
          aria-label={t('shell.search.open')}
          title={`${t('shell.search.open')} (Ctrl+K)`}
          aria-keyshortcuts="Control+K"
          onClick={openSearch}
        >
          <Search />
        </IconButton>
        <Flex display={wide}>
          <FullscreenButton />
        </Flex>
        <LockButton />
        <Flex display={wide}>
          <ThemeChooser />
        </Flex>
        <Flex display={wide}>
          <ErrorLogButton />
        </Flex>
        <NoticeBell />
        <LanguageSwitch />
        <UserMenu />
      </HStack>
      <MenuSearchDialog open={searching} onClose={() => setSearching(false)} pages={pages} />
    </Flex>
  );
}
