/**
 * Name conversions of the code generator. Every identifier that reaches generated source is first checked
 * against one of the patterns below (the definition's input validation uses the same ones), so a definition
 * can never inject code, and every text (labels, titles) is written through `quote` as a string literal.
 */

/** Module (service) folder: `member`, `member-center`. */
export const MODULE_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Resource (package) name in kebab case: `member-unit`. */
export const RESOURCE_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Table and column names: `lnjzxh_member_unit`. */
export const SQL_NAME_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;
/** Property names in camel case: `unitName`. */
export const PROPERTY_PATTERN = /^[a-z][A-Za-z0-9]{0,62}$/;
/** Menu (permission) codes: `member_unit`. */
export const MENU_CODE_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;
/** Legacy REST base below /api: `/lnjzxh-member/member-unit`. */
export const REST_BASE_PATTERN = /^(\/[a-z0-9][a-z0-9-]*){1,4}$/;

const words = (text: string): string[] =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());

/** `member-unit` / `member_unit` / `memberUnit` → `MemberUnit`. */
export function pascalCase(text: string): string {
  return words(text)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}

/** `member-unit` → `memberUnit`. */
export function camelCase(text: string): string {
  const p = pascalCase(text);
  return p.charAt(0).toLowerCase() + p.slice(1);
}

/** `memberUnit` / `member-unit` → `member_unit`. */
export function snakeCase(text: string): string {
  return words(text).join('_');
}

/** `memberUnit` / `member_unit` → `member-unit`. */
export function kebabCase(text: string): string {
  return words(text).join('-');
}

/** `member-unit` → `MEMBER_UNIT`. */
export function constantCase(text: string): string {
  return snakeCase(text).toUpperCase();
}

/** English plural of a camel-case name, as GraphQL list queries are named (`memberUnit` → `memberUnits`). */
export function plural(name: string): string {
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(name)) return `${name}es`;
  return `${name}s`;
}

/** A single-quoted TypeScript string literal of any text (quotes, backslashes and line breaks escaped). */
export function quote(text: string): string {
  const escaped = text.replace(/[\\'\n\r\u2028\u2029]/g, (c) => {
    switch (c) {
      case '\\':
        return '\\\\';
      case "'":
        return "\\'";
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      default:
        return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    }
  });
  return `'${escaped}'`;
}

/** Text safe inside a `/** ... *\/` comment or a markdown line: one line, no comment terminator. */
export function commentText(text: string): string {
  return text.replace(/\*\//g, '* /').replace(/[\r\n\u2028\u2029]+/g, ' ');
}

/**
 * A path inside a generated archive: relative, forward slashes, no empty, `.` or `..` segments, only
 * letters, digits and `._-` in segment names. Anything else is refused (never "cleaned").
 */
export function isSafeArchivePath(path: string): boolean {
  if (!path || path.length > 200 || path.startsWith('/') || path.includes('\\')) return false;
  return path
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..' && /^[A-Za-z0-9._-]+$/.test(segment));
}
