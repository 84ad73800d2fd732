import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { registerNavigator } from './engine/auth/navigation';
import { ConfirmProvider } from './engine/crud/confirm';
import { I18nProvider } from './i18n/I18nProvider';
import type { Locale } from './i18n/locale';
import { appRoutesOnDemand, initialRoutes } from './firstRoutes';
import { loadAllRecipes } from './shell/theme/system';
import { ThemeProvider } from './shell/theme/ThemeProvider';

/**
 * The notices' view (Chakra's toast machine with its layers) is not in the first script: it loads while the first
 * page paints (with the other Chakra recipes). The store behind `notify()` (engine/feedback/toaster.ts) is, so a notice raised before the view is
 * there is kept and shown when it mounts.
 */
const Toaster = lazy(async () => {
  const [{ Toaster }] = await Promise.all([import('./engine/feedback/Toaster'), loadAllRecipes()]);
  return { default: Toaster };
});

/**
 * Theme, language, notices and confirmations: everything a screen expects around it. The GraphQL client is
 * not here: the routes that need it load it with their root (appRoutes.tsx, engine/apollo/lazy.tsx).
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
  // The login pages are in the first script; the other routes load before the first render elsewhere (main.tsx),
  // else on the first navigation to one of them.
  const [router] = useState(() =>
    createBrowserRouter(initialRoutes(), { patchRoutesOnNavigation: appRoutesOnDemand() }),
  );
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
