import { Navigate, useLocation } from 'react-router';
import { ADMIN_SIGN_IN_PATH, LOGIN_PATH } from '@/lib/paths';

interface FromState {
  from?: { pathname?: string };
}

/**
 * /user/login: where the spec sends someone whose session the server refused (a 401). It
 * forwards to the sign-in that fits where the person was, keeping that place: the admin
 * sign-in for an admin page, the store's login page otherwise.
 */
export function UserLoginRedirect() {
  const location = useLocation();
  const from = (location.state as FromState | null)?.from?.pathname ?? '';
  const signIn =
    from === ADMIN_SIGN_IN_PATH || from.startsWith(`${ADMIN_SIGN_IN_PATH}/`)
      ? ADMIN_SIGN_IN_PATH
      : LOGIN_PATH;
  return <Navigate to={signIn} replace state={location.state} />;
}
