import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { useSession } from '../engine/auth';
import { RouteErrorBoundary } from './errorlog';
import { useRouteMeta } from './meta';
import { PageHeader } from './PageHeader';
import { PageLoading } from './PageLoading';
import { useCurrentTitle } from './pageTitle';
import { Sidebar, SidebarDrawer } from './Sidebar';
import { useSidebarCollapsed } from './sidebarState';
import { TabBar } from './tabs/TabBar';
import { SHELL } from './theme';
import { TopBar } from './TopBar';

/** The back-office frame: sidebar menu (a drawer on small screens), top bar, tab bar, page header and the page. */
export function MainLayout() {
  const intl = useIntl();
  const meta = useRouteMeta();
  const title = useCurrentTitle();
  const session = useSession();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Flex minH="100vh" bg={SHELL.page.bg} bgGradient={SHELL.page.image}>
      <Box
        asChild
        position="absolute"
        left="2"
        top="2"
        zIndex="skipNav"
        srOnly
        _focus={{ srOnly: false, bg: 'bg', px: '3', py: '2', rounded: 'md', shadow: 'md' }}
      >
        <a href="#main-content">{intl.formatMessage({ id: 'shell.skipToContent' })}</a>
      </Box>
      <Sidebar collapsed={collapsed} />
      <SidebarDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <Flex direction="column" flex="1" minW="0">
        <Box position="sticky" top="0" zIndex="docked">
          <TopBar
            meta={meta}
            title={title}
            collapsed={collapsed}
            onToggleSidebar={toggleCollapsed}
            onOpenDrawer={() => setDrawerOpen(true)}
          />
          {session && <TabBar userId={session.user.id} />}
        </Box>
        <Box
          as="main"
          id="main-content"
          tabIndex={-1}
          outline="none"
          flex="1"
          px={{ base: '3', md: '6' }}
          py={{ base: '4', md: '6' }}
          maxW="1600px"
          w="full"
          mx="auto"
        >
          {meta && title && !meta.hideHeader && <PageHeader title={title} descriptionId={meta.descriptionId} />}
          <RouteErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </Box>
      </Flex>
    </Flex>
  );
}
