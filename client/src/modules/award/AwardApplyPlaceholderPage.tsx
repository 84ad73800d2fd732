import { useQuery } from '@apollo/client/react';
import { Alert, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AwardProgrammeAvailabilityDocument } from '../../generated/graphql';

/** Where choosing a programme leads until its application form exists: the programme and whether it may be applied for. */
export function AwardApplyPlaceholderPage() {
  const [params] = useSearchParams();
  const id = params.get('programmeId') ?? '';
  const { data, error } = useQuery(AwardProgrammeAvailabilityDocument, { variables: { id }, skip: !id, fetchPolicy: 'network-only' });
  if (!id || error) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="award.applyForm.noProgramme" />
        </Alert.Title>
      </Alert.Root>
    );
  }
  if (!data) return null;
  const check = data.awardSubscriptionCheck;
  return (
    <Stack gap="4">
      <Box>
        <Heading size="md" as="h2">
          {data.awardProgramme.name}
        </Heading>
        <Text color="fg.muted">
          {data.awardProgramme.awardTypeLabel} · <FormattedMessage id="award.apply.dates" values={{ start: data.awardProgramme.startDate, end: data.awardProgramme.endDate }} />
        </Text>
      </Box>
      <Alert.Root status={check.canApply ? 'info' : 'warning'}>
        <Alert.Indicator />
        <Alert.Title>{check.canApply ? <FormattedMessage id="award.applyForm.comingSoon" /> : check.reason}</Alert.Title>
      </Alert.Root>
    </Stack>
  );
}
