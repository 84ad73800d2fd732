import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { registerNavigator } from './engine/auth/navigation';
import { ConfirmProvider } from './engine/crud/confirm';
import { I18nProvider } from './i18n/I18nProvider';
import type { Locale } from './i18n/locale';
import { routes } from './routes';
import { ThemeProvider } from './shell/theme/ThemeProvider';

/**
 * The notices' view (Chakra's toast machine with its layers) is not in the first script: it loads while the first
 * page paints. The store behind `notify()` (engine/feedback/toaster.ts) is, so a notice raised before the view is
 * there is kept and shown when it mounts.
 */
const Toaster = lazy(() => import('./engine/feedback/Toaster').then((m) => ({ default: m.Toaster })));

/**
 * Theme, language, notices and confirmations: everything a screen expects around it. The GraphQL client is
 * not here: the routes that need it load it with their root (routes.tsx, engine/apollo/lazy.tsx).
 */
export function AppProviders({ locale, children }: { locale?: Locale; children: ReactNode }) {
  return (
    <ThemeProvider>
      <I18nProvider initialLocale={locale}>
        <ConfirmProvider>
          {children}
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </ConfirmProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  // Code outside React (the Apollo links on HTTP 401) navigates through the router.
  useEffect(() => {
    registerNavigator((to, options) => void router.navigate(to, options));
    return () => registerNavigator(null);
  }, [router]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
