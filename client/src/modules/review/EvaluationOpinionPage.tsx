import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OptionSelect, PdfButton } from '../../engine/crud';
import {
  ReviewEvaluationOpinionDocument,
  type ReviewEvaluationOpinionQuery,
  ReviewSummaryDocument,
} from '../../generated/graphql';
import { ProgrammeSelect } from './ProgrammeSelect';
import { verdictOf } from '@zhuxie/domain/review/evaluation-opinion';

type Opinion = ReviewEvaluationOpinionQuery['reviewEvaluationOpinion'];

export { verdictOf };

/** Printing shows only the opinion: the shell and everything marked data-print-hide are hidden. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  [data-print-area], [data-print-area] * { visibility: visible; }
  [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-hide] { display: none !important; }
}`;

function OpinionText({ opinion }: { opinion: Opinion }) {
  const intl = useIntl();
  const { row, ranked } = opinion;
  if (row.rawMean == null || row.rank == null)
    return (
      <Text data-testid="opinion-text">
        <FormattedMessage id="review.opinion.none" />
      </Text>
    );
  const mean = row.rawMean.toFixed(2);
  return (
    <Text data-testid="opinion-text">
      {intl.formatMessage(
        { id: 'review.opinion.text' },
        {
          count: row.submitted,
          mean,
          ranked,
          rank: row.rank,
          verdict: intl.formatMessage({ id: `review.opinion.verdict.${verdictOf(row.rawMean)}` }),
        },
      )}
    </Text>
  );
}

function OpinionSheet({ opinion }: { opinion: Opinion }) {
  const { row, scores } = opinion;
  return (
    <Stack gap="4" data-print-area="">
      <Heading as="h3" size="md" textAlign="center">
        <FormattedMessage id="review.opinion.heading" />
      </Heading>
      <Text>
        <FormattedMessage id="review.opinion.project" values={{ name: row.projectName ?? '' }} />
      </Text>
      <Text>
        <FormattedMessage id="review.opinion.unit" values={{ name: row.unitName }} />
      </Text>
      <Heading as="h4" size="sm">
        <FormattedMessage id="review.opinion.scores" />
      </Heading>
      {scores.map((s) => {
        const labels = new Map((s.sheet?.items ?? []).map((i) => [i.key, `${i.label}（${i.maxPoints}）`]));
        return (
          <Box key={s.id}>
            <Text fontWeight="semibold">
              {s.expertName}
              {s.sheet ? ` · ${s.sheet.name}` : ''} · {s.totalWeighted}
            </Text>
            <Table.Root size="sm" variant="outline">
              <Table.Caption srOnly>{s.expertName}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>
                    <FormattedMessage id="review.opinion.item" />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <FormattedMessage id="review.opinion.score" />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <FormattedMessage id="review.opinion.comment" />
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {s.items.map((i) => (
                  <Table.Row key={i.key}>
                    <Table.Cell>{labels.get(i.key) ?? i.key}</Table.Cell>
                    <Table.Cell textAlign="end">{i.score ?? ''}</Table.Cell>
                    <Table.Cell>{i.comment ?? ''}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        );
      })}
      {row.rawMean != null && (
        <Text fontWeight="semibold">
          <FormattedMessage id="review.opinion.mean" values={{ mean: row.rawMean.toFixed(2) }} />
        </Text>
      )}
      <OpinionText opinion={opinion} />
    </Stack>
  );
}

/** 工程质量评价意见: per application the submitted scores, the mean and a generated opinion; printable. */
export function EvaluationOpinionPage() {
  const intl = useIntl();
  const [programmeId, setProgrammeId] = useState('');
  const [applicationId, setApplicationId] = useState('');
  const apps = useQuery(ReviewSummaryDocument, {
    variables: { programmeId: programmeId || null },
    fetchPolicy: 'cache-and-network',
  });
  const options = useMemo(
    () => (apps.data?.reviewSummary ?? []).map((r) => ({ value: r.applicationId, label: r.projectName ?? r.unitName })),
    [apps.data],
  );
  const { data, error } = useQuery(ReviewEvaluationOpinionDocument, {
    variables: { applicationId },
    skip: !applicationId,
    fetchPolicy: 'network-only',
  });
  return (
    <Stack gap="4">
      <style>{PRINT_CSS}</style>
      <HStack justify="space-between" wrap="wrap" data-print-hide="">
        <Heading as="h2" size="md">
          <FormattedMessage id="route.awards.project-quality-evaluation-opinion" />
        </Heading>
        <HStack>
          <ProgrammeSelect
            value={programmeId}
            onChange={(v) => {
              setProgrammeId(v);
              setApplicationId('');
            }}
          />
          <OptionSelect
            size="sm"
            width="72"
            options={options}
            value={applicationId}
            onChange={setApplicationId}
            emptyLabel={intl.formatMessage({ id: 'review.opinion.choose' })}
            aria-label={intl.formatMessage({ id: 'review.opinion.application' })}
          />
          <Button size="sm" variant="outline" disabled={!data} onClick={() => window.print()}>
            <FormattedMessage id="review.opinion.print" />
          </Button>
          <PdfButton
            disabled={!data}
            path={`/lnjzxh-awards-mgt/lnjzxh/review/evaluation-opinion/pdf/${applicationId}`}
            fileName={`evaluation-opinion-${applicationId}.pdf`}
          >
            <FormattedMessage id="review.opinion.pdf" />
          </PdfButton>
        </HStack>
      </HStack>
      {error && (
        <Text role="alert">
          <FormattedMessage id="common.loadFailed" />
        </Text>
      )}
      {applicationId && data && <OpinionSheet opinion={data.reviewEvaluationOpinion} />}
    </Stack>
  );
}
