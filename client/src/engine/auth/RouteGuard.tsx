import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { guardRoute, rememberedPath, rememberPath } from './guard';
import { sessionEndedByServer, useSession } from './session';

/** Leaves the app for another site (the external login), showing the fallback meanwhile. */
function Leave({ href, fallback }: { href: string; fallback: ReactNode }) {
  useEffect(() => {
    window.location.assign(href);
  }, [href]);
  return fallback;
}

export interface RouteGuardProps {
  /** Route meta isAuth of the page (undefined: protected). */
  isAuth: boolean | undefined;
  /** Route meta isTab of the page (false: no tab). */
  isTab?: boolean | undefined;
  /** The screen is locked. */
  locked?: boolean;
  /** Adds the page (path and query) to the tab bar: called after each navigation to a page that gets a tab. */
  onTab?(path: string): void;
  /**
   * How a visitor of a protected page signs in: the external login site's address, or null for /login;
   * undefined while it loads (the fallback shows meanwhile). Read only when someone must sign in
   * (useSignInConfig in shell/RootRoute.tsx); public pages need none.
   */
  signInConfig?: { externalLoginUrl: string | null } | undefined;
  /** Shown while the sign-in methods load or the browser leaves. */
  fallback: ReactNode;
  children: ReactNode;
}

/** A visitor (no session) on a protected page (isAuth not false) must sign in. */
export function needsSignInAt(signedIn: boolean, isAuth: boolean | undefined): boolean {
  return !signedIn && isAuth !== false;
}

/** Applies the route guard rules (guard.ts) to the current location; the page renders only when allowed. */
export function RouteGuard({ isAuth, isTab, locked, onTab, signInConfig, fallback, children }: RouteGuardProps) {
  const location = useLocation();
  const session = useSession();
  // Whether to use the external login site matters only for someone who must sign in.
  const needsSignIn = needsSignInAt(session !== null, isAuth);
  const path = `${location.pathname}${location.search}${location.hash}`;
  const decision =
    needsSignIn && !signInConfig
      ? null
      : guardRoute({
          path,
          isAuth,
          isTab,
          signedIn: session !== null,
          locked,
          externalLoginUrl: signInConfig?.externalLoginUrl ?? null,
          endedByServer: sessionEndedByServer(),
          remembered: session ? rememberedPath() : null,
        });

  const remember = decision && decision.kind !== 'leave' ? decision.remember : undefined;
  const tabPath = decision?.kind === 'allow' && decision.addTab ? `${location.pathname}${location.search}` : undefined;
  useEffect(() => {
    if (remember) rememberPath(remember);
  }, [remember]);
  useEffect(() => {
    if (tabPath) onTab?.(tabPath);
  }, [tabPath, onTab]);

  if (!decision) return fallback;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'leave') return <Leave href={decision.href} fallback={fallback} />;
  return children;
}
