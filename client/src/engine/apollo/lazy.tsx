import type { ApolloClient } from '@apollo/client';
import { type ComponentType, lazy } from 'react';
import { loadCatalogue, readStoredLocale } from '../../i18n/locale';
import { loadAllRecipes } from '../../shell/theme/system';

/**
 * The app's one GraphQL client, loaded on first use: Apollo Client, its links and the generated documents are
 * their own chunks, so the login page paints and accepts input without them (issue 18). Every caller shares
 * the same client (one cache), whichever asked first.
 */
let client: Promise<ApolloClient> | undefined;
/** The client once created (or handed in): what lazily loaded parts render with. */
let current: ApolloClient | undefined;

export function loadApolloClient(): Promise<ApolloClient> {
  client ??= import('./client').then((m) => (current = m.createApolloClient()));
  return client;
}

/** Tests (test/render.tsx) hand in a client over their own link; lazy parts of the tree then use it too. */
export function provideApolloClient(given: ApolloClient): void {
  current = given;
  client = Promise.resolve(given);
}

/**
 * A lazily loaded component that uses Apollo hooks, rendered inside an ApolloProvider of the shared client:
 * the component's chunk, Apollo, the client, the whole message catalogue of the chosen language (the first
 * script has only the login page's part, i18n/locale.ts) and the Chakra recipes of every component
 * (shell/theme/system.ts) load together the first time it renders (under a
 * Suspense). Every page but the login pages comes through here.
 */
export function lazyWithApollo<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, shared, { ApolloProvider }] = await Promise.all([
      load(),
      loadApolloClient(),
      import('@apollo/client/react'),
      loadCatalogue(readStoredLocale()),
      loadAllRecipes(),
    ]);
    function WithApollo(props: P) {
      return (
        <ApolloProvider client={current ?? shared}>
          <Component {...props} />
        </ApolloProvider>
      );
    }
    return { default: WithApollo };
  });
}
