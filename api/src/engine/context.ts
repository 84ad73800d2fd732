import type { SqlEntityManager } from '@mikro-orm/sql';
import type { CurrentUser } from './access/current-user.js';
import type { AuthService } from './auth/auth.service.js';
import type { Captchas } from './limits/captcha.js';
import type { RateLimits } from './limits/rate-limits.js';
import type { FileService } from './storage/file.service.js';
import type { Logger } from './log/logger.js';

/**
 * Process-wide services a request may need (built once by createApp from the configuration). Services whose own
 * methods take a RequestContext add their field from their file (`oidc` in auth/oidc.ts, `audit` in
 * audit/audit.service.ts), so this file imports neither and no import cycle forms.
 */
export interface AppServices {
  auth: AuthService;
  /** Rate limits with counters in PostgreSQL (shared by every instance); absent in service-level tests. */
  limits?: RateLimits;
  captchas?: Captchas;
  /** Public base URL of the product as the browser sees it (OIDC return addresses); from PUBLIC_URL or the request. */
  publicUrl?: string;
  /** Verifies a registration ticket of the external login site; answers the external subject and tenant it names. */
  registrationTickets?: (ticket: string) => Promise<{ subject: string; tenantId: string } | undefined>;
  /** Uploads and file storage (absent in service-level tests that store no files). */
  files?: FileService;
  /** Access token of the messaging app's mini-program (WX_MP_TOKEN), when configured. */
  wxMpToken?: string;
}

/**
 * What a service call knows about its request: a forked entity manager (scoped to the tenant), the tenant,
 * the request id and the signed-in user (verified from the token). GraphQL and REST build the same one.
 */
export interface RequestContext {
  em: SqlEntityManager;
  /** The tenant the request acts in: the user's own, or (administrative tenant only) the Tenant-Id header's. */
  tenantId: string;
  requestId: string;
  /** The signed-in user's id; undefined for anonymous requests. */
  userId?: string;
  user?: CurrentUser;
  /** The session (refresh-token family) of the request's access token. */
  sessionId?: string;
  /** Caller address and agent (login log, throttling). */
  ip?: string;
  userAgent?: string;
  /** HTTP method and path (no query string) of the request, for the logs. */
  request?: { method: string; uri: string };
  log: Logger;
  services: AppServices;
}
