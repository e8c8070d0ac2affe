import { type ComponentType, Suspense } from 'react';
import { whenIdle } from '@/lib/use-after-idle';
import type { FacetFiltersProps } from './facet-filters';

/*
 * The shared facets (price, family, notes, metal) are not part of a listing's first screen's
 * code (bench/README.md, "Targets"): the server draws them, and the browser loads their code once
 * the page is idle, leaving the server's filters as they are until then (React hydrates a
 * Suspense boundary whose code is missing later), as the footer does.
 */

let Loaded: ComponentType<FacetFiltersProps> | null = null;
let loading: Promise<void> | null = null;
let failed = false;

function preload(): Promise<void> {
  loading ??= import('./facet-filters').then(
    (module) => {
      Loaded = module.FacetFilters;
    },
    () => {
      loading = null;
      failed = true;
    },
  );
  return loading;
}

// Once the page is idle, so that a later move to a listing finds the code there.
if (typeof window !== 'undefined') void whenIdle().then(preload);

function FacetFiltersWhenLoaded(props: FacetFiltersProps) {
  if (Loaded) return <Loaded {...props} />;
  // Its code failed to load: the listing goes on with its other filters.
  if (failed) return null;
  // The server draws them at once; the browser waits for idle (a page it drew keeps them).
  throw typeof window === 'undefined' ? preload() : whenIdle().then(preload);
}

export function DeferredFacetFilters(props: FacetFiltersProps) {
  return (
    <Suspense>
      <FacetFiltersWhenLoaded {...props} />
    </Suspense>
  );
}
