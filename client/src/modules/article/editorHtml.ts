/** Helpers of the article editor that need no editor (kept apart so tests and the lazy chunk share them). */

/** Link addresses the editor accepts (the server applies the same rule): http(s), mailto, tel, or site-relative. */
export function isAllowedLink(url: string): boolean {
  const value = url.trim();
  if (!value || value.length > 2048 || /[\s<>"]/.test(value)) return false;
  if (/^\/(?!\/)/.test(value) || value.startsWith('#')) return true;
  return /^(https?:\/\/[^/?#]+|mailto:[^@\s]+@[^@\s]+|tel:\+?[0-9 -]{3,})/i.test(value);
}

/**
 * The path of one of our own stored files (`/files/<key>`) from the upload answer's absolute link, so the
 * article does not depend on the host name it was written under; any other address is kept as it is.
 */
export function ownFilePath(link: string): string {
  const match = /^(?:https?:\/\/[^/]+)?(\/files\/[^?#\s]+)$/i.exec(link.trim());
  return match ? match[1]! : link;
}

/**
 * Cleans HTML pasted from Word or a web page before the editor's schema parses it: conditional comments and
 * comments, `<style>`/`<script>`/`<meta>`/`<link>`, Office namespaced tags (`<o:p>`, `<w:…>`, `<v:…>`), classes
 * (`MsoNormal`…), and every style but `text-align`. The schema then keeps only the nodes and marks it knows.
 */
export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(style|script|xml|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(meta|link)\b[^>]*>/gi, '')
    .replace(/<\/?[a-z]+:[a-z]+\b[^>]*>/gi, '')
    .replace(/\sclass\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/\sstyle\s*=\s*("([^"]*)"|'([^']*)')/gi, (_whole, _quoted, double?: string, single?: string) => {
      const align = /(?:^|;)\s*text-align\s*:\s*(left|right|center|justify)\b/i.exec(double ?? single ?? '');
      return align ? ` style="text-align: ${align[1]!.toLowerCase()}"` : '';
    });
}
