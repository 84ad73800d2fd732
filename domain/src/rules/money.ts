/**
 * Money amounts (SPEC sections 5 and 9): numeric, an optional minus sign and decimal point, 2 decimals by
 * default, optional thousands separators, shown with the currency suffix 元 by default. Pure functions shared by
 * the server's validation and the client's money input (ARCHITECTURE section 6).
 */
export interface MoneyOptions {
  /** Digits after the decimal point (0 means whole numbers only). Default 2. */
  decimals?: number;
  /** Whether a minus sign is allowed. Default false. */
  negative?: boolean;
  /** Whether the formatted text groups thousands with commas. Default false. */
  thousands?: boolean;
}

export const MONEY_DEFAULTS = { decimals: 2, negative: false, thousands: false, suffix: '元' } as const;

export const MONEY_MESSAGES = {
  invalid: '请输入正确的金额',
  negative: '金额不能为负数',
  decimals: (n: number) => (n === 0 ? '金额只能是整数' : `金额最多保留${n}位小数`),
} as const;

const decimalsOf = (o: MoneyOptions) => Math.max(0, Math.min(8, Math.trunc(o.decimals ?? MONEY_DEFAULTS.decimals)));

/**
 * Keeps what a money field accepts while typing: digits, one leading minus (when allowed), one decimal point
 * (when decimals > 0) and at most `decimals` digits after it. Thousands separators and any other character are
 * dropped, so pasting "1,234.5 元" gives "1234.5".
 */
export function sanitizeMoneyInput(text: string, options: MoneyOptions = {}): string {
  const decimals = decimalsOf(options);
  const trimmed = text.trim();
  const minus = options.negative && trimmed.startsWith('-') ? '-' : '';
  let seenPoint = false;
  let fraction = 0;
  let out = '';
  for (const ch of trimmed) {
    if (ch >= '0' && ch <= '9') {
      if (seenPoint) {
        if (fraction >= decimals) continue;
        fraction++;
      }
      out += ch;
    } else if ((ch === '.' || ch === '。') && decimals > 0 && !seenPoint) {
      seenPoint = true;
      out += out === '' ? '0.' : '.';
    }
  }
  // Drop superfluous leading zeros ("007" -> "7", "00.5" -> "0.5").
  out = out.replace(/^0+(?=\d)/, '');
  return minus + out;
}

/** The message for a money text that is not acceptable as it stands, or undefined when it is (empty is fine). */
export function checkMoney(text: string | number | null | undefined, options: MoneyOptions = {}): string | undefined {
  if (text === null || text === undefined) return undefined;
  const value = String(text).trim().replace(/,/g, '');
  if (value === '') return undefined;
  if (!/^-?\d+(\.\d+)?$/.test(value)) return MONEY_MESSAGES.invalid;
  if (value.startsWith('-') && !options.negative) return MONEY_MESSAGES.negative;
  const decimals = decimalsOf(options);
  const fraction = value.split('.')[1] ?? '';
  if (fraction.length > decimals) return MONEY_MESSAGES.decimals(decimals);
  return undefined;
}

/** The number a valid money text stands for; undefined for empty or invalid text. */
export function parseMoney(text: string | number | null | undefined, options: MoneyOptions = {}): number | undefined {
  if (text === null || text === undefined || String(text).trim() === '') return undefined;
  if (checkMoney(text, options)) return undefined;
  return Number(String(text).trim().replace(/,/g, ''));
}

/**
 * Formats an amount with exactly `decimals` digits (rounded half away from zero, on the decimal text so that
 * 1.005 becomes 1.01) and, when asked, thousands separators. Empty or invalid input gives ''.
 */
export function formatMoney(value: string | number | null | undefined, options: MoneyOptions = {}): string {
  if (value === null || value === undefined || String(value).trim() === '') return '';
  const decimals = decimalsOf(options);
  const text = typeof value === 'number' ? numberText(value) : String(value).trim().replace(/,/g, '');
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return '';
  const [, sign, whole, fraction = ''] = match;
  // Round on the digits: scale to an integer string, add one unit when the first dropped digit is >= 5.
  const digits = (whole + fraction.padEnd(decimals + 1, '0').slice(0, decimals)).replace(/^0+(?=\d)/, '');
  const roundUp = Number(fraction.padEnd(decimals + 1, '0')[decimals]) >= 5;
  const scaled = roundUp ? addOne(digits) : digits;
  const padded = scaled.padStart(decimals + 1, '0');
  let intPart = padded.slice(0, padded.length - decimals).replace(/^0+(?=\d)/, '');
  const fracPart = padded.slice(padded.length - decimals);
  if (options.thousands) intPart = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^[0,]*$/.test(intPart) && /^0*$/.test(fracPart);
  return `${sign && !isZero ? '-' : ''}${intPart}${decimals > 0 ? `.${fracPart}` : ''}`;
}

/** A number's plain decimal text (no exponent). */
function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  const s = String(n);
  if (!/e/i.test(s)) return s;
  return Number.isInteger(n) ? BigInt(n).toString() : n.toFixed(20).replace(/\.?0+$/, '');
}

/** Adds one to a string of decimal digits. */
function addOne(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] === '9') chars[i] = '0';
    else {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
  }
  return `1${chars.join('')}`;
}
