import { useQuery } from '@apollo/client/react';
import { Card, HStack, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PdfButton, RecordPageFallback } from '../../engine/crud';
import { useCan } from '../../engine/auth';
import { ApprovalPanel } from '../../engine/flow';
import { ExpertAccountDocument } from '../../generated/graphql';
import { EXPERT_BUSINESS_TYPE, ExpertForm } from './ExpertForm';
import { expertCardPdfPath } from './expertRoutes';

/** One expert record, read-only, with its approval panel (staff and approvers reach it from lists and tasks). */
export function ExpertDetailPage() {
  const intl = useIntl();
  const { businessId = '' } = useParams();
  const staff = useCan('member_account');
  const { data, loading, error, refetch } = useQuery(ExpertAccountDocument, {
    variables: { id: businessId },
    fetchPolicy: 'cache-and-network',
  });
  const expert = data?.expertAccount;
  if (!expert) return <RecordPageFallback loading={loading} error={error} />;
  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Header>
          <HStack justify="space-between" wrap="wrap">
            <Card.Title>
              <FormattedMessage id="expert.form.viewTitle" />
            </Card.Title>
            {expert.cardCode && staff && (
              <PdfButton path={expertCardPdfPath(expert.id)} fileName={`expert-card-${expert.id}.pdf`}>
                <FormattedMessage id="expert.card.pdf" />
              </PdfButton>
            )}
          </HStack>
        </Card.Header>
        <Card.Body>
          <ExpertForm
            key={`${expert.id}:${expert.version}`}
            expert={expert}
            readOnly
            staff={staff}
            label={intl.formatMessage({ id: 'expert.form.viewTitle' })}
            footer={() => null}
          />
        </Card.Body>
      </Card.Root>
      <ApprovalPanel businessType={EXPERT_BUSINESS_TYPE} businessId={expert.id} onChanged={() => void refetch()} />
    </Stack>
  );
}
