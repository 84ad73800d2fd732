import { Alert, Button, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Session } from '../../engine/auth/session';
// Not the engine/form index: it also exports the upload and dictionary fields (and their GraphQL client).
import { FormField } from '../../engine/form/FormField';
import { required, type Rules } from '../../engine/form/rules';
import { useForm } from '../../engine/form/useForm';
import { CaptchaField, useCaptcha } from './Captcha';

/** The sign-in call and Apollo load when the form is first sent (or a captcha is asked for). */
const signInRequest = () => import('./signInRequest');

interface LoginValues extends Record<string, string> {
  tenantId: string;
  account: string;
  password: string;
}

export interface LoginFormProps {
  /** Tenant filled in at first (000000). */
  tenantId: string;
  /** After the server accepted the credentials; the caller stores the session and moves on. */
  onSignedIn(session: Session): void | Promise<void>;
}

/** 租户编号, 账号, 密码 and 登录; the server's refusal (账号或密码错误, lock-out, pending account ...) shows above the button. */
export function LoginForm({ tenantId, onSignedIn }: LoginFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rules = useMemo<Rules<LoginValues>>(
    () => ({
      tenantId: [required(intl.formatMessage({ id: 'login.tenantIdRequired' }))],
      account: [required(intl.formatMessage({ id: 'login.accountRequired' }))],
      password: [required(intl.formatMessage({ id: 'login.passwordRequired' }))],
    }),
    [intl],
  );
  const form = useForm<LoginValues>({ initialValues: { tenantId, account: '', password: '' }, rules });
  const [loading, setLoading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Past the per-account failure threshold the server asks for a captcha (CAPTCHA_REQUIRED): show one.
  const captcha = useCaptcha(setRefusal);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!form.validate() || !captcha.check()) return;
    const { tenantId: tenant, account, password } = form.values;
    setLoading(true);
    try {
      const answer = await (await signInRequest()).requestSignIn({
        tenantId: tenant.trim(),
        account: account.trim(),
        password,
        ...captcha.answer(),
      });
      if ('session' in answer) {
        await onSignedIn(answer.session);
        return;
      }
      const { problem } = answer;
      if (!problem) return; // transport failures are announced by the Apollo error link
      form.setErrors(problem.fields);
      setRefusal(problem.message);
      // A captcha is used once: every refused attempt gets a new one.
      await captcha.renew(problem.code);
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.form')}>
      <Stack gap="4">
        <FormField label={t('login.tenantId')} error={form.errors.tenantId} required>
          <Input
            {...form.field('tenantId')}
            placeholder={t('login.tenantIdRequired')}
            autoComplete="organization"
            maxLength={12}
          />
        </FormField>
        <FormField label={t('login.account')} error={form.errors.account} required>
          <Input
            {...form.field('account')}
            placeholder={t('login.accountRequired')}
            autoComplete="username"
            maxLength={64}
          />
        </FormField>
        <FormField label={t('login.password')} error={form.errors.password} required>
          <Input
            {...form.field('password')}
            type="password"
            placeholder={t('login.passwordRequired')}
            autoComplete="current-password"
            maxLength={128}
          />
        </FormField>
        <CaptchaField state={captcha} />
        {refusal && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" size="lg" loading={loading} mt="2">
          <FormattedMessage id="login.submit" />
        </Button>
      </Stack>
    </form>
  );
}
