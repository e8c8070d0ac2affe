import type { User } from '@attar/contracts';
import type { RenewedSession } from '@/api/account';
import { parseSignInResponse } from '@/api/auth';
import { ProfilePage } from '@/features/account/routes/profile-page';
import { AddressBookSection } from '@/features/addresses/components/address-book-section';
import { useAuthStore } from '@/features/auth/auth-store';
import { RecentOrders } from '@/features/orders/components/recent-orders';

const keepHeaderInStep = (user: User) => useAuthStore.getState().updateUserDetails(user);

/** A changed password answers a new token; every older one has stopped working, so store it at once. */
const storeRenewedSession = (session: RenewedSession) =>
  useAuthStore.getState().renewSession(parseSignInResponse(session));

const accountSections = (
  <>
    <RecentOrders />
    <AddressBookSection />
  </>
);

/** /profile: the account's page, wired to the session it changes, with its orders and addresses (features meet here). */
export function ProfileRoute() {
  return (
    <ProfilePage
      onProfile={keepHeaderInStep}
      onPasswordChanged={storeRenewedSession}
      sections={accountSections}
    />
  );
}
