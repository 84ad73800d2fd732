import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { Can } from '../../engine/auth';
import { type Column, DataTable } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import {
  ReviewRankingDocument,
  type ReviewRankingQuery,
  ReviewScoresOfDocument,
  UnlockReviewScoreDocument,
} from '../../generated/graphql';
import { score2 } from './format';
import { ProgrammeReportHeader } from './ProgrammeSelect';

type Row = ReviewRankingQuery['reviewRanking'][number];

/** 工程质量排名表: per programme the ranking by weighted mean, raw and normalised side by side; export; scores of a project (unlock). */
export function RankingPage() {
  const intl = useIntl();
  const [programmeId, setProgrammeId] = useState('');
  const { data, loading, error, refetch } = useQuery(ReviewRankingDocument, {
    variables: { programmeId: programmeId || null },
    fetchPolicy: 'cache-and-network',
  });
  const [selected, setSelected] = useState<Row | null>(null);
  const columns = useMemo<Array<Column<Row>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'rank', header: t('review.ranking.rank'), value: (r) => String(r.rank), width: '16', align: 'center' },
      {
        key: 'projectName',
        header: t('review.task.projectName'),
        value: (r) => r.projectName ?? '',
        truncate: true,
        width: '56',
      },
      { key: 'unitName', header: t('review.task.unitName'), value: (r) => r.unitName, truncate: true, width: '48' },
      { key: 'count', header: t('review.ranking.count'), value: (r) => String(r.count), width: '16', align: 'end' },
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
      {
        key: 'normalizedRank',
        header: t('review.ranking.normalizedRank'),
        value: (r) => String(r.normalizedRank),
        width: '20',
        align: 'center',
      },
    ];
  }, [intl]);
  return (
    <Stack gap="4">
      <ProgrammeReportHeader
        titleId="route.awards.project-quality-ranking-table"
        programmeId={programmeId}
        onProgramme={setProgrammeId}
        exportCode="awards_ranking_export"
        exportPath="/lnjzxh-awards-mgt/lnjzxh/review/ranking/export"
        fileNameId="review.ranking.fileName"
      />
      <Text fontSize="sm">
        <FormattedMessage id="review.ranking.note" />
      </Text>
      <DataTable
        caption={intl.formatMessage({ id: 'route.awards.project-quality-ranking-table' })}
        rows={data?.reviewRanking ?? []}
        columns={columns}
        rowId={(r) => r.applicationId}
        rowLabel={(r) => r.projectName ?? r.unitName}
        loading={loading && !data}
        error={error ? intl.formatMessage({ id: 'common.loadFailed' }) : undefined}
        onRetry={() => void refetch()}
        actions={(r) => (
          <Button
            size="xs"
            variant="ghost"
            onClick={() => setSelected(r)}
            aria-label={intl.formatMessage({ id: 'review.ranking.scoresOf' }, { name: r.projectName ?? r.unitName })}
          >
            <FormattedMessage id="review.ranking.scores" />
          </Button>
        )}
        actionsWidth="24"
      />
      {selected && <ScoresOf row={selected} onChanged={() => void refetch()} />}
    </Stack>
  );
}

function ScoresOf({ row, onChanged }: { row: Row; onChanged(): void }) {
  const intl = useIntl();
  const { data } = useQuery(ReviewScoresOfDocument, {
    variables: { applicationId: row.applicationId },
    fetchPolicy: 'network-only',
  });
  const [reload] = useLazyQuery(ReviewScoresOfDocument, { fetchPolicy: 'network-only' });
  const [unlock] = useMutation(UnlockReviewScoreDocument);
  const run = async (id: string) => {
    try {
      await unlock({ variables: { id } });
      notify('success', { id: 'review.ranking.unlocked' });
      await reload({ variables: { applicationId: row.applicationId } });
      onChanged();
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem) notify('error', { text: problem.message });
    }
  };
  return (
    <Stack as="section" gap="2" aria-labelledby="review-scores-title">
      <Heading as="h3" size="sm" id="review-scores-title">
        <FormattedMessage id="review.ranking.scoresTitle" values={{ name: row.projectName ?? row.unitName }} />
      </Heading>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <FormattedMessage id="review.stat.expertName" />
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <FormattedMessage id="review.task.status" />
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <FormattedMessage id="review.task.total" />
            </Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(data?.reviewScores ?? []).map((s) => (
            <Table.Row key={s.id}>
              <Table.Cell>{s.expertName}</Table.Cell>
              <Table.Cell>
                <FormattedMessage id={s.status === 1 ? 'review.status.submitted' : 'review.status.draft'} />
              </Table.Cell>
              <Table.Cell textAlign="end">{s.totalWeighted}</Table.Cell>
              <Table.Cell>
                {s.status === 1 && (
                  <Can codes={['awards_scoring_unlock']}>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => void run(s.id)}
                      aria-label={intl.formatMessage({ id: 'review.ranking.unlockOf' }, { name: s.expertName })}
                    >
                      <FormattedMessage id="review.ranking.unlock" />
                    </Button>
                  </Can>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
