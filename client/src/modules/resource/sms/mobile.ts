import { MOBILE_MESSAGES, mobileError } from '@zhuxie/domain/rules/mobile';
import type { MessageId } from '../../../i18n/locale';

const KEYS: Record<string, MessageId> = {
  [MOBILE_MESSAGES.required]: 'resource.sms.mobile.required',
  [MOBILE_MESSAGES.length]: 'resource.sms.mobile.length',
  [MOBILE_MESSAGES.format]: 'resource.sms.mobile.format',
};

/**
 * The shared mobile-number rule (@zhuxie/domain/rules/mobile, the one the server validates with) as the
 * catalogue key of its message, so the form shows the same case in the current language.
 */
export function mobileMessageId(value: string): MessageId | undefined {
  const message = mobileError(value);
  return message ? KEYS[message] : undefined;
}
