import { Box, Heading } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { findMenu, menuLabel, useMyMenus } from './menu';
import { PageLoading } from './PageLoading';
import { UnderConstruction } from './Placeholder';

/**
 * Menu routes (added from the user's menu tree) without a screen yet: a menu the user has gets a friendly
 * 建设中 (under construction) page with the menu's name; anything else is unknown (/404).
 */
export function MenuPlaceholder() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { data, error } = useMyMenus();
  if (!data && !error) return <PageLoading />;
  const entry = findMenu(data?.myMenus ?? [], pathname);
  if (!entry) return <Navigate to="/404" replace />;
  return (
    <Box>
      <Heading as="h1" size="xl" fontWeight="semibold" letterSpacing="tight" mb="5">
        {menuLabel(intl, entry)}
      </Heading>
      <UnderConstruction />
    </Box>
  );
}
