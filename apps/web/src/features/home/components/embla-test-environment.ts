import { vi } from 'vitest';

/** jsdom has no IntersectionObserver, which Embla uses to track slides in view; this one never reports. */
export function stubIntersectionObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
}
