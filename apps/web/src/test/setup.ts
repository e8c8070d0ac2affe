import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';

// findBy* and waitFor wait up to 5 s instead of 1 s: lazy pages (the admin dashboard's charts)
// load slower than that on a loaded 2-core CI machine, though never wrongly.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that Radix and sonner touch; these stand-ins do nothing.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// jsdom lays nothing out, so there is nothing to scroll; its scrollTo would log an error.
window.scrollTo = () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  toast.dismiss(); // sonner keeps toasts in module state and replays them to the next Toaster
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

// sonner takes a dismissed toast away from a 200 ms timer, which survives the Toaster's unmount.
// Let it fire while the file's window still exists: fired after jsdom is torn down, React meets no
// window and Vitest reports an unhandled error (seen on a loaded CI machine).
// The clock is the one this file found on load: a test's fake timers never hold the file's end.
const setTimeoutOfWindow = window.setTimeout.bind(window);
afterAll(() => new Promise<void>((resolve) => setTimeoutOfWindow(resolve, 250)));
