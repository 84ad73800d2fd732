import { useApolloClient } from '@apollo/client/react';
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loginPath } from '../../engine/auth/navigation';
import { clearSession, getSession } from '../../engine/auth/session';
import { AuthConfigDocument, LogoutDocument } from '../../generated/graphql';
import { clearLock } from '../lock/lock';
import { externalLogoutHref } from './external-login';

let signingOut: Promise<boolean> | null = null;

/**
 * Ends the session on the server (its refresh-token family is revoked), forgets it here and drops the cached
 * data. Answers whether the external login site is configured (then its sign-out follows).
 */
function signOut(client: ReturnType<typeof useApolloClient>): Promise<boolean> {
  signingOut ??= (async () => {
    const session = getSession();
    const [config] = await Promise.allSettled([
      client.query({ query: AuthConfigDocument }),
      session
        ? client.mutate({ mutation: LogoutDocument, variables: { input: { refreshToken: session.refreshToken } } })
        : null,
    ]);
    clearSession();
    clearLock();
    await client.clearStore();
    return config.status === 'fulfilled' && Boolean(config.value.data?.authConfig.externalLogin);
  })().finally(() => {
    signingOut = null;
  });
  return signingOut;
}

/**
 * /logout/index?redirect=<path>: sign out, then the external site's sign-out (when configured) or /login, with
 * the return address kept so the next sign-in comes back to it.
 */
export function LogoutPage() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = loginPath(params.get('redirect') ?? undefined);
  useEffect(() => {
    let current = true;
    void signOut(client).then((external) => {
      if (!current) return;
      if (external) window.location.assign(externalLogoutHref(login));
      else void navigate(login, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [client, navigate, login]);
  return (
    <Center minH="100vh" bg="bg.canvas">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">
          <FormattedMessage id="login.logout.working" />
        </Text>
      </Stack>
    </Center>
  );
}
