import { describe, expect, it } from 'vitest';
import { afterSignIn, forgetRememberedPath, guardRoute, type GuardInput, rememberedPath, rememberPath } from './guard';

const input = (given: Partial<GuardInput>): GuardInput => ({
  path: '/system/param',
  isAuth: true,
  signedIn: false,
  externalLoginUrl: null,
  ...given,
});

const EXTERNAL = '/api/blade-auth/oidc/authorize';

describe('route guard rules', () => {
  it('opens routes whose meta isAuth is false to everyone', () => {
    expect(guardRoute(input({ path: '/userRegister', isAuth: false }))).toEqual({ kind: 'allow', addTab: false });
    expect(guardRoute(input({ path: '/404', isAuth: false, isTab: false, signedIn: true }))).toEqual({
      kind: 'allow',
      addTab: false,
    });
  });

  it('lets a signed-in user open protected routes', () => {
    expect(guardRoute(input({ signedIn: true }))).toMatchObject({ kind: 'allow' });
  });

  it('sends anyone else to /login with the requested address (path and query)', () => {
    expect(guardRoute(input({ path: '/system/param?x=1' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsystem%2Fparam%3Fx%3D1',
    });
    expect(guardRoute(input({ path: '/', isAuth: undefined }))).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends them to the external login site instead when it is configured', () => {
    expect(guardRoute(input({ externalLoginUrl: EXTERNAL }))).toEqual({
      kind: 'leave',
      href: '/api/blade-auth/oidc/authorize?redirect=%2Fsystem%2Fparam&tenantId=000000',
    });
  });

  it('after the server ended the session (401) goes to /login even with external login', () => {
    expect(guardRoute(input({ externalLoginUrl: EXTERNAL, endedByServer: true }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsystem%2Fparam',
    });
  });

  it('sends a signed-in user opening /login or /lnjx-login to / (or the same-site page named by redirect)', () => {
    expect(guardRoute(input({ path: '/login', isAuth: false, signedIn: true }))).toEqual({ kind: 'redirect', to: '/' });
    expect(
      guardRoute(input({ path: '/login?redirect=%2Fsystem%2Fparam%3Fx%3D1', isAuth: false, signedIn: true })),
    ).toEqual({
      kind: 'redirect',
      to: '/system/param?x=1',
    });
    expect(guardRoute(input({ path: '/login?redirect=%2F%2Fevil.example', isAuth: false, signedIn: true }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guardRoute(input({ path: '/lnjx-login', isAuth: false, signedIn: true }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(guardRoute(input({ path: '/accountlogin', isAuth: false, isTab: false, signedIn: true }))).toEqual({
      kind: 'allow',
      addTab: false,
    });
  });

  it('sends a signed-in user on /login to the remembered page when the login page names none (as the sign-in does)', () => {
    const remembered = '/cmsPages/memberCertificate';
    expect(guardRoute(input({ path: '/login', isAuth: false, signedIn: true, remembered }))).toEqual({
      kind: 'redirect',
      to: remembered,
    });
    expect(
      guardRoute(input({ path: '/login?redirect=%2Fsystem%2Fparam', isAuth: false, signedIn: true, remembered })),
    ).toEqual({
      kind: 'redirect',
      to: '/system/param',
    });
    expect(afterSignIn(null, remembered)).toBe(remembered);
    expect(afterSignIn('/system/user', remembered)).toBe('/system/user');
    expect(afterSignIn(null, null)).toBe('/');
    expect(afterSignIn(null, 'https://evil.example/')).toBe('/');
  });

  it('sends a signed-in user whose screen is locked to /lock from every page, public ones included', () => {
    for (const path of ['/system/param', '/wel/index?x=1', '/userRegister', '/login', '/404']) {
      expect(guardRoute(input({ path, signedIn: true, locked: true }))).toEqual({ kind: 'redirect', to: '/lock' });
    }
    expect(guardRoute(input({ path: '/lock', isAuth: false, isTab: false, signedIn: true, locked: true }))).toEqual({
      kind: 'allow',
      addTab: false,
    });
    // The lock belongs to a session: signed out, the usual rules apply.
    expect(guardRoute(input({ locked: true }))).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fsystem%2Fparam' });
  });

  it('sends a signed-out user from other /cmsPages routes to /login, remembering the path (even with external login)', () => {
    for (const externalLoginUrl of [null, EXTERNAL]) {
      expect(guardRoute(input({ path: '/cmsPages/myCompany?id=7', externalLoginUrl }))).toEqual({
        kind: 'redirect',
        to: '/login?redirect=%2FcmsPages%2FmyCompany%3Fid%3D7',
        remember: '/cmsPages/myCompany?id=7',
      });
    }
    expect(guardRoute(input({ path: '/cmsPages' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2FcmsPages',
      remember: '/cmsPages',
    });
    expect(guardRoute(input({ path: '/cmsPages/myCompany', signedIn: true }))).toEqual({ kind: 'allow', addTab: true });
  });

  it('opens /cmsPages/expertSearch, coursepresentation and memberCertificate; the last two are remembered', () => {
    expect(guardRoute(input({ path: '/cmsPages/expertSearch', isAuth: false, isTab: false }))).toEqual({
      kind: 'allow',
      addTab: false,
    });
    expect(guardRoute(input({ path: '/cmsPages/coursepresentation?c=1', isAuth: false, isTab: false }))).toEqual({
      kind: 'allow',
      addTab: false,
      remember: '/cmsPages/coursepresentation?c=1',
    });
    expect(guardRoute(input({ path: '/cmsPages/memberCertificate', isAuth: undefined }))).toEqual({
      kind: 'allow',
      addTab: false,
      remember: '/cmsPages/memberCertificate',
    });
    // Signed in, nothing needs remembering.
    expect(
      guardRoute(input({ path: '/cmsPages/memberCertificate', isAuth: false, isTab: false, signedIn: true })),
    ).toEqual({ kind: 'allow', addTab: false });
  });

  it('adds a tab for a signed-in user unless the meta isTab is false', () => {
    expect(guardRoute(input({ signedIn: true, isTab: true }))).toEqual({ kind: 'allow', addTab: true });
    expect(guardRoute(input({ signedIn: true, isTab: undefined }))).toEqual({ kind: 'allow', addTab: true });
    expect(guardRoute(input({ signedIn: true, isTab: false }))).toEqual({ kind: 'allow', addTab: false });
    // No tabs without a session.
    expect(guardRoute(input({ path: '/vipCatalogue', isAuth: false, isTab: true }))).toEqual({
      kind: 'allow',
      addTab: false,
    });
  });
});

describe('remembered path', () => {
  it('is kept until forgotten, and only when it is a same-site path', () => {
    expect(rememberedPath()).toBeNull();
    rememberPath('/cmsPages/memberCertificate?id=1');
    expect(rememberedPath()).toBe('/cmsPages/memberCertificate?id=1');
    forgetRememberedPath();
    expect(rememberedPath()).toBeNull();
    rememberPath('https://evil.example/');
    expect(rememberedPath()).toBeNull();
  });
});
