import { useQuery } from '@apollo/client/react';
import { Card, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { RecordPageFallback } from '../../engine/crud';
import { ApprovalPanel } from '../../engine/flow';
import { EntryApplicationDocument } from '../../generated/graphql';
import { EntryApplicationView } from './EntryApplicationView';
import { ENTRY_BUSINESS_TYPE } from './rules';

/** One join application with its approval panel (/awards/memberManagement/join-a-society/:id; the to-do lists link here). */
export function EntryApplicationDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(EntryApplicationDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const app = data?.entryApplication;
  if (!app) return <RecordPageFallback loading={loading} error={error} />;
  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Header>
          <Card.Title>
            <FormattedMessage id="member.join.detailTitle" />
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <EntryApplicationView app={app} />
        </Card.Body>
      </Card.Root>
      <ApprovalPanel businessType={ENTRY_BUSINESS_TYPE} businessId={app.id} onChanged={() => void refetch()} />
    </Stack>
  );
}
