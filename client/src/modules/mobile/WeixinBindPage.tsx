import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, type ButtonProps, Group, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link2, LogIn, MessageCircle, RotateCcw, Unlink } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { readApiProblem } from '../../engine/apollo/errors';
import type { MessageId } from '../../i18n/locale';
import { DEFAULT_TENANT_ID } from '../../engine/auth/guard';
import { sessionFromTokens, useSession } from '../../engine/auth/session';
import { useConfirm } from '../../engine/crud';
import { FormField } from '../../engine/form/FormField';
import { formatDateTime } from '../../engine/format/date';
import { MyWeixinBindingDocument, UnbindMyWeixinDocument, WeixinBindConfigDocument } from '../../generated/graphql';
import { CaptchaField, useCaptcha } from '../login/Captcha';
import { useSignIn } from '../login/useSignIn';
import { QueryState, Rows, Section } from './parts';
import {
  authorizeHref,
  bindWeixin,
  completeWeixinOnce,
  sendBindSmsCode,
  WEIXIN_BIND_PATH,
  type WeixinAnswer,
  WeixinError,
} from './weixin-bind';

const LOGIN_HREF = `/login?redirect=${encodeURIComponent('/mobile/info')}`;
const failure = (e: unknown) => (e instanceof WeixinError ? e.serverMessage : undefined);

/**
 * 微信绑定 (/mobile/weixin-bind): opened from the messaging app, it sends the visitor to authorize, and on the way
 * back signs a bound visitor in at once or asks an unbound one to prove who they are (password, or a code by SMS
 * where SMS is configured) and binds. A signed-in user sees the binding and may unbind. Without a messaging app
 * configured it says so; the mobile pages then work with an ordinary sign-in.
 */
export function WeixinBindPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const config = useQuery(WeixinBindConfigDocument);
  if (!config.data) return <QueryState loading={config.loading} error={config.error} />;
  const { configured, authorizeUrl, smsEnabled } = config.data.weixinBindConfig;
  const tenantId = params.get('tenantId') ?? DEFAULT_TENANT_ID;
  if (!configured || !authorizeUrl) return <NotConfigured />;
  const start = authorizeHref(authorizeUrl, tenantId);
  if (code && state) return <Callback code={code} state={state} start={start} smsEnabled={smsEnabled} />;
  return <Overview start={start} />;
}

/**
 * A full-width button that goes somewhere: a page of the app (`to`), or a server address (`href`: the
 * authorization leaves the app for the messaging app).
 */
function Go({
  to,
  href,
  icon,
  id,
  ...button
}: { to?: string; href?: string; icon: ReactNode; id: MessageId } & Pick<ButtonProps, 'colorPalette' | 'variant'>) {
  const content = (
    <>
      {icon}
      <FormattedMessage id={id} />
    </>
  );
  return (
    <Button asChild w="full" {...button}>
      {to ? <Link to={to}>{content}</Link> : <a href={href}>{content}</a>}
    </Button>
  );
}

function NotConfigured() {
  const session = useSession();
  return (
    <Stack gap="3">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id="mobile.weixin.notConfigured" />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage id="mobile.weixin.notConfiguredHint" />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Go
        to={session ? '/mobile/info' : LOGIN_HREF}
        icon={<LogIn />}
        id={session ? 'mobile.weixin.toPages' : 'mobile.weixin.signIn'}
      />
    </Stack>
  );
}

/** Signed in: the binding and the way to unbind; else the way to authorize (or to sign in with the account). */
function Overview({ start }: { start: string }) {
  const intl = useIntl();
  const session = useSession();
  if (!session)
    return (
      <Section title={intl.formatMessage({ id: 'mobile.weixin.title' })}>
        <Stack gap="3">
          <Text color="fg.muted">
            <FormattedMessage id="mobile.weixin.intro" />
          </Text>
          <Go href={start} icon={<MessageCircle />} id="mobile.weixin.authorize" colorPalette="green" />
          <Go to={LOGIN_HREF} icon={<LogIn />} id="mobile.weixin.signIn" variant="outline" />
        </Stack>
      </Section>
    );
  return <MyBinding start={start} />;
}

function MyBinding({ start }: { start: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const confirm = useConfirm();
  const { data, loading, error, refetch } = useQuery(MyWeixinBindingDocument, { fetchPolicy: 'network-only' });
  const [unbind, unbinding] = useMutation(UnbindMyWeixinDocument);
  const [problem, setProblem] = useState<string>();
  if (!data) return <QueryState loading={loading} error={error} />;
  const binding = data.myWeixinBinding;
  const remove = async () => {
    if (!(await confirm({ message: t('mobile.weixin.unbindConfirm'), danger: true }))) return;
    setProblem(undefined);
    try {
      await unbind();
      await refetch();
    } catch (e) {
      setProblem(readApiProblem(e)?.message ?? t('mobile.loadFailed'));
    }
  };
  return (
    <Section title={t('mobile.weixin.mine')}>
      <Stack gap="3">
        {binding ? (
          <>
            <Alert.Root status="success" size="sm">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id="mobile.weixin.bound" />
              </Alert.Title>
            </Alert.Root>
            <Rows
              label={t('mobile.weixin.mine')}
              rows={[
                [t('mobile.weixin.openId'), binding.openId],
                [t('mobile.weixin.boundAt'), formatDateTime(binding.createTime)],
              ]}
            />
            <Button
              variant="outline"
              colorPalette="red"
              w="full"
              loading={unbinding.loading}
              onClick={() => void remove()}
            >
              <Unlink />
              <FormattedMessage id="mobile.weixin.unbind" />
            </Button>
          </>
        ) : (
          <>
            <Text color="fg.muted">
              <FormattedMessage id="mobile.weixin.notBound" />
            </Text>
            <Go href={start} icon={<Link2 />} id="mobile.weixin.bind" colorPalette="green" />
          </>
        )}
        {problem && (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </Section>
  );
}

type CallbackState = { kind: 'working' } | { kind: 'bind'; ticket: string } | { kind: 'failed'; message?: string };

/** Back from the messaging app: signed in at once, the bind form, or why not (with a way to start over). */
function Callback({
  code,
  state,
  start,
  smsEnabled,
}: {
  code: string;
  state: string;
  start: string;
  smsEnabled: boolean;
}) {
  const intl = useIntl();
  const signIn = useSignIn();
  const [step, setStep] = useState<CallbackState>({ kind: 'working' });
  useEffect(() => {
    let current = true;
    completeWeixinOnce(code, state).then(
      (answer) => {
        if (!current) return;
        if (answer.tokens) void signIn(sessionFromTokens(answer.tokens), WEIXIN_BIND_PATH);
        else if (answer.ticket) setStep({ kind: 'bind', ticket: answer.ticket });
        else setStep({ kind: 'failed' });
      },
      (e: unknown) => current && setStep({ kind: 'failed', message: failure(e) }),
    );
    return () => {
      current = false;
    };
  }, [code, state, signIn]);

  if (step.kind === 'working')
    return (
      <Stack align="center" py="10" gap="3">
        <Spinner size="lg" />
        <Text color="fg.muted">
          <FormattedMessage id="mobile.weixin.working" />
        </Text>
      </Stack>
    );
  if (step.kind === 'failed')
    return (
      <Stack gap="3">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{step.message ?? intl.formatMessage({ id: 'mobile.weixin.failed' })}</Alert.Title>
        </Alert.Root>
        <Go href={start} icon={<RotateCcw />} id="mobile.weixin.retry" variant="outline" />
      </Stack>
    );
  return (
    <BindForm
      ticket={step.ticket}
      smsEnabled={smsEnabled}
      onBound={(answer) => (answer.tokens ? signIn(sessionFromTokens(answer.tokens), WEIXIN_BIND_PATH) : undefined)}
    />
  );
}

type Proof = 'password' | 'sms';

/** 验证身份: the account and its password, or (where SMS is configured) a code sent to the account's mobile. */
function BindForm({
  ticket,
  smsEnabled,
  onBound,
}: {
  ticket: string;
  smsEnabled: boolean;
  onBound(answer: WeixinAnswer): void | Promise<void>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [proof, setProof] = useState<Proof>('password');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [sms, setSms] = useState<{ key: string; phone: string }>();
  const [wait, setWait] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<'account' | 'password' | 'smsCode', string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const [sending, setSending] = useState(false);
  const [loading, setLoading] = useState(false);
  // Past the account's failure threshold the sign-in asks for a captcha, here as on the login page.
  const captcha = useCaptcha(setRefusal);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const sendCode = async () => {
    setRefusal(undefined);
    if (!account.trim()) {
      setErrors({ account: t('login.accountRequired') });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await sendBindSmsCode({ ticket, account: account.trim() });
      setSms({ key: answer.smsKey, phone: answer.phone });
      setWait(60);
    } catch (e) {
      setRefusal(failure(e) ?? t('mobile.weixin.failed'));
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const next: typeof errors = {};
    if (!account.trim()) next.account = t('login.accountRequired');
    if (proof === 'password' && !password) next.password = t('login.passwordRequired');
    if (proof === 'sms' && !/^\d{6}$/.test(smsCode.trim())) next.smsCode = t('mobile.weixin.smsCodeRequired');
    setErrors(next);
    if (Object.keys(next).length || (proof === 'password' && !captcha.check())) return;
    if (proof === 'sms' && !sms) {
      setRefusal(t('mobile.weixin.smsFirst'));
      return;
    }
    setLoading(true);
    try {
      const answer = await bindWeixin(
        proof === 'password'
          ? { ticket, account: account.trim(), password, ...captcha.answer() }
          : { ticket, smsKey: sms!.key, smsCode: smsCode.trim() },
      );
      await onBound(answer);
    } catch (e) {
      setRefusal(failure(e) ?? t('mobile.weixin.failed'));
      if (proof === 'password' && e instanceof WeixinError) await captcha.renew(e.code);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Section title={t('mobile.weixin.verify')}>
      <form onSubmit={submit} noValidate aria-label={t('mobile.weixin.verify')}>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id={smsEnabled ? 'mobile.weixin.verifyHintSms' : 'mobile.weixin.verifyHint'} />
          </Text>
          {smsEnabled && (
            <Group attached w="full" role="radiogroup" aria-label={t('mobile.weixin.verify')}>
              {(['password', 'sms'] as const).map((p) => (
                <Button
                  key={p}
                  flex="1"
                  size="sm"
                  role="radio"
                  aria-checked={proof === p}
                  variant={proof === p ? 'solid' : 'outline'}
                  onClick={() => setProof(p)}
                >
                  {t(p === 'password' ? 'mobile.weixin.byPassword' : 'mobile.weixin.bySms')}
                </Button>
              ))}
            </Group>
          )}
          <FormField label={t('login.account')} error={errors.account} required>
            <Input
              value={account}
              onChange={(e) => setAccount(e.target.value)}
              placeholder={t('login.accountRequired')}
              autoComplete="username"
              maxLength={64}
            />
          </FormField>
          {proof === 'password' ? (
            <FormField label={t('login.password')} error={errors.password} required>
              <Input
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                type="password"
                placeholder={t('login.passwordRequired')}
                autoComplete="current-password"
                maxLength={128}
              />
            </FormField>
          ) : (
            <FormField
              label={t('mobile.weixin.smsCode')}
              error={errors.smsCode}
              required
              helperText={sms ? t('mobile.weixin.smsSent', { phone: sms.phone }) : undefined}
            >
              <Stack direction="row" gap="2" w="full">
                <Input
                  value={smsCode}
                  onChange={(e) => setSmsCode(e.target.value)}
                  placeholder={t('mobile.weixin.smsCodeRequired')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  flex="1"
                  minW="0"
                />
                <Button
                  type="button"
                  variant="outline"
                  flexShrink={0}
                  loading={sending}
                  disabled={wait > 0}
                  onClick={() => void sendCode()}
                >
                  {wait > 0 ? t('mobile.weixin.resendIn', { seconds: wait }) : t('mobile.weixin.sendCode')}
                </Button>
              </Stack>
            </FormField>
          )}
          {proof === 'password' && <CaptchaField state={captcha} />}
          {refusal && (
            <Alert.Root status="error" size="sm">
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          )}
          <Button type="submit" size="lg" loading={loading} colorPalette="green">
            <Link2 />
            <FormattedMessage id="mobile.weixin.bindSubmit" />
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
