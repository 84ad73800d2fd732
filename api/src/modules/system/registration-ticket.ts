import { badInput } from '../../engine/errors/domain-error.js';
import type { RequestContext } from '../../engine/context.js';

/**
 * Registration tickets link a new account to the external login site. The external-login completion (OIDC)
 * issues one when the signed-in subject has no account yet; it is good for that tenant only.
 */
export async function registrationTicketSubject(
  ctx: RequestContext,
  ticket: string,
  tenantId: string,
): Promise<string> {
  const verify = ctx.services.registrationTickets;
  const named = verify ? await verify(ticket) : undefined;
  if (!named) throw badInput('外部登录凭证无效或已过期，请重新登录');
  if (named.tenantId !== tenantId.trim())
    throw badInput('外部登录凭证不属于该租户', [{ field: 'tenantId', message: '外部登录凭证不属于该租户' }]);
  return named.subject;
}
