import { Box, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { Building2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { MENU, type MenuItem } from './menu';

function MenuLink({ item, nested }: { item: MenuItem; nested?: boolean }) {
  return (
    <NavLink to={item.path ?? '/'} end>
      {({ isActive }) => (
        <Flex
          align="center"
          gap="3"
          px="4"
          ps={nested ? '10' : '4'}
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
          <Icon as={item.icon} boxSize="4" aria-hidden />
          <FormattedMessage id={item.titleId} />
        </Flex>
      )}
    </NavLink>
  );
}

/** The left menu: app title, then the menu tree (one level of groups). */
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
      <Box as="nav" aria-label={intl.formatMessage({ id: 'menu.label' })} py="4" overflowY="auto" flex="1">
        <Stack gap="1">
          {MENU.map((item) =>
            item.children ? (
              <Box key={item.titleId} role="group" aria-labelledby={`menu-${item.titleId}`} mt="3">
                <Flex id={`menu-${item.titleId}`} align="center" gap="3" px="6" py="2" fontSize="xs" color="sidebar.muted" letterSpacing="wider">
                  <Icon as={item.icon} boxSize="4" aria-hidden />
                  <FormattedMessage id={item.titleId} />
                </Flex>
                <Stack gap="1">
                  {item.children.map((child) => (
                    <MenuLink key={child.titleId} item={child} nested />
                  ))}
                </Stack>
              </Box>
            ) : (
              <MenuLink key={item.titleId} item={item} />
            ),
          )}
        </Stack>
      </Box>
    </Flex>
  );
}
