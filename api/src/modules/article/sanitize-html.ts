import sanitize from 'sanitize-html';
import { isObjectKey } from '../../engine/storage/storage.js';

/**
 * The allow-list HTML sanitizer for article bodies, run on the server before a body is stored, on the
 * well-kept `sanitize-html` library (htmlparser2 underneath). What the article editor (Tiptap) produces passes:
 * headings, paragraphs, lists, tables, quotes, code, links with safe schemes (always `rel="noopener noreferrer"`),
 * images from our own storage (`/files/...`) or https, basic inline formatting, and `text-align` as the only
 * style. Everything else is dropped: script-like elements with their content, other tags keep only their text,
 * attributes not listed, classes (Word's `mso-*` classes and styles among them), `data:`/`javascript:` URLs.
 * Tested against the usual XSS vectors in sanitize-html.test.ts.
 */

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const BLOCKS_WITH_ALIGN = ['p', ...HEADINGS, 'td', 'th', 'li', 'div', 'blockquote'];

/** Tags whose content goes with them (never becomes text). */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'embed',
  'applet',
  'template',
  'title',
  'xmp',
  'svg',
  'math',
  'head',
  'frameset',
  'plaintext',
];

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** Our own storage's file addresses (`/files/<key>`, served by the files route); relative, so same origin. */
const isOwnFile = (value: string) => value.startsWith('/files/') && isObjectKey(value.slice('/files/'.length));

/** An image address we keep: one of our own stored files, or an https address. */
export function safeImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  const value = src.trim();
  if (isOwnFile(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !!url.hostname;
  } catch {
    return false;
  }
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'small',
    'mark',
    ...HEADINGS,
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'style'],
    td: ['colspan', 'rowspan', 'style'],
    ...Object.fromEntries(['p', ...HEADINGS, 'li', 'div', 'blockquote'].map((tag) => [tag, ['style']])),
  },
  allowedStyles: Object.fromEntries(
    BLOCKS_WITH_ALIGN.map((tag) => [tag, { 'text-align': [/^(left|right|center|justify|start|end)$/] }]),
  ),
  allowedClasses: {},
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  nestingLimit: 64,
  enforceHtmlBoundary: false,
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitize.Attributes = {};
      if (attribs.href !== undefined) out.href = attribs.href;
      if (attribs.title !== undefined) out.title = attribs.title;
      if (attribs.target?.trim() === '_blank') out.target = '_blank';
      out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: sanitize.Attributes = { ...attribs };
      if (!safeImageSrc(attribs.src)) delete out.src;
      for (const size of ['width', 'height'] as const)
        if (out[size] !== undefined && !/^\d{1,4}$/.test(out[size].trim())) delete out[size];
      return { tagName, attribs: out };
    },
    ...Object.fromEntries(
      ['ol', 'td', 'th'].map((tag) => [
        tag,
        (tagName: string, attribs: sanitize.Attributes) => {
          const out: sanitize.Attributes = { ...attribs };
          for (const name of ['start', 'colspan', 'rowspan'])
            if (out[name] !== undefined && !/^\d{1,3}$/.test(out[name].trim())) delete out[name];
          return { tagName, attribs: out };
        },
      ]),
    ),
  },
  // An image without a usable source is no image at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The sanitized HTML of an article body. */
export function sanitizeHtml(input: string): string {
  return sanitize(input, OPTIONS);
}

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

/**
 * A link or image address that is safe to keep outside HTML (a cover image): relative, or with an allowed
 * scheme. Control characters and whitespace are ignored when finding the scheme, as browsers do.
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

/** The plain text of sanitized HTML (for summaries and the "is it empty" check). */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
