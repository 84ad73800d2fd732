/**
 * Mobile numbers (SPEC section 5): required, 11 digits, and a mainland mobile pattern (1, then 3-9, then nine
 * digits). The format message appears when the pattern fails (the spec's intended reading). Pure: used by the
 * server's validation and by the client's forms, with the same messages.
 */
export const MOBILE_MESSAGES = {
  required: '手机号码不能为空',
  length: '手机号码长度不为11位',
  format: '手机号码格式不正确',
} as const;

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** The message for a mobile number, or undefined when it is fine. Surrounding white space is ignored. */
export function mobileError(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (text === '') return MOBILE_MESSAGES.required;
  if (text.length !== 11) return MOBILE_MESSAGES.length;
  if (!MOBILE_PATTERN.test(text)) return MOBILE_MESSAGES.format;
  return undefined;
}
