import { useQuery } from '@apollo/client/react';
import { Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { Chart } from '../../engine/chart';
import { ReviewDeclareStatisticDocument, type ReviewDeclareStatisticQuery } from '../../generated/graphql';
import { ProgrammeReportHeader } from './ProgrammeSelect';

type CountRow = ReviewDeclareStatisticQuery['reviewDeclareStatistic']['byStatus'][number];

function CountTable({
  titleId,
  rows,
  labelOf,
}: {
  titleId: string;
  rows: CountRow[];
  labelOf?: (r: CountRow) => string;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  const tableId = useId();
  const label = (r: CountRow) => (labelOf ? labelOf(r) : r.label);
  return (
    <Stack gap="2" minW="0">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {rows.some((r) => r.count > 0) && (
        <Chart
          kind="horizontalBar"
          title={title}
          categoryHeader={intl.formatMessage({ id: 'review.declare.label' })}
          categories={rows.map(label)}
          series={[{ name: intl.formatMessage({ id: 'review.declare.count' }), values: rows.map((r) => r.count) }]}
          height={Math.max(120, rows.length * 30 + 40)}
          tableId={tableId}
        />
      )}
      <Table.Root id={tableId} size="sm" variant="outline">
        <Table.Caption srOnly>{title}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <FormattedMessage id="review.declare.label" />
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <FormattedMessage id="review.declare.count" />
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.key}>
              <Table.Cell>{label(r)}</Table.Cell>
              <Table.Cell textAlign="end">{r.count}</Table.Cell>
            </Table.Row>
          ))}
          <Table.Row fontWeight="semibold">
            <Table.Cell>
              <FormattedMessage id="review.declare.sum" />
            </Table.Cell>
            <Table.Cell textAlign="end">{rows.reduce((a, r) => a + r.count, 0)}</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

/** 申报统计: applications by programme, by region and by approval status, each a chart over its table with totals; export. */
export function DeclareStatisticPage() {
  const intl = useIntl();
  const [programmeId, setProgrammeId] = useState('');
  const { data, error } = useQuery(ReviewDeclareStatisticDocument, {
    variables: { programmeId: programmeId || null },
    fetchPolicy: 'cache-and-network',
  });
  const stat = data?.reviewDeclareStatistic;
  return (
    <Stack gap="4">
      <ProgrammeReportHeader
        titleId="route.awards.declareStatistic"
        programmeId={programmeId}
        onProgramme={setProgrammeId}
        exportCode="awards_declare_stat_export"
        exportPath="/lnjzxh-awards-mgt/lnjzxh/review/declare-statistic/export"
        fileNameId="review.declare.fileName"
      />
      {error && (
        <Text role="alert">
          <FormattedMessage id="common.loadFailed" />
        </Text>
      )}
      {stat && (
        <>
          <Text>
            <FormattedMessage id="review.declare.total" values={{ count: stat.total }} />
          </Text>
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
            <CountTable titleId="review.declare.byProgramme" rows={stat.byProgramme} />
            <CountTable titleId="review.declare.byRegion" rows={stat.byRegion} />
            <CountTable
              titleId="review.declare.byStatus"
              rows={stat.byStatus}
              labelOf={(r) => intl.formatMessage({ id: `flow.status.${r.key}` })}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
