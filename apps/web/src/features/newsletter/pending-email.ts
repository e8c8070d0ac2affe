import { safeGet, safeRemove, safeSet } from '@/lib/storage-keys';

/**
 * The address a visitor typed before being sent to log in (docs/product.md, "Validation rules"),
 * kept in the browser so the form can offer it again once they are back.
 */
const PENDING_EMAIL_KEY = 'newsletter-pending-email';

export function readPendingEmail(): string | null {
  return safeGet(PENDING_EMAIL_KEY);
}

export function rememberPendingEmail(email: string): void {
  safeSet(PENDING_EMAIL_KEY, email);
}

export function forgetPendingEmail(): void {
  safeRemove(PENDING_EMAIL_KEY);
}
