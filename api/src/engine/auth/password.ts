import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (an ambient const enum) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_MESSAGES = {
  tooShort: `密码长度不能少于${PASSWORD_MIN_LENGTH}位`,
  tooLong: '密码长度不能超过128位',
  common: '密码过于常见，请换一个更安全的密码',
  mismatch: '两次密码输入不一致',
  oldWrong: '原密码不正确',
  sameAsOld: '新密码不能与原密码相同',
  containsName: '密码不能包含账号、姓名或单位名称',
} as const;

/** Who a password belongs to: none of these may appear in it (case-insensitive). */
export interface PasswordOwner {
  account?: string | null;
  realName?: string | null;
  companyName?: string | null;
}

/** A name long enough to matter: 3+ characters, or 2+ for Chinese names (王伟). */
function meaningful(name: string): boolean {
  return name.length >= 3 || (name.length >= 2 && /[\u4e00-\u9fff]/.test(name));
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Compares a password with a stored hash; a missing or malformed hash never matches. */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not tell accounts apart. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  return (dummy ??= hashPassword('not-a-real-password-0f9c'));
}

/**
 * Passwords seen most often in breaches (and their obvious local variants). Short on purpose: the length rule
 * already refuses most weak passwords; this catches the common long ones.
 */
const COMMON = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '87654321',
  '11111111',
  '00000000',
  '88888888',
  '66666666',
  '99999999',
  '11223344',
  '12341234',
  '123123123',
  '123321123',
  '147258369',
  '123456abc',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'qwertyui',
  'qwerty123',
  'qwertyuiop',
  '1qaz2wsx',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'zaq12wsx',
  'asdfghjk',
  'asdf1234',
  'abcd1234',
  'abc12345',
  'abcdefgh',
  'a1234567',
  'aa123456',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'admin123',
  'admin888',
  'administrator',
  'letmein1',
  'trustno1',
  'superman',
  'woaini1314',
  'woaini520',
  '5201314520',
  'qq123456',
  'wang1234',
  'zhang123',
  'test1234',
  'changeme',
]);

/** Strength rules of a new password; answers the first broken rule's message, or undefined. */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > 128) return PASSWORD_MESSAGES.tooLong;
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || /^(.)\1+$/.test(password) || isSequence(lower)) return PASSWORD_MESSAGES.common;
  const names = [owner.account, owner.realName, owner.companyName]
    .map((n) => (n ?? '').trim().toLowerCase())
    .filter(meaningful);
  if (names.some((n) => lower.includes(n))) return PASSWORD_MESSAGES.containsName;
  return undefined;
}

function isSequence(text: string): boolean {
  const codes = [...text].map((c) => c.charCodeAt(0));
  const step = codes[1]! - codes[0]!;
  return Math.abs(step) === 1 && codes.every((c, i) => i === 0 || c - codes[i - 1]! === step);
}

/**
 * Password hashes brought over from a legacy system, kept as `<scheme>$<hash>` until their owner signs in once:
 * a module registers the verifier of its scheme; sign-in then checks the password with it and stores an
 * argon2id hash instead (so nobody must reset a password).
 */
export type LegacyPasswordVerifier = (hash: string, password: string) => boolean | Promise<boolean>;
const legacySchemes = new Map<string, LegacyPasswordVerifier>();

export function registerLegacyPasswordScheme(scheme: string, verifier: LegacyPasswordVerifier): void {
  if (!/^[a-z][a-z0-9-]*$/.test(scheme)) throw new Error(`invalid legacy password scheme ${scheme}`);
  legacySchemes.set(scheme, verifier);
}

/** The registered legacy scheme of a stored hash, or undefined for our own (argon2id) hashes. */
export function legacyPasswordScheme(stored: string | undefined): LegacyPasswordVerifier | undefined {
  if (!stored || stored.startsWith('$')) return undefined;
  const dollar = stored.indexOf('$');
  return dollar > 0 ? legacySchemes.get(stored.slice(0, dollar)) : undefined;
}

/** Checks a password against a legacy hash `<scheme>$<hash>`; false for unknown schemes. */
export async function verifyLegacyPassword(stored: string, password: string): Promise<boolean> {
  const verifier = legacyPasswordScheme(stored);
  if (!verifier) return false;
  try {
    return await verifier(stored.slice(stored.indexOf('$') + 1), password);
  } catch {
    return false;
  }
}
