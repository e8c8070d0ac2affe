import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/*
 * Toasts without sonner on the first screen (bench/README.md, "Targets"): sonner (about 9 KB
 * gzipped) loads on the first toast, or once the page is idle when the deferred Toaster (./toaster)
 * asks for it. Storefront code toasts through this module; importing 'sonner' itself from code the
 * first screen loads would put the whole library back among that screen's JavaScript.
 */

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
let anyToastRequested = false;
const toastRequested = new Set<() => void>();

/** Loads sonner once; a failed load is tried again on the next call. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined;
    throw error;
  });
  return sonner;
}

/**
 * The Toaster listens here, so that the first toast brings it in without waiting for idle; a
 * listener that arrives after a toast was asked for is called at once.
 */
export function onToastRequested(listener: () => void): () => void {
  toastRequested.add(listener);
  if (anyToastRequested) listener();
  return () => toastRequested.delete(listener);
}

type Show = (sonnerToast: Sonner['toast']) => void;

function show(draw: Show): void {
  anyToastRequested = true;
  for (const listener of toastRequested) listener();
  // A toast made before the Toaster mounts is kept by sonner and shown once it subscribes.
  loadSonner().then(
    (module) => draw(module.toast),
    () => {}, // no network for the library: the message is lost, as a toast would be anyway
  );
}

/**
 * sonner's toast calls the storefront makes (plain, success, error), drawn once the library is in.
 */
export const toast = Object.assign(
  (message: string, options?: ExternalToast) =>
    show((sonnerToast) => sonnerToast(message, options)),
  {
    success: (message: string, options?: ExternalToast) =>
      show((sonnerToast) => sonnerToast.success(message, options)),
    error: (message: string, options?: ExternalToast) =>
      show((sonnerToast) => sonnerToast.error(message, options)),
  },
);
