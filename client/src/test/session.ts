import { type Session, setSession } from '../engine/auth/session';

/** A signed-in session for component tests: administrator-like by default, or with the given codes. */
export function testSession(overrides: Partial<Session> & { permissions?: string[] } = {}): Session {
  const permissions = overrides.permissions ?? ['*'];
  return {
    accessToken: 'test-access',
    refreshToken: 'test-refresh',
    tenantId: '000000',
    expiresAt: Date.now() + 60 * 60 * 1000,
    user: {
      id: 'u-test',
      account: 'tester',
      realName: '测试用户',
      avatar: null,
      deptId: null,
      tenantId: '000000',
      loginType: 'award',
      roles: ['administrator'],
      permissions,
    },
    ...overrides,
    permissions,
  };
}

/** Signs a test user in (the store is cleared with localStorage after every test by setup.ts). */
export function signInForTest(overrides?: Partial<Session> & { permissions?: string[] }): Session {
  const session = testSession(overrides);
  setSession(session);
  return session;
}
