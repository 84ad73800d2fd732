import { useMutation } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import {
  CheckboxChoices,
  FormFooter,
  idList,
  OptionSelect,
  optionalText,
  pattern,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
  ShownOnceDialog,
  STATUS,
  useStatusOptions,
} from '../../../engine/crud';
import { FormField, required, type Rules, useForm } from '../../../engine/form';
import {
  SaveWebhookEndpointDocument,
  WebhookEndpointDocument,
  type WebhookEndpointFieldsFragment,
} from '../../../generated/graphql';

interface WebhookFormValues extends Record<string, string> {
  name: string;
  url: string;
  events: string;
  enabled: string;
  remark: string;
}

/** A new endpoint's (or rotated) secret, to show once. */
export interface MadeSecret {
  name: string;
  secret: string;
}

/** The label of an event type in the user's language (its key when the catalogue has none). */
export function useEventLabel(): (key: string) => string {
  const intl = useIntl();
  return useCallback(
    (key: string) => {
      const id = `system.webhook.event.${key}`;
      return intl.messages[id] ? intl.formatMessage({ id }) : key;
    },
    [intl],
  );
}

export interface WebhookFormDialogProps {
  state: RecordDialogState | null;
  types: readonly { key: string; description: string }[];
  onClose(): void;
  /** After saving: the new endpoint's secret when one was made. */
  onSaved(made?: MadeSecret): void;
}

/** Add, edit or view one webhook endpoint. */
export function WebhookFormDialog({ state, types, onClose, onSaved }: WebhookFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      size="lg"
      titles={{
        create: <FormattedMessage id="system.webhook.form.createTitle" />,
        edit: <FormattedMessage id="system.webhook.form.editTitle" />,
        view: <FormattedMessage id="system.webhook.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <WebhookForm mode="create" types={types} onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader
            document={WebhookEndpointDocument}
            id={open.id}
            select={(data) => data.webhookEndpoint}
            onClose={onClose}
          >
            {(endpoint) => (
              <WebhookForm mode={open.mode} endpoint={endpoint} types={types} onClose={onClose} onSaved={onSaved} />
            )}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

function WebhookForm({
  mode,
  endpoint,
  types,
  onClose,
  onSaved,
}: {
  mode: 'create' | 'edit' | 'view';
  endpoint?: WebhookEndpointFieldsFragment;
  types: readonly { key: string; description: string }[];
  onClose(): void;
  onSaved(made?: MadeSecret): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const eventLabel = useEventLabel();
  const statusOptions = useStatusOptions();
  const readOnly = mode === 'view';
  const rules = useMemo<Rules<WebhookFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      name: [required(m('system.webhook.form.nameRequired'))],
      url: [
        required(m('system.webhook.form.urlRequired')),
        pattern(/^https?:\/\/\S+$/i, m('system.webhook.form.urlInvalid')),
      ],
      events: [required(m('system.webhook.form.eventsRequired'))],
    };
  }, [intl]);
  const form = useForm<WebhookFormValues>({
    initialValues: endpoint
      ? {
          name: endpoint.name,
          url: endpoint.url,
          events: idList.format(endpoint.events),
          enabled: endpoint.enabled ? STATUS.enabled : STATUS.disabled,
          remark: endpoint.remark ?? '',
        }
      : { name: '', url: 'https://', events: '', enabled: STATUS.enabled, remark: '' },
    rules,
  });
  const [save, { loading: saving }] = useMutation(SaveWebhookEndpointDocument, {
    update: (cache) => evictList(cache, 'webhookEndpoints'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const v = form.values;
    const input = {
      ...(endpoint ? { id: endpoint.id, version: endpoint.version } : {}),
      name: v.name.trim(),
      url: v.url.trim(),
      events: idList.parse(v.events),
      enabled: v.enabled === STATUS.enabled,
      remark: optionalText(v.remark),
    };
    let made: MadeSecret | undefined;
    const saved = await saveForm(
      form,
      async () => {
        const { data } = await save({ variables: { input } });
        const answer = data?.saveWebhookEndpoint;
        if (answer) made = { name: answer.endpoint.name, secret: answer.secret };
      },
      { updating: Boolean(endpoint) },
    );
    if (saved) onSaved(made);
  };

  const variant = readOnly ? 'subtle' : 'outline';
  const placeholder = (label: string) =>
    readOnly ? undefined : intl.formatMessage({ id: 'common.inputPlaceholder' }, { label });

  return (
    <form onSubmit={submit} noValidate aria-label={t(`system.webhook.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('system.webhook.name')} error={form.errors.name} required readOnly={readOnly}>
              <Input
                {...form.field('name')}
                variant={variant}
                placeholder={placeholder(t('system.webhook.name'))}
                autoComplete="off"
                maxLength={64}
              />
            </FormField>
            <FormField label={t('common.status')} readOnly={readOnly}>
              <OptionSelect
                name="enabled"
                options={statusOptions}
                value={form.values.enabled}
                onChange={(value) => form.setValue('enabled', value)}
                disabled={readOnly}
              />
            </FormField>
          </SimpleGrid>
          <FormField
            label={t('system.webhook.url')}
            error={form.errors.url}
            required
            readOnly={readOnly}
            helperText={readOnly ? undefined : t('system.webhook.form.urlHelp')}
          >
            <Input
              {...form.field('url')}
              variant={variant}
              autoComplete="off"
              maxLength={500}
              fontFamily="mono"
              inputMode="url"
            />
          </FormField>
          <FormField label={t('system.webhook.events')} error={form.errors.events} required readOnly={readOnly}>
            <CheckboxChoices
              aria-label={t('system.webhook.events')}
              options={types.map((e) => ({ value: e.key, label: eventLabel(e.key) }))}
              value={idList.parse(form.values.events)}
              onChange={(next) => form.setValue('events', idList.format(next))}
              disabled={readOnly}
              invalid={Boolean(form.errors.events)}
            />
          </FormField>
          <FormField label={t('system.webhook.remark')} readOnly={readOnly}>
            <Textarea {...form.field('remark')} variant={variant} rows={2} maxLength={255} />
          </FormField>
          {endpoint && (
            <Text textStyle="sm" color="fg.muted">
              <FormattedMessage id="system.webhook.secret" />: ••••{endpoint.secretHint}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}

/** The signing secret of a new or rotated endpoint, shown once, with how receivers check it. */
export function SecretDialog({ made, onClose }: { made: MadeSecret | null; onClose(): void }) {
  const intl = useIntl();
  return (
    <ShownOnceDialog
      value={made?.secret ?? null}
      title={intl.formatMessage({ id: 'system.webhook.secretTitle' }, { name: made?.name ?? '' })}
      messages={{
        once: 'system.webhook.secretOnce',
        how: 'system.webhook.secretHow',
        copy: 'system.webhook.copySecret',
        copied: 'system.webhook.secretCopied',
        done: 'system.webhook.secretDone',
      }}
      testId="webhook-secret"
      onClose={onClose}
    />
  );
}
