import { useEffect, useSyncExternalStore } from 'react';

/** The web app manifest and the service worker of the mobile pages (client/public, client/pwa). */
export const MANIFEST_URL = '/manifest.webmanifest';
export const SERVICE_WORKER_URL = '/sw.js';
export const MOBILE_SCOPE = '/mobile/';

/** Adds a `<link>` to the head unless one with that rel is there; answers the way to take it out again. */
function addLink(rel: string, href: string): () => void {
  if (document.head.querySelector(`link[rel="${rel}"]`)) return () => {};
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
  return () => link.remove();
}

/**
 * The installable web app, on the mobile pages only (the rest of the product has neither): links the manifest and
 * the home screen icon while a mobile page is shown, and registers the service worker for /mobile/ in a built
 * client (the development server has no sw.js).
 */
export function useMobileApp(): void {
  useEffect(() => {
    const removers = [addLink('manifest', MANIFEST_URL), addLink('apple-touch-icon', '/icons/icon-180.png')];
    if (import.meta.env.PROD && 'serviceWorker' in navigator)
      navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: MOBILE_SCOPE }).catch((error: unknown) => {
        // Without it the pages work as before (no offline shell): a warning, not an error of the page.
        console.warn('service worker not registered', error);
      });
    return () => {
      for (const remove of removers) remove();
    };
  }, []);
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser has a network connection now (follows it going and coming back). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
