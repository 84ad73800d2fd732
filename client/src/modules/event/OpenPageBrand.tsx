import { useQuery } from '@apollo/client/react';
import { Box, Flex, HStack, Icon, Text } from '@chakra-ui/react';
import { Building2 } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { SiteInfoDocument } from '../../generated/graphql';

/** The association's mark and name at the top of an open page (no sign-in), as staff set it in the parameters. */
export function OpenPageHeader() {
  const { data } = useQuery(SiteInfoDocument);
  const name = data?.siteInfo.name;
  return (
    <HStack as="header" gap="3" minH="8">
      <Flex
        align="center"
        justify="center"
        boxSize="8"
        rounded="lg"
        bg="brand.solid"
        color="brand.contrast"
        flexShrink={0}
      >
        <Icon as={Building2} boxSize="5" aria-hidden />
      </Flex>
      {name && (
        <Text fontWeight="semibold" color="fg.muted" data-testid="site-name">
          {name}
        </Text>
      )}
    </HStack>
  );
}

/** Who runs the open page and how to reach them. */
export function OpenPageFooter() {
  const { data } = useQuery(SiteInfoDocument);
  if (!data) return null;
  return (
    <Box as="footer" pt="2" textAlign="center" fontSize="sm" color="fg.muted">
      <FormattedMessage id="open.footer.host" values={{ name: data.siteInfo.name }} />
      {data.siteInfo.phone && (
        <>
          {' · '}
          <FormattedMessage id="open.footer.phone" values={{ phone: data.siteInfo.phone }} />
        </>
      )}
    </Box>
  );
}
