import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { RouteGuard } from '../engine/auth/RouteGuard';
import { useLocked } from '../modules/lock/lock';
import { useRouteMeta } from './meta';
import { PageLoading } from './PageLoading';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * Above the login pages: the same route guard (a signed-in user is sent on; a locked screen to /lock) and
 * document title as RootRoute, without the GraphQL client, so the login page's first script holds neither
 * Apollo nor the generated documents. Its routes are open (isAuth false) and have no tab or menu title.
 */
export function PublicRoot() {
  const intl = useIntl();
  const meta = useRouteMeta();
  const locked = useLocked();
  useDocumentTitle(meta && intl.formatMessage({ id: meta.titleId }));
  return (
    <RouteGuard isAuth={meta?.isAuth} isTab={false} locked={locked} fallback={<PageLoading />}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteGuard>
  );
}
