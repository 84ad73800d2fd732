import { useQuery } from '@apollo/client/react';
import { Box, Button, Container, EmptyState, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Pagination } from '../../engine/crud';
import { ExpertSearchDocument } from '../../generated/graphql';

/**
 * 专家查询 (/cmsPages/expertSearch, open to everyone): approved experts whose card has not expired, searched
 * by name, unit or card number. No phone numbers or other private data are shown.
 */
export function ExpertSearchPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const { data, loading } = useQuery(ExpertSearchDocument, {
    variables: { page: { current: page, size }, filter: { keyword: keyword || null } },
  });
  const result = data?.expertSearch;
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
    setPage(1);
  };
  return (
    <Box as="main" minH="100vh" bg="bg.canvas" py={{ base: '6', md: '12' }}>
      <Container maxW="5xl">
        <Stack gap="6">
          <Stack gap="1">
            <Heading as="h1" size="xl" fontWeight="semibold">
              <FormattedMessage id="expert.search.title" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id="expert.search.description" />
            </Text>
          </Stack>
          <form role="search" onSubmit={search} aria-label={t('expert.search.title')}>
            <HStack gap="3">
              <Input
                value={typed}
                onChange={(e) => setTyped(e.currentTarget.value)}
                placeholder={t('expert.search.placeholder')}
                aria-label={t('expert.search.keyword')}
                maxW="md"
              />
              <Button type="submit" loading={loading}>
                <FormattedMessage id="common.search" />
              </Button>
            </HStack>
          </form>
          {result && result.records.length === 0 ? (
            <EmptyState.Root size="sm">
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <SearchX />
                </EmptyState.Indicator>
                <EmptyState.Title>
                  <FormattedMessage id="expert.search.empty" />
                </EmptyState.Title>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label={t('expert.search.results')}>
                <Table.Header>
                  <Table.Row>
                    {[
                      'expert.name',
                      'expert.unitName',
                      'expert.jobTitle',
                      'expert.discipline',
                      'expert.cardCode',
                      'expert.expirationDate',
                    ].map((id) => (
                      <Table.ColumnHeader key={id}>{t(id)}</Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {(result?.records ?? []).map((e) => (
                    <Table.Row key={e.id}>
                      <Table.Cell>{e.name}</Table.Cell>
                      <Table.Cell>{e.unitName}</Table.Cell>
                      <Table.Cell>{e.jobTitle ?? '—'}</Table.Cell>
                      <Table.Cell>{e.disciplineName}</Table.Cell>
                      <Table.Cell>{e.cardCode ?? '—'}</Table.Cell>
                      <Table.Cell>{e.expirationDate ?? t('expert.noEnd')}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
          {result && result.total > 0 && (
            <Pagination
              page={page}
              pageSize={size}
              total={result.total}
              onPageChange={setPage}
              onPageSizeChange={(s) => {
                setSize(s);
                setPage(1);
              }}
            />
          )}
        </Stack>
      </Container>
    </Box>
  );
}
