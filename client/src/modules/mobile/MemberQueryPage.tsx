import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { MapPin, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OptionSelect } from '../../engine/crud';
import { MemberDirectoryDocument, MemberDirectoryLevelsDocument } from '../../generated/graphql';
import { Empty, QueryState } from './parts';

/** Units per page of the phone list ("load more" adds the next page). */
export const MEMBER_PAGE_SIZE = 10;

interface Filter {
  keyword: string;
  memberLevel: string;
}

const variables = (filter: Filter, page: number) => ({
  page: { current: page, size: MEMBER_PAGE_SIZE },
  filter: { keyword: filter.keyword || null, memberLevel: filter.memberLevel || null },
});

/** One page of the directory as cards (each page its own query: the pages already shown stay in the cache). */
function MemberCards({ filter, page }: { filter: Filter; page: number }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(MemberDirectoryDocument, { variables: variables(filter, page) });
  if (!data) return <QueryState loading={loading} error={error} />;
  return (
    <>
      {data.memberDirectory.records.map((u) => (
        <Card.Root key={u.id} size="sm" as="article" aria-label={u.name}>
          <Card.Body gap="2">
            <HStack justify="space-between" align="start" gap="2">
              <Text fontWeight="semibold" wordBreak="break-word" minW="0">
                {u.name}
              </Text>
              <Badge variant="outline" flexShrink={0}>
                {u.memberLevelName}
              </Badge>
            </HStack>
            <HStack gap="1.5" color="fg.muted" fontSize="sm" flexWrap="wrap">
              <MapPin size={14} aria-hidden />
              <Text>{u.regionName ?? '—'}</Text>
              {u.joinYear != null && (
                <Text>· {intl.formatMessage({ id: 'mobile.member.joined' }, { year: u.joinYear })}</Text>
              )}
            </HStack>
            {u.postNames.length > 0 && (
              <Wrap gap="1">
                {u.postNames.map((p) => (
                  <Badge key={p} variant="subtle" colorPalette="blue">
                    {p}
                  </Badge>
                ))}
              </Wrap>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </>
  );
}

/**
 * 会员查询 (/mobile/memeber-query): the member directory on the phone — active member units by name and level, as
 * cards, a page at a time with "load more". Only the directory's public fields (no contacts).
 */
export function MemberQueryPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [typed, setTyped] = useState('');
  const [level, setLevel] = useState('');
  const [filter, setFilter] = useState<Filter>({ keyword: '', memberLevel: '' });
  const [pages, setPages] = useState(1);
  const first = useQuery(MemberDirectoryDocument, { variables: variables(filter, 1) });
  const levels = useQuery(MemberDirectoryLevelsDocument).data?.memberDirectoryLevels ?? [];
  const result = first.data?.memberDirectory;
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ keyword: typed.trim(), memberLevel: level });
    setPages(1);
  };
  return (
    <Stack gap="3">
      <form role="search" onSubmit={search} aria-label={t('directory.search')}>
        <Stack gap="2">
          <HStack gap="2">
            <Input
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              placeholder={t('directory.keyword')}
              aria-label={t('directory.keyword')}
              bg="bg"
              minW="0"
            />
            <Button type="submit" loading={first.loading} flexShrink={0} aria-label={t('common.search')}>
              <Search />
            </Button>
          </HStack>
          <OptionSelect
            aria-label={t('directory.level')}
            emptyLabel={t('directory.allLevels')}
            value={level}
            onChange={setLevel}
            options={levels}
            width="full"
          />
        </Stack>
      </form>
      {result && (
        <Text fontSize="sm" color="fg.muted" role="status">
          <FormattedMessage id="mobile.member.total" values={{ total: result.total }} />
        </Text>
      )}
      {!result && <QueryState loading={first.loading} error={first.error} />}
      {result && result.records.length === 0 && <Empty id="directory.empty" />}
      {result &&
        Array.from({ length: Math.min(pages, result.pages) }, (_, i) => (
          <MemberCards key={`${filter.keyword}|${filter.memberLevel}|${i + 1}`} filter={filter} page={i + 1} />
        ))}
      {result && pages < result.pages && (
        <Button variant="outline" w="full" onClick={() => setPages((p) => p + 1)}>
          <FormattedMessage id="mobile.member.more" />
        </Button>
      )}
    </Stack>
  );
}
