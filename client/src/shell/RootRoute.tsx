import { useQuery } from '@apollo/client/react';
import { Suspense, useCallback } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../engine/auth';
import { needsSignInAt, RouteGuard } from '../engine/auth/RouteGuard';
import { AuthConfigDocument } from '../generated/graphql';
import { useLocked } from '../modules/lock/lock';
import { findMenu } from './menu';
import { useRouteMeta } from './meta';
import { PageLoading } from './PageLoading';
import { tabOf, useCurrentTitle, useTitleMenus } from './pageTitle';
import { dispatchTabs } from './tabs/store';
import { useDocumentTitle } from './useDocumentTitle';

/** How a visitor must sign in (external login site or /login), asked only when someone must; else not needed. */
function useSignInConfig(needed: boolean): { externalLoginUrl: string | null } | undefined {
  const { data, error } = useQuery(AuthConfigDocument, { skip: !needed });
  if (!needed || error) return { externalLoginUrl: null };
  if (!data) return undefined;
  return { externalLoginUrl: data.authConfig.externalLogin ? (data.authConfig.loginUrl ?? null) : null };
}

/**
 * Above every route but the login pages (shell/PublicRoot.tsx), inside the GraphQL client (appRoutes.tsx): the route guard (with the lock and the tab bar), the document title after navigation,
 * and a fallback while a lazy screen loads. Menu routes take isTab from their menu: a path that is no menu
 * of the user's (about to become /404) gets no tab.
 */
export function RootRoute() {
  useDocumentTitle(useCurrentTitle());
  const meta = useRouteMeta();
  const session = useSession();
  const signInConfig = useSignInConfig(needsSignInAt(session !== null, meta?.isAuth));
  const locked = useLocked();
  const { pathname } = useLocation();
  const fromMenu = meta?.titleFrom === 'menu';
  const menus = useTitleMenus(fromMenu);
  const menu = fromMenu ? findMenu(menus, pathname) : undefined;
  const isTab = fromMenu ? Boolean(menu) && menu?.isTab !== false : meta?.isTab;
  const userId = session?.user.id;

  const onTab = useCallback(
    (path: string) => {
      const [tabPath = path, query] = path.split('?');
      if (userId !== undefined && meta)
        dispatchTabs(userId, {
          type: 'open',
          tab: tabOf(meta, { pathname: tabPath, search: query ? `?${query}` : '' }),
        });
    },
    [userId, meta],
  );

  return (
    <RouteGuard
      isAuth={meta?.isAuth}
      isTab={isTab}
      locked={locked}
      onTab={onTab}
      signInConfig={signInConfig}
      fallback={<PageLoading />}
    >
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteGuard>
  );
}
