/** Where the browser keeps its random visitor id (anonymous readers are counted by it, once per article and day). */
export const VISITOR_KEY = 'zhuxie.article.visitor';

/** The browser's visitor id, made and kept on first use; undefined when storage is unavailable. */
export function visitorId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): string | undefined {
  try {
    const known = storage?.getItem(VISITOR_KEY);
    if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
    const made =
      globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
    storage?.setItem(VISITOR_KEY, made);
    return made;
  } catch {
    return undefined;
  }
}
