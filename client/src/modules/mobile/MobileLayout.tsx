import { Box, Button, Container, EmptyState, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import {
  CalendarDays,
  ChevronLeft,
  CreditCard,
  type LucideIcon,
  ReceiptText,
  RotateCw,
  UserRound,
  Wallet,
  WifiOff,
} from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentTitle } from '../../shell/pageTitle';
import { activeTab, backTarget, MOBILE_TABS } from './nav';
import { useMobileApp, useOnline } from './pwa';

const ICONS: Record<string, LucideIcon> = {
  '/mobile/meeting-list': CalendarDays,
  '/mobile/dues-query': Wallet,
  '/mobile/payment-situation': CreditCard,
  '/mobile/receipt-manage': ReceiptText,
  '/mobile/info': UserRound,
};

/** What the mobile frame shows instead of the page when there is no network (the data is never cached). */
function OfflinePage() {
  return (
    <EmptyState.Root size="md" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <WifiOff />
        </EmptyState.Indicator>
        <EmptyState.Title>
          <FormattedMessage id="mobile.offline.title" />
        </EmptyState.Title>
        <EmptyState.Description>
          <FormattedMessage id="mobile.offline.text" />
        </EmptyState.Description>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RotateCw />
          <FormattedMessage id="mobile.offline.retry" />
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * The frame of the mobile pages (/mobile/*): a title bar with the way back, the page, and a bottom bar between
 * the pages (phone first, 360 to 430 px wide; centred and no wider than a tablet column elsewhere). It links the
 * web app manifest and registers the service worker (pwa.ts); with no network it shows the offline page.
 */
export function MobileLayout() {
  useMobileApp();
  const online = useOnline();
  const intl = useIntl();
  const title = useCurrentTitle();
  const location = useLocation();
  const navigate = useNavigate();
  // A location key other than 'default' means the visitor came here by a navigation inside the app.
  const back = backTarget(location.pathname, location.key !== 'default');
  const current = activeTab(location.pathname);
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        bg="blue.600"
        color="white"
        boxShadow="sm"
        data-testid="mobile-title-bar"
      >
        <Container maxW="xl" px="2">
          <Flex h="12" align="center" gap="1">
            <Box w="10" flexShrink={0}>
              {back && (
                <IconButton
                  aria-label={intl.formatMessage({ id: 'mobile.back' })}
                  variant="ghost"
                  color="white"
                  _hover={{ bg: 'whiteAlpha.200' }}
                  size="sm"
                  onClick={() => ('history' in back ? navigate(-1) : navigate(back.to))}
                >
                  <ChevronLeft />
                </IconButton>
              )}
            </Box>
            <Heading as="h1" size="md" flex="1" textAlign="center" truncate>
              {title}
            </Heading>
            <Box w="10" flexShrink={0} />
          </Flex>
        </Container>
      </Box>
      <Box as="main" flex="1" pb="20">
        <Container maxW="xl" px="3" py="3">
          {online ? <Outlet /> : <OfflinePage />}
        </Container>
      </Box>
      <Box
        as="nav"
        aria-label={intl.formatMessage({ id: 'mobile.nav.label' })}
        position="fixed"
        bottom="0"
        insetX="0"
        zIndex="sticky"
        bg="bg"
        borderTopWidth="1px"
        borderColor="border"
        pb="env(safe-area-inset-bottom)"
      >
        <Container maxW="xl" px="0">
          <Flex as="ul" listStyleType="none" m="0" p="0">
            {MOBILE_TABS.map((tab) => {
              const Icon = ICONS[tab.path] ?? CalendarDays;
              const active = tab.path === current;
              return (
                <Box as="li" key={tab.path} flex="1" minW="0">
                  <Link to={tab.path} aria-current={active ? 'page' : undefined}>
                    <Flex
                      direction="column"
                      align="center"
                      justify="center"
                      gap="0.5"
                      h="14"
                      color={active ? 'blue.600' : 'fg.muted'}
                      fontWeight={active ? 'semibold' : 'normal'}
                    >
                      <Icon size={20} aria-hidden />
                      <Text fontSize="xs" truncate maxW="full" px="1">
                        {intl.formatMessage({ id: tab.labelId })}
                      </Text>
                    </Flex>
                  </Link>
                </Box>
              );
            })}
          </Flex>
        </Container>
      </Box>
    </Flex>
  );
}
