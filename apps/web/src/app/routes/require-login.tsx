import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useHydrated } from '../../lib/hydrated';
import { useIsLoggedIn } from '../../lib/session';

/**
 * Spec section 2, the login guard: with no token the visitor goes to /login (replace). The
 * server knows no token: its page, and the browser's hydration of it, show the frame alone.
 */
export function Component() {
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  if (!hydrated) return null;
  return loggedIn ? <Outlet /> : <Navigate to={paths.login()} replace />;
}
