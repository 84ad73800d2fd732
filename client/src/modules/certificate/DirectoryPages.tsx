import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { MemberDirectory } from './MemberDirectory';

/** 会员名录 in the member portal (/cmsPages/vipList). */
export function VipListPage() {
  return <MemberDirectory />;
}

/** The public member directory (/vipCatalogue): open to everyone, only active units and public fields. */
export function VipCataloguePage() {
  return (
    <Box as="main" minH="100vh" bg="bg.canvas" py={{ base: '6', md: '12' }}>
      <Container maxW="5xl">
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h1" size="xl" fontWeight="semibold">
              <FormattedMessage id="directory.title" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id="directory.description" />
            </Text>
          </Stack>
          <MemberDirectory />
        </Stack>
      </Container>
    </Box>
  );
}
