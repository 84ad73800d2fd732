import { useMutation } from '@apollo/client/react';
import { Alert, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { FormField, required, type Rules, useForm, validateValues } from '../../engine/form';
import { RegisterDocument } from '../../generated/graphql';

export interface RegisterValues extends Record<string, string> {
  tenantId: string;
  account: string;
  password: string;
  confirmPassword: string;
}

export interface RegisterFormProps {
  /** Tenant and account filled in at first (the external login site may suggest an account). */
  initial: { tenantId: string; account?: string };
  /** From an external login that found no account: links the new account to it. */
  registrationTicket?: string;
  /** After the server accepted the registration. */
  onSubmitted(): void;
  onCancel?(): void;
}

/** SPEC section 5 "Registration dialog": the four fields, their messages, and the server's answer. */
export function RegisterForm({ initial, registrationTicket, onSubmitted, onCancel }: RegisterFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useMemo<Rules<RegisterValues>>(() => {
    const passwordRequired = required(intl.formatMessage({ id: 'register.passwordRequired' }));
    return {
      tenantId: [required(intl.formatMessage({ id: 'register.tenantIdRequired' }))],
      account: [required(intl.formatMessage({ id: 'register.accountRequired' }))],
      password: [passwordRequired],
      confirmPassword: [passwordRequired],
    };
  }, [intl]);
  const form = useForm<RegisterValues>({
    initialValues: { tenantId: initial.tenantId, account: initial.account ?? '', password: '', confirmPassword: '' },
    rules,
  });
  const [register, { loading }] = useMutation(RegisterDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { values } = form;
    const errors = validateValues(values, rules);
    if (!errors.confirmPassword && values.password !== values.confirmPassword)
      errors.confirmPassword = t('register.passwordMismatch');
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      await register({
        variables: {
          input: {
            tenantId: values.tenantId.trim(),
            account: values.account.trim(),
            password: values.password,
            confirmPassword: values.confirmPassword,
            ...(registrationTicket ? { registrationTicket } : {}),
          },
        },
      });
    } catch (error) {
      // SPEC section 8: the server's message, or 提交失败.
      const problem = readApiProblem(error);
      if (problem) form.setErrors(problem.fields);
      setFailure(problem?.message ?? t('register.failed'));
      return;
    }
    onSubmitted();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('register.title')}>
      <Stack gap="4">
        <FormField label={t('register.tenantId')} error={form.errors.tenantId} required>
          <Input
            {...form.field('tenantId')}
            placeholder={t('register.tenantIdRequired')}
            autoComplete="organization"
            maxLength={12}
          />
        </FormField>
        <FormField label={t('register.account')} error={form.errors.account} required>
          <Input
            {...form.field('account')}
            placeholder={t('register.accountRequired')}
            autoComplete="username"
            maxLength={64}
          />
        </FormField>
        <FormField label={t('register.password')} error={form.errors.password} required>
          <Input
            {...form.field('password')}
            type="password"
            placeholder={t('register.passwordRequired')}
            autoComplete="new-password"
            maxLength={128}
          />
        </FormField>
        <FormField label={t('register.confirmPassword')} error={form.errors.confirmPassword} required>
          <Input
            {...form.field('confirmPassword')}
            type="password"
            placeholder={t('register.confirmPasswordPlaceholder')}
            autoComplete="new-password"
            maxLength={128}
          />
        </FormField>
        {failure && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap="3" mt="2">
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={loading}>
              <FormattedMessage id="common.cancel" />
            </Button>
          )}
          <Button type="submit" loading={loading} flex={onCancel ? undefined : '1'}>
            <FormattedMessage id="register.submit" />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
