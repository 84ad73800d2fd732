import { useQuery } from '@apollo/client/react';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useSession } from '../engine/auth';
import { MyMenusDocument } from '../generated/graphql';
import { findMenu, type MenuEntry, menuLabel } from './menu';
import { type RouteMeta, useRouteMeta } from './meta';
import type { Tab } from './tabs/tabs';

/** The tab of a page: its path and query, and where its title comes from. */
export function tabOf(meta: RouteMeta, location: { pathname: string; search: string }): Tab {
  const name = meta.titleFrom === 'query' ? new URLSearchParams(location.search).get('name') : null;
  return {
    path: `${location.pathname}${location.search}`,
    titleId: meta.titleId,
    ...(name ? { name } : {}),
    ...(meta.titleFrom === 'menu' ? { fromMenu: true } : {}),
  };
}

/** The title of a page (or tab) in the current language. */
export function tabTitle(intl: IntlShape, menus: readonly MenuEntry[], tab: Tab): string {
  if (tab.name) return tab.name;
  const entry = tab.fromMenu ? findMenu(menus, tab.path.split('?')[0]!) : undefined;
  return entry ? menuLabel(intl, entry) : intl.formatMessage({ id: tab.titleId });
}

/** The signed-in user's menus when a title may come from them (none for visitors: the query needs a session). */
export function useTitleMenus(needed: boolean): readonly MenuEntry[] {
  const session = useSession();
  const { data } = useQuery(MyMenusDocument, { skip: !needed || !session });
  return data?.myMenus ?? [];
}

/** The title of the current page, or undefined when its route has no meta. */
export function useCurrentTitle(): string | undefined {
  const intl = useIntl();
  const meta = useRouteMeta();
  const location = useLocation();
  const menus = useTitleMenus(meta?.titleFrom === 'menu');
  return meta && tabTitle(intl, menus, tabOf(meta, location));
}
