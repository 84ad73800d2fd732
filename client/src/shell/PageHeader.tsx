import { Box, Heading, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { RouteMeta } from './meta';

/** Title (and optional one-line description) of the current page. */
export function PageHeader({ title, descriptionId }: { title: string; descriptionId?: RouteMeta['titleId'] }) {
  return (
    <Box mb="5">
      <Heading as="h1" size="xl" fontWeight="semibold" letterSpacing="tight">
        {title}
      </Heading>
      {descriptionId && (
        <Text mt="1" color="fg.muted" textStyle="sm">
          <FormattedMessage id={descriptionId} />
        </Text>
      )}
    </Box>
  );
}
