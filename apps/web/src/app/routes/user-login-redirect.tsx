import { Navigate, useLocation } from 'react-router';

/**
 * /user/login: where the spec sends someone whose session the server refused (a 401). The
 * store has one login page, so this forwards there, keeping where the person was.
 */
export function UserLoginRedirect() {
  const location = useLocation();
  return <Navigate to="/login" replace state={location.state} />;
}
