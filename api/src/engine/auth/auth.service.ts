import type { SqlEntityManager } from '@mikro-orm/sql';
import { v7 as uuidv7 } from 'uuid';
import { TENANT_FILTER } from '../../db/filters.js';
import { activeTenant, toCurrentUser } from '../access/access.service.js';
import type { CurrentUser } from '../access/current-user.js';
import { LOGIN_RESULT, type LoginResult, LoginLog } from '../audit/login-log.entity.js';
import { DomainError, unauthenticated } from '../errors/domain-error.js';
import type { Logger } from '../log/logger.js';
import { OAuthClient } from './oauth-client.entity.js';
import { dummyHash, hashPassword, legacyPasswordScheme, verifyLegacyPassword, verifyPassword } from './password.js';
import { RefreshToken } from './refresh-token.entity.js';
import { isThrottled, THROTTLE_MESSAGE } from './throttle.js';
import { CAPTCHA_MESSAGES, type Captchas } from '../limits/captcha.js';
import type { RateLimits } from '../limits/rate-limits.js';
import { type AccessTokens, newOpaqueToken, sha256 } from './tokens.js';
import { USER_STATUS, User } from './user.entity.js';

export const AUTH_MESSAGES = {
  badCredentials: '账号或密码错误',
  tenantInvalid: '租户不存在或已停用',
  disabled: '账号已被停用，请联系管理员',
  pending: '注册申请正在审核中，请耐心等待管理员通过',
  rejected: '注册申请未通过审核，请联系管理员',
  sessionExpired: '登录已过期，请重新登录',
  clientInvalid: '客户端认证失败',
  grantUnsupported: '不支持的授权类型',
  captchaRequired: '登录失败次数过多，请输入验证码',
} as const;

/** The per-account sign-in counter key: tenant and account (case-folded, as accounts are compared). */
const accountKey = (tenantId: string, account: string) => `${tenantId}|${account.toLowerCase()}`;

/** The default OAuth client of the legacy front end (its Basic header is public in every legacy bundle). */
export const DEFAULT_CLIENT_ID = 'saber';

/** Where an attempt comes from (login log and throttling). */
export interface Caller {
  ip: string;
  userAgent?: string;
}

/** What a successful sign-in or refresh answers. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Access token lifetime in seconds. */
  expiresIn: number;
  user: CurrentUser;
}

/**
 * Sign-in, refresh-token rotation and sign-out. Access tokens are short-lived JWTs; refresh tokens are opaque,
 * stored hashed, used once and rotated within a family; presenting a spent one revokes the family.
 */
export class AuthService {
  constructor(
    readonly tokens: AccessTokens,
    private readonly log: Logger,
    /** Rate limits in PostgreSQL and captchas (the app always has them; service-level tests may not). */
    readonly limits?: RateLimits,
    readonly captchas?: Captchas,
  ) {}

  /**
   * Sign-in limits, counted atomically before the password is checked: the per-address limit is a hard block;
   * past the per-account threshold the attempt needs a right captcha answer (the owner is never locked out).
   */
  private async admit(
    input: { em: SqlEntityManager; tenantId: string; account: string; captchaKey?: string; captchaCode?: string },
    caller: Caller,
    record: (r: LoginResult) => Promise<void>,
  ): Promise<boolean> {
    const { limits, captchas } = this;
    if (!limits || !captchas) {
      if (await isThrottled(input.em, { tenantId: input.tenantId, account: input.account, ip: caller.ip })) {
        await record(LOGIN_RESULT.throttled);
        throw new DomainError('TOO_MANY_REQUESTS', THROTTLE_MESSAGE);
      }
      return false;
    }
    try {
      await limits.consume('loginIp', caller.ip);
    } catch (e) {
      await record(LOGIN_RESULT.throttled);
      throw e;
    }
    if (await limits.tryConsume('loginAccount', accountKey(input.tenantId, input.account))) return true;
    if (!input.captchaKey || !input.captchaCode) {
      await record(LOGIN_RESULT.throttled);
      throw new DomainError('CAPTCHA_REQUIRED', AUTH_MESSAGES.captchaRequired);
    }
    const nonce = captchas.check(input.captchaKey, input.captchaCode);
    if (!nonce || !(await limits.tryConsume('captchaUse', nonce))) {
      await record(LOGIN_RESULT.throttled);
      throw new DomainError('CAPTCHA_REQUIRED', CAPTCHA_MESSAGES.wrong);
    }
    return true;
  }

  /** The client named by `clientId` (default the legacy client); refused when unknown, disabled or lacking the grant. */
  async client(
    em: SqlEntityManager,
    clientId: string | undefined,
    grant: string,
    secret?: string,
  ): Promise<OAuthClient> {
    const client = await em.findOne(OAuthClient, { clientId: clientId ?? DEFAULT_CLIENT_ID });
    if (!client || client.status !== 1) throw unauthenticated(AUTH_MESSAGES.clientInvalid);
    if (secret !== undefined && sha256(secret) !== client.secretHash)
      throw unauthenticated(AUTH_MESSAGES.clientInvalid);
    if (!client.grantTypes.includes(grant)) throw new DomainError('BAD_USER_INPUT', AUTH_MESSAGES.grantUnsupported);
    return client;
  }

  /** Password sign-in. Every attempt is logged; repeated failures are throttled. */
  async login(
    em: SqlEntityManager,
    input: {
      tenantId: string;
      account: string;
      password: string;
      client: OAuthClient;
      captchaKey?: string;
      captchaCode?: string;
    },
    caller: Caller,
  ): Promise<IssuedTokens> {
    const tenantId = input.tenantId.trim();
    const account = input.account.trim();
    const record = (result: LoginResult, userId?: string) =>
      this.record(em, { tenantId, account, userId, method: 'password', result }, caller);
    const limited = await this.admit(
      { em, tenantId, account, captchaKey: input.captchaKey, captchaCode: input.captchaCode },
      caller,
      record,
    );
    const user = await em.findOne(User, { account }, { filters: { [TENANT_FILTER]: { tenantId } } });
    const legacy = legacyPasswordScheme(user?.passwordHash) !== undefined;
    const passwordOk = legacy
      ? await verifyLegacyPassword(user!.passwordHash!, input.password)
      : await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
    if (!user || !passwordOk) {
      await record(LOGIN_RESULT.badCredentials, user?.id);
      throw new DomainError('BAD_USER_INPUT', AUTH_MESSAGES.badCredentials);
    }
    // Only a caller who knows the password learns about the tenant and the account's state.
    if (!(await activeTenant(em, tenantId))) {
      await record(LOGIN_RESULT.tenantInvalid, user.id);
      throw new DomainError('FORBIDDEN', AUTH_MESSAGES.tenantInvalid);
    }
    const refused = statusRefusal(user.status);
    if (refused) {
      await record(refused.result, user.id);
      throw new DomainError('FORBIDDEN', refused.message);
    }
    // A legacy hash (imported from the old system) is accepted once, then replaced by argon2id.
    if (legacy) user.passwordHash = await hashPassword(input.password);
    await record(LOGIN_RESULT.success, user.id);
    if (limited && this.limits) {
      // The owner proved the password: the attempts of this sign-in are given back.
      await this.limits.reward('loginIp', caller.ip);
      await this.limits.reset('loginAccount', accountKey(tenantId, account));
    }
    return this.issue(em, user, input.client);
  }

  /** Issues a new token family for a user who proved who they are (password or the external login site). */
  async issue(
    em: SqlEntityManager,
    user: User,
    client: OAuthClient,
    familyId: string = uuidv7(),
  ): Promise<IssuedTokens> {
    const current = await toCurrentUser(em, user, client.clientId);
    const refreshToken = newOpaqueToken();
    em.create(RefreshToken, {
      tokenHash: sha256(refreshToken),
      familyId,
      tenantId: user.tenantId,
      userId: user.id,
      clientId: client.clientId,
      expiresAt: new Date(Date.now() + client.refreshTokenValidity * 1000),
    });
    await em.flush();
    const accessToken = await this.tokens.sign(
      { sub: user.id, tenantId: user.tenantId, account: user.account, clientId: client.clientId, sessionId: familyId },
      client.accessTokenValidity,
    );
    return { accessToken, refreshToken, expiresIn: client.accessTokenValidity, user: current };
  }

  /** Uses a refresh token up and issues the next of its family. A spent or revoked token revokes the family. */
  async refresh(
    em: SqlEntityManager,
    refreshToken: string,
    client: OAuthClient,
    caller: Caller,
  ): Promise<IssuedTokens> {
    await this.limits?.consume('refreshIp', caller.ip);
    const stored = await em.findOne(RefreshToken, { tokenHash: sha256(refreshToken) });
    if (!stored || stored.clientId !== client.clientId) throw unauthenticated(AUTH_MESSAGES.sessionExpired);
    if (stored.usedAt || stored.revokedAt) {
      await this.revokeFamily(em, stored.familyId);
      await this.record(
        em,
        {
          tenantId: stored.tenantId,
          account: '',
          userId: stored.userId,
          method: 'refresh_token',
          result: LOGIN_RESULT.refreshReuse,
        },
        caller,
      );
      this.log.warn({ familyId: stored.familyId, userId: stored.userId }, 'refresh token reused: family revoked');
      throw unauthenticated(AUTH_MESSAGES.sessionExpired);
    }
    if (stored.expiresAt.getTime() <= Date.now()) throw unauthenticated(AUTH_MESSAGES.sessionExpired);
    // Spend the token atomically: of two concurrent refreshes with one token, only one gets through.
    const spent = await em.nativeUpdate(
      RefreshToken,
      { id: stored.id, usedAt: null, revokedAt: null },
      { usedAt: new Date() },
    );
    if (spent !== 1) {
      await this.revokeFamily(em, stored.familyId);
      throw unauthenticated(AUTH_MESSAGES.sessionExpired);
    }
    const user = await em.findOne(
      User,
      { id: stored.userId },
      { filters: { [TENANT_FILTER]: { tenantId: stored.tenantId } } },
    );
    if (!user || user.status !== USER_STATUS.active || !(await activeTenant(em, user.tenantId))) {
      await this.revokeFamily(em, stored.familyId);
      throw unauthenticated(AUTH_MESSAGES.sessionExpired);
    }
    return this.issue(em, user, client, stored.familyId);
  }

  /**
   * Signs out one session: the family of the given refresh token, and the session of the access token the
   * request carries (so a logout with only the access token ends it too; the access token dies at once).
   */
  async logout(
    em: SqlEntityManager,
    refreshToken: string | undefined,
    userId: string | undefined,
    sessionId?: string,
  ): Promise<void> {
    if (refreshToken) {
      const stored = await em.findOne(RefreshToken, { tokenHash: sha256(refreshToken) });
      if (stored && (!userId || stored.userId === userId)) await this.revokeFamily(em, stored.familyId);
    }
    if (sessionId && userId)
      await em.nativeUpdate(RefreshToken, { familyId: sessionId, userId, revokedAt: null }, { revokedAt: new Date() });
  }

  async revokeFamily(em: SqlEntityManager, familyId: string): Promise<void> {
    await em.nativeUpdate(RefreshToken, { familyId, revokedAt: null }, { revokedAt: new Date() });
  }

  /** Revokes every refresh token of a user and refuses access tokens issued before now (password change, disabling). */
  async revokeUser(em: SqlEntityManager, user: User): Promise<void> {
    await em.nativeUpdate(RefreshToken, { userId: user.id, revokedAt: null }, { revokedAt: new Date() });
    // Whole seconds: JWT iat has second precision, and tokens issued right after this must stay valid.
    user.tokensValidAfter = new Date(Math.floor(Date.now() / 1000) * 1000);
  }

  async record(
    em: SqlEntityManager,
    entry: { tenantId: string; account: string; userId?: string; method: string; result: LoginResult },
    caller: Caller,
  ): Promise<void> {
    em.create(LoginLog, {
      tenantId: entry.tenantId.slice(0, 12),
      account: entry.account.slice(0, 64),
      userId: entry.userId,
      ip: caller.ip.slice(0, 64),
      userAgent: caller.userAgent?.slice(0, 255),
      method: entry.method,
      result: entry.result,
    });
    await em.flush();
  }
}

export function statusRefusal(status: number): { result: LoginResult; message: string } | undefined {
  if (status === USER_STATUS.active) return undefined;
  if (status === USER_STATUS.pending) return { result: LOGIN_RESULT.pending, message: AUTH_MESSAGES.pending };
  if (status === USER_STATUS.rejected) return { result: LOGIN_RESULT.pending, message: AUTH_MESSAGES.rejected };
  return { result: LOGIN_RESULT.disabled, message: AUTH_MESSAGES.disabled };
}
