import { useMutation } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import {
  FormFooter,
  integer,
  OptionSelect,
  optionalInt,
  optionalText,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
} from '../../../engine/crud';
import { FormField, required, type Rules, useForm } from '../../../engine/form';
import { type PostFieldsFragment, PostDocument, SubmitPostDocument } from '../../../generated/graphql';

/** 1 senior management, 2 middle management, 3 staff, 4 other. */
export const POST_CATEGORIES = ['1', '2', '3', '4'] as const;

interface PostFormValues extends Record<string, string> {
  category: string;
  postCode: string;
  postName: string;
  sort: string;
  remark: string;
}

export interface PostFormDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create, edit or view one post. */
export function PostFormDialog({ state, onClose, onSaved }: PostFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      titles={{
        create: <FormattedMessage id="system.post.form.createTitle" />,
        edit: <FormattedMessage id="system.post.form.editTitle" />,
        view: <FormattedMessage id="system.post.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <PostForm mode="create" onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader document={PostDocument} id={open.id} select={(data) => data.post} onClose={onClose}>
            {(post) => <PostForm mode={open.mode} post={post} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

function PostForm({
  mode,
  post,
  onClose,
  onSaved,
}: {
  mode: 'create' | 'edit' | 'view';
  post?: PostFieldsFragment;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const rules = useMemo<Rules<PostFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      category: [required(m('system.post.form.categoryRequired'))],
      postCode: [required(m('system.post.form.postCodeRequired'))],
      postName: [required(m('system.post.form.postNameRequired'))],
      sort: [integer(m('common.form.integer'))],
    };
  }, [intl]);
  const form = useForm<PostFormValues>({
    initialValues: post
      ? {
          category: String(post.category),
          postCode: post.postCode,
          postName: post.postName,
          sort: String(post.sort),
          remark: post.remark ?? '',
        }
      : { category: '1', postCode: '', postName: '', sort: '0', remark: '' },
    rules,
  });
  const [submitPost, { loading: saving }] = useMutation(SubmitPostDocument, {
    update: (cache) => evictList(cache, 'posts'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const v = form.values;
    const input = {
      ...(post ? { id: post.id, version: post.version } : {}),
      category: Number(v.category),
      postCode: v.postCode.trim(),
      postName: v.postName.trim(),
      sort: optionalInt(v.sort),
      remark: optionalText(v.remark),
    };
    if (await saveForm(form, () => submitPost({ variables: { input } }), { updating: Boolean(post) })) onSaved();
  };

  const placeholder = (label: string) =>
    readOnly ? undefined : intl.formatMessage({ id: 'common.inputPlaceholder' }, { label });
  const variant = readOnly ? 'subtle' : 'outline';

  return (
    <form onSubmit={submit} noValidate aria-label={t(`system.post.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('system.post.category')} error={form.errors.category} required readOnly={readOnly}>
              <OptionSelect
                name="category"
                options={POST_CATEGORIES.map((value) => ({ value, label: t(`system.post.category.${value}`) }))}
                value={form.values.category}
                onChange={(value) => form.setValue('category', value)}
                disabled={readOnly}
              />
            </FormField>
            <FormField label={t('system.post.postCode')} error={form.errors.postCode} required readOnly={readOnly}>
              <Input
                {...form.field('postCode')}
                variant={variant}
                placeholder={placeholder(t('system.post.postCode'))}
                autoComplete="off"
                maxLength={64}
              />
            </FormField>
            <FormField label={t('system.post.postName')} error={form.errors.postName} required readOnly={readOnly}>
              <Input
                {...form.field('postName')}
                variant={variant}
                placeholder={placeholder(t('system.post.postName'))}
                autoComplete="off"
                maxLength={64}
              />
            </FormField>
            <FormField label={t('system.post.sort')} error={form.errors.sort} readOnly={readOnly}>
              <Input {...form.field('sort')} type="number" inputMode="numeric" variant={variant} />
            </FormField>
          </SimpleGrid>
          <FormField label={t('system.post.remark')} error={form.errors.remark} readOnly={readOnly}>
            <Textarea
              {...form.field('remark')}
              variant={variant}
              placeholder={placeholder(t('system.post.remark'))}
              rows={3}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
