import type { RequestContext } from '../context.js';
import { requireUser } from '../access/permissions.js';
import { badInput } from '../errors/domain-error.js';
import { MAIL_LANGUAGES, optionalNotificationKinds } from './kinds.js';
import { NotificationPreference } from './mail.entity.js';
import { mailService } from './mail.service.js';

export interface PreferencesView {
  /** Whether the product can send email at all (an SMTP server is configured). */
  emailEnabled: boolean;
  language: string;
  /** Every kind the user may choose about, with whether it reaches them by email. */
  kinds: { kind: string; email: boolean }[];
}

export const PREFERENCE_MESSAGES = {
  unknownKind: '未知的通知类型',
  badLanguage: '邮件语言只能是简体中文或英文',
} as const;

/** The signed-in user's choice of notifications by email (no row: all of them, in Chinese). */
export const preferenceService = {
  async mine(ctx: RequestContext): Promise<PreferencesView> {
    const user = requireUser(ctx);
    const row = await ctx.em.findOne(NotificationPreference, { userId: user.id });
    const off = new Set(row?.emailOff ?? []);
    return {
      emailEnabled: mailService.enabled,
      language: row?.language ?? 'zh-CN',
      kinds: optionalNotificationKinds().map((kind) => ({ kind, email: !off.has(kind) })),
    };
  },

  async save(
    ctx: RequestContext,
    input: { language?: string | null; kinds: { kind: string; email: boolean }[] },
  ): Promise<PreferencesView> {
    const user = requireUser(ctx);
    const known = new Set(optionalNotificationKinds());
    const unknown = input.kinds.find((k) => !known.has(k.kind));
    if (unknown)
      throw badInput(PREFERENCE_MESSAGES.unknownKind, [{ field: 'kinds', message: PREFERENCE_MESSAGES.unknownKind }]);
    if (input.language != null && !(MAIL_LANGUAGES as readonly string[]).includes(input.language))
      throw badInput(PREFERENCE_MESSAGES.badLanguage, [
        { field: 'language', message: PREFERENCE_MESSAGES.badLanguage },
      ]);
    const row =
      (await ctx.em.findOne(NotificationPreference, { userId: user.id })) ??
      ctx.em.create(NotificationPreference, { tenantId: ctx.tenantId, userId: user.id });
    const off = new Set(row.emailOff);
    for (const k of input.kinds) {
      if (k.email) off.delete(k.kind);
      else off.add(k.kind);
    }
    row.emailOff = [...off].filter((k) => known.has(k)).sort();
    if (input.language != null) row.language = input.language;
    await ctx.em.flush();
    return this.mine(ctx);
  },
};
