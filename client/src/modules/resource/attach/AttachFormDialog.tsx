import { useMutation } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import {
  FormFooter,
  optionalText,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
} from '../../../engine/crud';
import { FormField, formatFileSize, required, type Rules, useForm } from '../../../engine/form';
import { formatDateTime } from '../../../engine/format/date';
import { type AttachFieldsFragment, AttachmentDocument, SubmitAttachmentDocument } from '../../../generated/graphql';

interface AttachFormValues extends Record<string, string> {
  originalName: string;
  remark: string;
}

/** View an attachment, or rename it and change its remark (files themselves come from uploads). */
export function AttachFormDialog({
  state,
  onClose,
  onSaved,
}: {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      titles={{
        create: <FormattedMessage id="resource.attach.form.createTitle" />,
        edit: <FormattedMessage id="resource.attach.form.editTitle" />,
        view: <FormattedMessage id="resource.attach.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? null : (
          <RecordLoader document={AttachmentDocument} id={open.id} select={(data) => data.attachment} onClose={onClose}>
            {(attach) => <AttachForm mode={open.mode} attach={attach} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

function AttachForm({
  mode,
  attach,
  onClose,
  onSaved,
}: {
  mode: 'edit' | 'view';
  attach: AttachFieldsFragment;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const rules = useMemo<Rules<AttachFormValues>>(
    () => ({ originalName: [required(intl.formatMessage({ id: 'resource.attach.form.originalNameRequired' }))] }),
    [intl],
  );
  const form = useForm<AttachFormValues>({
    initialValues: { originalName: attach.originalName, remark: attach.remark ?? '' },
    rules,
  });
  const [submit, { loading: saving }] = useMutation(SubmitAttachmentDocument, {
    update: (cache) => evictList(cache, 'attachments'),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const input = {
      id: attach.id,
      version: attach.version,
      originalName: form.values.originalName.trim(),
      remark: optionalText(form.values.remark),
    };
    if (await saveForm(form, () => submit({ variables: { input } }), { updating: true })) onSaved();
  };
  const variant = readOnly ? 'subtle' : 'outline';

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(`resource.attach.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <FormField
            label={t('resource.attach.originalName')}
            error={form.errors.originalName}
            required
            readOnly={readOnly}
          >
            <Input {...form.field('originalName')} variant={variant} autoComplete="off" maxLength={200} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            <FormField label={t('resource.attach.extension')} readOnly>
              <Input value={attach.extension} readOnly variant="subtle" />
            </FormField>
            <FormField label={t('resource.attach.attachSize')} readOnly>
              <Input value={formatFileSize(attach.attachSize)} readOnly variant="subtle" />
            </FormField>
            <FormField label={t('resource.attach.createTime')} readOnly>
              <Input value={formatDateTime(attach.createTime)} readOnly variant="subtle" />
            </FormField>
          </SimpleGrid>
          <FormField label={t('resource.attach.link')} readOnly>
            <Input value={attach.link} readOnly variant="subtle" />
          </FormField>
          <FormField label={t('resource.attach.remark')} error={form.errors.remark} readOnly={readOnly}>
            <Textarea {...form.field('remark')} variant={variant} rows={3} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
