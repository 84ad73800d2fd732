import { Box, Card, Flex, Heading, Icon, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { ArrowRight, Building2, SlidersHorizontal } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** /wel/index: a short welcome and the screens available in this release. */
export function WelcomePage() {
  return (
    <Box>
      <Card.Root variant="outline" overflow="hidden" mb="6">
        <Card.Body p="8" bgGradient="to-r" gradientFrom="brand.700" gradientTo="brand.500" color="white">
          <Flex align="center" gap="5">
            <Flex boxSize="14" rounded="xl" bg="whiteAlpha.200" align="center" justify="center" flexShrink={0}>
              <Icon as={Building2} boxSize="7" aria-hidden />
            </Flex>
            <Box>
              <Heading as="h2" size="lg" fontWeight="semibold">
                <FormattedMessage id="wel.index.heading" />
              </Heading>
              <Text mt="2" color="whiteAlpha.800" maxW="3xl">
                <FormattedMessage id="wel.index.intro" />
              </Text>
            </Box>
          </Flex>
        </Card.Body>
      </Card.Root>

      <Heading as="h2" size="md" mb="3" fontWeight="semibold">
        <FormattedMessage id="wel.index.shortcuts" />
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        <LinkBox>
          <Card.Root variant="outline" h="full" transition="box-shadow 0.15s, border-color 0.15s" _hover={{ shadow: 'md', borderColor: 'brand.300' }}>
          <Card.Body gap="3">
            <Flex align="center" gap="3">
              <Flex boxSize="10" rounded="lg" bg="brand.50" color="brand.600" align="center" justify="center">
                <Icon as={SlidersHorizontal} boxSize="5" aria-hidden />
              </Flex>
              <Heading as="h3" size="sm">
                <LinkOverlay asChild>
                  <Link to="/system/param">
                    <FormattedMessage id="menu.system.param" />
                  </Link>
                </LinkOverlay>
              </Heading>
            </Flex>
            <Text color="fg.muted" textStyle="sm">
              <FormattedMessage id="wel.index.paramCard" />
            </Text>
            <Flex align="center" gap="1" color="brand.600" textStyle="sm" fontWeight="medium">
              <FormattedMessage id="wel.index.open" />
              <Icon as={ArrowRight} boxSize="4" aria-hidden />
            </Flex>
          </Card.Body>
          </Card.Root>
        </LinkBox>
      </SimpleGrid>
    </Box>
  );
}
