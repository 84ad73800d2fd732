import type { MessageId } from '../../i18n/locale';

/** The pages of the mobile bottom bar, in order (the other mobile routes are reached from these). */
export const MOBILE_TABS: ReadonlyArray<{ path: string; labelId: MessageId }> = [
  { path: '/mobile/meeting-list', labelId: 'mobile.nav.meetings' },
  { path: '/mobile/dues-query', labelId: 'mobile.nav.dues' },
  { path: '/mobile/payment-situation', labelId: 'mobile.nav.payments' },
  { path: '/mobile/receipt-manage', labelId: 'mobile.nav.receipts' },
  { path: '/mobile/info', labelId: 'mobile.nav.info' },
];

/** Detail pages and the list their back button returns to when the page was opened directly (no history). */
const PARENTS: Record<string, string> = {
  '/mobile/meeting-detail': '/mobile/meeting-list',
  '/mobile/payment-detail': '/mobile/payment-situation',
};

/**
 * Where the title bar's back button leads: one step back in the history when the visitor came from another page
 * of this site, else the detail page's list; a bottom-bar page opened directly has no back button (null).
 */
export function backTarget(pathname: string, hasHistory: boolean): { history: true } | { to: string } | null {
  if (hasHistory) return { history: true };
  const parent = PARENTS[pathname];
  return parent ? { to: parent } : null;
}

/** The bottom-bar entry a path belongs to (a detail page lights its list's entry). */
export function activeTab(pathname: string): string | undefined {
  const own = PARENTS[pathname] ?? pathname;
  return MOBILE_TABS.find((tab) => tab.path === own)?.path;
}

/** A web map search of a venue (opens the map site or app on a phone). */
export function mapSearchUrl(venue: string): string {
  return `https://uri.amap.com/search?keyword=${encodeURIComponent(venue.trim())}`;
}
