import type { User } from '@attar/contracts';
import { useSearchParams } from 'react-router';
import type { RenewedSession } from '@/api/account';
import { parseSignInResponse } from '@/api/auth';
import { ProfilePage } from '@/features/account/routes/profile-page';
import { AddressBookSection } from '@/features/addresses/components/address-book-section';
import { useAuthStore } from '@/features/auth/auth-store';
import { PlacedOrder } from '@/features/orders/components/placed-order';
import { RecentOrders } from '@/features/orders/components/recent-orders';
import { PLACED_ORDER_PARAM } from '@/lib/paths';

const keepHeaderInStep = (user: User) => useAuthStore.getState().updateUserDetails(user);

/** A changed password answers a new token; every older one has stopped working, so store it at once. */
const storeRenewedSession = (session: RenewedSession) =>
  useAuthStore.getState().renewSession(parseSignInResponse(session));

const recentOrders = <RecentOrders />;
const accountSections = <AddressBookSection />;

/** An order id as the checkout writes it; anything else in the address is ignored. */
const ORDER_ID = /^[1-9]\d{0,8}$/;

/**
 * /profile: the account's page, wired to the session it changes, with its orders and addresses
 * (features meet here). `?placed=<orderId>`, where the checkout sends the shopper, puts that order
 * on top; `&code=`, from a cash-on-delivery order's mail, fills in its confirmation code.
 */
export function ProfileRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const placed = searchParams.get(PLACED_ORDER_PARAM);
  const placedOrder =
    placed && ORDER_ID.test(placed) ? (
      <PlacedOrder
        key={placed}
        orderId={placed}
        code={searchParams.get('code') ?? undefined}
        onDismiss={() =>
          setSearchParams(
            (params) => {
              params.delete(PLACED_ORDER_PARAM);
              params.delete('code');
              return params;
            },
            { replace: true },
          )
        }
      />
    ) : null;
  return (
    <ProfilePage
      onProfile={keepHeaderInStep}
      onPasswordChanged={storeRenewedSession}
      placedOrder={placedOrder}
      orders={recentOrders}
      sections={accountSections}
    />
  );
}
