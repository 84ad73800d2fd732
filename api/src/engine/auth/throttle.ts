import type { SqlEntityManager } from '@mikro-orm/sql';
import { LOGIN_RESULT, LoginLog } from '../audit/login-log.entity.js';

/**
 * Sign-in throttling from the login log (so it holds across restarts and several instances). Failed attempts
 * in the last window are counted per account and address, per address, and per account from anywhere; when
 * one limit is reached, further attempts are refused until old failures leave the window. Blocks are always
 * temporary: an attacker can slow an account down but never lock its owner out for good.
 */
export const THROTTLE = {
  windowMinutes: 15,
  perAccountAndIp: 5,
  perIp: 30,
  perAccount: 50,
} as const;

export const THROTTLE_MESSAGE = `登录失败次数过多，请${THROTTLE.windowMinutes}分钟后再试`;

export async function isThrottled(
  em: SqlEntityManager,
  attempt: { tenantId: string; account: string; ip: string },
): Promise<boolean> {
  const since = new Date(Date.now() - THROTTLE.windowMinutes * 60_000);
  const failed = { result: LOGIN_RESULT.badCredentials, createTime: { $gt: since } };
  if (
    (await em.count(LoginLog, { ...failed, tenantId: attempt.tenantId, account: attempt.account, ip: attempt.ip })) >=
    THROTTLE.perAccountAndIp
  )
    return true;
  if ((await em.count(LoginLog, { ...failed, ip: attempt.ip })) >= THROTTLE.perIp) return true;
  return (
    (await em.count(LoginLog, { ...failed, tenantId: attempt.tenantId, account: attempt.account })) >=
    THROTTLE.perAccount
  );
}
