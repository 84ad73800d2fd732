import { ApolloLink } from '@apollo/client';
import { of, throwError } from 'rxjs';

type Handler = (variables: Record<string, unknown>) => ApolloLink.Result | Error;

/**
 * A terminating link answering each operation by name (`{ Login: (vars) => ({ data: ... }) }`); an Error
 * answer fails the request as a network failure. Every operation is recorded; unknown ones fail the test.
 */
export function operationLink(handlers: Record<string, Handler>) {
  const operations: ApolloLink.Operation[] = [];
  const link = new ApolloLink((operation) => {
    operations.push(operation);
    const handler = handlers[operation.operationName ?? ''];
    if (!handler) return throwError(() => new Error(`unexpected operation ${operation.operationName}`));
    const answer = handler(operation.variables);
    return answer instanceof Error ? throwError(() => answer) : of(answer);
  });
  const named = (name: string) => operations.filter((operation) => operation.operationName === name);
  return { link, operations, named };
}

/** A GraphQL error as the API answers it (code, message and per-field messages). */
export function apiError(
  message: string,
  code = 'BAD_USER_INPUT',
  fields?: Array<{ field: string; message: string }>,
): ApolloLink.Result {
  return { data: null, errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }] };
}
