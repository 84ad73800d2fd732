import type { ApolloLink } from '@apollo/client';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../App';
import { createApolloClient } from '../engine/apollo/client';
import { registerNavigator } from '../engine/auth/navigation';
import type { Locale } from '../i18n/locale';

/** Renders a screen with the app's providers (Chakra, intl, notices, confirmations) and Apollo over the given link. */
export function renderWithApp(ui: ReactElement, options: { link: ApolloLink; locale?: Locale }): RenderResult {
  const client = createApolloClient(options.link);
  return render(
    <AppProviders client={client} locale={options.locale ?? 'zh-CN'}>
      {ui}
    </AppProviders>,
  );
}

/** Renders routes in a memory router at `path` (the app's navigator points at it), with the app's providers. */
export function renderRoutes(routes: RouteObject[], options: { link: ApolloLink; path: string; locale?: Locale }) {
  const router = createMemoryRouter(routes, { initialEntries: [options.path] });
  registerNavigator((to, navigateOptions) => void router.navigate(to, navigateOptions));
  const client = createApolloClient(options.link);
  const result = render(
    <AppProviders client={client} locale={options.locale ?? 'zh-CN'}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** Where the router is now: path and query. */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, router, client, location };
}
