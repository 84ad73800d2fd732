import { useQuery } from '@apollo/client/react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MyWeixinBindingDocument, WeixinBindConfigDocument } from '../../generated/graphql';
import { QueryState, Section } from './parts';
import { WEIXIN_BIND_PATH } from './weixin-bind';

/** Whether the page runs inside the WeChat app (its browser names itself MicroMessenger). */
export function inWeixin(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/**
 * The pages SPEC section 2 says need the mobile binding (meeting-list, meeting-detail): opened inside WeChat with a
 * messaging app configured, a signed-in user without a binding is asked to bind first. Elsewhere (a phone browser,
 * a desktop, no messaging app configured) the ordinary sign-in is enough.
 */
export function BindingGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const gated = inWeixin();
  const config = useQuery(WeixinBindConfigDocument, { skip: !gated });
  const configured = config.data?.weixinBindConfig.configured ?? false;
  const mine = useQuery(MyWeixinBindingDocument, { skip: !configured, fetchPolicy: 'network-only' });
  if (!gated) return children;
  if (!config.data || (configured && !mine.data))
    return <QueryState loading={config.loading || mine.loading} error={config.error ?? mine.error} />;
  if (!configured || mine.data?.myWeixinBinding) return children;
  return (
    <Section title={intl.formatMessage({ id: 'mobile.gate.title' })}>
      <Stack gap="4">
        <Text>
          <FormattedMessage id="mobile.gate.text" />
        </Text>
        <Button asChild colorPalette="green" width="full">
          <Link to={WEIXIN_BIND_PATH}>
            <Link2 />
            <FormattedMessage id="mobile.weixin.bind" />
          </Link>
        </Button>
      </Stack>
    </Section>
  );
}
