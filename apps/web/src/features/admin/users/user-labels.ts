import type { Role, UserStatus } from '@attar/contracts';
import type { BadgeTone } from '@/components/ui/badge';

export const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Admin', CUSTOMER: 'Customer' };
export const ROLE_TONES: Record<Role, BadgeTone> = { ADMIN: 'gold', CUSTOMER: 'muted' };

export const STATUS_LABELS: Record<UserStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  ERASED: 'Erased',
};
export const STATUS_TONES: Record<UserStatus, BadgeTone> = {
  ACTIVE: 'success',
  INACTIVE: 'yellow',
  ERASED: 'muted',
};

/** What deleting an account does, said the same way in the dialog and docs/admin-guide.md. */
export function deleteAccountEffects(role: Role): string[] {
  const former = role === 'ADMIN' ? 'Former admin' : 'Former customer';
  return [
    'Their name, email, mobile number, password, Google sign-in, addresses, wishlist and newsletter subscription are erased.',
    `Their orders stay, with the address each was sent to, as invoices and tax records require; their reviews stay, shown as by a "${former}".`,
    'They are signed out everywhere at once and cannot sign in again. Their email and mobile number become free for a new account.',
  ];
}
