import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
} from 'react';
import {
  type Location,
  type NavigationType,
  Router,
  UNSAFE_createBrowserHistory,
} from 'react-router';

/** The browser's history (or a memory one in tests) that the store's router follows. */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

export function createAppHistory(): AppHistory {
  return UNSAFE_createBrowserHistory({ v5Compat: true });
}

interface RouterNavigation {
  /** True while a new page's code is loading and the page being left stays on screen. */
  loading: boolean;
  /** The history being followed: its location runs ahead of the drawn page during a move. */
  history: AppHistory;
}

const RouterNavigationContext = createContext<RouterNavigation | null>(null);

interface HistoryRouterProps {
  history: AppHistory;
  children: ReactNode;
  /**
   * Whether the code of the page at `pathname` is already loaded. A move to a page whose code
   * is not loaded shows the loading note while it arrives (useRouterNavigation).
   */
  isPageReady?: (pathname: string) => boolean;
}

const everyPageReady = () => true;

/**
 * React Router in its declarative mode, following a history object the app holds (decision
 * 0032). The data router brought 17 KB of gzipped JavaScript to every page for loaders and
 * actions the store does not use. Each move is drawn in a transition, so the page being left
 * stays until the next one can be drawn, and the app can navigate from outside React (a
 * refused session, spec section 6) through the same history.
 */
export function HistoryRouter({
  history,
  children,
  isPageReady = everyPageReady,
}: HistoryRouterProps) {
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [isPending, startTransition] = useTransition();

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) =>
        startTransition(() => setState({ action, location })),
      ),
    [history],
  );

  // While a move is pending, the history is already at the page being drawn.
  const loading = isPending && !isPageReady(history.location.pathname);
  const navigation = useMemo(() => ({ loading, history }), [loading, history]);
  return (
    <RouterNavigationContext.Provider value={navigation}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </RouterNavigationContext.Provider>
  );
}

/** The move in progress, or null outside a HistoryRouter (on the server). */
export function useRouterNavigation(): RouterNavigation | null {
  return useContext(RouterNavigationContext);
}
