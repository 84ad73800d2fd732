import { mobileError } from '@zhuxie/domain/rules/mobile';
import type { MessageId } from '../../i18n/locale';
import { openRefusal, type OpenEventState } from '../event/registration';

export interface RegistrationValues {
  name: string;
  mobile: string;
  unit: string;
  post: string;
}

/** The form's first values: the account's name, mobile and company (each may be changed before sending). */
export function prefill(
  profile: { realName?: string | null; phone?: string | null; companyName?: string | null } | null | undefined,
): RegistrationValues {
  const phone = profile?.phone?.trim() ?? '';
  return {
    name: profile?.realName?.trim() ?? '',
    mobile: mobileError(phone) ? '' : phone,
    unit: profile?.companyName?.trim() ?? '',
    post: '',
  };
}

/**
 * What is wrong with the form before it is sent, by field: a catalogue key for the required fields, the shared
 * rule's own message (the server answers the same) for the mobile number.
 */
export function registrationErrors(values: RegistrationValues): Record<string, { id: MessageId } | { text: string }> {
  const errors: Record<string, { id: MessageId } | { text: string }> = {};
  if (!values.name.trim()) errors.name = { id: 'mobile.meeting.nameRequired' };
  const mobile = mobileError(values.mobile.trim());
  if (mobile) errors.mobile = { text: mobile };
  if (!values.unit.trim()) errors.unit = { id: 'mobile.meeting.unitRequired' };
  return errors;
}

/**
 * What the detail page offers: the user's registration when there is one, else the form while registration is
 * open, else the reason it is closed (the shared rule's message, as the server would answer).
 */
export function meetingView(
  event: OpenEventState,
  registered: boolean,
  now: Date,
): { kind: 'registered' } | { kind: 'form' } | { kind: 'closed'; reason: string } {
  if (registered) return { kind: 'registered' };
  const reason = openRefusal(event, now);
  return reason ? { kind: 'closed', reason } : { kind: 'form' };
}
