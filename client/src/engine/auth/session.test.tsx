import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testSession } from '../../test/session';
import {
  clearSession,
  getSession,
  SESSION_STORAGE_KEY,
  sessionEndedByServer,
  sessionFromTokens,
  setSession,
  useSession,
} from './session';

describe('session store', () => {
  it('keeps the session in localStorage and tells subscribers', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    const session = testSession();
    act(() => setSession(session));
    expect(result.current).toEqual(session);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
    act(() => clearSession());
    expect(result.current).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('builds the session from a token answer: expiry, tenant, user and permissions', () => {
    const user = { __typename: 'SessionUser', ...testSession({ permissions: ['param_add'] }).user };
    const session = sessionFromTokens({ accessToken: 'a', refreshToken: 'r', expiresIn: 1800, user }, 1_000);
    expect(session).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      tenantId: '000000',
      expiresAt: 1_000 + 1_800_000,
      user: testSession({ permissions: ['param_add'] }).user,
      permissions: ['param_add'],
    });
  });

  it('follows another tab signing in and out (storage events)', () => {
    const { result } = renderHook(() => useSession());
    const session = testSession({ accessToken: 'other-tab' });
    act(() => {
      window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    });
    expect(result.current?.accessToken).toBe('other-tab');
    act(() => {
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    });
    expect(result.current).toBeNull();
  });

  it('remembers that the server ended the session until the next sign-in', () => {
    setSession(testSession());
    clearSession('expired');
    expect(getSession()).toBeNull();
    expect(sessionEndedByServer()).toBe(true);
    setSession(testSession());
    expect(sessionEndedByServer()).toBe(false);
  });

  it('ignores a stored value that is not a session', () => {
    const { result } = renderHook(() => useSession());
    act(() => setSession(testSession()));
    act(() => {
      window.localStorage.setItem(SESSION_STORAGE_KEY, '{"accessToken":1}');
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    });
    expect(result.current).toBeNull();
  });
});
