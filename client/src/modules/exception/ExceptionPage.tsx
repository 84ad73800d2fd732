import { Button, Center, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Ban, FileQuestion, House, ServerCrash } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../i18n/locale';

export type ExceptionCode = '403' | '404' | '500';

const ICONS = { '403': Ban, '404': FileQuestion, '500': ServerCrash };

/** /403 (no access), /404 (unknown paths land here) and /500 (the server failed): the code, what happened, the way home. */
export function ExceptionPage({ code }: { code: ExceptionCode }) {
  return (
    <Center as="main" minH="100vh" bg="bg.canvas" px="6">
      <Stack align="center" gap="4" textAlign="center" maxW="md">
        <Icon as={ICONS[code]} boxSize="14" color="fg.subtle" aria-hidden />
        <Text fontSize="7xl" fontWeight="bold" color="brand.600" lineHeight="1">
          <FormattedMessage id={`exception.${code}.code` satisfies MessageId} />
        </Text>
        <Heading as="h1" size="xl">
          <FormattedMessage id={`exception.${code}.title` satisfies MessageId} />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id={`exception.${code}.description` satisfies MessageId} />
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

export const ForbiddenPage = () => <ExceptionPage code="403" />;
export const NotFoundPage = () => <ExceptionPage code="404" />;
export const ServerErrorPage = () => <ExceptionPage code="500" />;
