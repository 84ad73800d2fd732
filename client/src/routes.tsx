import type { RouteObject } from 'react-router-dom';
import { appRoutes } from './appRoutes';
import { loginRoutes } from './firstRoutes';

/**
 * Every route of SPEC section 2 with its meta: the login pages (firstRoutes.tsx, in the first script) and the rest
 * (appRoutes.tsx, which the app's router adds on demand). Tests route with the whole table.
 */
export const routes: RouteObject[] = [...loginRoutes, ...appRoutes];
