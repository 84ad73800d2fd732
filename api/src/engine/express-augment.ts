import type { RequestContext } from './context.js';

declare global {
  namespace Express {
    interface Request {
      /** Request id: the caller's X-Request-Id when sane, else a new one. */
      requestId: string;
      /** The service context of this request (entity manager fork, tenant, user), built once. */
      appContext?: RequestContext;
    }
  }
}

export {};
