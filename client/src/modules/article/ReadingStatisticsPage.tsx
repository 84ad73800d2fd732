import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Card,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Stat,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { ReadingStatisticsDocument } from '../../generated/graphql';
import { Chart } from '../../engine/chart';

const WINDOWS = [7, 30, 90];

/** 阅读统计: counted reads per article, per member unit and per day of the window (default 30 days), with a chart. */
export function ReadingStatisticsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [days, setDays] = useState(30);
  const [articleId, setArticleId] = useState('');
  const { data, loading, error } = useQuery(ReadingStatisticsDocument, {
    variables: { filter: { days, ...(articleId ? { articleId } : {}) } },
    fetchPolicy: 'cache-and-network',
  });
  const all = useQuery(ReadingStatisticsDocument, { variables: { filter: { days: 1 } } });
  const stats = data?.readingStatistics;
  const windowViews = stats?.days.reduce((n, d) => n + d.views, 0) ?? 0;

  return (
    <Stack gap="5">
      <HStack gap="3" wrap="wrap">
        <NativeSelect.Root size="sm" width="64">
          <NativeSelect.Field
            aria-label={t('article.stat.article')}
            value={articleId}
            onChange={(e) => setArticleId(e.target.value)}
          >
            <option value="">{t('article.stat.allArticles')}</option>
            {(all.data?.readingStatistics.articles ?? []).map((a) => (
              <option key={a.articleId} value={a.articleId}>
                {a.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="40">
          <NativeSelect.Field
            aria-label={t('article.stat.window')}
            value={String(days)}
            onChange={(e) => setDays(Number(e.target.value))}
          >
            {WINDOWS.map((n) => (
              <option key={n} value={n}>
                {t('article.stat.lastDays', { n })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {loading && <Spinner size="sm" aria-label={t('common.loading')} />}
      </HStack>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{readApiProblem(error)?.message ?? t('errors.network')}</Alert.Title>
        </Alert.Root>
      )}
      {stats && (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Stat.Root borderWidth="1px" rounded="md" p="4">
              <Stat.Label>
                <FormattedMessage id="article.stat.total" />
              </Stat.Label>
              <Stat.ValueText data-testid="reading-total">{stats.total}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root borderWidth="1px" rounded="md" p="4">
              <Stat.Label>{t('article.stat.windowViews', { n: days })}</Stat.Label>
              <Stat.ValueText>{windowViews}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root borderWidth="1px" rounded="md" p="4">
              <Stat.Label>
                <FormattedMessage id="article.stat.units" />
              </Stat.Label>
              <Stat.ValueText>{stats.units.length}</Stat.ValueText>
            </Stat.Root>
          </SimpleGrid>
          <Card.Root>
            <Card.Header>
              <Heading as="h2" size="md">
                {t('article.stat.perDay', { n: days })}
              </Heading>
            </Card.Header>
            <Card.Body>
              <Chart
                kind="bar"
                title={t('article.stat.perDay', { n: days })}
                categoryHeader={t('article.stat.day')}
                categories={stats.days.map((d) => d.day.slice(5))}
                series={[{ name: t('article.stat.views'), values: stats.days.map((d) => d.views) }]}
              />
            </Card.Body>
          </Card.Root>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <Card.Root>
              <Card.Header>
                <Heading as="h2" size="md">
                  <FormattedMessage id="article.stat.perArticle" />
                </Heading>
              </Card.Header>
              <Card.Body>
                <Table.Root size="sm" aria-label={t('article.stat.perArticle')}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>
                        <FormattedMessage id="article.title" />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">
                        <FormattedMessage id="article.stat.views" />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">
                        <FormattedMessage id="article.stat.memberViews" />
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {stats.articles.map((a) => (
                      <Table.Row key={a.articleId}>
                        <Table.Cell>
                          <HStack gap="2">
                            <span>{a.title}</span>
                            {a.status !== 1 && (
                              <Badge size="xs" variant="subtle">
                                {t(`article.status.${a.status}`)}
                              </Badge>
                            )}
                          </HStack>
                        </Table.Cell>
                        <Table.Cell textAlign="end">{a.views}</Table.Cell>
                        <Table.Cell textAlign="end">{a.memberViews}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
                {stats.articles.length === 0 && (
                  <Text color="fg.muted" py="3">
                    <FormattedMessage id="article.stat.empty" />
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
            <Card.Root>
              <Card.Header>
                <Heading as="h2" size="md">
                  <FormattedMessage id="article.stat.perUnit" />
                </Heading>
              </Card.Header>
              <Card.Body>
                <Table.Root size="sm" aria-label={t('article.stat.perUnit')}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>
                        <FormattedMessage id="article.stat.unit" />
                      </Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">
                        <FormattedMessage id="article.stat.views" />
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {stats.units.map((u) => (
                      <Table.Row key={u.unitId}>
                        <Table.Cell>{u.unitName}</Table.Cell>
                        <Table.Cell textAlign="end">{u.views}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
                {stats.units.length === 0 && (
                  <Box py="3">
                    <Text color="fg.muted">
                      <FormattedMessage id="article.stat.empty" />
                    </Text>
                  </Box>
                )}
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
