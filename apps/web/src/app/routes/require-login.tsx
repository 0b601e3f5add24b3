import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useIsLoggedIn } from '../../lib/session';

/** Spec section 2, the login guard: with no token the visitor goes to /login (replace). */
export function Component() {
  return useIsLoggedIn() ? <Outlet /> : <Navigate to={paths.login()} replace />;
}
