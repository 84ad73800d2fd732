import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { safeRedirect } from '../../engine/auth/navigation';
import { type Session, setSession } from '../../engine/auth/session';

/**
 * Stores a new session and opens `redirect` (a same-site path) or the home page. The previous user's cached
 * data goes first; the session and the navigation then happen together, so the route guard never sees a
 * signed-in user on the login page.
 */
export function useSignIn(): (session: Session, redirect: string | null | undefined) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(
    async (session, redirect) => {
      await client.clearStore();
      setSession(session);
      await navigate(safeRedirect(redirect, '/'), { replace: true });
    },
    [client, navigate],
  );
}
