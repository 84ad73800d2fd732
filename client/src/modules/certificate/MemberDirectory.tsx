import { useQuery } from '@apollo/client/react';
import { Badge, Button, EmptyState, HStack, Input, Stack, Table, Wrap } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OptionSelect, Pagination } from '../../engine/crud';
import { MemberDirectoryDocument, MemberDirectoryLevelsDocument } from '../../generated/graphql';

/**
 * The member directory (会员名录): active member units with their level, region and posts, searchable by name
 * and level, paged. Only public fields exist in the answer (the server sends no contacts or mobiles).
 */
export function MemberDirectory() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [typed, setTyped] = useState('');
  const [level, setLevel] = useState('');
  const [filter, setFilter] = useState({ keyword: '', memberLevel: '' });
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const { data, loading } = useQuery(MemberDirectoryDocument, {
    variables: {
      page: { current: page, size },
      filter: { keyword: filter.keyword || null, memberLevel: filter.memberLevel || null },
    },
  });
  const result = data?.memberDirectory;
  const levels = useQuery(MemberDirectoryLevelsDocument).data?.memberDirectoryLevels ?? [];
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ keyword: typed.trim(), memberLevel: level });
    setPage(1);
  };
  return (
    <Stack gap="5">
      <form role="search" onSubmit={search} aria-label={t('directory.search')}>
        <HStack gap="3" wrap="wrap">
          <Input
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            placeholder={t('directory.keyword')}
            aria-label={t('directory.keyword')}
            maxW="sm"
          />
          <OptionSelect
            aria-label={t('directory.level')}
            emptyLabel={t('directory.allLevels')}
            value={level}
            onChange={setLevel}
            options={levels}
            width="48"
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
              <FormattedMessage id="directory.empty" />
            </EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t('directory.results')}>
            <Table.Header>
              <Table.Row>
                {['directory.name', 'directory.level', 'directory.region', 'directory.posts', 'directory.joinYear'].map(
                  (id) => (
                    <Table.ColumnHeader key={id}>{t(id)}</Table.ColumnHeader>
                  ),
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(result?.records ?? []).map((u) => (
                <Table.Row key={u.id}>
                  <Table.Cell fontWeight="medium">{u.name}</Table.Cell>
                  <Table.Cell>
                    <Badge variant="outline">{u.memberLevelName}</Badge>
                  </Table.Cell>
                  <Table.Cell>{u.regionName ?? '—'}</Table.Cell>
                  <Table.Cell>
                    {u.postNames.length ? (
                      <Wrap gap="1">
                        {u.postNames.map((p) => (
                          <Badge key={p} variant="subtle">
                            {p}
                          </Badge>
                        ))}
                      </Wrap>
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                  <Table.Cell>{u.joinYear ?? '—'}</Table.Cell>
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
  );
}
