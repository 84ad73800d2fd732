import { useMatches } from 'react-router-dom';
import type { MessageId } from '../i18n/locale';

/** SPEC "Route guard": isAuth false = open route; isTab false = no tab. */
export interface RouteMeta {
  titleId: MessageId;
  isAuth: boolean;
  isTab: boolean;
  /** One line under the page title. */
  descriptionId?: MessageId;
  /** Message ids of the menu groups above the page (breadcrumb). */
  parents?: MessageId[];
  /** The document title is the page title alone (login pages are titled 登录). */
  titleOnly?: boolean;
  /** The page draws its own heading (the main layout shows no page header). */
  hideHeader?: boolean;
  /** The title is the name of the menu with this path (`menu`) or the `name` query (`query`), when there is one. */
  titleFrom?: 'menu' | 'query';
}

export interface RouteHandle {
  meta: RouteMeta;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

/** The meta of the deepest matched route that has one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.meta;
  }
  return undefined;
}
