import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
// The login page is part of the first script (not a lazy chunk): it paints without a second round of requests.
import { LoginPage } from './modules/login/LoginPage';
import { LOGIN_VARIANTS } from './modules/login/variants';
import { loginHandle } from './routeHandles';
import { PublicRoot } from './shell/PublicRoot';

/** The login pages: the only routes in the first script (no GraphQL client until the form is sent). */
export const loginRoutes: RouteObject[] = [
  {
    element: <PublicRoot />,
    children: LOGIN_VARIANTS.map((variant) => ({
      path: variant.path,
      element: <LoginPage variant={variant} />,
      handle: loginHandle,
    })),
  },
];

let rest: Promise<RouteObject[]> | undefined;
let loaded: RouteObject[] | undefined;

/** The rest of the route table (appRoutes.tsx, its own chunk with every module's route list), loaded once. */
export function loadAppRoutes(): Promise<RouteObject[]> {
  rest ??= import('./appRoutes').then((m) => (loaded = m.appRoutes));
  return rest;
}

/** Whether `pathname` is a login page (the first script renders it without the rest of the route table). */
export function isLoginPath(pathname: string): boolean {
  return matchRoutes(loginRoutes, pathname) !== null;
}

/** The routes a router starts with: the login pages, and the rest when it has been loaded (main.tsx). */
export function initialRoutes(): RouteObject[] {
  return loaded ? [...loginRoutes, ...loaded] : loginRoutes;
}

/**
 * For a router made with `loginRoutes` only: adds the rest of the route table on a navigation to a path outside the
 * login pages (on start at such a path too: the router waits for it before it renders). The router drops a patch
 * of a navigation that was overtaken by another, so every call patches; the router keeps one copy of the routes
 * (their root has an id). The route table is then the same as `routes` (routes.tsx).
 */
export function appRoutesOnDemand(): PatchRoutesOnNavigationFunction {
  return async ({ patch }) => {
    patch(null, await loadAppRoutes());
  };
}
