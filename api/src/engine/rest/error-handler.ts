import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { AuditService } from '../audit/audit.service.js';
import { busyOrSelf, DomainError } from '../errors/domain-error.js';
import type { Logger } from '../log/logger.js';
import { sendFailure } from './envelope.js';
import '../express-augment.js';

/** Unknown `/api/...` paths answer 404 in the envelope (never the client's index page). */
export const restNotFound: RequestHandler = (req, res) => {
  sendFailure(res, 404, `接口不存在: ${req.method} ${req.originalUrl.split('?')[0]}`);
};

/** Leaves the error code of the answer for the API log (res.locals.errorCode). */
function noteErrorCode(res: Response, code: string): void {
  if (res.locals) res.locals.errorCode = code;
}

/**
 * Maps every failure of a REST route to the envelope; internal errors are logged, recorded in the error log and
 * masked. The error code is left in `res.locals.errorCode` for the API log.
 */
export function restErrorHandler(log: Logger, audit?: AuditService): ErrorRequestHandler {
  return (thrown, req, res, _next) => {
    const err = busyOrSelf(thrown);
    if (err instanceof DomainError) {
      noteErrorCode(res, err.code);
      // The envelope's code is the HTTP status; the domain code (CAPTCHA_REQUIRED, STALE ...) travels beside it.
      res.setHeader('X-Error-Code', err.code);
      sendFailure(res, err.httpStatus, err.message, err.fields.length ? { fields: err.fields } : null);
      return;
    }
    const e = err as { type?: string; status?: number };
    if (e.type === 'entity.parse.failed') return sendFailure(res, 400, '请求体不是有效的 JSON');
    if (e.type === 'entity.too.large') return sendFailure(res, 413, '请求体过大');
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500)
      return sendFailure(res, e.status, '请求错误');
    log.error({ err, requestId: req.requestId, path: req.originalUrl }, 'unhandled REST error');
    noteErrorCode(res, 'INTERNAL_SERVER_ERROR');
    const ctx = req.appContext;
    // The error row is in the database before the caller hears of the error (the promise never rejects).
    const written = audit?.serverError(
      {
        tenantId: ctx?.tenantId,
        user: ctx?.user,
        ip: req.ip,
        userAgent: req.get('user-agent'),
        requestId: req.requestId,
        method: req.method,
        uri: req.originalUrl.split('?')[0]!,
      },
      err,
    );
    const fail = () => sendFailure(res, 500, `服务器内部错误（请求编号 ${req.requestId}）`);
    if (written) void written.then(fail);
    else fail();
  };
}
