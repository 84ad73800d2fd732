import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { RecordPageFallback } from '../../engine/crud';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PortalHomeDocument } from '../../generated/graphql';
import { journeyOf } from './journey';
import { MemberJourney } from './MemberJourney';

/** /cmsPages/register (会员注册): where the company account stands on its way to membership, and the next step. */
export function RegisterStatusPage() {
  const { data, loading, error } = useQuery(PortalHomeDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) return <RecordPageFallback loading={loading} error={error} />;
  const unit = data?.myMemberUnit ?? null;
  const application = data?.myEntryApplication ?? null;
  const journey = journeyOf({ unit, application });
  return (
    <Card.Root variant="outline" shadow="shell.card">
      <Card.Header>
        <Card.Title>
          <FormattedMessage id="portal.register.title" />
        </Card.Title>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="portal.register.description" />
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <MemberJourney journey={journey} />
          {unit ? (
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id="portal.register.member" values={{ name: unit.name }} />
              </Alert.Title>
            </Alert.Root>
          ) : (
            <HStack>
              <Button asChild colorPalette="blue">
                <Link to="/cmsPages/joinApply">
                  <FormattedMessage id={application ? 'portal.notMember.openApplication' : 'portal.notMember.apply'} />
                </Link>
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
