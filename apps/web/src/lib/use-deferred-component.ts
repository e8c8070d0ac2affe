import { type ComponentType, startTransition, useCallback, useEffect, useState } from 'react';
import { useAfterIdle } from './use-after-idle';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

interface Entry {
  promise?: Promise<ComponentType<never>>;
  component?: ComponentType<never>;
}

const entries = new WeakMap<Loader<never>, Entry>();

function entryFor<P>(loader: Loader<P>): Entry {
  let entry = entries.get(loader as Loader<never>);
  if (!entry) {
    entry = {};
    entries.set(loader as Loader<never>, entry);
  }
  return entry;
}

function startLoad<P>(loader: Loader<P>): Promise<ComponentType<P>> {
  const entry = entryFor(loader);
  entry.promise ??= loader().then(
    (module) => {
      entry.component = module.default as ComponentType<never>;
      return entry.component;
    },
    (error: unknown) => {
      entry.promise = undefined; // let a later attempt try the network again
      throw error;
    },
  );
  return entry.promise as Promise<ComponentType<P>>;
}

/**
 * A component whose code loads once the page is idle, or earlier when `load()` is called (on
 * hover, focus or click). Until then `Component` is null and the caller shows a stand-in that
 * keeps the same place and look. Unlike React.lazy there is no Suspense swap mid-click.
 */
export function useDeferredComponent<P>(loader: Loader<P>): {
  Component: ComponentType<P> | null;
  load: () => void;
} {
  const [Component, setComponent] = useState<ComponentType<P> | null>(
    () => (entryFor(loader).component as ComponentType<P> | undefined) ?? null,
  );
  const load = useCallback(() => {
    startLoad(loader).then(
      // A transition: React draws the section in slices between which the browser can answer
      // a tap, instead of in one long task (it is below the fold or behind a hover anyway).
      (component) => startTransition(() => setComponent(() => component)),
      () => {}, // the stand-in stays; the next hover or click tries again
    );
  }, [loader]);
  const idle = useAfterIdle();
  useEffect(() => {
    if (idle) load();
  }, [idle, load]);
  return { Component, load };
}
