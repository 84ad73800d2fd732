import type { Request, Response } from 'express';
import { grantedMenus, rolesOf } from '../../engine/access/access.service.js';
import { MENU_CATEGORY } from '../../engine/access/menu.entity.js';
import { buildTree, type TreeNode, visibleMenus } from '../../engine/access/menu-tree.js';
import type { Menu } from '../../engine/access/menu.entity.js';
import { requireUser } from '../../engine/access/permissions.js';
import type { IssuedTokens } from '../../engine/auth/auth.service.js';
import { basicClient } from '../../engine/auth/authenticate.js';
import { CLIENT_CREDENTIALS, issueServiceToken, serviceAccount } from '../../engine/auth/client-credentials.js';
import { OAuthClient } from '../../engine/auth/oauth-client.entity.js';
import { LOGIN_RESULT, type LoginResult } from '../../engine/audit/login-log.entity.js';
import { ADMIN_TENANT_ID } from '../../engine/access/permissions.js';
import type { RequestContext } from '../../engine/context.js';
import { DomainError } from '../../engine/errors/domain-error.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { route, textBody } from '../../engine/rest/route.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import { validateInput } from '../../engine/validation/validate.js';
import { accountService } from './account.service.js';
import { topMenuService } from './top-menu.resource.js';
import { ACCOUNT_MESSAGES, RegisterInput } from './auth.inputs.js';
import { issueCaptcha } from './auth.types.js';
import { registrationTicketSubject } from './registration-ticket.js';

/** The BladeX token body legacy clients read (not wrapped in the envelope). */
export function bladeTokenBody(issued: IssuedTokens) {
  const u = issued.user;
  return {
    access_token: issued.accessToken,
    refresh_token: issued.refreshToken,
    token_type: 'bearer',
    expires_in: issued.expiresIn,
    tenant_id: u.tenantId,
    user_id: u.id,
    account: u.account,
    user_name: u.account,
    real_name: u.realName ?? '',
    avatar: u.avatar ?? '',
    role_name: u.roleAliases.join(','),
    dept_id: u.deptId ?? '',
    login_type: u.loginType,
    permissions: [...u.permissions].sort(),
  };
}

/** Reads a parameter from the query string or a form/JSON body (legacy clients send either). */
function param(req: Request, name: string): string | undefined {
  const q = req.query[name];
  if (typeof q === 'string' && q !== '') return q;
  const b = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof b === 'string' && b !== '' ? b : undefined;
}

/** Token endpoint failures keep the OAuth fields legacy clients read (error_code, error_description) and the envelope's. */
function tokenFailure(res: Response, e: unknown): void {
  if (!(e instanceof DomainError)) throw e;
  res.status(e.httpStatus).json({
    code: e.httpStatus,
    success: false,
    msg: e.message,
    data: null,
    error_code: e.httpStatus,
    error_description: e.message,
  });
}

function menuRoutes(nodes: TreeNode<Menu>[]): unknown[] {
  return nodes.map(({ item, children }) => ({
    id: item.id,
    parentId: item.parentId ?? '0',
    code: item.code,
    name: item.name,
    alias: item.alias,
    path: item.path,
    source: item.source,
    sort: item.sort,
    category: item.category,
    meta: { isAuth: item.isAuth, isTab: item.isTab, roles: item.roles },
    hasChildren: children.length > 0,
    children: menuRoutes(children),
  }));
}

async function myMenus(ctx: RequestContext): Promise<Menu[]> {
  const user = requireUser(ctx);
  return grantedMenus(ctx.em, await rolesOf(ctx.em, { tenantId: user.tenantId, roleIds: user.roleIds }));
}

/** Sign-in, menus and buttons of the legacy API (BladeX paths). */
export const registerAuthRest: RestRegistration = (deps) => {
  route(
    deps,
    'POST',
    '/blade-auth/oauth/token',
    'public',
    async (req, res, ctx) => {
      try {
        const auth = ctx.services.auth;
        const grant = param(req, 'grant_type') ?? 'password';
        // The client authenticates with HTTP Basic (as BladeX clients do) or with client_id and client_secret fields.
        const formId = param(req, 'client_id');
        const formSecret = param(req, 'client_secret');
        const basic = basicClient(req) ?? (formId && formSecret ? { clientId: formId, secret: formSecret } : undefined);
        if (!basic) throw new DomainError('UNAUTHENTICATED', '客户端认证失败');
        const caller = { ip: ctx.ip ?? 'unknown', userAgent: ctx.userAgent };
        if (grant === CLIENT_CREDENTIALS) {
          // Secret checks are counted per address, as refreshes are.
          await auth.limits?.consume('refreshIp', caller.ip);
          // Every attempt goes to the login log under the service account (client:<id>); failed secrets count
          // towards the address's throttle like failed passwords.
          const attempt = (tenantId: string, result: LoginResult) =>
            auth.record(
              ctx.em,
              { tenantId, account: serviceAccount(basic.clientId), method: CLIENT_CREDENTIALS, result },
              caller,
            );
          let client: OAuthClient;
          try {
            client = await auth.client(ctx.em, basic.clientId, grant, basic.secret);
          } catch (e) {
            if (e instanceof DomainError && e.code === 'UNAUTHENTICATED') {
              const known = await ctx.em.findOne(OAuthClient, { clientId: basic.clientId });
              await attempt(known?.tenantId ?? ADMIN_TENANT_ID, LOGIN_RESULT.badCredentials);
            }
            throw e;
          }
          await attempt(client.tenantId, LOGIN_RESULT.success);
          const issued = await issueServiceToken(auth.tokens, client);
          res.set('Cache-Control', 'no-store').json({
            access_token: issued.accessToken,
            token_type: 'bearer',
            expires_in: issued.expiresIn,
            client_id: client.clientId,
            tenant_id: client.tenantId,
            scope: issued.codes.join(' '),
            permissions: issued.codes,
          });
          return;
        }
        const client = await auth.client(ctx.em, basic.clientId, grant, basic.secret);
        if (grant === 'refresh_token') {
          const token = param(req, 'refresh_token');
          if (!token) throw new DomainError('BAD_USER_INPUT', '缺少刷新令牌');
          res.json(bladeTokenBody(await auth.refresh(ctx.em, token, client, caller)));
          return;
        }
        if (grant !== 'password') throw new DomainError('BAD_USER_INPUT', '不支持的授权类型');
        const tenantId = req.get('tenant-id') ?? param(req, 'tenantId') ?? param(req, 'tenant_id');
        const account = param(req, 'username') ?? param(req, 'account');
        const password = param(req, 'password');
        if (!tenantId) throw new DomainError('BAD_USER_INPUT', '请输入租户编号');
        if (!account) throw new DomainError('BAD_USER_INPUT', '请输入账号');
        if (!password) throw new DomainError('BAD_USER_INPUT', '请输入密码');
        const captchaKey = req.get('captcha-key') || undefined;
        const captchaCode = req.get('captcha-code') || undefined;
        res.json(
          bladeTokenBody(
            await auth.login(ctx.em, { tenantId, account, password, client, captchaKey, captchaCode }, caller),
          ),
        );
      } catch (e) {
        tokenFailure(res, e);
      }
    },
    {
      summary: '获取令牌（OAuth 2.0：password、refresh_token、client_credentials）',
      description: '应答为 OAuth 令牌对象（不在信封中）；客户端以 HTTP Basic 或 client_id、client_secret 字段认证。',
      bodySchema: textBody({
        grant_type: 'password（默认）、refresh_token 或 client_credentials',
        username: '账号（password）',
        password: '密码（password）',
        tenantId: '租户编号（password；也可用 Tenant-Id 请求头）',
        refresh_token: '刷新令牌（refresh_token）',
        client_id: '客户端编号（未用 HTTP Basic 时）',
        client_secret: '客户端密钥（未用 HTTP Basic 时）',
      }),
    },
  );

  // The legacy captcha: { key, image } (image a data URL); its answer goes in the Captcha-Key / Captcha-Code headers.
  // Answered at /blade-auth/captcha and at BladeX 2's /blade-auth/oauth/captcha.
  for (const path of ['/blade-auth/captcha', '/blade-auth/oauth/captcha'])
    route(deps, 'GET', path, 'public', async (_req, res, ctx) => {
      try {
        res.set('Cache-Control', 'no-store').json(await issueCaptcha(ctx));
      } catch (e) {
        tokenFailure(res, e);
      }
    });

  // BladeX's user-info: the signed-in user as the token carries it (BladeUser's fields).
  route(
    deps,
    'GET',
    '/blade-auth/oauth/user-info',
    'user',
    async (_req, res, ctx) => {
      const u = requireUser(ctx);
      sendOk(res, {
        clientId: u.clientId,
        userId: u.id,
        tenantId: u.tenantId,
        deptId: u.deptId ?? '',
        roleId: u.roleIds.join(','),
        roleName: u.roleAliases.join(','),
        account: u.account,
        userName: u.account,
        nickName: u.realName ?? '',
        realName: u.realName ?? '',
        loginType: u.loginType,
      });
    },
    {
      data: {
        schema: {
          type: 'object',
          properties: Object.fromEntries(
            [
              'clientId',
              'userId',
              'tenantId',
              'deptId',
              'roleId',
              'roleName',
              'account',
              'userName',
              'nickName',
              'realName',
              'loginType',
            ].map((k) => [k, { type: 'string' }]),
          ),
        },
      },
    },
  );

  // BladeX's clear-cache empties the server's caches of dictionaries, menus, parameters and users. This server keeps
  // none of them between requests (each request reads them, the principal included), so there is nothing to empty:
  // the call answers success so that legacy front ends' 清除缓存 works, and says why in `msg`.
  route(deps, 'GET', '/blade-auth/oauth/clear-cache', 'user', async (_req, res) => {
    sendOk(res, { success: 'true', msg: 'success' }, '服务端不缓存字典、菜单、参数和用户，修改即时生效');
  });

  route(deps, 'GET', '/blade-auth/oauth/logout', 'public', async (req, res, ctx) => {
    await ctx.services.auth.logout(ctx.em, param(req, 'refresh_token'), ctx.userId, ctx.sessionId);
    sendOk(res, true);
  });

  route(
    deps,
    'POST',
    '/blade-system/user/register',
    'public',
    async (req, res, ctx) => {
      const input = await validateInput(RegisterInput, req.body);
      const subject = input.registrationTicket
        ? await registrationTicketSubject(ctx, input.registrationTicket, input.tenantId)
        : undefined;
      await accountService.register(ctx, input, subject);
      sendOk(res, true, ACCOUNT_MESSAGES.registered);
    },
    { body: RegisterInput },
  );

  // The user's menu tree (SPEC section 3 "Menu props").
  // With `topMenuId`, only the menus that top menu shows (BladeX's header switch). BladeX's routes-ext (the routes of
  // its second front end) answers the same tree: this product has one front end.
  for (const path of ['/blade-system/menu/routes', '/blade-system/menu/routes-ext'])
    route(
      deps,
      'GET',
      path,
      'user',
      async (req, res, ctx) => {
        let menus = visibleMenus(await myMenus(ctx), requireUser(ctx));
        const topMenuId = param(req, 'topMenuId');
        if (topMenuId) {
          const shown = new Set(await topMenuService.menuIds(ctx, [topMenuId]));
          menus = menus.filter((m) => shown.has(m.id));
        }
        sendOk(res, menuRoutes(buildTree(menus)));
      },
      { query: { topMenuId: '顶部菜单主键（可选）' } },
    );

  // BladeX's auth-routes: each visible route path with the role aliases that may open it.
  route(
    deps,
    'GET',
    '/blade-system/menu/auth-routes',
    'user',
    async (_req, res, ctx) => {
      const user = requireUser(ctx);
      const menus = visibleMenus(await myMenus(ctx), user).filter((m) => m.path);
      sendOk(
        res,
        menus.map((m) => ({ [m.path!]: { authority: m.roles.length ? m.roles : user.roleAliases } })),
      );
    },
    {
      data: {
        schema: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              properties: { authority: { type: 'array', items: { type: 'string' } } },
            },
          },
        },
      },
    },
  );

  // The user's buttons (permission codes), as a tree under their menus.
  route(deps, 'GET', '/blade-system/menu/buttons', 'user', async (_req, res, ctx) => {
    const menus = await myMenus(ctx);
    const buttons = menus.filter((m) => m.category === MENU_CATEGORY.button);
    const parents = menus.filter((m) => buttons.some((b) => b.parentId === m.id));
    sendOk(res, menuRoutes(buildTree([...parents, ...buttons])));
  });

  // Member business context of the signed-in account (legacy unified-login call; headers passed through).
  route(deps, 'GET', '/rs-member-service/ucenter/login/tenant/member/business', 'user', async (_req, res, ctx) => {
    const user = requireUser(ctx);
    const profile = await accountService.profile(ctx);
    sendOk(res, {
      tenantId: user.tenantId,
      userId: user.id,
      account: user.account,
      realName: profile.realName ?? '',
      deptId: user.deptId ?? '',
      loginType: user.loginType,
      roles: user.roleAliases,
      companyName: profile.companyName ?? '',
    });
  });
};
