import { Alert, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DEFAULT_TENANT_ID } from '../../engine/auth/guard';
import { sessionFromTokens } from '../../engine/auth/session';
import { AuthLayout } from './AuthLayout';
import { completeExternalLoginOnce, ExternalLoginError, type ExternalLoginResult } from './external-login';
import { RegisterDialog } from './RegisterDialog';
import { useSignIn } from './useSignIn';

type State =
  | { kind: 'working' }
  | { kind: 'register'; result: ExternalLoginResult }
  | { kind: 'failed'; message: string | undefined };

/**
 * /authentication/index and /authentication/jxindex: the return point of the external login site. A known
 * user is signed in and sent where they wanted to go; a new one gets the register dialog with the ticket.
 */
export function ExternalCallbackPage() {
  const intl = useIntl();
  const signIn = useSignIn();
  const [state, setState] = useState<State>({ kind: 'working' });

  useEffect(() => {
    let current = true;
    completeExternalLoginOnce(window.location.href).then(
      (result) => {
        if (!current) return;
        if (result.tokens) void signIn(sessionFromTokens(result.tokens), result.redirect);
        else setState({ kind: 'register', result });
      },
      (error: unknown) => {
        if (current)
          setState({ kind: 'failed', message: error instanceof ExternalLoginError ? error.serverMessage : undefined });
      },
    );
    return () => {
      current = false;
    };
  }, [signIn]);

  return (
    <AuthLayout title={<FormattedMessage id="login.external.title" />}>
      {state.kind === 'working' && (
        <Center py="6">
          <Stack align="center" gap="3">
            <Spinner size="lg" color="brand.solid" />
            <Text color="fg.muted">
              <FormattedMessage id="login.external.working" />
            </Text>
          </Stack>
        </Center>
      )}
      {state.kind === 'failed' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{state.message ?? intl.formatMessage({ id: 'login.external.failed' })}</Alert.Title>
        </Alert.Root>
      )}
      {state.kind === 'register' && (
        <Text color="fg.muted">
          <FormattedMessage id="login.external.needRegister" />
        </Text>
      )}
      {state.kind !== 'working' && (
        <Button asChild variant="outline">
          <Link to="/login">
            <RotateCcw />
            <FormattedMessage id="login.backToLogin" />
          </Link>
        </Button>
      )}
      {state.kind === 'register' && (
        <RegisterDialog
          open
          onClose={() =>
            setState({ kind: 'failed', message: intl.formatMessage({ id: 'login.external.registerCancelled' }) })
          }
          initial={{ tenantId: state.result.tenantId ?? DEFAULT_TENANT_ID, account: state.result.account ?? undefined }}
          registrationTicket={state.result.registrationTicket ?? undefined}
        />
      )}
    </AuthLayout>
  );
}
