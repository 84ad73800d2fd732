import { afterEach, describe, expect, it } from 'vitest';
import {
  clearLock,
  hashLockPassword,
  isLocked,
  LOCK_STORAGE_KEY,
  lockScreen,
  unlockScreen,
  validateLockPassword,
} from './lock';

afterEach(() => clearLock());

describe('lock screen', () => {
  it('requires a lock password (锁屏密码不能为空)', async () => {
    expect(validateLockPassword('')).toBe('lock.passwordRequired');
    expect(validateLockPassword('   ')).toBe('lock.passwordRequired');
    expect(validateLockPassword('1234')).toBeNull();
    await expect(lockScreen('', '/wel/index')).rejects.toThrow();
    expect(isLocked()).toBe(false);
  });

  it('stores only a salted SHA-256 hash of the password, never the password', async () => {
    await lockScreen('secret-1234', '/system/param?x=1');
    const stored = window.localStorage.getItem(LOCK_STORAGE_KEY)!;
    expect(stored).not.toContain('secret-1234');
    const { salt, hash, from } = JSON.parse(stored) as { salt: string; hash: string; from: string };
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(await hashLockPassword('secret-1234', salt));
    expect(from).toBe('/system/param?x=1');
    expect(isLocked()).toBe(true);
  });

  it('stays locked on a wrong password and returns to the page locked from on the right one', async () => {
    await lockScreen('secret-1234', '/system/param?x=1');
    expect(await unlockScreen('wrong')).toBeNull();
    expect(isLocked()).toBe(true);
    expect(await unlockScreen('secret-1234')).toBe('/system/param?x=1');
    expect(isLocked()).toBe(false);
  });

  it('is cleared by clearLock (signing in or out)', async () => {
    await lockScreen('secret-1234', '/wel/index');
    clearLock();
    expect(isLocked()).toBe(false);
    expect(window.localStorage.getItem(LOCK_STORAGE_KEY)).toBeNull();
  });

  it('salts each lock differently', async () => {
    expect(await hashLockPassword('a', 's1')).not.toBe(await hashLockPassword('a', 's2'));
  });
});
