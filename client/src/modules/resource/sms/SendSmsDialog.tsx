import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Input, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../../engine/apollo/errors';
import { DialogFrame } from '../../../engine/crud';
import { notify } from '../../../engine/feedback/toaster';
import { FormField, type Rules, useForm } from '../../../engine/form';
import { SendTestSmsDocument } from '../../../generated/graphql';
import { mobileMessageId } from './mobile';

interface SendValues extends Record<string, string> {
  phone: string;
  params: string;
}

const EXAMPLE = '{"code":"1234"}';

/** 发送测试短信: a phone number (the shared mobile rule) and template parameters, sent through the enabled configuration. */
export function SendSmsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <DialogFrame open={open} onClose={onClose} title={<FormattedMessage id="resource.sms.sendTitle" />} divider lazy>
      <SendForm onClose={onClose} />
    </DialogFrame>
  );
}

function SendForm({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const rules = useMemo<Rules<SendValues>>(
    () => ({
      phone: [
        (v) => {
          const id = mobileMessageId(v);
          return id ? intl.formatMessage({ id }) : undefined;
        },
      ],
      params: [
        (v) => (v.trim() && !isJsonObject(v) ? intl.formatMessage({ id: 'resource.sms.paramsInvalid' }) : undefined),
      ],
    }),
    [intl],
  );
  const form = useForm<SendValues>({ initialValues: { phone: '', params: '' }, rules });
  const [send, { loading }] = useMutation(SendTestSmsDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      const result = await send({
        variables: { input: { phone: form.values.phone.trim(), params: form.values.params.trim() || null } },
      });
      const sent = result.data?.sendTestSms;
      if (sent) notify('success', { id: 'resource.sms.sent', values: { phone: sent.phone, provider: sent.provider } });
      onClose();
    } catch (failure) {
      const problem = readApiProblem(failure);
      if (!problem) return;
      if (problem.fields.phone || problem.fields.params) form.setErrors(problem.fields);
      else notify('error', { text: problem.message });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('resource.sms.sendTitle')}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <FormField label={t('resource.sms.phone')} error={form.errors.phone} required>
            <Input {...form.field('phone')} inputMode="tel" autoComplete="off" maxLength={20} />
          </FormField>
          <FormField
            label={t('resource.sms.params')}
            error={form.errors.params}
            helperText={t('resource.sms.paramsHelp', { example: EXAMPLE })}
          >
            <Textarea {...form.field('params')} rows={3} placeholder={EXAMPLE} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" colorPalette="blue" loading={loading}>
          <FormattedMessage id="resource.sms.sendSubmit" />
        </Button>
      </Dialog.Footer>
    </form>
  );
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}
