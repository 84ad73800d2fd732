/**
 * 清除缓存 (SPEC "Tab bar"): the app's locally stored caches go; what the user chose or is doing stays: the
 * session, the language, the theme and primary colour, the sidebar state, the local error log and the tabs.
 */
const KEPT = [
  'zhuxie.session',
  'zhuxie.locale',
  'zhuxie.theme',
  'zhuxie.primaryColor',
  'zhuxie.errorLog',
  'zhuxie.sidebar',
  'zhuxie.tabs.',
  'zhuxie.lock',
];

const isCache = (key: string) =>
  key.startsWith('zhuxie.') &&
  !KEPT.some((kept) => key === kept || key.startsWith(kept.endsWith('.') ? kept : `${kept}.`));

/** Removes the app's cached entries from the given storages (localStorage and sessionStorage by default). */
export function clearLocalCaches(storages: Storage[] = [window.localStorage, window.sessionStorage]): void {
  for (const storage of storages) {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key !== null,
    );
    keys.filter(isCache).forEach((key) => storage.removeItem(key));
  }
}
