import type { ComponentType, FunctionComponent } from 'react';

/** A page whose code is a chunk of its own, loaded the first time it is needed. */
export type LazyPage = FunctionComponent & {
  /** Starts loading the page's code (once) and resolves when it is ready. */
  preload(): Promise<void>;
  isLoaded(): boolean;
  /**
   * The error of the last failed load, once: Suspense tries a page again when its promise
   * settles, so the retry must throw the error for the error screen instead of loading anew.
   * The next visit to the page then asks for its code again.
   */
  takeLoadError(): unknown;
};

/**
 * A page component that loads its code on demand. Unlike React.lazy, a page loaded ahead (for
 * a page the server drew, before hydration) renders at once instead of suspending for a turn,
 * so the server's HTML hydrates as it is.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  let loadError: { error: unknown } | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = null; // a failed chunk (a new deployment, a dropped connection) is asked for again
        loadError = { error };
        throw error;
      },
    ));
  const takeLoadError = () => {
    const failed = loadError;
    loadError = null;
    return failed?.error;
  };

  function Page() {
    // Suspends until the code is there (see MatchedRoutes); a failure reaches the error boundary.
    if (!Loaded) {
      const error = takeLoadError();
      if (error !== undefined) throw error;
      // React may call a suspending component again only to describe it (its component stack)
      // and drop what it throws; the failure reaches the error boundary through takeLoadError on
      // the retry, so the promise thrown here settles either way and is never left rejected.
      throw preload().catch(() => undefined);
    }
    const Component = Loaded!;
    return <Component />;
  }
  return Object.assign(Page, { preload, isLoaded: () => Loaded !== null, takeLoadError });
}

/** A page that is its module's default export. */
export const page = (load: () => Promise<{ default: ComponentType }>): LazyPage =>
  lazyPage(async () => (await load()).default);

/** A page that is a named export of its module. */
export const named = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyPage => lazyPage(async () => (await load())[name]);
