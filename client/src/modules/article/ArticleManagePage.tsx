import { useMutation } from '@apollo/client/react';
import { Badge, Button, HStack } from '@chakra-ui/react';
import { ArrowDownToLine, ArrowUpToLine, Pin, PinOff, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import { Can } from '../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type RecordDialogState,
  type SearchField,
  useConfirm,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { useDictionary, useDictLabel } from '../../engine/form';
import { formatDateTime } from '../../engine/format/date';
import {
  type ArticleFieldsFragment,
  ArticlePageDocument,
  PublishArticleDocument,
  RemoveArticlesDocument,
  SetArticleTopDocument,
  UnpublishArticleDocument,
} from '../../generated/graphql';
import type { MessageId } from '../../i18n/locale';
import { ARTICLE_CATEGORY_DICT, ArticleFormDialog } from './ArticleFormDialog';

const EMPTY_FILTER = { title: '', category: '', status: '' };
const STATUS_PALETTE: Record<number, string> = { 0: 'gray', 1: 'green', 2: 'orange' };

/** 文章管理: drafts, publish / unpublish, 置顶, searched by title, category and status. */
export function ArticleManagePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const confirm = useConfirm();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const { status, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(ArticlePageDocument, {
    list,
    filter: { ...text, ...(status ? { status: Number(status) } : {}) },
    select: (data) => data.articles,
  });
  const evict = (cache: Parameters<typeof evictList>[0]) => {
    evictList(cache, 'articles');
    evictList(cache, 'publicArticles');
  };
  const [removeArticles] = useMutation(RemoveArticlesDocument, { update: evict });
  const [publishArticle] = useMutation(PublishArticleDocument, { update: evict });
  const [unpublishArticle] = useMutation(UnpublishArticleDocument, { update: evict });
  const [setArticleTop] = useMutation(SetArticleTopDocument, { update: evict });
  const categories = useDictionary(ARTICLE_CATEGORY_DICT, { biz: true });
  const categoryLabel = useDictLabel(ARTICLE_CATEGORY_DICT, { biz: true });

  const act = async (
    confirmId: MessageId | null,
    row: ArticleFieldsFragment,
    run: () => Promise<unknown>,
    successId: MessageId,
  ) => {
    if (confirmId && !(await confirm({ message: t(confirmId, { name: row.title }), danger: false }))) return;
    try {
      await run();
      notify('success', { id: successId });
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem) notify('error', { text: problem.message });
    }
  };

  const searchFields: SearchField[] = [
    { name: 'title', label: t('article.title') },
    {
      name: 'category',
      label: t('article.category'),
      options: categories.options,
    },
    {
      name: 'status',
      label: t('article.status'),
      options: ['0', '1', '2'].map((value) => ({ value, label: t(`article.status.${value}`) })),
    },
  ];

  const columns = useMemo<Array<Column<ArticleFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'title',
        header: t('article.title'),
        value: (r) => r.title,
        truncate: true,
        width: '72',
        render: (r) => (
          <HStack gap="2">
            {r.top && (
              <Badge variant="solid" colorPalette="red" size="xs">
                {t('article.topBadge')}
              </Badge>
            )}
            <span>{r.title}</span>
          </HStack>
        ),
      },
      {
        key: 'category',
        header: t('article.category'),
        value: (r) => categoryLabel(r.category),
        render: (r) => <Badge variant="outline">{categoryLabel(r.category)}</Badge>,
        width: '28',
      },
      {
        key: 'status',
        header: t('article.status'),
        value: (r) => t(`article.status.${r.status}`),
        width: '24',
        align: 'center',
        render: (r) => (
          <Badge variant="subtle" colorPalette={STATUS_PALETTE[r.status] ?? 'gray'}>
            {t(`article.status.${r.status}`)}
          </Badge>
        ),
      },
      { key: 'author', header: t('article.author'), value: (r) => r.author ?? '—', width: '28' },
      {
        key: 'publishTime',
        header: t('article.publishTime'),
        value: (r) => (r.publishTime ? formatDateTime(r.publishTime) : '—'),
        width: '44',
      },
    ];
  }, [intl, categoryLabel]);

  return (
    <>
      <CrudList
        caption={t('article.manage.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.title}
        create={{ code: 'article_manage_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'article_manage_delete', run: (ids) => removeArticles({ variables: { input: { ids } } }) }}
        edit={{ code: 'article_manage_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        rowActions={(r) => (
          <Can codes={['article_publish']}>
            {r.status === 1 ? (
              <>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() =>
                    void act(
                      'article.manage.unpublishConfirm',
                      r,
                      () => unpublishArticle({ variables: { input: { id: r.id } } }),
                      'article.manage.unpublishSuccess',
                    )
                  }
                  aria-label={t('article.manage.unpublishRow', { name: r.title })}
                >
                  <ArrowDownToLine />
                  <FormattedMessage id="article.manage.unpublish" />
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() =>
                    void act(
                      null,
                      r,
                      () => setArticleTop({ variables: { input: { id: r.id, top: !r.top } } }),
                      r.top ? 'article.manage.untopSuccess' : 'article.manage.topSuccess',
                    )
                  }
                  aria-label={t(r.top ? 'article.manage.untopRow' : 'article.manage.topRow', { name: r.title })}
                >
                  {r.top ? <PinOff /> : <Pin />}
                  <FormattedMessage id={r.top ? 'article.manage.untop' : 'article.manage.top'} />
                </Button>
              </>
            ) : (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="green"
                onClick={() =>
                  void act(
                    'article.manage.publishConfirm',
                    r,
                    () => publishArticle({ variables: { input: { id: r.id } } }),
                    'article.manage.publishSuccess',
                  )
                }
                aria-label={t('article.manage.publishRow', { name: r.title })}
              >
                {r.status === 2 ? <ArrowUpToLine /> : <Send />}
                <FormattedMessage id="article.manage.publish" />
              </Button>
            )}
          </Can>
        )}
        actionsWidth="96"
      />
      <ArticleFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
    </>
  );
}
