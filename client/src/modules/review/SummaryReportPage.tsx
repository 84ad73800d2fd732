import { useQuery } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Column, DataTable } from '../../engine/crud';
import { ReviewSummaryDocument, type ReviewSummaryQuery } from '../../generated/graphql';
import { score2 } from './format';
import { ProgrammeReportHeader } from './ProgrammeSelect';

type Row = ReviewSummaryQuery['reviewSummary'][number];

/** 汇总表: per programme one row per application with its experts, submitted scores, means and rank; export. */
export function SummaryReportPage() {
  const intl = useIntl();
  const [programmeId, setProgrammeId] = useState('');
  const { data, loading, error, refetch } = useQuery(ReviewSummaryDocument, {
    variables: { programmeId: programmeId || null },
    fetchPolicy: 'cache-and-network',
  });
  const columns = useMemo<Array<Column<Row>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'rank',
        header: t('review.ranking.rank'),
        value: (r) => (r.rank == null ? '' : String(r.rank)),
        width: '16',
        align: 'center',
      },
      {
        key: 'projectName',
        header: t('review.task.projectName'),
        value: (r) => r.projectName ?? '',
        truncate: true,
        width: '56',
      },
      { key: 'unitName', header: t('review.task.unitName'), value: (r) => r.unitName, truncate: true, width: '48' },
      { key: 'status', header: t('flow.statusColumn'), value: (r) => t(`flow.status.${r.flowStatus}`), width: '24' },
      {
        key: 'experts',
        header: t('review.summary.experts'),
        value: (r) => String(r.experts),
        width: '20',
        align: 'end',
      },
      {
        key: 'submitted',
        header: t('review.summary.submitted'),
        value: (r) => String(r.submitted),
        width: '20',
        align: 'end',
      },
      {
        key: 'rawMean',
        header: t('review.ranking.rawMean'),
        value: (r) => score2(r.rawMean),
        width: '24',
        align: 'end',
      },
      {
        key: 'normalizedMean',
        header: t('review.ranking.normalizedMean'),
        value: (r) => score2(r.normalizedMean),
        width: '24',
        align: 'end',
      },
    ];
  }, [intl]);
  return (
    <Stack gap="4">
      <ProgrammeReportHeader
        titleId="route.awards.summaryReport"
        programmeId={programmeId}
        onProgramme={setProgrammeId}
        exportCode="awards_summary_report_export"
        exportPath="/lnjzxh-awards-mgt/lnjzxh/review/summary/export"
        fileNameId="review.summary.fileName"
      />
      <DataTable
        caption={intl.formatMessage({ id: 'route.awards.summaryReport' })}
        rows={data?.reviewSummary ?? []}
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
