import { Card, Flex, Icon, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Award, Building2, ChevronRight, GraduationCap, type LucideIcon } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../i18n/locale';
import { AuthLayout } from './AuthLayout';
import { KIND_TEXT, type LoginKind } from './variants';

const ICONS: Record<LoginKind, LucideIcon> = { award: Award, account: Building2, expert: GraduationCap };

function Entry({ kind, to }: { kind: LoginKind; to: string }) {
  const text: { title: MessageId; subtitle: MessageId } = KIND_TEXT[kind];
  return (
    <LinkBox>
      <Card.Root
        variant="outline"
        transition="border-color 0.15s, box-shadow 0.15s"
        _hover={{ borderColor: 'brand.300', shadow: 'sm' }}
      >
        <Card.Body py="4">
          <Flex align="center" gap="4">
            <Flex
              boxSize="10"
              rounded="lg"
              bg="brand.50"
              color="brand.600"
              align="center"
              justify="center"
              flexShrink={0}
            >
              <Icon as={ICONS[kind]} boxSize="5" aria-hidden />
            </Flex>
            <Stack gap="0" flex="1">
              <LinkOverlay asChild fontWeight="medium">
                <Link to={to}>
                  <FormattedMessage id={text.title} />
                </Link>
              </LinkOverlay>
              <Text color="fg.muted" textStyle="sm">
                <FormattedMessage id={text.subtitle} />
              </Text>
            </Stack>
            <Icon as={ChevronRight} color="fg.subtle" aria-hidden />
          </Flex>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/** /access and /access1: choose how to sign in; /access1 leads to the second set of login pages (…1). */
export function AccessPage({ suffix = '' }: { suffix?: '' | '1' }) {
  return (
    <AuthLayout
      title={<FormattedMessage id="login.access.title" />}
      subtitle={<FormattedMessage id="login.access.subtitle" />}
    >
      <Stack gap="3">
        <Entry kind="award" to={`/loginMainDeclaration${suffix}`} />
        <Entry kind="account" to={`/loginMainAccount${suffix}`} />
        <Entry kind="expert" to="/lnjx-expertLogin" />
      </Stack>
    </AuthLayout>
  );
}
