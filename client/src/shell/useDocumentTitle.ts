import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useRouteMeta } from './meta';

/** SPEC "Route guard": the page title is set after each navigation: `<page> - <app>`. */
export function useDocumentTitle(): void {
  const intl = useIntl();
  const meta = useRouteMeta();
  useEffect(() => {
    const app = intl.formatMessage({ id: 'app.title' });
    document.title = meta ? `${intl.formatMessage({ id: meta.titleId })} - ${app}` : app;
  }, [intl, meta]);
}
