import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
} from 'react';
import {
  type Location,
  type NavigationType,
  parsePath,
  Router,
  type To,
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

/**
 * The move in progress, held outside React's context and read through a subscription. A change
 * of a context's value reaches every Suspense boundary below its provider, and one the server
 * drew whose code is still on its way (the footer, until the page is idle) would then be drawn
 * anew without its code, and so vanish, instead of being hydrated.
 */
class NavigationStore {
  loading = false;
  private readonly listeners = new Set<() => void>();

  constructor(readonly history: AppHistory) {}

  setLoading(loading: boolean): void {
    if (loading === this.loading) return;
    this.loading = loading;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

const RouterNavigationContext = createContext<NavigationStore | null>(null);

interface HistoryRouterProps {
  history: AppHistory;
  children: ReactNode;
  /**
   * Null when the code of the page at `pathname` is loaded, else a promise of it (the same one
   * while it loads). A move to such a page shows the loading note while it arrives.
   */
  pageLoading?: (pathname: string) => Promise<void> | null;
}

const noPageLoading = () => null;

/**
 * React Router in its declarative mode, following a history object the app holds (decision
 * 0032). The data router brought 17 KB of gzipped JavaScript to every page for loaders and
 * actions the store does not use. A move waits for the next page's code with the page being
 * left on screen, and the app can navigate from outside React (a refused session, docs/product.md,
 * "Roles and permissions") through the same history.
 */
export function HistoryRouter({
  history,
  children,
  pageLoading = noPageLoading,
}: HistoryRouterProps) {
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [isPending, startTransition] = useTransition();
  const [waitingForCode, setWaitingForCode] = useState(false);
  const latestMove = useRef(0);

  // A page whose code is there is drawn at once, with the address: drawn in a transition, it
  // could lag the address by a few hundred milliseconds on a slow phone, showing the page being
  // left under the next one's address. Back or Forward to a page whose code is not loaded yet
  // is drawn in a transition, which keeps the page being left until the code arrives.
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const show = () => setState({ action, location });
        if (pageLoading(location.pathname)) startTransition(show);
        else show();
      }),
    [history, pageLoading],
  );

  // Links and navigate() move through this: the address changes once the next page's code is
  // there, as it did under the data router, so the address never names a page not yet drawn
  // (and a form on the page being left is not mistaken for the next page's).
  const navigator = useMemo(() => {
    const move = (to: To, go: () => void) => {
      const id = ++latestMove.current;
      const loading = pageLoading(
        (typeof to === 'string' ? parsePath(to) : to).pathname ?? history.location.pathname,
      );
      if (!loading) {
        setWaitingForCode(false);
        go();
        return;
      }
      setWaitingForCode(true);
      void loading.then(() => {
        if (id !== latestMove.current) return; // a later move replaced this one
        setWaitingForCode(false);
        go();
      });
    };
    return {
      createHref: (to: To) => history.createHref(to),
      encodeLocation: (to: To) => history.encodeLocation(to),
      go: (delta: number) => {
        latestMove.current += 1;
        setWaitingForCode(false);
        history.go(delta);
      },
      push: (to: To, state?: unknown) => move(to, () => history.push(to, state)),
      replace: (to: To, state?: unknown) => move(to, () => history.replace(to, state)),
    };
  }, [history, pageLoading]);

  // Back and Forward move the address first: the transition then waits for the code.
  const loading = waitingForCode || (isPending && pageLoading(history.location.pathname) !== null);
  const navigation = useMemo(() => new NavigationStore(history), [history]);
  useLayoutEffect(() => navigation.setLoading(loading), [navigation, loading]);
  return (
    <RouterNavigationContext.Provider value={navigation}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </RouterNavigationContext.Provider>
  );
}

/** The move in progress, or null outside a HistoryRouter (on the server). */
export function useRouterNavigation(): RouterNavigation | null {
  const navigation = useContext(RouterNavigationContext);
  const loading = useSyncExternalStore(
    navigation?.subscribe ?? noSubscription,
    () => navigation?.loading ?? false,
    () => false,
  );
  return useMemo(
    () => (navigation ? { loading, history: navigation.history } : null),
    [navigation, loading],
  );
}

const noSubscription = () => () => {};
