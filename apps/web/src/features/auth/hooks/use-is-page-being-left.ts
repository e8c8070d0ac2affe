import { useLocation } from 'react-router';
import { useRouterNavigation } from '@/lib/history-router';

/**
 * True while the router has already moved on to another page that React has not drawn yet
 * (it draws route changes in a transition). A guard on the page being left must not redirect
 * then: signing out from My Account would otherwise end on /login instead of home.
 */
export function useIsPageBeingLeft(): boolean {
  const history = useRouterNavigation()?.history;
  const location = useLocation();
  return history ? history.location.key !== location.key : false;
}
