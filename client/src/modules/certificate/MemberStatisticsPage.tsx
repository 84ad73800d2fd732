import { useQuery } from '@apollo/client/react';
import { Card, HStack, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ExportButton, RecordPageFallback } from '../../engine/crud';
import { MemberStatisticsDocument } from '../../generated/graphql';
import { StatisticsSection } from './StatisticsSection';

const SECTIONS = ['byRegion', 'byLevel', 'byQualification', 'byDuesStatus', 'byJoinYear'] as const;

/** 会员统计 (member basic info statistics): active member units by region, level, qualification, dues status and join year; Excel export. */
export function MemberStatisticsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, loading, error } = useQuery(MemberStatisticsDocument, { fetchPolicy: 'cache-and-network' });
  const stats = data?.memberStatistics;
  if (!stats) return <RecordPageFallback loading={loading} error={error} />;
  return (
    <SimpleGrid columns={1} gap="5">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <HStack gap="4">
          <Stat.Root borderWidth="1px" rounded="md" px="4" py="2" minW="40">
            <Stat.Label>
              <FormattedMessage id="statistics.total" />
            </Stat.Label>
            <Stat.ValueText>{stats.total}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root borderWidth="1px" rounded="md" px="4" py="2" minW="40">
            <Stat.Label>
              <FormattedMessage id="statistics.active" />
            </Stat.Label>
            <Stat.ValueText>{stats.active}</Stat.ValueText>
          </Stat.Root>
        </HStack>
        <ExportButton
          code="member_statistics_export"
          path="/lnjzxh-member/member-statistics/export"
          fileName={t('statistics.fileName')}
        />
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="statistics.note" />
      </Text>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="5">
        {SECTIONS.map((key) => (
          <Card.Root key={key} variant="outline" as="section" aria-labelledby={`stat-${key}`}>
            <Card.Header>
              <Card.Title id={`stat-${key}`} as="h2">
                <FormattedMessage id={`statistics.${key}`} />
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <StatisticsSection
                bars={stats[key]}
                total={stats.active}
                caption={t(`statistics.${key}`)}
                labelHeader={t(`statistics.header.${key}`)}
                countHeader={t('statistics.count')}
                shareHeader={t('statistics.share')}
              />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </SimpleGrid>
  );
}
