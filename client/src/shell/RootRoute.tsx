import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteGuard } from '../engine/auth/RouteGuard';
import { useRouteMeta } from './meta';
import { PageLoading } from './PageLoading';
import { useDocumentTitle } from './useDocumentTitle';

/** Above every route: the route guard, the document title after navigation, and a fallback while a lazy screen loads. */
export function RootRoute() {
  useDocumentTitle();
  const meta = useRouteMeta();
  return (
    <RouteGuard isAuth={meta?.isAuth} fallback={<PageLoading />}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteGuard>
  );
}
