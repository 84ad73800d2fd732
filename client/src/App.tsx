import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from './engine/apollo/client';
import { registerNavigator } from './engine/auth/navigation';
import { ConfirmProvider } from './engine/crud/ConfirmDialog';
import { Toaster } from './engine/feedback/Toaster';
import { I18nProvider } from './i18n/I18nProvider';
import type { Locale } from './i18n/locale';
import { routes } from './routes';
import { ThemeProvider } from './shell/theme';

/** Theme, language, notices, confirmations and the GraphQL client: everything a screen expects around it. */
export function AppProviders({ client, locale, children }: { client: ApolloClient; locale?: Locale; children: ReactNode }) {
  return (
    <ThemeProvider>
      <I18nProvider initialLocale={locale}>
        <ApolloProvider client={client}>
          <ConfirmProvider>
            {children}
            <Toaster />
          </ConfirmProvider>
        </ApolloProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}

export function App() {
  const [client] = useState(() => createApolloClient());
  const [router] = useState(() => createBrowserRouter(routes));
  // Code outside React (the Apollo links on HTTP 401) navigates through the router.
  useEffect(() => {
    registerNavigator((to, options) => void router.navigate(to, options));
    return () => registerNavigator(null);
  }, [router]);
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
