import { useMutation } from '@apollo/client/react';
import { Checkbox, Dialog, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
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
import { type OssConfigFieldsFragment, OssConfigDocument, SubmitOssConfigDocument } from '../../../generated/graphql';

export const STORAGE_CATEGORIES = ['local', 's3'] as const;
const DEFAULT_REGION = 'zhangjiakou';

interface OssFormValues extends Record<string, string> {
  category: string;
  ossCode: string;
  endpoint: string;
  bucketName: string;
  region: string;
  accessKey: string;
  secretKey: string;
  pathStyle: string;
  remark: string;
}

/** Create, edit or view one storage configuration. */
export function OssFormDialog({
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
        create: <FormattedMessage id="resource.oss.form.createTitle" />,
        edit: <FormattedMessage id="resource.oss.form.editTitle" />,
        view: <FormattedMessage id="resource.oss.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <OssForm mode="create" onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader document={OssConfigDocument} id={open.id} select={(data) => data.ossConfig} onClose={onClose}>
            {(config) => <OssForm mode={open.mode} config={config} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

function OssForm({
  mode,
  config,
  onClose,
  onSaved,
}: {
  mode: 'create' | 'edit' | 'view';
  config?: OssConfigFieldsFragment;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const readOnly = mode === 'view';
  const form = useForm<OssFormValues>({
    initialValues: {
      category: config?.category ?? 'local',
      ossCode: config?.ossCode ?? '',
      endpoint: config?.endpoint ?? '',
      bucketName: config?.bucketName ?? '',
      region: config?.region ?? DEFAULT_REGION,
      accessKey: config?.accessKey ?? '',
      secretKey: '',
      pathStyle: config?.pathStyle === false ? '0' : '1',
      remark: config?.remark ?? '',
    },
    rules: useMemo<Rules<OssFormValues>>(
      () => ({ ossCode: [required(intl.formatMessage({ id: 'resource.oss.form.ossCodeRequired' }))] }),
      [intl],
    ),
  });
  const s3 = form.values.category === 's3';
  const [submit, { loading: saving }] = useMutation(SubmitOssConfigDocument, {
    update: (cache) => evictList(cache, 'ossConfigs'),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const v = form.values;
    // Bucket and keys are required for S3-compatible storage only (the server checks the same).
    if (s3) {
      const problems = {
        bucketName: required(t('resource.oss.form.bucketRequired'))(v.bucketName),
        accessKey: required(t('resource.oss.form.accessKeyRequired'))(v.accessKey),
        secretKey: config?.secretKeyMasked
          ? undefined
          : required(t('resource.oss.form.secretKeyRequired'))(v.secretKey),
      };
      if (Object.values(problems).some(Boolean)) return form.setErrors(problems);
    }
    const input = {
      ...(config ? { id: config.id, version: config.version } : {}),
      category: v.category,
      ossCode: v.ossCode.trim(),
      endpoint: s3 ? optionalText(v.endpoint) : null,
      bucketName: s3 ? optionalText(v.bucketName) : null,
      region: optionalText(v.region),
      accessKey: s3 ? optionalText(v.accessKey) : null,
      secretKey: s3 ? optionalText(v.secretKey) : null,
      pathStyle: v.pathStyle === '1',
      remark: optionalText(v.remark),
    };
    if (await saveForm(form, () => submit({ variables: { input } }), { updating: Boolean(config) })) onSaved();
  };

  const variant = readOnly ? 'subtle' : 'outline';
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(`resource.oss.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('resource.oss.ossCode')} error={form.errors.ossCode} required readOnly={readOnly}>
              <Input {...form.field('ossCode')} variant={variant} autoComplete="off" maxLength={64} />
            </FormField>
            <FormField label={t('resource.oss.category')} required readOnly={readOnly}>
              <OptionSelect
                name="category"
                options={STORAGE_CATEGORIES.map((value) => ({ value, label: t(`resource.oss.category.${value}`) }))}
                value={form.values.category}
                onChange={(value) => form.setValue('category', value)}
                disabled={readOnly}
              />
            </FormField>
          </SimpleGrid>
          {s3 ? (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <FormField label={t('resource.oss.endpoint')} error={form.errors.endpoint} readOnly={readOnly}>
                <Input
                  {...form.field('endpoint')}
                  variant={variant}
                  autoComplete="off"
                  placeholder="https://oss-cn-zhangjiakou.aliyuncs.com"
                />
              </FormField>
              <FormField label={t('resource.oss.region')} error={form.errors.region} readOnly={readOnly}>
                <Input {...form.field('region')} variant={variant} autoComplete="off" />
              </FormField>
              <FormField
                label={t('resource.oss.bucketName')}
                error={form.errors.bucketName}
                required
                readOnly={readOnly}
              >
                <Input {...form.field('bucketName')} variant={variant} autoComplete="off" />
              </FormField>
              <FormField label={t('resource.oss.accessKey')} error={form.errors.accessKey} required readOnly={readOnly}>
                <Input {...form.field('accessKey')} variant={variant} autoComplete="off" />
              </FormField>
              <FormField
                label={t('resource.oss.secretKey')}
                error={form.errors.secretKey}
                required={!config?.secretKeyMasked}
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
              <Checkbox.Root
                checked={form.values.pathStyle === '1'}
                onCheckedChange={(e) => form.setValue('pathStyle', e.checked ? '1' : '0')}
                disabled={readOnly}
                alignSelf="end"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('resource.oss.pathStyle')}</Checkbox.Label>
              </Checkbox.Root>
            </SimpleGrid>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('resource.oss.form.localHelp')}
            </Text>
          )}
          <FormField label={t('resource.oss.remark')} error={form.errors.remark} readOnly={readOnly}>
            <Textarea {...form.field('remark')} variant={variant} rows={2} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
