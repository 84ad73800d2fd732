import { useQuery } from '@apollo/client/react';
import { Alert, Card, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ApprovalPanel } from '../../engine/flow';
import { EntryApplicationDocument } from '../../generated/graphql';
import { EntryApplicationView } from './EntryApplicationView';
import { ENTRY_BUSINESS_TYPE } from './rules';

/** One join application with its approval panel (/awards/memberManagement/join-a-society/:id; the to-do lists link here). */
export function EntryApplicationDetailPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(EntryApplicationDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const app = data?.entryApplication;
  if (loading && !app) return <Text color="fg.muted"><FormattedMessage id="common.loading" /></Text>;
  if (!app) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{error ? error.message : intl.formatMessage({ id: 'common.loadFailed' })}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Header>
          <Card.Title><FormattedMessage id="member.join.detailTitle" /></Card.Title>
        </Card.Header>
        <Card.Body>
          <EntryApplicationView app={app} />
        </Card.Body>
      </Card.Root>
      <ApprovalPanel businessType={ENTRY_BUSINESS_TYPE} businessId={app.id} onChanged={() => void refetch()} />
    </Stack>
  );
}
