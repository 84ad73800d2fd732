import { IconButton } from '@chakra-ui/react';
import { Maximize, Minimize } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';

const subscribe = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
};
const isFullscreen = () => Boolean(document.fullscreenElement);

/** The top bar's full-screen toggle (Fullscreen API); absent where the browser does not allow it. */
export function FullscreenButton() {
  const intl = useIntl();
  const fullscreen = useSyncExternalStore(subscribe, isFullscreen, () => false);
  if (!document.fullscreenEnabled) return null;
  const label = intl.formatMessage({ id: fullscreen ? 'shell.fullscreen.exit' : 'shell.fullscreen.enter' });
  const toggle = () =>
    void (fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  return (
    <IconButton
      variant="ghost"
      size="sm"
      colorPalette="gray"
      aria-label={label}
      title={label}
      aria-pressed={fullscreen}
      onClick={toggle}
    >
      {fullscreen ? <Minimize /> : <Maximize />}
    </IconButton>
  );
}
