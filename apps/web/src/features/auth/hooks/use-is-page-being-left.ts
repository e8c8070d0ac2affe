import { useLocation } from 'react-router';
import { useRouterNavigation } from '@/lib/history-router';

/**
 * True while the router is moving to another page that React has not drawn yet (its code is
 * loading, or the move is drawn in a transition). A guard on the page being left must not
 * redirect then: signing out from My Account would otherwise end on /login instead of home.
 */
export function useIsPageBeingLeft(): boolean {
  const navigation = useRouterNavigation();
  const location = useLocation();
  return navigation
    ? navigation.loading || navigation.history.location.key !== location.key
    : false;
}
