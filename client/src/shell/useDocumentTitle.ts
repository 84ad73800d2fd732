import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useRouteMeta } from './meta';

/** SPEC "Route guard": the page title is set after each navigation: `<page> - <app>` (login pages: 登录). */
export function useDocumentTitle(): void {
  const intl = useIntl();
  const meta = useRouteMeta();
  useEffect(() => {
    const app = intl.formatMessage({ id: 'app.title' });
    const page = meta && intl.formatMessage({ id: meta.titleId });
    document.title = !page ? app : meta.titleOnly ? page : `${page} - ${app}`;
  }, [intl, meta]);
}
