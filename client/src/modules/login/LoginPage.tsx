import { useQuery } from '@apollo/client/react';
import { Button, Flex, HStack, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { externalLoginHref } from '../../engine/auth/guard';
import { safeRedirect } from '../../engine/auth/navigation';
import { AuthConfigDocument } from '../../generated/graphql';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { RegisterDialog } from './RegisterDialog';
import { useSignIn } from './useSignIn';
import { KIND_TEXT, type LoginVariant } from './variants';

/** Sign-in through the external unified login site, offered when it is configured. */
function ExternalLoginButton({ redirect, tenantId }: { redirect: string; tenantId: string }) {
  const { data } = useQuery(AuthConfigDocument);
  const config = data?.authConfig;
  if (!config?.externalLogin || !config.loginUrl) return null;
  return (
    <>
      <HStack gap="3" color="fg.subtle" textStyle="xs">
        <Separator flex="1" />
        <FormattedMessage id="login.or" />
        <Separator flex="1" />
      </HStack>
      <Button asChild variant="outline">
        <a href={externalLoginHref(config.loginUrl, redirect, tenantId)}>
          <ShieldCheck />
          <FormattedMessage id="login.external" />
        </a>
      </Button>
    </>
  );
}

/** /login, /accountlogin, /lnjx-login ...: one page, addressed to award applicants, member units or experts. */
export function LoginPage({ variant }: { variant: LoginVariant }) {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const signIn = useSignIn();
  const [registering, setRegistering] = useState(false);
  const text = KIND_TEXT[variant.kind];

  return (
    <AuthLayout title={<FormattedMessage id={text.title} />} subtitle={<FormattedMessage id={text.subtitle} />}>
      <Stack gap="4">
        <LoginForm tenantId={variant.tenantId} onSignedIn={(session) => signIn(session, redirect)} />
        <ExternalLoginButton redirect={safeRedirect(redirect, '/')} tenantId={variant.tenantId} />
      </Stack>
      <Flex justify="space-between" align="center" textStyle="sm" wrap="wrap" gap="2">
        <Text color="fg.muted">
          <FormattedMessage id="login.noAccount" />{' '}
          <Button variant="plain" size="sm" h="auto" p="0" color="brand.fg" fontWeight="medium" onClick={() => setRegistering(true)}>
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
      <RegisterDialog open={registering} onClose={() => setRegistering(false)} initial={{ tenantId: variant.tenantId }} />
    </AuthLayout>
  );
}
