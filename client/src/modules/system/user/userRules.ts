import type { Rule } from '../../../engine/form';

/** The server's account rule (ACCOUNT_PATTERN): 2 to 64 letters, digits, _ . - */
export const ACCOUNT = /^[A-Za-z0-9_.-]{2,64}$/;
/** The server's minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * An optional mobile number (SPEC section 5 "Mobile"): when given it must be 11 digits (手机号码长度不为11位) of
 * the mainland format (手机号码格式不正确: the intended reading, shown when the format fails).
 */
export function mobile(messages: { length: string; format: string }): Rule<string> {
  return (value) => {
    const text = value.trim();
    if (text === '') return undefined;
    if (text.length !== 11) return messages.length;
    return /^1[3-9]\d{9}$/.test(text) ? undefined : messages.format;
  };
}

/** An optional e-mail address. */
export function email(message: string): Rule<string> {
  return (value) => (value.trim() === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : message);
}
