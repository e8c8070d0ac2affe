import { type ComponentType, useEffect, useState } from 'react';
import { useDeferredComponent } from '@/lib/use-deferred-component';

/** How far below the screen a stand-in may be when its section starts loading. */
const NEAR_VIEWPORT_MARGIN = '200px 0px';

/**
 * A section below the first screen whose code loads once the page is idle, or earlier when its
 * stand-in (the element given to `placeholderRef`) scrolls near the screen. Until then
 * `Component` is null, on the server as in the browser, and the caller draws a stand-in of the
 * section's size. Without IntersectionObserver the code loads at once.
 */
export function useDeferredSection<P>(loader: () => Promise<{ default: ComponentType<P> }>): {
  Component: ComponentType<P> | null;
  placeholderRef: (element: Element | null) => void;
} {
  const { Component, load } = useDeferredComponent(loader);
  const [placeholder, setPlaceholder] = useState<Element | null>(null);

  useEffect(() => {
    if (Component || !placeholder) return;
    if (typeof IntersectionObserver !== 'function') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(placeholder);
    return () => observer.disconnect();
  }, [Component, placeholder, load]);

  return { Component, placeholderRef: setPlaceholder };
}
