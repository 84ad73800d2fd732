import { useQuery } from '@apollo/client/react';
import { Heading, HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Chart } from '../../engine/chart';
import { type Column, DataTable } from '../../engine/crud';
import { ReviewExpertStatisticsDocument, type ReviewExpertStatisticsQuery } from '../../generated/graphql';
import { score2 } from './format';
import { ProgrammeSelect } from './ProgrammeSelect';

type Row = ReviewExpertStatisticsQuery['reviewExpertStatistics'][number];

/** 专家统计: per expert the assigned applications, submitted scores and the mean weighted total; a chart of the first two. */
export function ExpertStatisticPage() {
  const intl = useIntl();
  const [programmeId, setProgrammeId] = useState('');
  const { data, loading, error, refetch } = useQuery(ReviewExpertStatisticsDocument, {
    variables: { programmeId: programmeId || null },
    fetchPolicy: 'cache-and-network',
  });
  const columns = useMemo<Array<Column<Row>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'expertName', header: t('review.stat.expertName'), value: (r) => r.expertName, width: '32' },
      { key: 'unitName', header: t('review.stat.unitName'), value: (r) => r.unitName, truncate: true, width: '48' },
      {
        key: 'assigned',
        header: t('review.stat.assigned'),
        value: (r) => String(r.assigned),
        width: '20',
        align: 'end',
      },
      {
        key: 'submitted',
        header: t('review.stat.submitted'),
        value: (r) => String(r.submitted),
        width: '20',
        align: 'end',
      },
      {
        key: 'meanTotal',
        header: t('review.stat.meanTotal'),
        value: (r) => score2(r.meanTotal),
        width: '24',
        align: 'end',
      },
    ];
  }, [intl]);
  const rows = data?.reviewExpertStatistics ?? [];
  const title = intl.formatMessage({ id: 'review.stat.chart' });
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">
          <FormattedMessage id="route.awards.expertStatistic" />
        </Heading>
        <ProgrammeSelect value={programmeId} onChange={setProgrammeId} />
      </HStack>
      {rows.length > 0 && (
        <Chart
          kind="horizontalBar"
          title={title}
          categoryHeader={intl.formatMessage({ id: 'review.stat.expertName' })}
          categories={rows.map((r) => r.expertName)}
          series={[
            { name: intl.formatMessage({ id: 'review.stat.assigned' }), values: rows.map((r) => r.assigned) },
            { name: intl.formatMessage({ id: 'review.stat.submitted' }), values: rows.map((r) => r.submitted) },
          ]}
          height={Math.max(160, rows.length * 44 + 60)}
        />
      )}
      <DataTable
        caption={intl.formatMessage({ id: 'route.awards.expertStatistic' })}
        rows={rows}
        columns={columns}
        rowId={(r) => r.expertId}
        rowLabel={(r) => r.expertName}
        loading={loading && !data}
        error={error ? intl.formatMessage({ id: 'common.loadFailed' }) : undefined}
        onRetry={() => void refetch()}
      />
    </Stack>
  );
}
