import { MOBILE_MESSAGES, mobileError } from '@zhuxie/domain/rules/mobile';
import { USCC_MESSAGES, usccError } from '@zhuxie/domain/rules/uscc';
import type { MessageId } from '../../i18n/locale';

const KEYS: Record<string, MessageId> = {
  [USCC_MESSAGES.required]: 'member.rules.creditCodeRequired',
  [USCC_MESSAGES.format]: 'member.rules.creditCodeFormat',
  [USCC_MESSAGES.checksum]: 'member.rules.creditCodeChecksum',
  [MOBILE_MESSAGES.required]: 'member.rules.mobileRequired',
  [MOBILE_MESSAGES.length]: 'member.rules.mobileLength',
  [MOBILE_MESSAGES.format]: 'member.rules.mobileFormat',
};

/**
 * The shared unified-social-credit-code rule (@zhuxie/domain/rules/uscc, the one the server validates with)
 * as the catalogue key of its message, so the form shows the same case in the current language.
 */
export function creditCodeMessageId(value: string): MessageId | undefined {
  const message = usccError(value);
  return message ? KEYS[message] : undefined;
}

/** The shared mobile-number rule (@zhuxie/domain/rules/mobile) as a catalogue key. */
export function mobileMessageId(value: string): MessageId | undefined {
  const message = mobileError(value);
  return message ? KEYS[message] : undefined;
}

/** Business dictionaries of membership. */
export const MEMBER_LEVEL_DICT = 'member_level';
export const MEMBER_POST_DICT = 'member_post';
export const ENTRY_BUSINESS_TYPE = 'entry_application';

/** Where a join application is handled and shown (the to-do lists link here). */
export const entryRoutes = {
  handle: (_instanceId: string, businessId: string) => `/awards/memberManagement/join-a-society/${businessId}`,
  detail: (_instanceId: string, businessId: string) => `/awards/memberManagement/join-a-society/${businessId}`,
};
