import { Button, Flex, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { lazyWithApollo } from '../../engine/apollo/lazy';
import { safeRedirect } from '../../engine/auth/navigation';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { useSignIn } from './useSignIn';
import { KIND_TEXT, type LoginVariant } from './variants';

// Both need the GraphQL client: they load after the page (the button is there only when an external site is set).
const ExternalLoginButton = lazyWithApollo(() => import('./ExternalLoginButton').then((m) => m.ExternalLoginButton));
const RegisterDialog = lazyWithApollo(() => import('./RegisterDialog').then((m) => m.RegisterDialog));

/** /login, /accountlogin, /lnjx-login ...: one page, addressed to award applicants, member units or experts. */
export function LoginPage({ variant }: { variant: LoginVariant }) {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const signIn = useSignIn();
  const [registering, setRegistering] = useState(false);
  // The register dialog loads the first time it is opened, then stays (its closing animation, the success alert).
  const [registerLoaded, setRegisterLoaded] = useState(false);
  const text = KIND_TEXT[variant.kind];

  return (
    <AuthLayout title={<FormattedMessage id={text.title} />} subtitle={<FormattedMessage id={text.subtitle} />}>
      <Stack gap="4">
        <LoginForm tenantId={variant.tenantId} onSignedIn={(session) => signIn(session, redirect)} />
        <Suspense fallback={null}>
          <ExternalLoginButton redirect={safeRedirect(redirect, '/')} tenantId={variant.tenantId} />
        </Suspense>
      </Stack>
      <Flex justify="space-between" align="center" textStyle="sm" wrap="wrap" gap="2">
        <Text color="fg.muted">
          <FormattedMessage id="login.noAccount" />{' '}
          <Button
            variant="plain"
            size="sm"
            h="auto"
            p="0"
            color="brand.fg"
            fontWeight="medium"
            onClick={() => {
              setRegisterLoaded(true);
              setRegistering(true);
            }}
          >
            <FormattedMessage id="login.register" />
          </Button>
        </Text>
        <HStack gap="4">
          <ChakraLink asChild color="fg.muted">
            <Link to="/resetPassword">
              <FormattedMessage id="login.forgotPassword" />
            </Link>
          </ChakraLink>
          <ChakraLink asChild color="fg.muted">
            <Link to="/access">
              <FormattedMessage id="login.otherEntries" />
            </Link>
          </ChakraLink>
        </HStack>
      </Flex>
      {registerLoaded && (
        <Suspense fallback={null}>
          <RegisterDialog
            open={registering}
            onClose={() => setRegistering(false)}
            initial={{ tenantId: variant.tenantId }}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}
