import { useQuery } from '@apollo/client/react';
import { Card, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { RecordPageFallback } from '../../engine/crud';
import { ApprovalPanel } from '../../engine/flow';
import { MemberChangeRequestDocument } from '../../generated/graphql';
import { CHANGE_BUSINESS_TYPE } from './changeKinds';
import { MemberChangeView } from './MemberChangeView';

/** One change request with the before/after comparison and its approval panel (staff and the unit's own account). */
export function MemberChangeDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(MemberChangeRequestDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const request = data?.memberChangeRequest;
  if (!request) return <RecordPageFallback loading={loading} error={error} />;
  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Header>
          <Card.Title>
            <FormattedMessage id="member.change.detailTitle" />
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <MemberChangeView request={request} />
        </Card.Body>
      </Card.Root>
      <ApprovalPanel businessType={CHANGE_BUSINESS_TYPE} businessId={request.id} onChanged={() => void refetch()} />
    </Stack>
  );
}
