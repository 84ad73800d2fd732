import type { IntlShape } from 'react-intl';
import { type MenuEntry, menuHref, menuLabel } from '../menu';

/** A page of the menu tree, as search offers it. */
export interface MenuPage {
  id: string;
  label: string;
  /** Where it leads (external menus go through /myiframe). */
  href: string;
  /** The labels of the groups above it. */
  trail: string[];
}

/** Every page (entry with a path and no children) of the menu tree, in menu order, with its labels in the current language. */
export function menuPages(intl: IntlShape, entries: readonly MenuEntry[], trail: string[] = []): MenuPage[] {
  return entries.flatMap((entry) => {
    const label = menuLabel(intl, entry);
    if (entry.children?.length) return menuPages(intl, entry.children, [...trail, label]);
    return entry.path ? [{ id: entry.id, label, href: menuHref(entry.path, label), trail }] : [];
  });
}

/** SPEC "Menu search": names matching the query by prefix, case-insensitive (an empty query matches all). */
export function matchMenus(pages: readonly MenuPage[], query: string): MenuPage[] {
  const prefix = query.trim().toLocaleLowerCase();
  return pages.filter((page) => page.label.toLocaleLowerCase().startsWith(prefix));
}
