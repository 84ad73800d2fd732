import type { Session } from '../engine/auth/session';

/** Where the explorer sends a visitor without a session: the login page, coming back to /graphql. */
export function signInPath(): string {
  return `/login?redirect=${encodeURIComponent('/graphql')}`;
}

/** The headers the API reads for the session (`Blade-Auth: bearer <token>` and `Tenant-Id`, as the client sends). */
export function explorerHeaders(session: Session | null): Record<string, string> {
  return session ? { 'Blade-Auth': `bearer ${session.accessToken}`, 'Tenant-Id': session.tenantId } : {};
}

/** The query the editor opens with: who is signed in, under a comment line (`explorer.queryComment`). */
export const explorerQuery = (comment: string) => `# ${comment}
{
  me {
    id
    account
    realName
    tenantId
  }
}
`;
