import { useEffect } from 'react';
import { PageLoading } from './PageLoading';

/**
 * A path the server answers with a page of its own (the GraphQL explorer at /graphql): a navigation inside the
 * client (menu, the login page's `redirect`) loads it from the server.
 */
export function ServerPage() {
  useEffect(() => {
    window.location.replace(`${window.location.pathname}${window.location.search}`);
  }, []);
  return <PageLoading />;
}
