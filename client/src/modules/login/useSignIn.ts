import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadApolloClient } from '../../engine/apollo/lazy';
import { afterSignIn, forgetRememberedPath, rememberedPath } from '../../engine/auth/guard';
import { type Session, setSession } from '../../engine/auth/session';
import { clearLock } from '../lock/lock';

/**
 * Stores a new session and opens `redirect` (a same-site path), else the page the route guard remembered
 * (SPEC: member portal pages), else the home page. The previous user's cached data and a lock screen go
 * first. The route guard sends a signed-in user on the login page to the same place, so the two never
 * disagree; the remembered page is forgotten once there.
 */
export function useSignIn(): (session: Session, redirect: string | null | undefined) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (session, redirect) => {
      await (await loadApolloClient()).clearStore();
      clearLock();
      const target = afterSignIn(redirect, rememberedPath());
      setSession(session);
      await navigate(target, { replace: true });
      forgetRememberedPath();
    },
    [navigate],
  );
}
