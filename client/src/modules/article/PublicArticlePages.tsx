import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Image,
  Input,
  Link as ChakraLink,
  NativeSelect,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ArrowLeft, Eye, Search } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { readApiProblem } from '../../engine/apollo/errors';
import { Pagination } from '../../engine/crud';
import { displayDate, formatDateTime } from '../../engine/format/date';
import {
  ArticleCategoriesDocument,
  PublicArticleDocument,
  PublicArticlesDocument,
  ReadArticleDocument,
} from '../../generated/graphql';
import { articleBodyCss } from './RichTextEditor';
import { visitorId } from './visitor';

function PublicFrame({ children }: { children: React.ReactNode }) {
  return (
    <Box as="main" minH="100vh" bg="bg.canvas" py={{ base: '6', md: '12' }}>
      <Container maxW="4xl">{children}</Container>
    </Box>
  );
}

/** The public article list (/articleManager/list): published articles, top first, by category, searched, paged. */
export function PublicArticleListPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const keyword = params.get('keyword') ?? '';
  const current = Math.max(1, Number(params.get('current')) || 1);
  const size = Math.max(1, Number(params.get('size')) || 10);
  const [typed, setTyped] = useState(keyword);
  const categories = useQuery(ArticleCategoriesDocument);
  const { data, loading, error } = useQuery(PublicArticlesDocument, {
    variables: { page: { current, size }, filter: { category: category || null, keyword: keyword || null } },
  });
  const page = data?.publicArticles;
  const set = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    set({ keyword: typed.trim(), current: '' });
  };

  return (
    <PublicFrame>
      <Stack gap="6">
        <Heading as="h1" size="xl" fontWeight="semibold">
          <FormattedMessage id="article.public.listTitle" />
        </Heading>
        <form onSubmit={search} role="search" aria-label={t('article.public.search')}>
          <HStack gap="3" wrap="wrap">
            <NativeSelect.Root size="sm" width="44">
              <NativeSelect.Field
                aria-label={t('article.category')}
                value={category}
                onChange={(e) => set({ category: e.target.value, current: '' })}
              >
                <option value="">{t('article.public.allCategories')}</option>
                {(categories.data?.articleCategories ?? []).map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Input
              size="sm"
              maxW="72"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder={t('article.public.keyword')}
              aria-label={t('article.public.keyword')}
            />
            <Button size="sm" type="submit">
              <Search />
              <FormattedMessage id="article.public.search" />
            </Button>
          </HStack>
        </form>
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{readApiProblem(error)?.message ?? t('errors.network')}</Alert.Title>
          </Alert.Root>
        )}
        {loading && !page ? <Spinner aria-label={t('common.loading')} /> : null}
        {page && page.records.length === 0 && (
          <Text color="fg.muted">
            <FormattedMessage id="article.public.empty" />
          </Text>
        )}
        {page && page.records.length > 0 && (
          <Stack as="ul" gap="4" listStyleType="none" aria-label={t('article.public.listTitle')}>
            {page.records.map((a) => (
              <Box as="li" key={a.id} borderWidth="1px" rounded="md" p="4" bg="bg">
                <HStack align="start" gap="4">
                  {a.coverUrl && (
                    <Image src={a.coverUrl} alt="" w="28" h="20" objectFit="cover" rounded="sm" flexShrink={0} />
                  )}
                  <Stack gap="1.5" flex="1" minW="0">
                    <HStack gap="2" wrap="wrap">
                      {a.top && (
                        <Badge variant="solid" colorPalette="red" size="sm">
                          <FormattedMessage id="article.topBadge" />
                        </Badge>
                      )}
                      {a.categoryName && (
                        <Badge variant="outline" size="sm">
                          {a.categoryName}
                        </Badge>
                      )}
                      <ChakraLink asChild fontWeight="semibold" fontSize="lg" color="fg">
                        <RouterLink to={`/articleManager/detail?id=${encodeURIComponent(a.id)}`}>{a.title}</RouterLink>
                      </ChakraLink>
                    </HStack>
                    {a.summary && (
                      <Text color="fg.muted" lineClamp={2}>
                        {a.summary}
                      </Text>
                    )}
                    <HStack gap="4" fontSize="sm" color="fg.muted">
                      {a.publishTime && <span>{displayDate(intl, a.publishTime)}</span>}
                      {a.author && <span>{a.author}</span>}
                      <HStack gap="1">
                        <Eye size="14" aria-hidden />
                        <span>{intl.formatMessage({ id: 'article.public.views' }, { count: a.views })}</span>
                      </HStack>
                    </HStack>
                  </Stack>
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
        {page && page.total > 0 && (
          <Pagination
            variant="widget"
            page={current}
            pageSize={size}
            total={page.total}
            onPageChange={(p) => set({ current: String(p) })}
            onPageSizeChange={(s) => set({ size: String(s), current: '' })}
          />
        )}
      </Stack>
    </PublicFrame>
  );
}

/** The public article page (/articleManager/detail?id=): a published article; others are not found. Opening it counts a read. */
export function PublicArticleDetailPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, loading, error } = useQuery(PublicArticleDocument, { variables: { id }, skip: !id });
  const [readArticle, read] = useMutation(ReadArticleDocument);
  const counted = useRef<string | null>(null);
  const article = data?.publicArticle;

  useEffect(() => {
    if (!article || counted.current === article.id) return;
    counted.current = article.id;
    readArticle({ variables: { input: { id: article.id, visitorId: visitorId() } } }).catch(() => undefined);
  }, [article, readArticle]);

  const problem = error ? readApiProblem(error) : undefined;
  const views = read.data?.readArticle.views ?? article?.views ?? 0;
  return (
    <PublicFrame>
      <Stack gap="5">
        <ChakraLink asChild fontSize="sm" color="fg.muted">
          <RouterLink to="/articleManager/list">
            <ArrowLeft size="14" aria-hidden />
            <FormattedMessage id="article.public.back" />
          </RouterLink>
        </ChakraLink>
        {loading && <Spinner aria-label={intl.formatMessage({ id: 'common.loading' })} />}
        {(!id || error) && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              {!id || problem?.code === 'NOT_FOUND'
                ? intl.formatMessage({ id: 'article.public.notFound' })
                : (problem?.message ?? intl.formatMessage({ id: 'errors.network' }))}
            </Alert.Title>
          </Alert.Root>
        )}
        {article && (
          <Box as="article" bg="bg" borderWidth="1px" rounded="md" p={{ base: '4', md: '8' }}>
            <Stack gap="3" mb="6">
              <Heading as="h1" size="2xl" fontWeight="semibold">
                {article.title}
              </Heading>
              <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
                {article.categoryName && <Badge variant="outline">{article.categoryName}</Badge>}
                {article.author && <span>{article.author}</span>}
                {article.publishTime && <span>{formatDateTime(article.publishTime)}</span>}
                <HStack gap="1" data-testid="article-views">
                  <Eye size="14" aria-hidden />
                  <span>{intl.formatMessage({ id: 'article.public.views' }, { count: views })}</span>
                </HStack>
              </HStack>
            </Stack>
            {article.coverUrl && <Image src={article.coverUrl} alt="" maxH="80" mb="6" rounded="md" />}
            {/* Sanitized by the server (allow-listed tags and attributes) before it was stored. */}
            <Box
              className="article-body"
              css={articleBodyCss}
              dangerouslySetInnerHTML={{ __html: article.content ?? '' }}
            />
          </Box>
        )}
      </Stack>
    </PublicFrame>
  );
}
