import { useCallback, useSyncExternalStore } from 'react';
import { HOME_TAB, normalizeTabs, type Tab, type TabsAction, tabsReducer } from './tabs';

/**
 * The open tabs of the signed-in user, kept per user in sessionStorage: they survive a reload of this browser
 * tab, and another user signing in here starts with their own.
 */
const keyOf = (userId: string) => `zhuxie.tabs.${userId}`;
export const TABS_STORAGE_PREFIX = 'zhuxie.tabs.';

function isTab(value: unknown): value is Tab {
  const tab = value as Tab | null;
  return typeof tab === 'object' && tab !== null && typeof tab.path === 'string' && typeof tab.titleId === 'string';
}

function read(userId: string): Tab[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(keyOf(userId)) ?? '[]');
    return normalizeTabs(Array.isArray(parsed) ? parsed.filter(isTab) : []);
  } catch {
    return [HOME_TAB];
  }
}

let current: { userId: string; tabs: Tab[] } | null = null;
const listeners = new Set<() => void>();

export function getTabs(userId: string): Tab[] {
  if (current?.userId !== userId) current = { userId, tabs: read(userId) };
  return current.tabs;
}

export function dispatchTabs(userId: string, action: TabsAction): void {
  const tabs = tabsReducer(getTabs(userId), action);
  current = { userId, tabs };
  try {
    window.sessionStorage.setItem(keyOf(userId), JSON.stringify(tabs));
  } catch {
    // Storage can be unavailable: the tabs then last for this page only.
  }
  listeners.forEach((listener) => listener());
}

/** Forgets the tabs held in memory (tests start afresh after clearing storage). */
export function resetTabsMemory(): void {
  current = null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user's tabs and the dispatcher changing them. */
export function useTabs(userId: string): [Tab[], (action: TabsAction) => void] {
  const tabs = useSyncExternalStore(
    subscribe,
    () => getTabs(userId),
    () => [HOME_TAB],
  );
  const dispatch = useCallback((action: TabsAction) => dispatchTabs(userId, action), [userId]);
  return [tabs, dispatch];
}
