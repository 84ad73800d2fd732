import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Column, DataTable } from '../../engine/crud';
import { ReviewHouseVerificationDocument, type ReviewHouseVerificationQuery } from '../../generated/graphql';
import { score2 } from './format';
import { ProgrammeReportHeader } from './ProgrammeSelect';

type Row = ReviewHouseVerificationQuery['reviewHouseVerification'][number];

/** 房建工程核验汇总: the 房屋建筑工程 applications with their verification status and the 实体/档案 means; export. */
export function HouseVerificationPage() {
  const intl = useIntl();
  const [programmeId, setProgrammeId] = useState('');
  const { data, loading, error, refetch } = useQuery(ReviewHouseVerificationDocument, {
    variables: { programmeId: programmeId || null },
    fetchPolicy: 'cache-and-network',
  });
  const columns = useMemo<Array<Column<Row>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'projectName',
        header: t('review.task.projectName'),
        value: (r) => r.projectName ?? '',
        truncate: true,
        width: '56',
      },
      { key: 'unitName', header: t('review.task.unitName'), value: (r) => r.unitName, truncate: true, width: '48' },
      { key: 'status', header: t('review.house.status'), value: (r) => t(`flow.status.${r.flowStatus}`), width: '24' },
      {
        key: 'submitted',
        header: t('review.summary.submitted'),
        value: (r) => String(r.submitted),
        width: '20',
        align: 'end',
      },
      {
        key: 'entityMean',
        header: t('review.house.entityMean'),
        value: (r) => score2(r.entityMean),
        width: '24',
        align: 'end',
      },
      {
        key: 'archiveMean',
        header: t('review.house.archiveMean'),
        value: (r) => score2(r.archiveMean),
        width: '24',
        align: 'end',
      },
    ];
  }, [intl]);
  return (
    <Stack gap="4">
      <ProgrammeReportHeader
        titleId="route.awards.summary-of-house-verification"
        programmeId={programmeId}
        onProgramme={setProgrammeId}
        exportCode="awards_house_verification_export"
        exportPath="/lnjzxh-awards-mgt/lnjzxh/review/house-verification/export"
        fileNameId="review.house.fileName"
      />
      <Text fontSize="sm">
        <FormattedMessage id="review.house.note" />
      </Text>
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
