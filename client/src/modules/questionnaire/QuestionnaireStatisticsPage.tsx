import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Heading, HStack, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Can } from '../../engine/auth';
import { Chart } from '../../engine/chart';
import { downloadFile, saveBlob } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { FormField } from '../../engine/form';
import {
  QuestionnairePageDocument,
  QuestionnaireStatisticsDocument,
  type QuestionnaireStatisticsQuery,
} from '../../generated/graphql';

type Question = QuestionnaireStatisticsQuery['questionnaireStatistics']['questions'][number];
type Counts = Question['options'];

/** 问卷统计 (?id=): answers and answer rate; per question counts, percentages and bars, averages, texts; export. */
export function QuestionnaireStatisticsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const list = useQuery(QuestionnairePageDocument, { variables: { page: { current: 1, size: 100 } } });
  const launched = (list.data?.questionnaires.records ?? []).filter((q) => q.status !== 0);
  const { data } = useQuery(QuestionnaireStatisticsDocument, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  const st = data?.questionnaireStatistics;
  const title = launched.find((q) => q.id === id)?.title ?? '';
  return (
    <Stack gap="4" maxW="5xl">
      <HStack gap="3" align="end" wrap="wrap">
        <Box flex="1" minW="60">
          <FormField label={t('questionnaire.stat.choose')}>
            <NativeSelect.Root>
              <NativeSelect.Field value={id} onChange={(e) => setParams({ id: e.currentTarget.value })}>
                <option value="">{t('questionnaire.stat.choosePlaceholder')}</option>
                {launched.map((q) => (
                  <option key={q.id} value={q.id}>
                    {q.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
        {id && (
          <Can codes={['questionnaire_manage_export']}>
            <Button
              variant="outline"
              onClick={async () => {
                try {
                  const got = await downloadFile(
                    `/api/lnjzxh-member/questionnaire/export/${encodeURIComponent(id)}`,
                    `${title || 'questionnaire'}-答卷.xlsx`,
                  );
                  saveBlob(got.blob, got.fileName);
                } catch (e) {
                  notify('error', { text: e instanceof Error ? e.message : String(e) });
                }
              }}
            >
              <Download />
              <FormattedMessage id="questionnaire.stat.export" />
            </Button>
          </Can>
        )}
      </HStack>
      {st && (
        <>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <Figure label={t('questionnaire.stat.answers')} value={String(st.answers)} testId="questionnaire-answers" />
            <Figure
              label={t('questionnaire.stat.audience')}
              value={st.audience === null || st.audience === undefined ? '—' : String(st.audience)}
            />
            <Figure
              label={t('questionnaire.stat.answerRate')}
              value={st.answerRate === null || st.answerRate === undefined ? '—' : `${st.answerRate}%`}
            />
          </SimpleGrid>
          {st.questions.map((q, i) => (
            <QuestionCard key={q.key} n={i + 1} question={q} />
          ))}
        </>
      )}
    </Stack>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="semibold" data-testid={testId}>
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function QuestionCard({ n, question: q }: { n: number; question: Question }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const heading = `${n}. ${q.label}`;
  const tableId = `q-${q.key}-table`;
  return (
    <Card.Root variant="outline" as="section" aria-label={heading}>
      <Card.Header pb="0">
        <Heading as="h3" size="sm">
          {heading}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('questionnaire.stat.answered', { count: q.answered })}
          {q.average !== null &&
            q.average !== undefined &&
            ` · ${t('questionnaire.stat.average', { value: q.average })}`}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {q.options.length > 0 && (
            <>
              <CountTable id={tableId} counts={q.options} />
              <Chart
                title={heading}
                categoryHeader={t('questionnaire.stat.option')}
                kind="horizontalBar"
                categories={q.options.map((o) => o.label)}
                series={[{ name: t('questionnaire.stat.count'), values: q.options.map((o) => o.count) }]}
                height={Math.max(120, q.options.length * 36)}
                tableId={tableId}
              />
            </>
          )}
          {q.rows.map((row) => (
            <Stack key={row.key} gap="1">
              <Text fontWeight="medium">{row.label}</Text>
              <CountTable counts={row.options} />
            </Stack>
          ))}
          {q.texts.length > 0 && (
            <Stack
              gap="1"
              as="ul"
              listStyleType="disc"
              pl="5"
              maxH="60"
              overflowY="auto"
              aria-label={t('questionnaire.stat.texts')}
            >
              {q.texts.map((text, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same text may be given twice
                <Text as="li" key={i} fontSize="sm">
                  {text}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Counts and percentages with a simple bar per row (readable at 375 px, where the chart is small). */
function CountTable({ counts, id }: { counts: Counts; id?: string }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <Table.Root size="sm" id={id}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('questionnaire.stat.option')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('questionnaire.stat.count')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('questionnaire.stat.percent')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {counts.map((o) => (
          <Table.Row key={o.value}>
            <Table.Cell>
              <Text>{o.label}</Text>
              <Box h="1.5" mt="1" bg="bg.muted" borderRadius="full" aria-hidden>
                <Box h="full" w={`${o.percent}%`} bg="colorPalette.solid" colorPalette="blue" borderRadius="full" />
              </Box>
            </Table.Cell>
            <Table.Cell textAlign="end">{o.count}</Table.Cell>
            <Table.Cell textAlign="end">{o.percent}%</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
