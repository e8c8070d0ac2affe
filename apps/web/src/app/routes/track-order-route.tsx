import { useAuthStore } from '@/features/auth/auth-store';
import { GuestTrackOrderPage } from '@/features/orders/routes/guest-track-order-page';
import { TrackOrderPage } from '@/features/orders/routes/track-order-page';
import { AccountLayout } from '../layouts/account-layout';

/**
 * /track-order: signed in, a page of the account area (your orders, by number); signed out, the
 * guest's lookup by order number and email or mobile, so that the links of the order mails work
 * for a shopper who is not signed in (decision 0061).
 */
export function TrackOrderRoute() {
  const isSignedIn = useAuthStore((state) => state.isAuthenticated);
  if (!isSignedIn) return <GuestTrackOrderPage />;
  return (
    <AccountLayout>
      <TrackOrderPage />
    </AccountLayout>
  );
}
