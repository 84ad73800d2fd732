/** Languages emails are written in; the first is the default. */
export const MAIL_LANGUAGES = ['zh-CN', 'en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export type MailVars = Record<string, string | number | undefined | null>;

export interface RenderedMail {
  subject: string;
  text: string;
  html?: string;
}

/**
 * A kind of notification the product sends by email (a task waiting, a receipt issued ...): declared by the code
 * that sends it, with its text in every language. The engine knows kinds only by their key.
 */
export interface NotificationKind {
  key: string;
  /** Users may turn it off in their settings (false for mail that is not a user's notification, e.g. to a unit's contact). */
  optional: boolean;
  render: Record<MailLanguage, (vars: MailVars) => RenderedMail>;
}

const kinds = new Map<string, NotificationKind>();

/** Declares a notification kind (once, when its module loads). */
export function registerNotificationKind(kind: NotificationKind): void {
  if (!/^[a-z][a-z0-9_]{0,63}$/.test(kind.key)) throw new Error(`notification kind ${kind.key}: lower-case key`);
  kinds.set(kind.key, kind);
}

export function notificationKind(key: string): NotificationKind | undefined {
  return kinds.get(key);
}

/** The kinds users may choose about, by key. */
export function optionalNotificationKinds(): string[] {
  return [...kinds.values()]
    .filter((k) => k.optional)
    .map((k) => k.key)
    .sort();
}

export function mailLanguage(value: string | undefined | null): MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as MailLanguage) : 'zh-CN';
}

/** Renders a kind in a language (zh-CN when the language is unknown). */
export function renderNotification(key: string, language: string | undefined, vars: MailVars): RenderedMail {
  const kind = kinds.get(key);
  if (!kind) throw new Error(`notification kind ${key} is not registered`);
  return kind.render[mailLanguage(language)](vars);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A plain text as a simple HTML email body: one paragraph a line, escaped. */
export function textToHtml(text: string): string {
  const body = text
    .split('\n')
    .map((line) => (line.trim() ? `<p>${escapeHtml(line)}</p>` : ''))
    .join('');
  return `<!doctype html><html><body style="font-family:sans-serif;font-size:14px;line-height:1.6">${body}</body></html>`;
}

/** A kind whose text is one template per language: `{name}` is replaced by the variable (missing ones by nothing). */
export function simpleKind(
  key: string,
  optional: boolean,
  templates: Record<MailLanguage, { subject: string; text: string }>,
): NotificationKind {
  const fill = (template: string, vars: MailVars) =>
    template.replace(/\{(\w+)\}/g, (_m, name: string) => String(vars[name] ?? ''));
  const render = Object.fromEntries(
    MAIL_LANGUAGES.map((lang) => [
      lang,
      (vars: MailVars) => {
        const text = fill(templates[lang].text, vars);
        return { subject: fill(templates[lang].subject, vars), text, html: textToHtml(text) };
      },
    ]),
  ) as NotificationKind['render'];
  return { key, optional, render };
}
