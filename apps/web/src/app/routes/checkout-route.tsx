import { lazy, Suspense, useCallback } from 'react';
import { useParams } from 'react-router';
import { NotFoundView } from '@/components/not-found-view';
import { AddressBook } from '@/features/addresses/components/address-book';
import { RequireUser } from '@/features/auth/components/require-user';
import { useCartStore } from '@/features/cart/cart-store';
import { CheckoutPage, type AddressPicker } from '@/features/checkout/routes/checkout-page';
import { LoadingSection } from '../layouts/loading-page';

// Loaded on its own: what it needs is then listed by this chunk, not by the storefront's entry,
// which every first visit downloads.
const CheckoutPaymentRoute = lazy(() =>
  import('./checkout-payment-route').then((module) => ({ default: module.CheckoutPaymentRoute })),
);

const renderAddresses = (picker: AddressPicker) => <AddressBook selection={picker} />;

/**
 * /checkout (and /checkout/payment/:orderId, the payment's result): the cart's items and promo code, the address book and the checkout's steps meet
 * here. Visitors sign in first and come back (spec: checkout needs a login).
 */
export function CheckoutRoute() {
  const rest = useParams()['*'] ?? '';
  if (rest !== '') {
    const orderId = /^payment\/([^/]+)$/.exec(rest)?.[1];
    if (!orderId) return <NotFoundView />;
    return (
      <Suspense fallback={<LoadingSection />}>
        <CheckoutPaymentRoute orderId={orderId} />
      </Suspense>
    );
  }
  return (
    <RequireUser fallback={<LoadingSection />}>
      <CartCheckout />
    </RequireUser>
  );
}

function CartCheckout() {
  const items = useCartStore((state) => state.items);
  const promoCode = useCartStore((state) => (state.promoApplied ? state.promoCode : null));
  const clearCart = useCartStore((state) => state.clearCart);
  const emptyCart = useCallback(() => clearCart({ silent: true }), [clearCart]);
  return (
    <CheckoutPage
      items={items}
      promoCode={promoCode}
      onOrderPlaced={emptyCart}
      renderAddresses={renderAddresses}
    />
  );
}
