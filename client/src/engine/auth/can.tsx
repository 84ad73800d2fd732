import type { ReactNode } from 'react';
import { useSession } from './session';

/** The permission tag that grants every operation (the administrator's). */
export const ALL_PERMISSIONS = '*';

/** SPEC section 5: a permission check without codes is a developer error. */
export const MISSING_CODES_MESSAGE = '请设置操作权限标签值';

/** True when the granted permissions include the all-permission tag or any of the codes. */
export function hasAnyPermission(granted: readonly string[], codes: readonly string[]): boolean {
  if (codes.length === 0) throw new Error(MISSING_CODES_MESSAGE);
  if (granted.includes(ALL_PERMISSIONS)) return true;
  return codes.some((code) => granted.includes(code));
}

/** Whether the signed-in user may perform any of the operations named by the codes. */
export function useCan(...codes: string[]): boolean {
  const session = useSession();
  return hasAnyPermission(session?.permissions ?? [], codes);
}

/** Renders its children only when the signed-in user holds any of the codes (SPEC section 6, buttons). */
export function Can({
  codes,
  children,
  fallback = null,
}: {
  codes: string[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan(...codes) ? children : fallback;
}
