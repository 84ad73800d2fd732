import { Center, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/**
 * Shown while a lazily loaded screen arrives. The label sits on a status region: a bare spinner (a span) may not
 * carry aria-label (axe: aria-prohibited-attr).
 */
export function PageLoading() {
  const intl = useIntl();
  return (
    <Center py="24" role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <Spinner size="lg" color="colorPalette.solid" aria-hidden />
    </Center>
  );
}
