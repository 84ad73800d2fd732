import { Alert, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * What a record page shows until its record is there: 加载中 while the first load runs, else the server's
 * message (or 加载失败). Pages render it when the record is missing: `if (!record) return <RecordPageFallback …/>`.
 */
export function RecordPageFallback({ loading, error }: { loading: boolean; error?: { message: string } | null }) {
  const intl = useIntl();
  if (loading) {
    return (
      <Text color="fg.muted">
        <FormattedMessage id="common.loading" />
      </Text>
    );
  }
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{error ? error.message : intl.formatMessage({ id: 'common.loadFailed' })}</Alert.Title>
    </Alert.Root>
  );
}
