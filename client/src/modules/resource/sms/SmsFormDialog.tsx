import { useMutation } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import {
  FormFooter,
  OptionSelect,
  optionalText,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
} from '../../../engine/crud';
import { FormField, required, type Rules, useForm } from '../../../engine/form';
import { type SmsConfigFieldsFragment, SmsConfigDocument, SubmitSmsConfigDocument } from '../../../generated/graphql';

export const SMS_CATEGORIES = ['log', 'aliyun', 'tencent', 'qiniu', 'yunpian'] as const;

interface SmsFormValues extends Record<string, string> {
  category: string;
  smsCode: string;
  templateId: string;
  accessKey: string;
  secretKey: string;
  signName: string;
  remark: string;
}

/** Create, edit or view one SMS configuration. */
export function SmsFormDialog({
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
        create: <FormattedMessage id="resource.sms.form.createTitle" />,
        edit: <FormattedMessage id="resource.sms.form.editTitle" />,
        view: <FormattedMessage id="resource.sms.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <SmsForm mode="create" onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader document={SmsConfigDocument} id={open.id} select={(data) => data.smsConfig} onClose={onClose}>
            {(config) => <SmsForm mode={open.mode} config={config} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

function SmsForm({
  mode,
  config,
  onClose,
  onSaved,
}: {
  mode: 'create' | 'edit' | 'view';
  config?: SmsConfigFieldsFragment;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const readOnly = mode === 'view';
  const form = useForm<SmsFormValues>({
    initialValues: {
      category: config?.category ?? 'log',
      smsCode: config?.smsCode ?? '',
      templateId: config?.templateId ?? '',
      accessKey: config?.accessKey ?? '',
      secretKey: '',
      signName: config?.signName ?? '',
      remark: config?.remark ?? '',
    },
    rules: useMemo<Rules<SmsFormValues>>(
      () => ({ smsCode: [required(intl.formatMessage({ id: 'resource.sms.form.smsCodeRequired' }))] }),
      [intl],
    ),
  });
  const provider = form.values.category !== 'log';
  const [submit, { loading: saving }] = useMutation(SubmitSmsConfigDocument, {
    update: (cache) => evictList(cache, 'smsConfigs'),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const v = form.values;
    // A real provider needs its template, keys and signature (the server checks the same).
    if (provider) {
      const problems = {
        templateId: required(t('resource.sms.form.templateIdRequired'))(v.templateId),
        accessKey: required(t('resource.oss.form.accessKeyRequired'))(v.accessKey),
        secretKey: config?.secretKeyMasked
          ? undefined
          : required(t('resource.oss.form.secretKeyRequired'))(v.secretKey),
        signName: required(t('resource.sms.form.signNameRequired'))(v.signName),
      };
      if (Object.values(problems).some(Boolean)) return form.setErrors(problems);
    }
    const input = {
      ...(config ? { id: config.id, version: config.version } : {}),
      category: v.category,
      smsCode: v.smsCode.trim(),
      templateId: optionalText(v.templateId),
      accessKey: optionalText(v.accessKey),
      secretKey: optionalText(v.secretKey),
      signName: optionalText(v.signName),
      remark: optionalText(v.remark),
    };
    if (await saveForm(form, () => submit({ variables: { input } }), { updating: Boolean(config) })) onSaved();
  };

  const variant = readOnly ? 'subtle' : 'outline';
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(`resource.sms.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('resource.sms.smsCode')} error={form.errors.smsCode} required readOnly={readOnly}>
              <Input {...form.field('smsCode')} variant={variant} autoComplete="off" maxLength={64} />
            </FormField>
            <FormField label={t('resource.sms.category')} required readOnly={readOnly}>
              <OptionSelect
                name="category"
                options={SMS_CATEGORIES.map((value) => ({ value, label: t(`resource.sms.category.${value}`) }))}
                value={form.values.category}
                onChange={(value) => form.setValue('category', value)}
                disabled={readOnly}
              />
            </FormField>
            <FormField
              label={t('resource.sms.templateId')}
              error={form.errors.templateId}
              required={provider}
              readOnly={readOnly}
            >
              <Input {...form.field('templateId')} variant={variant} autoComplete="off" maxLength={64} />
            </FormField>
            <FormField
              label={t('resource.sms.signName')}
              error={form.errors.signName}
              required={provider}
              readOnly={readOnly}
            >
              <Input {...form.field('signName')} variant={variant} autoComplete="off" maxLength={64} />
            </FormField>
            <FormField
              label={t('resource.sms.accessKey')}
              error={form.errors.accessKey}
              required={provider}
              readOnly={readOnly}
            >
              <Input {...form.field('accessKey')} variant={variant} autoComplete="off" maxLength={128} />
            </FormField>
            <FormField
              label={t('resource.sms.secretKey')}
              error={form.errors.secretKey}
              required={provider && !config?.secretKeyMasked}
              readOnly={readOnly}
              helperText={
                config?.secretKeyMasked
                  ? t('resource.oss.form.secretKeyKeep', { masked: config.secretKeyMasked })
                  : undefined
              }
            >
              <Input
                {...form.field('secretKey')}
                type="password"
                variant={variant}
                autoComplete="new-password"
                placeholder={config?.secretKeyMasked || undefined}
              />
            </FormField>
          </SimpleGrid>
          <FormField label={t('resource.sms.remark')} error={form.errors.remark} readOnly={readOnly}>
            <Textarea {...form.field('remark')} variant={variant} rows={2} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
