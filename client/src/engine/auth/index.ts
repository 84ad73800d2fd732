export { Can, useCan, hasAnyPermission, ALL_PERMISSIONS } from './can';
export { useSession, getSession, setSession, clearSession } from './session';
export type { Session, SessionUser } from './session';
