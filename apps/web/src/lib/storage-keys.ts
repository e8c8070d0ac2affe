/**
 * Browser storage keys. The token is written under two keys because the spec's existing
 * client reads either one (docs/product.md, "Roles and permissions": "kept under several possible
 * keys").
 */
export const STORAGE_KEYS = {
  token: 'token',
  authToken: 'authToken',
  userRole: 'userRole',
  userId: 'userId',
  isAdminAuthenticated: 'isAdminAuthenticated',
  cart: 'attar-cart',
  /** The shopper's pincode for "Delivered by" (lib/remembered-pincode.ts). */
  pincode: 'attar-pincode',
} as const;

export const TOKEN_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.authToken] as const;

/** The stored bearer token, from whichever key holds one. */
export function readStoredToken(): string | null {
  for (const key of TOKEN_KEYS) {
    const value = safeGet(key);
    if (value) return value;
  }
  return null;
}

export function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); treat it as empty.
    return null;
  }
}

export function safeSet(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* ignored: see safeGet */
  }
}

export function safeRemove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* ignored: see safeGet */
  }
}
