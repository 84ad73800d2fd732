import { useQuery } from '@apollo/client/react';
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { MyMemberUnitDetailDocument } from '../../generated/graphql';
import { UnitHistory } from './UnitHistory';
import { UnitSummary } from './UnitSummary';

/**
 * 我的单位 (/cmsPages/myCompany) and 单位详情 (/cmsPages/myCompanyDetail): the signed-in company's own unit read
 * only, with the entries to the change pages; the detail adds the people of the unit and the unit's history.
 * The /view routes show the same without edit entries.
 */
export function MyCompanyPage({ detail, view }: { detail?: boolean; view?: boolean }) {
  const { data, loading } = useQuery(MyMemberUnitDetailDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data)
    return (
      <Text color="fg.muted">
        <FormattedMessage id="common.loading" />
      </Text>
    );
  const unit = data?.myMemberUnit;
  if (!unit) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="member.change.noUnit" />
        </Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="5">
      <HStack justify="flex-end" gap="3">
        {!detail && (
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/cmsPages/myCompanyDetail">
              <FormattedMessage id="member.company.more" />
            </RouterLink>
          </Button>
        )}
        {detail && (
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/cmsPages/myCompany">
              <FormattedMessage id="member.company.back" />
            </RouterLink>
          </Button>
        )}
      </HStack>
      <UnitSummary unit={unit} editable={!view} people={detail} />
      {detail && <UnitHistory unitId={unit.id} />}
    </Stack>
  );
}
