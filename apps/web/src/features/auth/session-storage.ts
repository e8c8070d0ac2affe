import type { Role } from '@attar/contracts';
import { normaliseRole } from '@attar/contracts';
import {
  readStoredToken,
  safeGet,
  safeRemove,
  safeSet,
  STORAGE_KEYS,
  TOKEN_KEYS,
} from '@/lib/storage-keys';

export interface StoredSession {
  token: string;
  userId: number | null;
  role: Role;
}

/**
 * The `sub` claim of a JWT, when it is a user id. The token is not verified here: the server does
 * that.
 */
export function userIdFromToken(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    const id = Number(sub);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function readSession(): StoredSession | null {
  const token = readStoredToken();
  if (!token) return null;
  const storedId = Number(safeGet(STORAGE_KEYS.userId));
  const userId = Number.isInteger(storedId) && storedId > 0 ? storedId : userIdFromToken(token);
  // Admin needs both the stored role and the admin flag written at sign-in (docs/product.md, "Roles
  // and permissions").
  const isAdmin =
    normaliseRole(safeGet(STORAGE_KEYS.userRole)) === 'ADMIN' &&
    safeGet(STORAGE_KEYS.isAdminAuthenticated) === 'true';
  return { token, userId, role: isAdmin ? 'ADMIN' : 'CUSTOMER' };
}

export function writeSession({ token, userId, role }: StoredSession): void {
  for (const key of TOKEN_KEYS) safeSet(key, token);
  safeSet(STORAGE_KEYS.userRole, role);
  if (userId != null) safeSet(STORAGE_KEYS.userId, String(userId));
  if (role === 'ADMIN') safeSet(STORAGE_KEYS.isAdminAuthenticated, 'true');
  else safeRemove(STORAGE_KEYS.isAdminAuthenticated);
}

export function clearSession(): void {
  for (const key of TOKEN_KEYS) safeRemove(key);
  safeRemove(STORAGE_KEYS.userRole);
  safeRemove(STORAGE_KEYS.userId);
  safeRemove(STORAGE_KEYS.isAdminAuthenticated);
}
