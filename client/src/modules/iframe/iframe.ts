/**
 * /myiframe/:routerPath embeds an external page: its address is the `src` query (what menus with a web
 * address link to), else the route parameter itself. Only http(s) addresses are embedded.
 */
export function iframeSource(routerPath: string | undefined, search: string): URL | null {
  const raw = new URLSearchParams(search).get('src') ?? safeDecode(routerPath ?? '');
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The sandbox of the embedded page: scripts, forms and popups run, but a page of our own origin does not get
 * same-origin access (it could otherwise lift the sandbox and read the session).
 */
export function iframeSandbox(url: URL, ownOrigin: string): string {
  const base = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';
  return url.origin === ownOrigin ? base : `${base} allow-same-origin`;
}
