import { Box, Center, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Construction } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { findMenu, menuLabel, useMyMenus } from './menu';
import { PageLoading } from './PageLoading';

/**
 * Paths without a screen yet: a menu the user has gets a friendly 建设中 (under construction) page with the
 * menu's name; anything else is unknown (/404).
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
      <Center bg="bg" borderWidth="1px" borderColor="border.muted" rounded="l3" py="20" px="6">
        <Stack align="center" gap="3" textAlign="center" maxW="md">
          <Icon as={Construction} boxSize="12" color="orange.400" aria-hidden />
          <Heading as="h2" size="md">
            <FormattedMessage id="shell.construction.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="shell.construction.description" />
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
