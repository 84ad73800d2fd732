import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useRouteMeta } from './meta';
import { useCurrentTitle } from './pageTitle';

/** SPEC "Route guard": the page title is set after each navigation: `<page> - <app>` (login pages: 登录). */
export function useDocumentTitle(): void {
  const intl = useIntl();
  const meta = useRouteMeta();
  const page = useCurrentTitle();
  useEffect(() => {
    const app = intl.formatMessage({ id: 'app.title' });
    document.title = !page ? app : meta?.titleOnly ? page : `${page} - ${app}`;
  }, [intl, meta, page]);
}
