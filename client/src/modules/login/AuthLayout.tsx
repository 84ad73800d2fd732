import { Box, Card, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Building2, CheckCircle2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/locale';
import { LanguageButton } from '../../shell/LanguageButton';
import { loadAllRecipes } from '../../shell/theme/system';

/** The language menu (Chakra's menu and its positioning) loads after the page; its button shows meanwhile. */
const LanguageSwitch = lazy(async () => {
  const [{ LanguageSwitch }] = await Promise.all([import('../../shell/LanguageSwitch'), loadAllRecipes()]);
  return { default: LanguageSwitch };
});

const FEATURES: MessageId[] = ['login.feature.awards', 'login.feature.members', 'login.feature.events'];

/** The frame of the public sign-in pages: the association's panel on the left, the card on the right. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Flex minH="100vh" bg="bg.canvas">
      <Flex
        display={{ base: 'none', lg: 'flex' }}
        direction="column"
        justify="space-between"
        w="44%"
        maxW="xl"
        p="12"
        color="white"
        bgGradient="to-br"
        gradientFrom="navy.900"
        gradientTo="brand.700"
      >
        <Flex align="center" gap="3">
          <Flex boxSize="10" rounded="lg" bg="whiteAlpha.200" align="center" justify="center">
            <Icon as={Building2} boxSize="6" aria-hidden />
          </Flex>
          <Text fontWeight="semibold" fontSize="lg">
            <FormattedMessage id="app.title" />
          </Text>
        </Flex>
        <Stack gap="5">
          <Heading as="p" size="2xl" fontWeight="semibold" lineHeight="shorter">
            <FormattedMessage id="login.slogan" />
          </Heading>
          <Stack gap="3" color="whiteAlpha.800">
            {FEATURES.map((id) => (
              <Flex key={id} align="center" gap="3">
                <Icon as={CheckCircle2} boxSize="4" aria-hidden />
                <FormattedMessage id={id} />
              </Flex>
            ))}
          </Stack>
        </Stack>
        <Text color="whiteAlpha.600" textStyle="sm">
          <FormattedMessage id="login.copyright" />
        </Text>
      </Flex>
      <Flex direction="column" flex="1" minW="0">
        <Flex justify="flex-end" p="4">
          <Suspense fallback={<LanguageButton />}>
            <LanguageSwitch />
          </Suspense>
        </Flex>
        <Flex flex="1" align="center" justify="center" px="6" pb="16">
          <Card.Root variant="elevated" w="full" maxW="md">
            <Card.Body p={{ base: '6', md: '8' }} gap="6">
              <Box>
                <Heading as="h1" size="xl" fontWeight="semibold">
                  {title}
                </Heading>
                {subtitle && (
                  <Text mt="1" color="fg.muted" textStyle="sm">
                    {subtitle}
                  </Text>
                )}
              </Box>
              {children}
            </Card.Body>
          </Card.Root>
        </Flex>
      </Flex>
    </Flex>
  );
}
