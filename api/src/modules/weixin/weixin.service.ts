import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { activeTenant } from '../../engine/access/access.service.js';
import { requireUser } from '../../engine/access/permissions.js';
import { LOGIN_RESULT } from '../../engine/audit/login-log.entity.js';
import { AUTH_MESSAGES, type IssuedTokens, statusRefusal } from '../../engine/auth/auth.service.js';
import { USER_STATUS, User } from '../../engine/auth/user.entity.js';
import { SMS_CODE_TTL_SECONDS, WEIXIN_MESSAGES, type WeixinOAuth } from '../../engine/auth/weixin.js';
import { sms } from '../../engine/mail/sms.js';
import type { RequestContext } from '../../engine/context.js';
import { pageOf, type Page, type PageRequest } from '../../engine/crud/paging.js';
import { badInput, DomainError, notFound } from '../../engine/errors/domain-error.js';
import { limit } from '../../engine/limits/limit.js';
import { TENANT_FILTER } from '../../db/filters.js';
import { WeixinBinding } from './weixin.entity.js';

export const BINDING_MESSAGES = {
  ...WEIXIN_MESSAGES,
  accountRequired: '请输入账号',
  passwordRequired: '请输入密码',
  boundElsewhere: '该微信已绑定其他账号',
  notBound: '当前账号未绑定微信',
  smsOff: '未配置短信服务，请使用密码验证',
  noPhone: '账号不存在或未登记手机号',
  smsFailed: '短信发送失败，请稍后再试或使用密码验证',
} as const;

/** How the messaging app's return ended: signed in (the open id is bound), or a ticket to bind it. */
export type CallbackOutcome = { tokens: IssuedTokens; ticket?: undefined } | { tokens?: undefined; ticket: string };

/** A binding as staff and its owner see it: the open id masked. */
export interface BindingView {
  id: string;
  userId: string;
  account: string;
  realName?: string;
  openId: string;
  createTime: Date;
}

/** `oAbc123456789xyz` → `oAbc****9xyz`: enough to tell bindings apart, not to reuse the id. */
export function maskOpenId(openId: string): string {
  return openId.length <= 8 ? `${openId.slice(0, 2)}****` : `${openId.slice(0, 4)}****${openId.slice(-4)}`;
}

function requiredText(value: unknown, field: string, message: string, max: number, trim = true): string {
  const text = typeof value === 'string' ? (trim ? value.trim() : value).slice(0, max) : '';
  if (!text) throw badInput(message, [{ field, message }]);
  return text;
}

const shortText = (v: unknown) => (typeof v === 'string' && v ? v.slice(0, 64) : undefined);

/** The SMS proof: a valid key for this open id, its code right (five tries), used once; the account still active. */
async function smsSignIn(
  ctx: RequestContext,
  weixin: WeixinOAuth,
  openId: string,
  smsKey: unknown,
  smsCode: unknown,
): Promise<IssuedTokens> {
  const key = await weixin.readSmsKey(smsKey);
  if (!key || key.openId !== openId) throw badInput(BINDING_MESSAGES.smsInvalid);
  await limit(ctx, 'weixinSmsCheck', key.nonce);
  if (!weixin.smsCodeMatches(key, smsCode))
    throw badInput(BINDING_MESSAGES.smsInvalid, [{ field: 'smsCode', message: BINDING_MESSAGES.smsInvalid }]);
  if (!ctx.services.limits) throw new Error('rate limits are required for single-use codes');
  if (!(await ctx.services.limits.tryConsume('weixinSmsUse', key.nonce))) throw badInput(BINDING_MESSAGES.smsInvalid);
  const user = await ctx.em.findOne(
    User,
    { id: key.userId },
    { filters: { [TENANT_FILTER]: { tenantId: key.tenantId } } },
  );
  if (!user) throw badInput(BINDING_MESSAGES.smsInvalid);
  const refused = statusRefusal(user.status);
  if (refused) throw new DomainError('FORBIDDEN', refused.message);
  if (!(await activeTenant(ctx.em, user.tenantId))) throw new DomainError('FORBIDDEN', AUTH_MESSAGES.tenantInvalid);
  return signIn(ctx, user, 'weixin_sms');
}

function requireWeixin(ctx: RequestContext): WeixinOAuth {
  if (!ctx.services.weixin) throw new DomainError('NOT_FOUND', WEIXIN_MESSAGES.notConfigured);
  return ctx.services.weixin;
}

const caller = (ctx: RequestContext) => ({ ip: ctx.ip ?? 'unknown', userAgent: ctx.userAgent });

async function signIn(ctx: RequestContext, user: User, method = 'weixin'): Promise<IssuedTokens> {
  const client = await ctx.services.auth.client(ctx.em, undefined, 'authorization_code');
  await ctx.services.auth.record(
    ctx.em,
    { tenantId: user.tenantId, account: user.account, userId: user.id, method, result: LOGIN_RESULT.success },
    caller(ctx),
  );
  return ctx.services.auth.issue(ctx.em, user, client);
}

/** The messaging-app binding: the return from the authorize endpoint, binding with a password, unbinding. */
export const weixinService = {
  requireWeixin,

  /**
   * The browser came back from the authorize endpoint with `code` and `state`. The state must be ours, unexpired,
   * unused and started by this browser (its nonce in the cookie); the code is exchanged for the open id. A bound
   * open id signs its account in at once; an unbound one gets a ticket for the bind form.
   */
  async callback(
    ctx: RequestContext,
    input: { code: unknown; state: unknown; cookieNonce?: string },
  ): Promise<CallbackOutcome> {
    const weixin = requireWeixin(ctx);
    await limit(ctx, 'weixinIp', ctx.ip ?? 'unknown');
    const state = weixin.readState(input.state);
    if (!state || !input.cookieNonce || input.cookieNonce !== state.nonce) throw badInput(WEIXIN_MESSAGES.expired);
    if (!ctx.services.limits) throw new Error('rate limits are required for single-use states');
    if (!(await ctx.services.limits.tryConsume('weixinState', state.nonce))) throw badInput(WEIXIN_MESSAGES.used);
    if (typeof input.code !== 'string' || !/^[\w-]{1,512}$/.test(input.code)) throw badInput(WEIXIN_MESSAGES.failed);
    if (!(await activeTenant(ctx.em, state.tenantId))) throw new DomainError('FORBIDDEN', AUTH_MESSAGES.tenantInvalid);
    const openId = await weixin.openId(input.code);
    const binding = await ctx.em.findOne(WeixinBinding, { appId: weixin.appId, openId });
    if (!binding) return { ticket: await weixin.ticket(openId, state.tenantId) };
    const user = await ctx.em.findOne(
      User,
      { id: binding.userId },
      { filters: { [TENANT_FILTER]: { tenantId: binding.tenantId } } },
    );
    // The account was removed since: the stale binding goes, the open id may be bound again.
    if (!user) {
      await ctx.em.nativeDelete(WeixinBinding, { id: binding.id });
      return { ticket: await weixin.ticket(openId, state.tenantId) };
    }
    const refused = statusRefusal(user.status);
    if (refused) throw new DomainError('FORBIDDEN', refused.message);
    if (!(await activeTenant(ctx.em, user.tenantId))) throw new DomainError('FORBIDDEN', AUTH_MESSAGES.tenantInvalid);
    return { tokens: await signIn(ctx, user) };
  },

  /**
   * Sends a 6-digit code by SMS to the mobile of the account (of the ticket's tenant) and answers the signed key
   * that remembers it. Only where SMS is configured; limited per address and per account.
   */
  async sendSmsCode(
    ctx: RequestContext,
    input: { ticket: unknown; account: unknown },
  ): Promise<{ smsKey: string; phone: string }> {
    const weixin = requireWeixin(ctx);
    const sender = sms.sender;
    if (!sender) throw new DomainError('NOT_FOUND', BINDING_MESSAGES.smsOff);
    await limit(ctx, 'weixinSmsIp', ctx.ip ?? 'unknown');
    const ticket = await weixin.readTicket(input.ticket);
    if (!ticket) throw badInput(WEIXIN_MESSAGES.ticketInvalid);
    const account = requiredText(input.account, 'account', BINDING_MESSAGES.accountRequired, 64);
    await limit(ctx, 'weixinSmsAccount', `${ticket.tenantId}|${account.toLowerCase()}`);
    const user = await ctx.em.findOne(
      User,
      { account, status: USER_STATUS.active },
      { filters: { [TENANT_FILTER]: { tenantId: ticket.tenantId } } },
    );
    const phone = user?.phone?.trim();
    if (!user || !phone || !/^1\d{10}$/.test(phone)) throw badInput(BINDING_MESSAGES.noPhone);
    const { code, key } = await weixin.smsCode({ userId: user.id, tenantId: user.tenantId, openId: ticket.openId });
    try {
      await sender.send(phone, `您正在绑定微信，验证码为${code}，${SMS_CODE_TTL_SECONDS / 60}分钟内有效。`);
    } catch (err) {
      ctx.log.error({ err }, 'binding SMS not sent');
      throw new DomainError('INTERNAL', BINDING_MESSAGES.smsFailed);
    }
    return { smsKey: key, phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` };
  },

  /**
   * Binds the ticket's open id to the account that proves who it is, replacing an earlier binding of that
   * account, and signs it in: with the password (the sign-in's limits, captcha and log apply), or with the code
   * sent by SMS (its key names the account; five tries per code, used once).
   */
  async bind(
    ctx: RequestContext,
    input: {
      ticket: unknown;
      account: unknown;
      password?: unknown;
      smsKey?: unknown;
      smsCode?: unknown;
      captchaKey?: unknown;
      captchaCode?: unknown;
    },
  ): Promise<IssuedTokens> {
    const weixin = requireWeixin(ctx);
    await limit(ctx, 'weixinIp', ctx.ip ?? 'unknown');
    const ticket = await weixin.readTicket(input.ticket);
    if (!ticket) throw badInput(WEIXIN_MESSAGES.ticketInvalid);
    const bySms = input.smsKey !== undefined && input.smsKey !== null && input.smsKey !== '';
    const account = bySms ? '' : requiredText(input.account, 'account', BINDING_MESSAGES.accountRequired, 64);
    const password = bySms
      ? ''
      : requiredText(input.password, 'password', BINDING_MESSAGES.passwordRequired, 128, false);
    if (await ctx.em.count(WeixinBinding, { appId: ticket.appId, openId: ticket.openId }))
      throw badInput(BINDING_MESSAGES.boundElsewhere);
    const tokens = bySms
      ? await smsSignIn(ctx, weixin, ticket.openId, input.smsKey, input.smsCode)
      : await ctx.services.auth.login(
          ctx.em,
          {
            tenantId: ticket.tenantId,
            account,
            password,
            client: await ctx.services.auth.client(ctx.em, undefined, 'password'),
            captchaKey: shortText(input.captchaKey),
            captchaCode: shortText(input.captchaCode),
          },
          caller(ctx),
        );
    try {
      await ctx.em.transactional(async (em) => {
        await em.nativeDelete(WeixinBinding, { appId: ticket.appId, userId: tokens.user.id });
        em.create(WeixinBinding, {
          tenantId: tokens.user.tenantId,
          userId: tokens.user.id,
          appId: ticket.appId,
          openId: ticket.openId,
        });
      });
    } catch (e) {
      if (e instanceof UniqueConstraintViolationException) throw badInput(BINDING_MESSAGES.boundElsewhere);
      throw e;
    }
    ctx.log.info({ userId: tokens.user.id }, 'messaging app bound');
    return tokens;
  },

  /** The signed-in user's binding (of the configured app id), or null. */
  async mine(ctx: RequestContext): Promise<BindingView | null> {
    const me = requireUser(ctx);
    const appId = ctx.services.weixin?.appId;
    if (!appId) return null;
    const binding = await ctx.em.findOne(WeixinBinding, { appId, userId: me.id });
    return binding
      ? {
          id: binding.id,
          userId: me.id,
          account: me.account,
          realName: me.realName,
          openId: maskOpenId(binding.openId),
          createTime: binding.createTime,
        }
      : null;
  },

  /** Removes the signed-in user's own binding. */
  async unbindMine(ctx: RequestContext): Promise<boolean> {
    const me = requireUser(ctx);
    const removed = await ctx.em.nativeDelete(WeixinBinding, { userId: me.id });
    if (!removed) throw badInput(BINDING_MESSAGES.notBound);
    return true;
  },

  /** Staff: the bindings of the tenant, newest first, optionally of accounts containing `account`. */
  async list(ctx: RequestContext, req: PageRequest, account?: string | null): Promise<Page<BindingView>> {
    const tenantId = ctx.tenantId;
    const filters = { filters: { [TENANT_FILTER]: { tenantId } } };
    const search = account?.trim().slice(0, 64);
    let userIds: string[] | undefined;
    if (search) {
      const users = await ctx.em.find(
        User,
        { account: { $ilike: `%${search.replace(/[\\%_]/g, '\\$&')}%` } },
        {
          ...filters,
          fields: ['id'],
          limit: 1000,
        },
      );
      userIds = users.map((u) => u.id);
    }
    const where = userIds ? { tenantId, userId: { $in: userIds } } : { tenantId };
    const [rows, total] = await ctx.em.findAndCount(WeixinBinding, where, {
      orderBy: { createTime: 'desc', id: 'desc' },
      limit: req.size,
      offset: (req.current - 1) * req.size,
    });
    const owners = rows.length
      ? await ctx.em.find(
          User,
          { id: { $in: rows.map((r) => r.userId) } },
          { ...filters, fields: ['id', 'account', 'realName'] },
        )
      : [];
    const byId = new Map(owners.map((u) => [u.id, u]));
    return pageOf(
      rows.map((r) => ({
        id: r.id,
        userId: r.userId,
        account: byId.get(r.userId)?.account ?? '',
        realName: byId.get(r.userId)?.realName,
        openId: maskOpenId(r.openId),
        createTime: r.createTime,
      })),
      total,
      req,
    );
  },

  /** Staff: removes a binding of the tenant. */
  async remove(ctx: RequestContext, id: string): Promise<boolean> {
    const removed = await ctx.em.nativeDelete(WeixinBinding, { id, tenantId: ctx.tenantId });
    if (!removed) throw notFound('绑定不存在或已解除');
    return true;
  },
};
