import type { RouteHandle, RouteMeta } from './shell/meta';

export const handle = (meta: RouteMeta): RouteHandle => ({ meta });

/** A public page (SPEC section 2 "Public routes"): open without a session, no tab. */
export const open = (titleId: RouteMeta['titleId'], extra?: Partial<RouteMeta>) =>
  handle({ titleId, isAuth: false, isTab: false, ...extra });
/** Login pages are titled 登录. */
export const loginHandle = open('login.title', { titleOnly: true });
