import type { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../App';
import { createApolloClient } from '../engine/apollo/client';
import { provideApolloClient } from '../engine/apollo/lazy';
import { registerNavigator } from '../engine/auth/navigation';
import type { Locale } from '../i18n/locale';

/** A client over the test's link, also the one the lazily loaded parts of the app use (engine/apollo/lazy.tsx). */
function testClient(link: ApolloLink) {
  const client = createApolloClient(link);
  provideApolloClient(client);
  return client;
}

/** Renders a screen with the app's providers (Chakra, intl, notices, confirmations) and Apollo over the given link. */
export function renderWithApp(ui: ReactElement, options: { link: ApolloLink; locale?: Locale }): RenderResult {
  const client = testClient(options.link);
  return render(
    <AppProviders locale={options.locale ?? 'zh-CN'}>
      <ApolloProvider client={client}>{ui}</ApolloProvider>
    </AppProviders>,
  );
}

/** Renders routes in a memory router at `path` (the app's navigator points at it), with the app's providers. */
export function renderRoutes(routes: RouteObject[], options: { link: ApolloLink; path: string; locale?: Locale }) {
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  registerNavigator((to, navigateOptions) => void router.navigate(to, navigateOptions));
  const client = testClient(options.link);
  const result = render(
    <AppProviders locale={options.locale ?? 'zh-CN'}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </AppProviders>,
  );
  /** Where the router is now: path and query. */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, router, client, location };
}
