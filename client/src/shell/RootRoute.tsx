import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { useDocumentTitle } from './useDocumentTitle';

/** Above every route: document title after navigation, and a fallback while a lazy screen loads. */
export function RootRoute() {
  useDocumentTitle();
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
