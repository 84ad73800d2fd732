import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** What the API said about a failed operation (GraphQL errors only; transport failures are handled by the links). */
export interface ApiProblem {
  /** extensions.code: BAD_USER_INPUT, DUPLICATE, STALE, NOT_FOUND, INTERNAL_SERVER_ERROR ... */
  code: string | undefined;
  /** The user-facing message (the server already answers the spec's Chinese text). */
  message: string;
  /** Per-field messages from extensions.fields, keyed by input field name. */
  fields: Record<string, string>;
}

interface FieldMessage {
  field: string;
  message: string;
}

function isFieldMessage(value: unknown): value is FieldMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldMessage).field === 'string' &&
    typeof (value as FieldMessage).message === 'string'
  );
}

/** Reads the first GraphQL error of a failed operation; undefined for network or other failures. */
export function readApiProblem(error: unknown): ApiProblem | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const first = error.errors[0];
  if (!first) return undefined;
  const fields: Record<string, string> = {};
  for (const graphQLError of error.errors) {
    const given = graphQLError.extensions?.fields;
    if (!Array.isArray(given)) continue;
    for (const item of given) if (isFieldMessage(item) && !(item.field in fields)) fields[item.field] = item.message;
  }
  const code = first.extensions?.code;
  return { code: typeof code === 'string' ? code : undefined, message: first.message, fields };
}
