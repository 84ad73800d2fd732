import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { authLink, createHttpLink, errorLink, sessionLink } from './links';

/** Cache rules: records are normalised by id; pages (ParamPage ...) have no id and live under their query arguments. */
export function createCache(): InMemoryCache {
  return new InMemoryCache();
}

/** The app's client: error toasts, token refresh and retry, then credentials, then HTTP to /graphql on the same origin. */
export function createApolloClient(terminal: ApolloLink = createHttpLink()): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([errorLink, sessionLink, authLink, terminal]),
    cache: createCache(),
  });
}
