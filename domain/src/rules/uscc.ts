/**
 * Unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from 0-9 and the capital letters
 * without I, O, S, V and Z; the last one is a check character over the first 17 (weights 3^i mod 31, sum mod 31).
 * Pure: used by the server's validation and by the client's forms, with the same messages.
 */
export const USCC_MESSAGES = {
  required: '请输入统一社会信用代码',
  format: '统一社会信用代码格式不正确',
  checksum: '统一社会信用代码校验位不正确',
} as const;

/** The 31 characters of the code, in value order (0-30). */
export const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
export const USCC_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** The check character of the first 17 characters (which must be from the charset). */
export function usccCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARSET.indexOf(first17.charAt(i)) * USCC_WEIGHTS[i]!;
  return USCC_CHARSET.charAt((31 - (sum % 31)) % 31);
}

/** Trimmed and upper-cased (what is stored and compared). */
export function normalizeUscc(value: unknown): string {
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

/** The message for a credit code, or undefined when it is fine. White space around and lower case are accepted. */
export function usccError(value: unknown): string | undefined {
  const text = normalizeUscc(value);
  if (text === '') return USCC_MESSAGES.required;
  if (!USCC_PATTERN.test(text)) return USCC_MESSAGES.format;
  if (usccCheckChar(text.slice(0, 17)) !== text.charAt(17)) return USCC_MESSAGES.checksum;
  return undefined;
}
