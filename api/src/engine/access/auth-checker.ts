import type { AuthCheckerInterface, ResolverData } from 'type-graphql';
import type { RequestContext } from '../context.js';
import { requirePermission } from './permissions.js';

/**
 * `@Authorized()` needs a signed-in user; `@Authorized('a', 'b')` needs one of the permission codes (or the
 * all-permission tag). Refusals are domain errors: UNAUTHENTICATED (HTTP 401) or FORBIDDEN.
 */
export class PermissionAuthChecker implements AuthCheckerInterface<RequestContext> {
  check({ context }: ResolverData<RequestContext>, codes: string[]): boolean {
    requirePermission(context, ...codes);
    return true;
  }
}
