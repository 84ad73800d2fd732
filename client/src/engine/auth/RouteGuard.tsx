import { useQuery } from '@apollo/client/react';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AuthConfigDocument } from '../../generated/graphql';
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
  /** Shown while the sign-in methods load or the browser leaves. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Applies the route guard rules (guard.ts) to the current location; the page renders only when allowed. */
export function RouteGuard({ isAuth, isTab, locked, onTab, fallback, children }: RouteGuardProps) {
  const location = useLocation();
  const session = useSession();
  const needsSignIn = !session && isAuth !== false;
  // Whether to use the external login site matters only for someone who must sign in.
  const { data, error } = useQuery(AuthConfigDocument, { skip: !needsSignIn });
  const path = `${location.pathname}${location.search}${location.hash}`;
  const decision =
    needsSignIn && !data && !error
      ? null
      : guardRoute({
          path,
          isAuth,
          isTab,
          signedIn: session !== null,
          locked,
          externalLoginUrl: data?.authConfig.externalLogin ? (data.authConfig.loginUrl ?? null) : null,
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
