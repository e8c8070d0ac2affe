import { safeRemove, STORAGE_KEYS, TOKEN_KEYS } from '@/lib/storage-keys';
import { AUTH_CHANGE_EVENT } from './newsletter-events';

type ClearLoginData = () => void;

/** Clears what the browser keeps of the session and tells the page. */
export function clearStoredLoginData(): void {
  for (const key of TOKEN_KEYS) safeRemove(key);
  safeRemove(STORAGE_KEYS.userRole);
  safeRemove(STORAGE_KEYS.userId);
  safeRemove(STORAGE_KEYS.isAdminAuthenticated);
  window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
}

/**
 * The app replaces this (see main.tsx) with the auth store's own path, so the signed-in state
 * everywhere on the page ends too; features do not import each other.
 */
let clearLoginData: ClearLoginData = clearStoredLoginData;

/**
 * Sets how a newsletter call's 401 or 403 clears the local login data (docs/product.md, "Roles and
 * permissions").
 */
export function onNewsletterSessionRejected(handler: ClearLoginData): void {
  clearLoginData = handler;
}

export function endRejectedSession(): void {
  clearLoginData();
}
