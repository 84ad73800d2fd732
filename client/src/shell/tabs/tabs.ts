import type { MessageId } from '../../i18n/locale';

/** One open page in the tab bar, keyed by its path and query. */
export interface Tab {
  path: string;
  /** The page title of its route meta. */
  titleId: MessageId;
  /** A title of its own (an embedded page's name), shown instead. */
  name?: string;
  /** The title is the name of the menu with this path (menu routes). */
  fromMenu?: boolean;
}

/** The home tab: always first, never closed. */
export const HOME_TAB: Tab = { path: '/wel/index', titleId: 'wel.index.title' };

export type TabsAction =
  | { type: 'open'; tab: Tab }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeAll' };

/** The tabs with the home tab first and each path once. */
export function normalizeTabs(tabs: readonly Tab[]): Tab[] {
  const seen = new Set([HOME_TAB.path]);
  return [HOME_TAB, ...tabs.filter((tab) => !seen.has(tab.path) && seen.add(tab.path))];
}

/** Tab bar state: opening adds a tab at the end (or refreshes the one with that path); closing never drops home. */
export function tabsReducer(tabs: readonly Tab[], action: TabsAction): Tab[] {
  switch (action.type) {
    case 'open': {
      const at = tabs.findIndex((tab) => tab.path === action.tab.path);
      if (action.tab.path === HOME_TAB.path) return normalizeTabs(tabs);
      if (at < 0) return normalizeTabs([...tabs, action.tab]);
      return normalizeTabs(tabs.map((tab, i) => (i === at ? action.tab : tab)));
    }
    case 'close':
      return normalizeTabs(tabs.filter((tab) => tab.path !== action.path));
    case 'closeOthers':
      return normalizeTabs(tabs.filter((tab) => tab.path === action.path));
    case 'closeAll':
      return [HOME_TAB];
  }
}

/** Where to go after closing `closing` while `active` is shown: its right neighbour, else its left one; null when no move is needed. */
export function pathAfterClose(tabs: readonly Tab[], closing: string, active: string): string | null {
  if (closing !== active) return null;
  const at = tabs.findIndex((tab) => tab.path === closing);
  if (at < 0) return null;
  return (tabs[at + 1] ?? tabs[at - 1] ?? HOME_TAB).path;
}

export const isClosable = (tab: Tab) => tab.path !== HOME_TAB.path;
