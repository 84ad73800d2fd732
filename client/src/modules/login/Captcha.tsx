import { Button, HStack, Image, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
// Not the engine/form index: it also exports the upload and dictionary fields (and their GraphQL client).
import { FormField } from '../../engine/form/FormField';

/** The sign-in's captcha call loads with the form's first need of it (Apollo stays out of the login page). */
const signInRequest = () => import('./signInRequest');

/**
 * The captcha a sign-in asks for past the per-account failure threshold (CAPTCHA_REQUIRED), for every form that
 * signs in with a password (登录, the messaging-app binding): shown once asked for, used once, renewed after each
 * refusal. `answer()` is what the sign-in call takes; `check()` refuses an empty code before sending.
 */
export function useCaptcha(onProblem: (message: string) => void) {
  const intl = useIntl();
  const [captcha, setCaptcha] = useState<{ key: string; image: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const load = async () => {
    setCode('');
    const answer = await (await signInRequest()).requestCaptcha();
    if ('captcha' in answer) setCaptcha(answer.captcha);
    else if (answer.problem) onProblem(answer.problem.message);
  };
  return {
    captcha,
    code,
    setCode,
    error,
    load,
    /** After a refusal: a new captcha when one was shown or the server asks for one. */
    renew: async (errorCode: string | undefined) => {
      if (captcha || errorCode === 'CAPTCHA_REQUIRED') await load();
    },
    check: (): boolean => {
      const missing = Boolean(captcha && !code.trim());
      setError(missing ? intl.formatMessage({ id: 'login.captchaRequired' }) : null);
      return !missing;
    },
    answer: () => (captcha ? { captchaKey: captcha.key, captchaCode: code.trim() } : {}),
  };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;

/** The captcha's code and image (a click on the image gets a new one); nothing until one is asked for. */
export function CaptchaField({ state }: { state: CaptchaState }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  if (!state.captcha) return null;
  return (
    <FormField label={t('login.captcha')} error={state.error ?? undefined} required>
      <HStack gap="2">
        <Input
          value={state.code}
          onChange={(e) => state.setCode(e.target.value)}
          placeholder={t('login.captchaRequired')}
          autoComplete="off"
          maxLength={8}
        />
        <Button
          type="button"
          variant="ghost"
          p="0"
          h="40px"
          onClick={() => void state.load()}
          aria-label={t('login.captchaRefresh')}
          title={t('login.captchaRefresh')}
        >
          <Image src={state.captcha.image} alt={t('login.captcha')} h="40px" w="110px" />
        </Button>
      </HStack>
    </FormField>
  );
}
