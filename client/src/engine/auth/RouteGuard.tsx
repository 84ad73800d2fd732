import { useQuery } from '@apollo/client/react';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AuthConfigDocument } from '../../generated/graphql';
import { guardRoute } from './guard';
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
  /** Shown while the sign-in methods load or the browser leaves. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Applies the route guard rules (guard.ts) to the current location; the page renders only when allowed. */
export function RouteGuard({ isAuth, fallback, children }: RouteGuardProps) {
  const location = useLocation();
  const session = useSession();
  const needsSignIn = !session && isAuth !== false;
  // Whether to use the external login site matters only for someone who must sign in.
  const { data, error } = useQuery(AuthConfigDocument, { skip: !needsSignIn });
  if (needsSignIn && !data && !error) return fallback;

  const decision = guardRoute({
    path: `${location.pathname}${location.search}${location.hash}`,
    isAuth,
    signedIn: session !== null,
    externalLoginUrl: data?.authConfig.externalLogin ? (data.authConfig.loginUrl ?? null) : null,
    endedByServer: sessionEndedByServer(),
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'leave') return <Leave href={decision.href} fallback={fallback} />;
  return children;
}
