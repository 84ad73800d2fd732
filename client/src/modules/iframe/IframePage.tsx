import { Alert, Box } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { useCurrentTitle } from '../../shell/pageTitle';
import { iframeSandbox, iframeSource } from './iframe';

/** /myiframe/:routerPath: an external page (a menu with a web address, or the `src` query) embedded in the layout. */
export function IframePage() {
  const { routerPath } = useParams();
  const { search } = useLocation();
  const title = useCurrentTitle();
  const url = iframeSource(routerPath, search);
  if (!url) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="shell.iframe.invalid" />
        </Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="l2" overflow="hidden">
      <iframe
        src={url.href}
        title={title}
        sandbox={iframeSandbox(url, window.location.origin)}
        referrerPolicy="no-referrer"
        style={{ display: 'block', width: '100%', height: 'calc(100vh - 13rem)', minHeight: '24rem', border: 0 }}
      />
    </Box>
  );
}
