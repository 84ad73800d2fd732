import type { Session } from '../engine/auth/session';

/** Where the explorer sends a visitor without a session: the login page, coming back to /graphql. */
export function signInPath(): string {
  return `/login?redirect=${encodeURIComponent('/graphql')}`;
}

/** The headers the API reads for the session (`Blade-Auth: bearer <token>` and `Tenant-Id`, as the client sends). */
export function explorerHeaders(session: Session | null): Record<string, string> {
  return session ? { 'Blade-Auth': `bearer ${session.accessToken}`, 'Tenant-Id': session.tenantId } : {};
}

/** The query the editor opens with: who is signed in. */
export const EXPLORER_QUERY = `# GraphQL 浏览器：在此编写查询，Ctrl+Enter 执行；左侧“文档”列出每个类型和字段的说明。
{
  me {
    id
    account
    realName
    tenantId
  }
}
`;
