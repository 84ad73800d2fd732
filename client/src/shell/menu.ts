import { useQuery } from '@apollo/client/react';
import {
  Activity,
  Award,
  BadgeCheck,
  BookOpen,
  Bug,
  Building2,
  Calendar,
  ChartLine,
  ClipboardList,
  FileText,
  House,
  IdCard,
  KeyRound,
  type LucideIcon,
  Menu,
  Network,
  PanelsTopLeft,
  Plug,
  Send,
  Settings2,
  Shield,
  SlidersHorizontal,
  Smartphone,
  User,
  UserCheck,
  Users,
  Workflow,
  Database,
} from 'lucide-react';
import type { IntlShape } from 'react-intl';
import { type MenuNodeFieldsFragment, MyMenusDocument } from '../generated/graphql';
import { localLabel } from '../i18n/locale';

/** A node of the signed-in user's menu tree (myMenus), any depth. */
export type MenuEntry = MenuNodeFieldsFragment & { children?: MenuEntry[] };

/** Menu icons (`source`) named by the server, drawn with lucide icons; unknown names get a page icon. */
const ICONS: Record<string, LucideIcon> = {
  home: House,
  chart: ChartLine,
  settings: Settings2,
  user: User,
  users: Users,
  'user-check': UserCheck,
  tree: Network,
  badge: BadgeCheck,
  menu: Menu,
  layout: PanelsTopLeft,
  building: Building2,
  key: KeyRound,
  sliders: SlidersHorizontal,
  book: BookOpen,
  shield: Shield,
  database: Database,
  plug: Plug,
  send: Send,
  award: Award,
  'id-card': IdCard,
  calendar: Calendar,
  clipboard: ClipboardList,
  workflow: Workflow,
  phone: Smartphone,
  activity: Activity,
  bug: Bug,
  'file-text': FileText,
};

export function menuIcon(source: string | null | undefined): LucideIcon {
  return (source && ICONS[source]) || FileText;
}

/**
 * The menu's label in the current language: in English its English name (菜单管理) when it has one; else a
 * catalogue entry `menu.<code>` when there is one, else the server's name.
 */
export function menuLabel(
  intl: IntlShape,
  entry: Pick<MenuEntry, 'code' | 'name'> & { nameEn?: string | null },
): string {
  const english = localLabel(intl.locale, '', entry.nameEn);
  if (english) return english;
  const id = `menu.${entry.code}`;
  return id in intl.messages ? intl.formatMessage({ id }) : entry.name;
}

/** Menu paths that are web addresses open embedded at /myiframe (SPEC section 2). */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/** Where a menu path leads: the page itself, or /myiframe/urlPath?src=<address>&name=<label> for a web address. */
export function menuHref(path: string, label: string): string {
  return isExternalPath(path) ? `/myiframe/urlPath?${new URLSearchParams({ src: path, name: label })}` : path;
}

/** The menu entry whose path is `path`, searching the whole tree. */
export function findMenu(entries: readonly MenuEntry[], path: string): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.path === path) return entry;
    const found = findMenu(entry.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

/** SPEC section 6: the menus the user's roles may see, from the server (loaded once, kept in the cache). */
export function useMyMenus() {
  return useQuery(MyMenusDocument);
}
