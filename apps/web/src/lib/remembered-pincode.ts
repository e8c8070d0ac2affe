import { PINCODE_PATTERN } from '@attar/contracts';
import { useSyncExternalStore } from 'react';
import { safeGet, STORAGE_KEYS } from './storage-keys';

/*
 * The shopper's pincode, kept in the browser so that "Delivered by" answers for it on every
 * product page, in the cart and at checkout (docs/product.md, "Delivery and pincodes"). Set by
 * the product page's check, the cart's check and the address chosen at checkout.
 */

const listeners = new Set<() => void>();
/** Where the pincode stays for this page's life when the browser refuses storage. */
let unstored: string | null = null;

/** The remembered pincode, or null without one (or with something else stored under its key). */
export function readRememberedPincode(): string | null {
  const stored = safeGet(STORAGE_KEYS.pincode) ?? unstored;
  return stored !== null && PINCODE_PATTERN.test(stored) ? stored : null;
}

/** Remembers a pincode (only a valid one) for the next page; every reader is told. */
export function rememberPincode(pincode: string): void {
  if (!PINCODE_PATTERN.test(pincode) || readRememberedPincode() === pincode) return;
  try {
    window.localStorage.setItem(STORAGE_KEYS.pincode, pincode);
    unstored = null;
  } catch {
    // Storage unavailable (private mode, blocked cookies): the check still answers on this page.
    unstored = pincode;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.pincode || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The remembered pincode, kept current. Null on the server and while a server-drawn page
 * hydrates, so the first render matches the server's; the stored one follows at once.
 */
export function useRememberedPincode(): string | null {
  return useSyncExternalStore(subscribe, readRememberedPincode, () => null);
}
