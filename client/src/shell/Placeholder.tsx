import { Box, Button, Center, Container, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Construction, House } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCurrentTitle } from './pageTitle';

/** 建设中: the friendly notice of a page whose screen comes with a later release. */
export function UnderConstruction() {
  return (
    <Center bg="bg" borderWidth="1px" borderColor="border.muted" rounded="l3" py="20" px="6">
      <Stack align="center" gap="3" textAlign="center" maxW="md">
        <Icon as={Construction} boxSize="12" color="orange.500" aria-hidden />
        <Heading as="h2" size="md">
          <FormattedMessage id="shell.construction.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="shell.construction.description" />
        </Text>
      </Stack>
    </Center>
  );
}

/** A route of SPEC section 2 inside the main layout whose screen is not built yet (the layout shows its title). */
export function PlaceholderPage() {
  return <UnderConstruction />;
}

/** A route outside the main layout (public, portal and mobile pages) whose screen is not built yet. */
export function StandalonePlaceholderPage() {
  const title = useCurrentTitle();
  return (
    <Box as="main" minH="100vh" bg="bg.canvas" py={{ base: '6', md: '12' }}>
      <Container maxW="3xl">
        <Stack gap="5">
          <Heading as="h1" size="xl" fontWeight="semibold">
            {title}
          </Heading>
          <UnderConstruction />
          <Button asChild variant="outline" alignSelf="start">
            <Link to="/wel/index">
              <House />
              <FormattedMessage id="common.backHome" />
            </Link>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
