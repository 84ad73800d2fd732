import { describe, expect, it } from 'vitest';
import { guardRoute, type GuardInput } from './guard';

const input = (given: Partial<GuardInput>): GuardInput => ({
  path: '/system/param',
  isAuth: true,
  signedIn: false,
  externalLoginUrl: null,
  ...given,
});

describe('route guard rules', () => {
  it('opens routes whose meta isAuth is false to everyone', () => {
    expect(guardRoute(input({ path: '/userRegister', isAuth: false }))).toEqual({ kind: 'allow' });
    expect(guardRoute(input({ path: '/404', isAuth: false, signedIn: true }))).toEqual({ kind: 'allow' });
  });

  it('lets a signed-in user open protected routes', () => {
    expect(guardRoute(input({ signedIn: true }))).toEqual({ kind: 'allow' });
  });

  it('sends anyone else to /login with the requested address (path and query)', () => {
    expect(guardRoute(input({ path: '/system/param?x=1' }))).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fsystem%2Fparam%3Fx%3D1' });
    expect(guardRoute(input({ path: '/', isAuth: undefined }))).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends them to the external login site instead when it is configured', () => {
    expect(guardRoute(input({ externalLoginUrl: '/api/blade-auth/oidc/authorize' }))).toEqual({
      kind: 'leave',
      href: '/api/blade-auth/oidc/authorize?redirect=%2Fsystem%2Fparam&tenantId=000000',
    });
  });

  it('after the server ended the session (401) goes to /login even with external login', () => {
    expect(guardRoute(input({ externalLoginUrl: '/api/blade-auth/oidc/authorize', endedByServer: true }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsystem%2Fparam',
    });
  });

  it('sends a signed-in user opening /login or /lnjx-login to / (or the same-site page named by redirect)', () => {
    expect(guardRoute(input({ path: '/login', isAuth: false, signedIn: true }))).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute(input({ path: '/login?redirect=%2Fsystem%2Fparam%3Fx%3D1', isAuth: false, signedIn: true }))).toEqual({
      kind: 'redirect',
      to: '/system/param?x=1',
    });
    expect(guardRoute(input({ path: '/login?redirect=%2F%2Fevil.example', isAuth: false, signedIn: true }))).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute(input({ path: '/lnjx-login', isAuth: false, signedIn: true }))).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute(input({ path: '/accountlogin', isAuth: false, signedIn: true }))).toEqual({ kind: 'allow' });
  });
});
