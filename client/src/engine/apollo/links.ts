import { ApolloLink, HttpLink } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { catchError, defer, from, mergeMap, type Observable, of, throwError } from 'rxjs';
import { getSession } from '../auth/session';
import { handleUnauthorized } from '../auth/unauthorized';
import { notify } from '../feedback/toaster';
import { expiresSoon, GRAPHQL_PATH, refreshSession } from './refresh';

export { GRAPHQL_PATH } from './refresh';

/** SPEC section 9: request timeout 3,600,000 ms. */
export const REQUEST_TIMEOUT_MS = 3_600_000;

/** Operations that work without a session: they never refresh or sign out. */
const PUBLIC_OPERATIONS = new Set(['Login', 'RefreshToken', 'Logout', 'Register', 'AuthConfig']);

/** Credentials and tenant of the signed-in session, in the headers the API reads (`Blade-Auth: bearer <token>`, `Tenant-Id`). */
export function authHeaders(): Record<string, string> {
  const session = getSession();
  if (!session) return {};
  return { 'Blade-Auth': `bearer ${session.accessToken}`, 'Tenant-Id': session.tenantId };
}

export const authLink = new SetContextLink((prevContext) => ({
  headers: { ...(prevContext.headers as Record<string, string> | undefined), ...authHeaders() },
}));

const isUnauthenticatedCode = (code: unknown) => code === 'UNAUTHENTICATED';

/** A refusal for missing or expired credentials: HTTP 401 as a transport error (application/json) ... */
export function isUnauthenticatedError(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => isUnauthenticatedCode(e.extensions?.code));
  return false;
}

/** ... or, with application/graphql-response+json, a result whose errors say UNAUTHENTICATED. */
function isUnauthenticatedResult(result: ApolloLink.Result): boolean {
  const errors = 'errors' in result ? result.errors : undefined;
  return Array.isArray(errors) && errors.some((e) => isUnauthenticatedCode(e.extensions?.code));
}

/**
 * SPEC section 4 "Session": the access token is refreshed automatically, shortly before it expires and when a
 * request is refused for it (HTTP 401 / UNAUTHENTICATED). Concurrent requests share one refresh; the refused
 * request is then sent once more. When the refresh is refused, or the retry is refused again, the user is
 * signed out (请求未授权, /login?redirect=<here>) and the refusal goes on to the screen.
 */
export const sessionLink = new ApolloLink((operation, forward) => {
  if (PUBLIC_OPERATIONS.has(operation.operationName ?? '')) return forward(operation);

  const send = (retried: boolean): Observable<ApolloLink.Result> =>
    defer(() => {
      const usedToken = getSession()?.accessToken;
      let recovering = false;
      // Called with the refusal to pass on when recovery is impossible.
      const recover = (refusal: Observable<ApolloLink.Result>) => {
        recovering = true;
        if (retried || !usedToken) {
          handleUnauthorized();
          return refusal;
        }
        return from(refreshSession(usedToken)).pipe(
          mergeMap((session) => {
            if (session) return send(true);
            handleUnauthorized();
            return refusal;
          }),
        );
      };
      return forward(operation).pipe(
        mergeMap((result) => (isUnauthenticatedResult(result) ? recover(of(result)) : of(result))),
        catchError((error: unknown) =>
          !recovering && isUnauthenticatedError(error) ? recover(throwError(() => error)) : throwError(() => error),
        ),
      );
    });

  const session = getSession();
  if (!session || !expiresSoon(session)) return send(false);
  return from(refreshSession(session.accessToken)).pipe(
    mergeMap((fresh) => {
      if (fresh) return send(false);
      // Not worth sending: answer what the server would.
      handleUnauthorized();
      return of<ApolloLink.Result>({ errors: [{ message: '请求未授权', extensions: { code: 'UNAUTHENTICATED' } }] });
    }),
  );
});

/**
 * SPEC section 8 for transport failures other than 401 (which the session link handles): 请求错误!.
 * GraphQL errors (validation, duplicates, stale versions ...) carry a user-facing message and are shown by the
 * screen that made the request.
 */
export const errorLink = new ErrorLink(({ error }) => {
  if (CombinedGraphQLErrors.is(error)) return;
  if (ServerError.is(error) && error.statusCode === 401) return;
  notify('error', { id: 'errors.network' }, { key: 'network' });
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
