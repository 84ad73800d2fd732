import { notify } from '../feedback/toaster';
import { currentPath, loginPath, navigateTo } from './navigation';
import { clearSession, getSession } from './session';

/**
 * SPEC section 8, HTTP 401: warn 请求未授权, sign out and go to /login with the way back. Concurrent requests
 * refused together warn once (the notice has a fixed id) and navigate once (the login page is already open).
 */
export function handleUnauthorized(): void {
  if (getSession()) clearSession('expired');
  notify('warning', { id: 'errors.unauthorized' }, { key: 'unauthorized' });
  if (window.location.pathname !== '/login') navigateTo(loginPath(currentPath()), { replace: true });
}
