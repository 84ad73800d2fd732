import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useRouteMeta } from './meta';

/**
 * SPEC "Route guard": the page title is set after each navigation: `<page> - <app>` (login pages: 登录).
 * `page` is the current page's title (useCurrentTitle, which may read the menus; public pages: their meta).
 */
export function useDocumentTitle(page: string | undefined): void {
  const intl = useIntl();
  const meta = useRouteMeta();
  useEffect(() => {
    const app = intl.formatMessage({ id: 'app.title' });
    document.title = !page ? app : meta?.titleOnly ? page : `${page} - ${app}`;
  }, [intl, meta, page]);
}
