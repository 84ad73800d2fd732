import { HttpLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getSession, handleUnauthorized } from '../auth/session';
import { notify } from '../feedback/toaster';

export const GRAPHQL_PATH = '/graphql';

/** SPEC section 9: request timeout 3,600,000 ms. */
export const REQUEST_TIMEOUT_MS = 3_600_000;

/**
 * Credentials and tenant of the signed-in session, in the headers the API reads (the BladeX names:
 * `Blade-Auth: bearer <token>`, `Tenant-Id`). The session store is empty until sign-in exists, so nothing is added.
 */
export function authHeaders(): Record<string, string> {
  const session = getSession();
  if (!session) return {};
  return { 'Blade-Auth': `bearer ${session.accessToken}`, 'Tenant-Id': session.tenantId };
}

export const authLink = new SetContextLink((prevContext) => ({
  headers: { ...(prevContext.headers as Record<string, string> | undefined), ...authHeaders() },
}));

/**
 * SPEC section 8 for transport failures: HTTP 401 warns 请求未授权 and hands over to the session's 401 hook;
 * any other failure shows 请求错误!. GraphQL errors (validation, duplicates, stale versions ...) carry a
 * user-facing message and are shown by the screen that made the request.
 */
export const errorLink = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error)) return;
  if (ServerError.is(error) && error.statusCode === 401) {
    notify('warning', { id: 'errors.unauthorized' });
    handleUnauthorized();
    return;
  }
  notify('error', { id: 'errors.network' });
});

export function createHttpLink(uri: string = GRAPHQL_PATH): HttpLink {
  return new HttpLink({
    uri,
    fetch: (input, init) => {
      const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
      return fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
    },
  });
}
