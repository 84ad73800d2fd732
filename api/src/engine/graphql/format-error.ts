import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import { busyOrSelf, DomainError } from '../errors/domain-error.js';
import type { Logger } from '../log/logger.js';
import { fieldErrors } from '../validation/validate.js';

export const INTERNAL_MESSAGE = '服务器内部错误';

/** Errors this mapper masked as 服务器内部错误 (the audit engine records them in the error log). */
const masked = new WeakSet<object>();

/** Was this (unwrapped) error masked as an internal error in a response? */
export function wasMasked(error: unknown): boolean {
  return typeof error === 'object' && error !== null && masked.has(error);
}

/**
 * One mapper for every GraphQL error: domain errors keep their code and message, validation errors carry the
 * rule's message (the spec's Chinese text) and per-field messages, anything unexpected is logged and masked.
 * GraphQL's own request errors (syntax, validation, limits) pass through.
 */
export function formatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = busyOrSelf(unwrapResolverError(error));
    const base = { locations: formatted.locations, path: formatted.path };
    if (original instanceof DomainError) {
      return {
        ...base,
        message: original.message,
        extensions: { code: original.code, ...(original.fields.length ? { fields: original.fields } : {}) },
      };
    }
    if (original instanceof ArgumentValidationError) {
      // TypeGraphQL validates each argument object, so paths are relative to it (`paramName`), as in REST.
      const fields = fieldErrors(original.extensions.validationErrors);
      return { ...base, message: fields[0]?.message ?? '参数错误', extensions: { code: 'BAD_USER_INPUT', fields } };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      return { ...base, message: formatted.message, extensions: { code } };
    }
    log.error({ err: original }, 'unhandled GraphQL error');
    if (typeof original === 'object' && original !== null) masked.add(original);
    return { ...base, message: INTERNAL_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
