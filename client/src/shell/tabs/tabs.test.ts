import { describe, expect, it } from 'vitest';
import { dispatchTabs, getTabs, resetTabsMemory } from './store';
import { HOME_TAB, isClosable, pathAfterClose, type Tab, tabsReducer } from './tabs';

const tab = (path: string): Tab => ({ path, titleId: 'shell.construction.title' });
const paths = (tabs: readonly Tab[]) => tabs.map((t) => t.path);
const open = (tabs: Tab[], ...more: string[]) =>
  more.reduce((state, path) => tabsReducer(state, { type: 'open', tab: tab(path) }), tabs);

describe('tab bar state', () => {
  it('starts with the home tab, adds opened pages at the end, once per path and query', () => {
    const tabs = open([HOME_TAB], '/a', '/b', '/a', '/b?x=1', '/wel/index');
    expect(paths(tabs)).toEqual(['/wel/index', '/a', '/b', '/b?x=1']);
  });

  it('refreshes the title of a tab opened again', () => {
    const tabs = tabsReducer(open([HOME_TAB], '/a'), {
      type: 'open',
      tab: { path: '/a', titleId: 'wel.index.title', name: 'A' },
    });
    expect(tabs[1]).toEqual({ path: '/a', titleId: 'wel.index.title', name: 'A' });
  });

  it('closes a tab but never the home tab', () => {
    const tabs = open([HOME_TAB], '/a', '/b');
    expect(paths(tabsReducer(tabs, { type: 'close', path: '/a' }))).toEqual(['/wel/index', '/b']);
    expect(paths(tabsReducer(tabs, { type: 'close', path: '/wel/index' }))).toEqual(['/wel/index', '/a', '/b']);
    expect(isClosable(HOME_TAB)).toBe(false);
    expect(isClosable(tab('/a'))).toBe(true);
  });

  it('closes the others (keeping home) and all (leaving home)', () => {
    const tabs = open([HOME_TAB], '/a', '/b', '/c');
    expect(paths(tabsReducer(tabs, { type: 'closeOthers', path: '/b' }))).toEqual(['/wel/index', '/b']);
    expect(paths(tabsReducer(tabs, { type: 'closeOthers', path: '/wel/index' }))).toEqual(['/wel/index']);
    expect(paths(tabsReducer(tabs, { type: 'closeAll' }))).toEqual(['/wel/index']);
  });

  it('moves to the right neighbour (else the left one) when the shown tab closes', () => {
    const tabs = open([HOME_TAB], '/a', '/b', '/c');
    expect(pathAfterClose(tabs, '/b', '/b')).toBe('/c');
    expect(pathAfterClose(tabs, '/c', '/c')).toBe('/b');
    expect(pathAfterClose(tabs, '/a', '/c')).toBeNull();
  });

  it('keeps the tabs per user in sessionStorage, so a reload restores them', () => {
    dispatchTabs('u1', { type: 'open', tab: tab('/a') });
    dispatchTabs('u2', { type: 'open', tab: tab('/b') });
    resetTabsMemory(); // as after a reload
    expect(paths(getTabs('u1'))).toEqual(['/wel/index', '/a']);
    expect(paths(getTabs('u2'))).toEqual(['/wel/index', '/b']);
    window.sessionStorage.setItem('zhuxie.tabs.u3', 'not json');
    expect(paths(getTabs('u3'))).toEqual(['/wel/index']);
    window.sessionStorage.clear();
    resetTabsMemory();
  });
});
