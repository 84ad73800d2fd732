import { useMutation } from '@apollo/client/react';
import { Box, Dialog, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { FormFooter, RecordDialog, type RecordDialogState, RecordLoader, saveForm } from '../../engine/crud';
import { DictLabel, DictSelect, FormField, required, type Rules, useForm } from '../../engine/form';
import type { UploadFile } from '../../engine/form/upload';
import { UploadField } from '../../engine/form/UploadField';
import { type ArticleFieldsFragment, ArticleDocument, SubmitArticleDocument } from '../../generated/graphql';
import { articleBodyCss, RichTextEditor } from './RichTextEditor';

/** The business dictionary of article categories (协会动态, 通知公告, 政策法规, 行业资讯). */
export const ARTICLE_CATEGORY_DICT = 'article_category';

interface ArticleFormValues extends Record<string, string> {
  title: string;
  category: string;
  author: string;
  summary: string;
  content: string;
}

export interface ArticleFormDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create or edit an article (saved as a draft; publishing is a separate action), or read one. */
export function ArticleFormDialog({ state, onClose, onSaved }: ArticleFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      size="xl"
      titles={{
        create: <FormattedMessage id="article.form.createTitle" />,
        edit: <FormattedMessage id="article.form.editTitle" />,
        view: <FormattedMessage id="article.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <ArticleForm mode="create" onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader document={ArticleDocument} id={open.id} select={(data) => data.article} onClose={onClose}>
            {(article) => <ArticleForm mode={open.mode} article={article} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

const fileOf = (url?: string | null): UploadFile[] =>
  url ? [{ name: url.split('/').pop() ?? url, url, uid: url, size: 0 }] : [];

function ArticleForm({
  mode,
  article,
  onClose,
  onSaved,
}: {
  mode: 'create' | 'edit' | 'view';
  article?: ArticleFieldsFragment;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const rules = useMemo<Rules<ArticleFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      title: [required(m('article.form.titleRequired'))],
      category: [required(m('article.form.categoryRequired'))],
      content: [
        (v) =>
          v
            .replace(/<[^>]*>/g, '')
            .replace(/&nbsp;/g, ' ')
            .trim() || /<img\s/i.test(v)
            ? undefined
            : m('article.form.contentRequired'),
      ],
    };
  }, [intl]);
  const form = useForm<ArticleFormValues>({
    initialValues: article
      ? {
          title: article.title,
          category: article.category,
          author: article.author ?? '',
          summary: article.summary ?? '',
          content: article.content,
        }
      : { title: '', category: '', author: '', summary: '', content: '' },
    rules,
  });
  const [cover, setCover] = useState<UploadFile[]>(fileOf(article?.coverUrl));
  const [submitArticle, { loading: saving }] = useMutation(SubmitArticleDocument, {
    update: (cache) => evictList(cache, 'articles'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const v = form.values;
    const input = {
      ...(article ? { id: article.id, version: article.version } : {}),
      title: v.title.trim(),
      category: v.category,
      author: v.author.trim() || null,
      summary: v.summary.trim() || null,
      content: v.content,
      coverUrl: cover[0]?.url ?? null,
    };
    if (await saveForm(form, () => submitArticle({ variables: { input } }), { updating: Boolean(article) })) onSaved();
  };

  const variant = readOnly ? 'subtle' : 'outline';
  return (
    <form onSubmit={submit} noValidate aria-label={t(`article.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <FormField label={t('article.title')} error={form.errors.title} required readOnly={readOnly}>
            <Input {...form.field('title')} variant={variant} autoComplete="off" maxLength={200} readOnly={readOnly} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('article.category')} error={form.errors.category} required readOnly={readOnly}>
              {readOnly ? (
                <Text py="2">
                  <DictLabel code={ARTICLE_CATEGORY_DICT} biz value={form.values.category} />
                </Text>
              ) : (
                <DictSelect
                  code={ARTICLE_CATEGORY_DICT}
                  biz
                  name="category"
                  value={form.values.category}
                  onChange={(value) => form.setValue('category', value)}
                  emptyLabel={t('article.form.categoryRequired')}
                />
              )}
            </FormField>
            <FormField label={t('article.author')} readOnly={readOnly}>
              <Input
                {...form.field('author')}
                variant={variant}
                autoComplete="off"
                maxLength={100}
                readOnly={readOnly}
              />
            </FormField>
          </SimpleGrid>
          <FormField label={t('article.summary')} readOnly={readOnly}>
            <Textarea {...form.field('summary')} variant={variant} rows={2} maxLength={500} readOnly={readOnly} />
          </FormField>
          <Stack gap="1.5">
            <Text fontSize="sm" fontWeight="medium">
              <FormattedMessage id="article.cover" />
            </Text>
            <UploadField
              value={cover}
              onChange={setCover}
              max={1}
              accept=".jpg,.jpeg,.png,.gif,.webp"
              disabled={readOnly}
              label={t('article.cover')}
            />
          </Stack>
          <FormField label={t('article.content')} error={form.errors.content} required readOnly={readOnly}>
            {readOnly ? (
              // Sanitized by the server before it was stored.
              <Box
                className="article-body"
                css={articleBodyCss}
                dangerouslySetInnerHTML={{ __html: form.values.content }}
              />
            ) : (
              <RichTextEditor
                value={form.values.content}
                onChange={(html) => form.setValue('content', html)}
                label={t('article.content')}
                invalid={Boolean(form.errors.content)}
              />
            )}
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
