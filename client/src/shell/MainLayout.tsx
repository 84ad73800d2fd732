import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useRouteMeta } from './meta';
import { PageHeader } from './PageHeader';
import { PageLoading } from './PageLoading';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** The back-office frame: sidebar menu, top bar, page header and the page. */
export function MainLayout() {
  const meta = useRouteMeta();
  return (
    <Flex minH="100vh" bg="bg.canvas">
      <Sidebar />
      <Flex direction="column" flex="1" minW="0">
        <TopBar meta={meta} />
        <Box as="main" flex="1" px={{ base: '4', md: '6' }} py="6" maxW="1600px" w="full" mx="auto">
          {meta && !meta.hideHeader && <PageHeader meta={meta} descriptionId={meta.descriptionId} />}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
