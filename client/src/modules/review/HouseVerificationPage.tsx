import { useQuery } from '@apollo/client/react';
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Column, DataTable, ExportButton } from '../../engine/crud';
import { ReviewHouseVerificationDocument, type ReviewHouseVerificationQuery } from '../../generated/graphql';
import { ProgrammeSelect } from './ProgrammeSelect';

type Row = ReviewHouseVerificationQuery['reviewHouseVerification'][number];
const fixed = (v: number | null | undefined) => (v == null ? '' : v.toFixed(2));

/** 房建工程核验汇总: the 房屋建筑工程 applications with their verification status and the 实体/档案 means; export. */
export function HouseVerificationPage() {
  const intl = useIntl();
  const [programmeId, setProgrammeId] = useState('');
  const { data, loading, error, refetch } = useQuery(ReviewHouseVerificationDocument, { variables: { programmeId: programmeId || null }, fetchPolicy: 'cache-and-network' });
  const columns = useMemo<Array<Column<Row>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'projectName', header: t('review.task.projectName'), value: (r) => r.projectName ?? '', truncate: true, width: '56' },
      { key: 'unitName', header: t('review.task.unitName'), value: (r) => r.unitName, truncate: true, width: '48' },
      { key: 'status', header: t('review.house.status'), value: (r) => t(`flow.status.${r.flowStatus}`), width: '24' },
      { key: 'submitted', header: t('review.summary.submitted'), value: (r) => String(r.submitted), width: '20', align: 'end' },
      { key: 'entityMean', header: t('review.house.entityMean'), value: (r) => fixed(r.entityMean), width: '24', align: 'end' },
      { key: 'archiveMean', header: t('review.house.archiveMean'), value: (r) => fixed(r.archiveMean), width: '24', align: 'end' },
    ];
  }, [intl]);
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md"><FormattedMessage id="route.awards.summary-of-house-verification" /></Heading>
        <HStack>
          <ProgrammeSelect value={programmeId} onChange={setProgrammeId} />
          <ExportButton code="awards_house_verification_export" path="/lnjzxh-awards-mgt/lnjzxh/review/house-verification/export" query={{ programmeId: programmeId || undefined }} fileName={intl.formatMessage({ id: 'review.house.fileName' })} />
        </HStack>
      </HStack>
      <Text fontSize="sm"><FormattedMessage id="review.house.note" /></Text>
      <DataTable
        caption={intl.formatMessage({ id: 'route.awards.summary-of-house-verification' })}
        rows={data?.reviewHouseVerification ?? []}
        columns={columns}
        rowId={(r) => r.applicationId}
        rowLabel={(r) => r.projectName ?? r.unitName}
        loading={loading && !data}
        error={error ? intl.formatMessage({ id: 'common.loadFailed' }) : undefined}
        onRetry={() => void refetch()}
      />
    </Stack>
  );
}
