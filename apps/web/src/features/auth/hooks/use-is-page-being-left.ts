import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router';

/**
 * True while the router has already moved on to another page that React has not drawn yet
 * (it draws route changes in a transition). A guard on the page being left must not redirect
 * then: signing out from My Account would otherwise end on /login instead of home.
 */
export function useIsPageBeingLeft(): boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const location = useLocation();
  return router ? router.state.location.key !== location.key : false;
}
