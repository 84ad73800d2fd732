import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PdfButton } from '../../engine/crud';
import { ApprovalPanel, FlowStatusBadge } from '../../engine/flow';
import { MyExpertApplicationDocument } from '../../generated/graphql';
import { EXPERT_BUSINESS_TYPE, ExpertForm } from './ExpertForm';
import { EXPERT_EDITABLE, expertCardPdfPath } from './expertRoutes';

/**
 * 专家申请 (member portal): a person files their own expert application, saves it (保存) or sends it for
 * review at once (保存并送审), and follows its review; a rejected or withdrawn one is edited and sent again.
 */
export function SpecialistApplyPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(MyExpertApplicationDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data)
    return (
      <Text color="fg.muted">
        <FormattedMessage id="common.loading" />
      </Text>
    );
  if (error && !data) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{error.message}</Alert.Title>
      </Alert.Root>
    );
  }
  const mine = data?.myExpertApplication ?? undefined;
  const editable = !mine || EXPERT_EDITABLE.includes(mine.flowStatus);
  const label = intl.formatMessage({ id: 'expert.apply.title' });
  return (
    <Stack gap="6">
      <Card.Root variant="outline">
        <Card.Header>
          <HStack justify="space-between" wrap="wrap">
            <Card.Title>{label}</Card.Title>
            <HStack gap="3">
              {mine?.cardCode && (
                <PdfButton path={expertCardPdfPath(mine.id)} fileName={`expert-card-${mine.id}.pdf`}>
                  <FormattedMessage id="expert.card.pdf" />
                </PdfButton>
              )}
              {mine && <FlowStatusBadge status={mine.flowStatus} />}
            </HStack>
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id={editable ? 'expert.apply.hint' : 'expert.apply.locked'} />
          </Text>
        </Card.Header>
        <Card.Body>
          <ExpertForm
            key={mine ? `${mine.id}:${mine.version}` : 'new'}
            expert={mine}
            readOnly={!editable}
            label={label}
            onSaved={() => void refetch()}
            footer={({ save, saving }) =>
              editable && (
                <HStack mt="5" gap="3">
                  <Button type="submit" variant="outline" loading={saving === 'save'} disabled={Boolean(saving)}>
                    <FormattedMessage id="common.save" />
                  </Button>
                  <Button
                    colorPalette="blue"
                    loading={saving === 'submit'}
                    disabled={Boolean(saving)}
                    onClick={() => save(true)}
                  >
                    <FormattedMessage id="flow.saveAndSubmit" />
                  </Button>
                </HStack>
              )
            }
          />
        </Card.Body>
      </Card.Root>
      {mine && (
        <ApprovalPanel businessType={EXPERT_BUSINESS_TYPE} businessId={mine.id} onChanged={() => void refetch()} />
      )}
    </Stack>
  );
}
