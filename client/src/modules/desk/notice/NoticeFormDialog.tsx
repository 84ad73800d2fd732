import { useMutation } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { FormFooter, RecordDialog, type RecordDialogState, RecordLoader, saveForm } from '../../../engine/crud';
import { DictLabel, DictSelect, FormField, required, type Rules, useForm } from '../../../engine/form';
import { formatDateTime } from '../../../engine/format/date';
import { type NoticeFieldsFragment, NoticeDocument, SubmitNoticeDocument } from '../../../generated/graphql';

/** The system dictionary of notice categories. */
export const NOTICE_CATEGORY_DICT = 'notice';

interface NoticeFormValues extends Record<string, string> {
  title: string;
  category: string;
  content: string;
}

export interface NoticeFormDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create or edit a draft, or read a notice (published notices open read-only). */
export function NoticeFormDialog({ state, onClose, onSaved }: NoticeFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      size="xl"
      titles={{
        create: <FormattedMessage id="desk.notice.form.createTitle" />,
        edit: <FormattedMessage id="desk.notice.form.editTitle" />,
        view: <FormattedMessage id="desk.notice.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <NoticeForm mode="create" onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader document={NoticeDocument} id={open.id} select={(data) => data.notice} onClose={onClose}>
            {(notice) => (
              <NoticeForm
                mode={notice.status === 1 ? 'view' : open.mode}
                notice={notice}
                onClose={onClose}
                onSaved={onSaved}
              />
            )}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

function NoticeForm({
  mode,
  notice,
  onClose,
  onSaved,
}: {
  mode: 'create' | 'edit' | 'view';
  notice?: NoticeFieldsFragment;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const rules = useMemo<Rules<NoticeFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      title: [required(m('desk.notice.form.titleRequired'))],
      category: [required(m('desk.notice.form.categoryRequired'))],
      content: [required(m('desk.notice.form.contentRequired'))],
    };
  }, [intl]);
  const form = useForm<NoticeFormValues>({
    initialValues: notice
      ? { title: notice.title, category: notice.category, content: notice.content }
      : { title: '', category: '', content: '' },
    rules,
  });
  const [submitNotice, { loading: saving }] = useMutation(SubmitNoticeDocument, {
    update: (cache) => evictList(cache, 'notices'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const v = form.values;
    const input = {
      ...(notice ? { id: notice.id, version: notice.version } : {}),
      title: v.title.trim(),
      category: v.category,
      content: v.content,
    };
    if (await saveForm(form, () => submitNotice({ variables: { input } }), { updating: Boolean(notice) })) onSaved();
  };

  const placeholder = (label: string) =>
    readOnly ? undefined : intl.formatMessage({ id: 'common.inputPlaceholder' }, { label });
  const variant = readOnly ? 'subtle' : 'outline';

  return (
    <form onSubmit={submit} noValidate aria-label={t(`desk.notice.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <FormField label={t('desk.notice.noticeTitle')} error={form.errors.title} required readOnly={readOnly}>
            <Input
              {...form.field('title')}
              variant={variant}
              placeholder={placeholder(t('desk.notice.noticeTitle'))}
              autoComplete="off"
              maxLength={255}
            />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('desk.notice.category')} error={form.errors.category} required readOnly={readOnly}>
              {readOnly ? (
                <Text py="2">
                  <DictLabel code={NOTICE_CATEGORY_DICT} value={form.values.category} />
                </Text>
              ) : (
                <DictSelect
                  code={NOTICE_CATEGORY_DICT}
                  name="category"
                  value={form.values.category}
                  onChange={(value) => form.setValue('category', value)}
                  emptyLabel={t('desk.notice.form.categoryRequired')}
                />
              )}
            </FormField>
            {notice?.releaseTime && (
              <FormField label={t('desk.notice.releaseTime')} readOnly>
                <Text py="2">{formatDateTime(notice.releaseTime)}</Text>
              </FormField>
            )}
          </SimpleGrid>
          <FormField
            label={t('desk.notice.content')}
            error={form.errors.content}
            required
            readOnly={readOnly}
            helperText={readOnly ? undefined : t('desk.notice.form.plainText')}
          >
            {/* Plain text only: shown as text, never as HTML. */}
            <Textarea
              {...form.field('content')}
              variant={variant}
              placeholder={placeholder(t('desk.notice.content'))}
              rows={10}
              maxLength={20000}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
