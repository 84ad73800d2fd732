import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { describe, expect, it, vi } from 'vitest';
import { formatError, INTERNAL_MESSAGE } from '../graphql/format-error.js';
import type { Logger } from '../log/logger.js';
import { restErrorHandler } from '../rest/error-handler.js';
import { BUSY_MESSAGE, duplicate, notFound } from './domain-error.js';
import { DeadlockException, LockWaitTimeoutException } from '@mikro-orm/core';

function fakeLog() {
  return { error: vi.fn() } as unknown as Logger & { error: ReturnType<typeof vi.fn> };
}

/** A resolver error as Apollo hands it to formatError: the thrown error wrapped in a GraphQLError. */
function fromResolver(original: Error) {
  const wrapped = new GraphQLError(original.message, { originalError: original, path: ['x'] });
  return {
    formatted: { message: original.message, path: ['x'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    wrapped,
  };
}

describe('GraphQL error mapping', () => {
  it('answers a deadlock as CONFLICT with the message to repeat', () => {
    const { formatted, wrapped } = fromResolver(
      new DeadlockException(Object.assign(new Error('deadlock detected'), { code: '40P01' })),
    );
    const log = fakeLog();
    expect(formatError(log)(formatted, wrapped)).toMatchObject({
      message: BUSY_MESSAGE,
      extensions: { code: 'CONFLICT' },
    });
    expect(log.error).not.toHaveBeenCalled();
  });

  it("keeps a domain error's code, message and field messages", () => {
    const { formatted, wrapped } = fromResolver(duplicate('参数键名已存在', 'paramKey'));
    expect(formatError(fakeLog())(formatted, wrapped)).toEqual({
      message: '参数键名已存在',
      path: ['x'],
      locations: undefined,
      extensions: { code: 'DUPLICATE', fields: [{ field: 'paramKey', message: '参数键名已存在' }] },
    });
  });

  it('turns validation errors into the first rule message and per-field messages', () => {
    // The shape TypeGraphQL produces: errors of the argument object's own properties (nested inputs as children).
    const validation = new ArgumentValidationError([
      { property: 'paramName', constraints: { requiredText: '请输入参数名称' }, children: [] },
      {
        property: 'page',
        children: [{ property: 'size', constraints: { max: '每页条数必须在 1 到 200 之间' }, children: [] }],
      },
    ] as never);
    const out = formatError(fakeLog())(
      { message: 'Argument Validation Error', extensions: { code: 'BAD_USER_INPUT' } },
      validation,
    );
    expect(out.message).toBe('请输入参数名称');
    expect(out.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'paramName', message: '请输入参数名称' },
        { field: 'page.size', message: '每页条数必须在 1 到 200 之间' },
      ],
    });
  });

  it('masks and logs anything unexpected', () => {
    const log = fakeLog();
    const { formatted, wrapped } = fromResolver(new Error('connection string postgres://secret@db leaked'));
    const out = formatError(log)(formatted, wrapped);
    expect(out).toMatchObject({ message: INTERNAL_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(JSON.stringify(out)).not.toContain('secret');
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('REST error mapping', () => {
  function call(err: unknown) {
    const log = fakeLog();
    const res = { status: vi.fn(), json: vi.fn(), setHeader: vi.fn(), locals: {} as Record<string, unknown> };
    res.status.mockReturnValue(res);
    const req = { requestId: 'r-1', originalUrl: '/api/x', method: 'POST', get: () => undefined } as unknown as Request;
    restErrorHandler(log)(err, req, res as unknown as Response, vi.fn());
    return {
      status: res.status.mock.calls[0]?.[0],
      body: res.json.mock.calls[0]?.[0],
      log,
      errorCode: res.locals.errorCode,
      headers: Object.fromEntries(res.setHeader.mock.calls as [string, string][]),
    };
  }

  it('answers domain errors in the envelope with their HTTP status', () => {
    expect(call(notFound('参数不存在'))).toMatchObject({
      status: 404,
      body: { code: 404, success: false, data: null, msg: '参数不存在' },
      errorCode: 'NOT_FOUND',
      headers: { 'X-Error-Code': 'NOT_FOUND' },
    });
  });

  it('answers a deadlock or lock timeout as 409 to repeat, not as an internal error', () => {
    for (const error of [
      new DeadlockException(Object.assign(new Error('deadlock detected'), { code: '40P01' })),
      new LockWaitTimeoutException(Object.assign(new Error('lock timeout'), { code: '55P03' })),
    ]) {
      const { status, body, log, errorCode } = call(error);
      expect(status).toBe(409);
      expect(errorCode).toBe('CONFLICT');
      expect(body).toMatchObject({ code: 409, success: false, msg: BUSY_MESSAGE });
      expect(log.error).not.toHaveBeenCalled();
    }
  });

  it('masks and logs anything unexpected, naming the request id', () => {
    const { status, body, log, errorCode } = call(new Error('boom: internal detail'));
    expect(status).toBe(500);
    expect(errorCode).toBe('INTERNAL_SERVER_ERROR');
    expect(body).toEqual({ code: 500, success: false, data: null, msg: '服务器内部错误（请求编号 r-1）' });
    expect(log.error).toHaveBeenCalledOnce();
  });
});
