import { useSyncExternalStore } from 'react';
import type { MessageId } from '../../i18n/locale';

/**
 * The lock screen (SPEC section 4 "Lock"): locking stores a salted SHA-256 hash of the lock password (never
 * the password) and the page locked from, on this browser, so a reload stays locked. Unlocking with the
 * right password forgets both; signing in or out clears the lock too.
 */
export const LOCK_STORAGE_KEY = 'zhuxie.lock';

interface StoredLock {
  salt: string;
  hash: string;
  /** Where the user was when locking: unlocking returns there. */
  from: string;
}

function isStoredLock(value: unknown): value is StoredLock {
  const lock = value as StoredLock | null;
  return (
    typeof lock === 'object' &&
    lock !== null &&
    typeof lock.salt === 'string' &&
    typeof lock.hash === 'string' &&
    typeof lock.from === 'string'
  );
}

function readLock(): StoredLock | null {
  try {
    const raw = window.localStorage.getItem(LOCK_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isStoredLock(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** SPEC section 5 "Lock password": required (锁屏密码不能为空). */
export function validateLockPassword(password: string): MessageId | null {
  return password.trim() === '' ? 'lock.passwordRequired' : null;
}

const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** Hex SHA-256 of `salt:password` (Web Crypto). */
export async function hashLockPassword(password: string, salt: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`)));
}

/** Locks the screen with `password`; `from` is the page to return to. */
export async function lockScreen(password: string, from: string): Promise<void> {
  if (validateLockPassword(password)) throw new Error('the lock password is empty');
  const salt = toHex(crypto.getRandomValues(new Uint8Array(16)));
  const lock: StoredLock = { salt, hash: await hashLockPassword(password, salt), from };
  window.localStorage.setItem(LOCK_STORAGE_KEY, JSON.stringify(lock));
  notify();
}

/** Unlocks with the right password and answers the page locked from; a wrong one answers null and stays locked. */
export async function unlockScreen(password: string): Promise<string | null> {
  const lock = readLock();
  if (!lock) return '/';
  if ((await hashLockPassword(password, lock.salt)) !== lock.hash) return null;
  clearLock();
  return lock.from;
}

/** Forgets the lock (unlocking, signing in or out). */
export function clearLock(): void {
  try {
    window.localStorage.removeItem(LOCK_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  notify();
}

export function isLocked(): boolean {
  return readLock() !== null;
}

function subscribe(listener: () => void): () => void {
  // Another browser tab locking or unlocking counts too.
  const onStorage = (event: StorageEvent) => (event.key === LOCK_STORAGE_KEY || event.key === null) && listener();
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the screen is locked, re-rendering when that changes. */
export function useLocked(): boolean {
  return useSyncExternalStore(subscribe, isLocked, () => false);
}
