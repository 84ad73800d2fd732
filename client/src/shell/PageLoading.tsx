import { Center, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** Shown while a lazily loaded screen arrives. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <Center py="24">
      <Spinner size="lg" color="colorPalette.solid" aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </Center>
  );
}
