import { House, type LucideIcon, Settings2, SlidersHorizontal } from 'lucide-react';
import type { MessageId } from '../i18n/locale';

export interface MenuItem {
  titleId: MessageId;
  icon: LucideIcon;
  path?: string;
  children?: MenuItem[];
}

/**
 * The static menu of this release. The server's per-role menu tree replaces it with the access-control issue;
 * the sidebar only needs this shape.
 */
export const MENU: MenuItem[] = [
  { titleId: 'menu.home', icon: House, path: '/wel/index' },
  {
    titleId: 'menu.system',
    icon: Settings2,
    children: [{ titleId: 'menu.system.param', icon: SlidersHorizontal, path: '/system/param' }],
  },
];
