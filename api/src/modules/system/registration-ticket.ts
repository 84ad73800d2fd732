import { badInput } from '../../engine/errors/domain-error.js';
import type { RequestContext } from '../../engine/context.js';

/**
 * Registration tickets link a new account to the external login site. They are issued by the external-login
 * completion (OIDC) when the signed-in subject has no account yet. Until that lands every ticket is refused.
 */
export async function registrationTicketSubject(ctx: RequestContext, ticket: string): Promise<string> {
  const verify = ctx.services.registrationTickets;
  const subject = verify ? await verify(ticket) : undefined;
  if (!subject) throw badInput('外部登录凭证无效或已过期，请重新登录');
  return subject;
}
