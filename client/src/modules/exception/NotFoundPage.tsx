import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { House } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** /404: unknown paths land here. */
export function NotFoundPage() {
  return (
    <Center minH="100vh" bg="bg.canvas" px="6">
      <Stack align="center" gap="4" textAlign="center">
        <Text fontSize="7xl" fontWeight="bold" color="brand.600" lineHeight="1">
          <FormattedMessage id="exception.404.code" />
        </Text>
        <Heading as="h1" size="xl">
          <FormattedMessage id="exception.404.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="exception.404.description" />
        </Text>
        <Button asChild mt="2">
          <Link to="/wel/index">
            <House />
            <FormattedMessage id="common.backHome" />
          </Link>
        </Button>
      </Stack>
    </Center>
  );
}
