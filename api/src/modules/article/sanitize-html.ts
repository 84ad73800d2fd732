/**
 * A strict allow-list HTML sanitizer for article bodies, run on the server before a body is stored.
 *
 * No HTML sanitizing library is installed in this project (sanitize-html, DOMPurify are absent; jsdom is only a
 * client test dependency), so this is a small one with a safe design: the input is read leniently, and the
 * output is written from scratch: only allow-listed tags, only allow-listed attributes, every attribute value
 * quoted and escaped, link and image addresses checked against a scheme allow-list after entity decoding, text
 * escaped, tags balanced. Anything it does not understand becomes escaped text, never markup. Tested against
 * the usual XSS vectors in sanitize-html.test.ts.
 */

/** Tags kept (with their allowed attributes). */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  div: [],
  span: [],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  s: [],
  strike: [],
  sub: [],
  sup: [],
  small: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ['start'],
  li: [],
  blockquote: [],
  pre: [],
  code: [],
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  figure: [],
  figcaption: [],
  table: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  caption: [],
};

/** Elements dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
  'select',
  'option',
  'head',
  'frameset',
  'plaintext',
  'applet',
]);

const VOID = new Set(['br', 'hr', 'img']);
const MAX_DEPTH = 64;

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const IMAGE_SCHEMES = new Set(['http', 'https']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
};

/** Decodes numeric and common named character references (as a browser would, for attribute values). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    }
    const named = NAMED[ref.toLowerCase()];
    return named ?? whole;
  });
}

const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A link or image address that is safe to keep: relative, or with an allowed scheme. Control characters and
 * whitespace are ignored when finding the scheme, as browsers do (`java\tscript:`), after entity decoding.
 */
export function safeUrl(raw: string, schemes: ReadonlySet<string>): string | undefined {
  const value = decodeEntities(raw).trim();
  if (!value || value.length > 2048) return undefined;
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (scheme) return schemes.has(scheme[1]!.toLowerCase()) ? value : undefined;
  // No scheme: a relative address. A colon before any / ? # would make it one, so refuse it to be sure.
  if (/^[^/?#]*:/.test(compact)) return undefined;
  return value;
}

interface Attr {
  name: string;
  value: string;
}

/** Reads the attributes of a start tag's inside (after the tag name). */
function readAttributes(text: string): Attr[] {
  const attrs: Attr[] = [];
  const re = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) attrs.push({ name: m[1]!.toLowerCase(), value: m[2] ?? m[3] ?? m[4] ?? '' });
  return attrs;
}

function keepAttributes(tag: string, attrs: Attr[]): string {
  const allowed = ALLOWED[tag] ?? [];
  const out: string[] = [];
  const seen = new Set<string>();
  let blank = false;
  for (const { name, value } of attrs) {
    if (!allowed.includes(name) || seen.has(name)) continue;
    seen.add(name);
    let kept: string | undefined;
    if (name === 'href') kept = safeUrl(value, LINK_SCHEMES);
    else if (name === 'src') kept = safeUrl(value, IMAGE_SCHEMES);
    else if (name === 'target') {
      if (decodeEntities(value).trim() === '_blank') blank = true;
      continue;
    } else if (['width', 'height', 'colspan', 'rowspan', 'start'].includes(name))
      kept = /^\d{1,4}$/.test(value.trim()) ? value.trim() : undefined;
    else kept = decodeEntities(value).slice(0, 500);
    if (kept !== undefined) out.push(` ${name}="${escapeAttr(kept)}"`);
  }
  if (tag === 'a' && blank) out.push(' target="_blank" rel="noopener noreferrer"');
  return out.join('');
}

/** Finds the end (index of '>') of a tag starting at `from`, honouring quoted attribute values; -1 if none. */
function tagEnd(html: string, from: number): number {
  let quote = '';
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      // A quote only opens a value right after '=' (possibly with spaces).
      if (/=\s*$/.test(html.slice(Math.max(from, i - 8), i))) quote = c;
    } else if (c === '>') return i;
  }
  return -1;
}

/** The sanitized HTML of an article body. */
export function sanitizeHtml(input: string): string {
  // eslint-disable-next-line no-control-regex
  const html = input.replace(/\r\n?/g, '\n').replace(/\u0000/g, '');
  const out: string[] = [];
  const stack: string[] = [];
  let i = 0;
  const text = (t: string) => {
    if (t) out.push(escapeText(t));
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text(html.slice(i));
      break;
    }
    text(html.slice(i, lt));
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (/^<[!?]/.test(html.slice(i, i + 2))) {
      // Doctype, CDATA, processing instructions: dropped.
      const end = html.indexOf('>', i);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const open = /^<([a-z][a-z0-9]*)/i.exec(html.slice(i, i + 40));
    const close = /^<\/([a-z][a-z0-9]*)\s*>/i.exec(html.slice(i, i + 40));
    if (close) {
      const tag = close[1]!.toLowerCase();
      i += close[0].length;
      const at = stack.lastIndexOf(tag);
      if (at >= 0) while (stack.length > at) out.push(`</${stack.pop()}>`);
      continue;
    }
    if (!open) {
      out.push('&lt;');
      i += 1;
      continue;
    }
    const end = tagEnd(html, i + open[0].length);
    if (end < 0) {
      // An unterminated tag is text.
      text(html.slice(i));
      break;
    }
    const tag = open[1]!.toLowerCase();
    const inside = html.slice(i + open[0].length, end);
    i = end + 1;
    if (DROP_WITH_CONTENT.has(tag)) {
      const closing = new RegExp(`</${tag}\\s*>`, 'i');
      const m = closing.exec(html.slice(i));
      i = m ? i + m.index + m[0].length : html.length;
      continue;
    }
    if (!(tag in ALLOWED)) continue;
    if (VOID.has(tag)) {
      out.push(`<${tag}${keepAttributes(tag, readAttributes(inside))}>`);
      continue;
    }
    if (stack.length >= MAX_DEPTH) continue;
    out.push(`<${tag}${keepAttributes(tag, readAttributes(inside))}>`);
    stack.push(tag);
  }
  while (stack.length) out.push(`</${stack.pop()}>`);
  return out.join('');
}

/** The plain text of sanitized HTML (for summaries and the "is it empty" check). */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
