import { useQuery } from '@apollo/client/react';
import { Button, HStack, Separator } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { externalLoginHref } from '../../engine/auth/guard';
import { AuthConfigDocument } from '../../generated/graphql';

/** Sign-in through the external unified login site, offered when it is configured. */
export function ExternalLoginButton({ redirect, tenantId }: { redirect: string; tenantId: string }) {
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
