import { DeadlockException, LockWaitTimeoutException } from '@mikro-orm/core';
/**
 * Domain errors: thrown by services with a stable code and the user-facing message (Chinese, from the spec
 * where it gives one). One mapper turns them into GraphQL errors (`extensions.code`) and REST envelopes.
 */
export const ErrorCodes = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DUPLICATE: 409,
  STALE: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  RATE_LIMITED: 429,
  CAPTCHA_REQUIRED: 400,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ErrorCodes;

export interface FieldError {
  field: string;
  message: string;
}

export class DomainError extends Error {
  override name = 'DomainError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
  }

  get httpStatus(): number {
    return ErrorCodes[this.code];
  }
}

export const badInput = (message: string, fields: FieldError[] = []) =>
  new DomainError('BAD_USER_INPUT', message, fields);
export const notFound = (message = '数据不存在') => new DomainError('NOT_FOUND', message);
export const duplicate = (message: string, field?: string) =>
  new DomainError('DUPLICATE', message, field ? [{ field, message }] : []);
/** SPEC section 8: HTTP 401 shows 请求未授权. */
export const unauthenticated = (message = '请求未授权') => new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message = '没有操作权限') => new DomainError('FORBIDDEN', message);
/** Optimistic locking: the record was changed by someone else since it was read. */
export const stale = (message = '数据已被他人修改，请刷新后重试') => new DomainError('STALE', message);

/** What a caller hears when the database gave up a transaction to a concurrent one (a deadlock, a lock timeout). */
export const BUSY_MESSAGE = '数据正忙，未做任何修改，请稍后重试';

/**
 * A database refusal that says nothing about the request (PostgreSQL chose this transaction as a deadlock's victim,
 * or a serialisation failure, or a lock wait timed out) as a 409 the caller may simply repeat: the transaction was
 * rolled back whole. Other errors are answered as they are.
 */
export function busyOrSelf(error: unknown): unknown {
  return error instanceof DeadlockException || error instanceof LockWaitTimeoutException
    ? new DomainError('CONFLICT', BUSY_MESSAGE)
    : error;
}
